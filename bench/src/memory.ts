// The memory of the last look (issue 26) for 10,000 checks: what reading it costs at start
// (open with limits, parse, check every ID), what saving it costs on the way out, and its size
// on disk. argv[2]: JSON {checks, runs}. Prints one JSON line of the timings (ms) and the bytes.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readMemory, writeMemory } from '../../src/config/memory-file.js';
import { emptyMemory, recordPause, rememberLook } from '../../src/format/memory.js';

const { checks, runs } = JSON.parse(process.argv[2] ?? '{}') as { checks: number; runs: number };
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
const id = (i: number) =>
  `${hex(i, 8)}-${hex(i % 65536, 4)}-4${hex(i % 4096, 3)}-8${hex(i % 4096, 3)}-${hex(i * 7919, 12)}`;

let memory = rememberLook(emptyMemory(), {
  at: Date.now(),
  checks: Array.from({ length: checks }, (_, i) => ({
    id: id(i),
    word: i % 12 === 0 ? ('failing' as const) : i % 17 === 0 ? ('degraded' as const) : ('passing' as const),
  })),
  incidentUpdates: Array.from({ length: 200 }, (_, i) => id(1_000_000 + i)),
  failedSessions: Array.from({ length: 1000 }, (_, i) => id(2_000_000 + i)),
});
for (let i = 0; i < 50; i++)
  memory = recordPause(memory, { checkId: id(i), action: 'pause', at: new Date().toISOString(), profile: 'default' });

const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-memory-'));
const file = join(dir, 'memory-default.json');
const reads: number[] = [];
const writes: number[] = [];
try {
  for (let i = 0; i < runs + 3; i++) {
    const w0 = performance.now();
    if (writeMemory(file, memory)) throw new Error('could not write the memory');
    const w1 = performance.now();
    const loaded = readMemory(file);
    const r1 = performance.now();
    if (loaded.notice || loaded.memory.checks.passing.length === 0) throw new Error('the memory did not read back');
    if (i >= 3) {
      writes.push(w1 - w0);
      reads.push(r1 - w1);
    }
  }
  process.stdout.write(`${JSON.stringify({ reads, writes, bytes: statSync(file).size })}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

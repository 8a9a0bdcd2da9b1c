// 9. The memory of the last look (issue 26) for 10,000 checks: read at start (target <= 5 ms),
// written on the way out, and its size on disk (target <= 1 MB). Measured in a child of its own
// so nothing else in the bench warms or slows it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { summarize } from '../lib/stats.mjs';

const CHILD = fileURLToPath(new URL('../.out/helpers/memory.js', import.meta.url));
const MB = 1024 * 1024;

function runChild(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`memory bench exited ${code}`)),
    );
  });
}

export async function memory({ checks, runs }) {
  const r = await runChild({ checks, runs });
  const read = summarize(r.reads);
  const write = summarize(r.writes);
  return [
    {
      name: `memory: read at start (${checks.toLocaleString('en-US')} checks)`,
      unit: 'ms',
      ...read,
      target: '<= 5 ms',
      pass: read.median <= 5,
      note: 'open without following links, size cap, parse, every ID checked',
    },
    {
      name: `memory: saved on the way out (${checks.toLocaleString('en-US')} checks)`,
      unit: 'ms',
      ...write,
      target: 'off the start path',
      pass: true,
      note: 'temporary file and rename',
    },
    {
      name: `memory: size on disk (${checks.toLocaleString('en-US')} checks)`,
      unit: 'bytes',
      median: r.bytes,
      min: r.bytes,
      max: r.bytes,
      p95: r.bytes,
      runs: 1,
      target: '<= 1 MB',
      pass: r.bytes <= MB,
      note: `${(r.bytes / MB).toFixed(2)} MB with 1,000 failed sessions, 200 incident updates and 50 pauses seen`,
    },
  ];
}

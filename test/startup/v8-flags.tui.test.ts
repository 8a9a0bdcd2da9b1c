// The heap flags of the TUI, seen from the built program in a real terminal: set once its first
// requests are on their way, and from then on the young generation keeps its size while every
// check loads (left to grow, it reached 32 MB and the TUI's peak RSS 159-166 MB with 10,000 checks).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, SEMI_SPACE_GROWTH_FACTOR } from '../../src/startup/v8-flags.js';
import { useVigilInTmux } from '../helpers/tmux.js';

const { dir, start } = useVigilInTmux({ checks: 2_000 });
const YOUNG_GENERATION_BYTES = 8 * 2 ** 20;

interface Seen {
  flag?: string;
  newSpace: number;
  requestsSent: number;
}

describe('the TUI heap flags', () => {
  it('are set once the first requests are sent; the young generation stays at 8 MB as every check loads', async () => {
    const preload = join(dir, 'record-heap.cjs');
    const log = join(dir, 'heap.jsonl');
    writeFileSync(log, '');
    writeFileSync(
      preload,
      `const v8 = require('node:v8');
const { appendFileSync } = require('node:fs');
const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
let requestsSent = 0;
require('node:diagnostics_channel').subscribe('undici:request:create', () => requestsSent++);
const record = (seen) =>
  appendFileSync(${JSON.stringify(log)}, JSON.stringify({ ...seen, newSpace: newSpace(), requestsSent }) + '\\n');
const real = v8.setFlagsFromString;
v8.setFlagsFromString = (flag) => { real(flag); record({ flag }); };
process.on('exit', () => record({}));
`,
    );
    const term = start({ env: { NODE_OPTIONS: `--require ${preload}` } });
    await term.waitForPane((t) => /(FAIL|DEGR) {2,}\S/.test(t), 'the Checks list', 20_000);
    await term.waitForPane((t) => !t.includes('loading every check'), 'every check loaded', 60_000);
    term.keys('q');
    await term.waitForPane((t) => t.includes('EXIT:0'), 'vigil to end', 10_000);
    const seen = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Seen);
    const heapFlags = seen.filter((s) => s.flag && !/wasm|liftoff/.test(s.flag));
    expect(heapFlags.map((s) => s.flag)).toEqual([
      `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
      `--semi-space-growth-factor=${SEMI_SPACE_GROWTH_FACTOR}`,
    ]);
    // The first screen's four requests (account, statuses, failing, group names) went first.
    expect(heapFlags[0]!.requestsSent).toBeGreaterThanOrEqual(4);
    const atExit = seen.at(-1)!;
    expect(atExit.flag).toBeUndefined();
    // 2,000 checks in 20 pages came in after the flags, and the young generation stayed at 8 MB
    // (without the flags it grew to 32-33 MB on Node 22, 24 and 26 alike). Node 22 and 24 hold it
    // at its size when the flags are set (8 MB); Node 26 sizes it in other steps (4 MB then, 8 after).
    expect(atExit.requestsSent).toBeGreaterThan(20);
    expect(heapFlags[1]!.newSpace).toBeLessThanOrEqual(YOUNG_GENERATION_BYTES);
    expect(atExit.newSpace).toBeLessThanOrEqual(YOUNG_GENERATION_BYTES);
  });
});

// The bin runs through its #! line (npm's bin link, `npm start`): that line must find node and
// carry the heap ceiling that keeps the TUI's memory down (see HEAP_FLAG in scripts/build.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEAP_FLAG } from '../../scripts/build.mjs';
import { DIST_CLI } from '../helpers/run-cli.js';

describe('the built bin', () => {
  it('names node with the heap ceiling on its #! line', () => {
    const firstLine = readFileSync(DIST_CLI, 'utf8').split('\n')[0];
    expect(firstLine).toBe(`#!/usr/bin/env -S node ${HEAP_FLAG}`);
    expect(HEAP_FLAG).toMatch(/^--max-old-space-size=\d+$/);
  });

  it('runs when executed directly, with the ceiling in force', () => {
    expect(execFileSync(DIST_CLI, ['--version'], { encoding: 'utf8' }).trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const limitMb = Number(HEAP_FLAG.split('=')[1]);
    // The same #! line on a one-line probe reports V8's heap limit: the ceiling plus young space.
    const probe = `${readFileSync(DIST_CLI, 'utf8').split('\n')[0]}\nprocess.stdout.write(String(require('v8').getHeapStatistics().heap_size_limit))\n`;
    const limit = Number(execFileSync('sh', ['-c', 'f=$(mktemp --suffix=.cjs) && cat > "$f" && chmod +x "$f" && "$f"; rc=$?; rm -f "$f"; exit $rc'], { input: probe, encoding: 'utf8' }));
    expect(limit / 2 ** 20).toBeGreaterThanOrEqual(limitMb);
    expect(limit / 2 ** 20).toBeLessThan(limitMb + 100);
  });
});

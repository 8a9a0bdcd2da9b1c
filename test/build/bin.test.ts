// The bin runs through its #! line (npm's bin link, `npm start`): that line must find node, and
// carry no node or V8 option: any V8 flag set at start-up makes Node skip the compile cache of
// its own internal modules, about 25 ms of every start (see src/tui/heap-growth.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIST_CLI } from '../helpers/run-cli.js';

describe('the built bin', () => {
  it('names node alone on its #! line', () => {
    const firstLine = readFileSync(DIST_CLI, 'utf8').split('\n')[0];
    expect(firstLine).toBe('#!/usr/bin/env node');
  });

  it('runs when executed directly', () => {
    expect(execFileSync(DIST_CLI, ['--version'], { encoding: 'utf8' }).trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

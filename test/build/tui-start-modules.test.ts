// What the TUI loads on its way to the first frame is part of its start, checked on the built
// program in a real terminal: Node's own fetch (its copy of undici, 20-40 ms) must not come with
// it. Two things once brought it: yoga's WebAssembly read through fetch() from a data: URL
// (scripts/build-plugins.mjs yogaWithoutFetch) and an ES import of node:http (src/sandbox/server.ts).
// Nor node:crypto (16 of Node's modules, 4-6 ms): only a script's hash needs it (format/masking.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useVigilInTmux } from '../helpers/tmux.js';

const { dir, start } = useVigilInTmux();

describe("Node's modules the TUI loads", () => {
  it("draws the Checks list without loading Node's own fetch or its crypto", async () => {
    const preload = join(dir, 'record-modules.cjs');
    const list = join(dir, 'modules.txt');
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(list)}, process.moduleLoadList.join('\\n')));\n`,
    );
    const term = start({ env: { NODE_OPTIONS: `--require ${preload}` } });
    await term.waitForPane(
      (t) => /(FAIL|DEGR) {2,}\S/.test(t) && t.includes('failing first'),
      'the Checks list',
      20_000,
    );
    term.keys('q');
    await term.waitForPane((t) => t.includes('EXIT:0'), 'vigil to end', 10_000);
    const modules = readFileSync(list, 'utf8').split('\n');
    // The list is real: the TUI's own modules are in it.
    expect(modules).toContain('NativeModule tty');
    expect(modules.filter((m) => /undici|internal\/deps\/undici/.test(m))).toEqual([]);
    expect(modules.filter((m) => /crypto/.test(m))).toEqual([]);
  });
});

// `node bench/ink-output.mjs`: the bytes the TUI writes with our row diff (src/tui/render/) and
// with Ink 8's own incremental output (bench/src/ink-own-output.ts), side by side in one bench run
// (the render item: bytes per keystroke, idle, during a watch). Builds both into bench/.out/.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildCli } from '../scripts/build.mjs';

const out = (name) => fileURLToPath(new URL(`./.out/${name}/`, import.meta.url));
const inkOwn = fileURLToPath(new URL('./src/ink-own-output.ts', import.meta.url));

const inkOwnOutput = {
  name: 'ink-own-output',
  setup(b) {
    b.onResolve({ filter: /^\.\/render\/inkOnTerminal\.js$/ }, () => ({ path: inkOwn }));
  },
};

await buildCli(out('row-diff'), { logLevel: 'error' });
await buildCli(out('ink-own'), { logLevel: 'error' }, { plugins: [inkOwnOutput] });
process.stderr.write('ink-output: "before" is our row diff, "after" is Ink 8 writing to the terminal itself\n');
const run = spawnSync(
  process.execPath,
  [
    fileURLToPath(new URL('./run.mjs', import.meta.url)),
    '--only=render',
    `--before=${out('row-diff')}cli.cjs`,
    `--cli=${out('ink-own')}cli.cjs`,
  ],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);

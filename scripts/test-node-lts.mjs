// The second half of `npm test` on CI: the tests that run the built program again, with the
// program on the Node named by VIGIL_TEST_NODE (.ci/run installs the current LTS from the npm
// registry and sets it). Without VIGIL_TEST_NODE it says so and does nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const node = process.env.VIGIL_TEST_NODE;
if (!node) {
  console.log('Second Node run skipped: set VIGIL_TEST_NODE to a node binary (.ci/run does, with the current LTS).');
  process.exit(0);
}
if (!existsSync(node)) {
  console.error(`VIGIL_TEST_NODE is ${node}, which does not exist: install it or unset VIGIL_TEST_NODE.`);
  process.exit(2);
}
const version = spawnSync(node, ['--version'], { encoding: 'utf8' });
if (version.status !== 0) {
  console.error(`VIGIL_TEST_NODE (${node}) does not run: ${version.stderr.trim()}`);
  process.exit(1);
}

// The test files that start the built program: they go through runBinary, the tmux helper or
// the sandbox CLI helper, or spawn dist/cli.cjs themselves.
const SPAWNS = /runBinary\(|helpers\/tmux\.js|helpers\/sandbox-cli\.js|TEST_NODE/;
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'helpers' ? [] : testFiles(path);
    return e.name.endsWith('.test.ts') && SPAWNS.test(readFileSync(path, 'utf8')) ? [relative(root, path)] : [];
  });
}
const files = testFiles(join(root, 'test')).sort();
console.log(
  `Running ${files.length} test files that start the built program on Node ${version.stdout.trim()} (${node}).`,
);
const run = spawnSync(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);

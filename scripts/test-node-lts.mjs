// The second half of `npm test` on CI: the tests that run the built program again, once per Node
// named in VIGIL_TEST_NODES (node binaries separated by `:`; .ci/run installs Node 24 and 26 from
// the npm registry and sets it), each run with VIGIL_TEST_NODE set to that Node, which the test
// helpers start the program with; the runs go side by side. Without VIGIL_TEST_NODES it says so
// and does nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { delimiter, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const nodes = (process.env.VIGIL_TEST_NODES ?? '').split(delimiter).filter(Boolean);
if (nodes.length === 0) {
  console.log('Runs on other Nodes skipped: set VIGIL_TEST_NODES to node binaries, separated by ":" (.ci/run does).');
  process.exit(0);
}

/** The version `node` reports; exits the script with a sentence if it is missing or does not run. */
function versionOf(node) {
  if (!existsSync(node)) {
    console.error(`VIGIL_TEST_NODES names ${node}, which does not exist: install it or leave it out.`);
    process.exit(2);
  }
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' });
  if (version.status !== 0) {
    console.error(`${node} (in VIGIL_TEST_NODES) does not run: ${version.stderr.trim()}`);
    process.exit(1);
  }
  return version.stdout.trim();
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
const versions = nodes.map(versionOf);

/**
 * One run of the files on `node`, its output kept and printed whole when it ends: the runs go side
 * by side (on CI's two cores the two of them took 293 s together, against 193 + 196 s one after
 * the other), and their lines must not mix.
 */
function runOn(node, version) {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...files], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, VIGIL_TEST_NODE: node },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`${files.length} test files that start the built program, on Node ${version} (${node}):`);
      process.stdout.write(Buffer.concat(output));
      resolveRun(code === 0);
    });
  });
}

console.log(`Running ${files.length} test files that start the built program on Node ${versions.join(' and ')}.`);
const passed = await Promise.all(nodes.map((node, i) => runOn(node, versions[i])));
const failed = versions.filter((_, i) => !passed[i]);
if (failed.length > 0) {
  console.error(`The built program's tests failed on Node ${failed.join(', ')}.`);
  process.exit(1);
}
console.log(`The built program's tests passed on Node ${versions.join(', ')}.`);

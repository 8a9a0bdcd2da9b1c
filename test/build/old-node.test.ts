// On a Node older than 22.13 the built bin prints one sentence and exits 1, before it reads a
// bundle. Run with a real old Node when one is known (VIGIL_TEST_OLD_NODE, which .ci/run sets to the
// machine's own Node 20, else an old node on PATH), which also shows that an old Node can parse the bin; and always with
// the test's Node told it is 20 (a preload that changes process.versions.node).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSupportedNode } from '../../src/startup/node-version.js';
import { runBinary } from '../helpers/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'vigil-old-node-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fakeOld = join(dir, 'node-20.cjs');
writeFileSync(fakeOld, "Object.defineProperty(process.versions, 'node', { value: '20.19.0' });\n");

/** VIGIL_TEST_OLD_NODE, else the first node on PATH older than 22.13 (the machine's own), if any. */
function findOldNode(): string | undefined {
  if (process.env.VIGIL_TEST_OLD_NODE) return process.env.VIGIL_TEST_OLD_NODE;
  for (const entry of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(entry, 'node');
    if (!existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim();
    if (version && !isSupportedNode(version)) return candidate;
  }
  return undefined;
}

/** One line on stderr, naming both versions, nothing on stdout, exit 1, and no bundle read. */
function expectOneSentence(run: { code: number; stdout: string; stderr: string }, found: string) {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^vigil needs Node\.js 22\.13 or newer .*\n$/);
  expect(run.stderr).toContain(`is Node.js ${found}`);
  expect(run.stderr.split('\n')).toHaveLength(2);
}

describe('the built bin on an old Node', () => {
  it('says which Node it found and which it needs, and exits 1 (this Node, told it is 20.19.0)', async () => {
    const run = await runBinary(['api', '/v1/checks'], { preload: fakeOld });
    expectOneSentence(run, '20.19.0');
  });

  const oldNode = findOldNode();
  it.runIf(oldNode)('says the same on a real old Node (VIGIL_TEST_OLD_NODE), which parses the bin', async () => {
    const version = spawnSync(oldNode!, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    const run = await runBinary(['--version'], { node: oldNode! });
    expectOneSentence(run, version);
  });
});

// Where Node's compile cache goes (src/startup/compile-cache.ts), and that a directory vigil cannot
// use never changes what a run prints or returns.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeCacheDir, isOwnDirectory } from '../../src/startup/compile-cache.js';
import { VERSION } from '../../src/version.js';
import { runBinary } from '../helpers/run-cli.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-compile-cache-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('codeCacheDir', () => {
  it.each([
    [{}, '/home/ann', '/home/ann/.cache/vigil'],
    [{ XDG_CACHE_HOME: '/xdg' }, '/home/ann', '/xdg/vigil'],
    [{ VIGIL_CODE_CACHE: '/elsewhere', XDG_CACHE_HOME: '/xdg' }, '/home/ann', '/elsewhere'],
    [{ VIGIL_CODE_CACHE: 'off' }, '/home/ann', null],
    [{}, '', null],
  ])('env %j, home %j -> %j', (env, home, expected) => {
    expect(codeCacheDir(env, home)).toBe(expected);
  });
});

describe('isOwnDirectory', () => {
  it('takes a directory only its owner can write, and nothing else', () => {
    const dir = join(tempDir(), 'cache');
    mkdirSync(dir, { mode: 0o700 });
    expect(isOwnDirectory(dir)).toBe(true);
    chmodSync(dir, 0o775);
    expect(isOwnDirectory(dir)).toBe(false);
    chmodSync(dir, 0o757);
    expect(isOwnDirectory(dir)).toBe(false);
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '', { mode: 0o600 });
    expect(isOwnDirectory(file)).toBe(false);
  });
});

// Through the built bin: a cache that cannot be written never shows, never changes the exit code,
// and never keeps the process alive. /proc/nonexist made Node's recursive mkdir loop forever in
// the exit handler (the version printed, then 100% CPU).
describe('the built bin with VIGIL_CODE_CACHE where nothing can be written', () => {
  const cases: [string, () => string][] = [
    ['/proc/nonexist', () => '/proc/nonexist'],
    ['/proc/nonexist/deeper', () => '/proc/nonexist/deeper'],
    [
      'a regular file',
      () => {
        const file = join(tempDir(), 'a-file');
        writeFileSync(file, '');
        return file;
      },
    ],
    [
      'a directory under a regular file',
      () => {
        const file = join(tempDir(), 'a-file');
        writeFileSync(file, '');
        return join(file, 'vigil');
      },
    ],
  ];
  it.each(cases)('%s: --version prints the version alone and exits 0', async (_name, where) => {
    const run = await runBinary(['--version'], { env: { VIGIL_CODE_CACHE: where() }, timeoutMs: 10_000 });
    expect(run).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });

  it('a usage error keeps its exit code and its one line', async () => {
    const run = await runBinary(['no-such-command'], {
      env: { VIGIL_CODE_CACHE: '/proc/nonexist' },
      timeoutMs: 10_000,
    });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

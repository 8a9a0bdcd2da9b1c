import {
  chmodSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  codeCacheDir,
  codeCacheFile,
  commandKey,
  readCodeCache,
  writeCodeCache,
} from '../../src/startup/code-cache.js';
import { VERSION } from '../../src/version.js';
import { runBinary } from '../helpers/run-cli.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-code-cache-test-'));
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

describe('commandKey', () => {
  it.each([
    [['api', '/v1/checks'], 'api'],
    [['test-sessions', 'list', '--limit', '5'], 'test-sessions'],
    [['--read-only', 'members', 'remove', 'x'], 'members'],
    [['--profile', 'work', 'whoami'], 'whoami'],
    [['--profile=work', 'whoami'], 'whoami'],
    [['--demo'], 'tui'],
    [['--version'], 'help'],
    [['--read-only', '-h'], 'help'],
    [['api', '--help'], 'api'],
    [[], 'tui'],
    [['../../etc/passwd'], 'other'],
    [['API'], 'other'],
  ])('%j -> %s', (argv, key) => {
    expect(commandKey(argv)).toBe(key);
  });
});

describe('reading and writing', () => {
  it('writes a file only its owner can touch and reads it back', () => {
    const dir = join(tempDir(), 'made');
    const cache = codeCacheFile(dir, 'build1', 'commands', 'api');
    expect(readCodeCache(cache)).toBeUndefined();
    writeCodeCache(cache, Buffer.from('compiled'));
    expect(readCodeCache(cache)?.toString()).toBe('compiled');
    expect(readdirSync(dir)).toEqual([`build1-commands-${process.version}-${process.arch}-api.v8cache`]);
  });

  it("drops the files of other builds when it writes, and keeps its own build's, of every bundle", () => {
    const dir = tempDir();
    writeCodeCache(codeCacheFile(dir, 'old', 'commands', 'api'), Buffer.from('a'));
    writeCodeCache(codeCacheFile(dir, 'old', 'tui', 'tui'), Buffer.from('a'));
    writeCodeCache(codeCacheFile(dir, 'new', 'commands', 'api'), Buffer.from('b'));
    writeCodeCache(codeCacheFile(dir, 'new', 'tui', 'tui'), Buffer.from('c'));
    writeCodeCache(codeCacheFile(dir, 'new', 'commands', 'tui'), Buffer.from('d'));
    const runtime = `${process.version}-${process.arch}`;
    expect(readdirSync(dir).sort()).toEqual([
      `new-commands-${runtime}-api.v8cache`,
      `new-commands-${runtime}-tui.v8cache`,
      `new-tui-${runtime}-tui.v8cache`,
    ]);
  });

  it('ignores a file others could have written', () => {
    const cache = codeCacheFile(tempDir(), 'build1', 'commands', 'api');
    writeCodeCache(cache, Buffer.from('compiled'));
    chmodSync(cache.file, 0o666);
    expect(readCodeCache(cache)).toBeUndefined();
  });

  it('never writes through a link left where its partial file goes', () => {
    const dir = tempDir();
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me');
    const cache = codeCacheFile(dir, 'build1', 'commands', 'api');
    symlinkSync(victim, `${cache.file}.${process.pid}.partial`);
    writeCodeCache(cache, Buffer.from('compiled'));
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(readCodeCache(cache)).toBeUndefined();
  });

  it('never throws when the directory cannot be made', () => {
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, '');
    const cache = codeCacheFile(join(blocker, 'vigil'), 'build1', 'commands', 'api');
    expect(() => writeCodeCache(cache, Buffer.from('x'))).not.toThrow();
    expect(readCodeCache(cache)).toBeUndefined();
  });
});

describe('a directory it cannot make or write', () => {
  it('is tried once per process, then left alone', () => {
    const parent = tempDir();
    const blocker = join(parent, 'cache');
    writeFileSync(blocker, '');
    const cache = codeCacheFile(join(blocker, 'vigil'), 'build1', 'commands', 'api');
    writeCodeCache(cache, Buffer.from('x'));
    // Now it could be made: a second attempt would succeed, but none is made.
    rmSync(blocker);
    writeCodeCache(cache, Buffer.from('x'));
    expect(readdirSync(parent)).toEqual([]);
  });

  it('makes missing parents one level at a time, owner-only', () => {
    const dir = join(tempDir(), 'a', 'b', 'vigil');
    const cache = codeCacheFile(dir, 'build1', 'commands', 'api');
    writeCodeCache(cache, Buffer.from('compiled'));
    expect(readCodeCache(cache)?.toString()).toBe('compiled');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
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

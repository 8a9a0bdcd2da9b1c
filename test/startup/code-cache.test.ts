import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeCacheDir, codeCacheFile, commandKey, readCodeCache, writeCodeCache } from '../../src/startup/code-cache.js';

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
    expect(readdirSync(dir).sort()).toEqual([`new-commands-${runtime}-api.v8cache`, `new-commands-${runtime}-tui.v8cache`, `new-tui-${runtime}-tui.v8cache`]);
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

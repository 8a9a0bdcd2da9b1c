// Where Node keeps the compiled code of vigil's files between runs (module.enableCompileCache):
// a start after the first skips parsing and compiling what it loads. Node names its files by the
// Node version, the V8 flags and each file's contents, so another Node or a rebuilt dist/ never
// meets stale code.
//
// VIGIL_CODE_CACHE: unset for the default directory ($XDG_CACHE_HOME/vigil, else ~/.cache/vigil),
// `off` to neither read nor write, or the directory to use.
import { mkdirSync, statSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { dirname, join } from 'node:path';

/** The directory to use, or null when the cache is off. */
export function codeCacheDir(env: NodeJS.ProcessEnv, home: string): string | null {
  const setting = env.VIGIL_CODE_CACHE;
  if (setting === 'off') return null;
  if (setting) return setting;
  const base = env.XDG_CACHE_HOME || (home ? join(home, '.cache') : '');
  return base ? join(base, 'vigil') : null;
}

/**
 * Makes `dir` and its missing parents (owner-only), one mkdir per level. Not mkdirSync's
 * recursive mode: on some Nodes it never returns where mkdir answers ENOENT under a parent that
 * exists (VIGIL_CODE_CACHE=/proc/x spun at full CPU).
 */
function makeDirectory(dir: string): void {
  const missing: string[] = [];
  for (let path = dir; ; path = dirname(path)) {
    try {
      if (statSync(path).isDirectory()) break;
      throw Object.assign(new Error(`${path} is not a directory`), { code: 'ENOTDIR' });
    } catch (e) {
      if ((e as { code?: unknown }).code !== 'ENOENT' || dirname(path) === path) throw e;
    }
    missing.push(path);
  }
  for (const path of missing.reverse()) {
    try {
      mkdirSync(path, { mode: 0o700 });
    } catch (e) {
      // Another vigil started at the same time may have just made it.
      if ((e as { code?: unknown }).code !== 'EEXIST') throw e;
    }
  }
}

/**
 * Whether `dir` is a directory only this user can write to. Compiled code runs as it is: it is
 * taken only from where nobody else could have put it.
 * @internal exported for its unit test only
 */
export function isOwnDirectory(dir: string): boolean {
  const stat = statSync(dir);
  const mine = typeof process.getuid !== 'function' || stat.uid === process.getuid();
  return stat.isDirectory() && mine && (stat.mode & 0o022) === 0;
}

/**
 * Turns Node's compile cache on in `dir` (made owner-only when missing). Never throws: a cache
 * that cannot be used only means every start compiles again.
 */
export function enableCompileCacheIn(dir: string | null): void {
  if (dir === null) return;
  try {
    makeDirectory(dir);
    if (isOwnDirectory(dir)) enableCompileCache(dir);
  } catch {
    // Compiled again next time.
  }
}

// Where the bin keeps V8's code cache of its bundles (commands.cjs, tui.cjs): the compiled form of
// the functions a run used, so the next start skips parsing and compiling them (what
// NODE_COMPILE_CACHE does on Node 22; Node 20 has only vm.Script's cachedData). One file per
// build, bundle, Node version and command noun, since each command runs different code. Files
// are made by the first run of a command and read by the later ones; a file V8 refuses (another
// Node, other flags) is made again.
//
// VIGIL_CODE_CACHE: unset for the default directory ($XDG_CACHE_HOME/vigil, else ~/.cache/vigil),
// `off` to neither read nor write, or the directory to use.
import {
  closeSync,
  constants,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { CODE_CACHE_MAX_BYTES } from '../files.js';

export interface CodeCacheFile {
  dir: string;
  file: string;
  /** The build the file belongs to: files of other builds in `dir` are stale. */
  buildId: string;
}

/** The directory to use, or null when the cache is off. */
export function codeCacheDir(env: NodeJS.ProcessEnv, home: string): string | null {
  const setting = env.VIGIL_CODE_CACHE;
  if (setting === 'off') return null;
  if (setting) return setting;
  const base = env.XDG_CACHE_HOME || (home ? join(home, '.cache') : '');
  return base ? join(base, 'vigil') : null;
}

const NOUN = /^[a-z][a-z-]{0,31}$/;

const HELP_OR_VERSION = new Set(['-h', '--help', '-v', '--version']);

/**
 * The command noun in argv (`api`, `test-sessions`...); `help` for help or the version asked
 * before any noun, `tui` when there is neither. Global flags may come first; `--profile NAME`
 * takes the next word with it.
 */
export function commandKey(argv: string[]): string {
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '--profile') {
      i++;
      continue;
    }
    if (HELP_OR_VERSION.has(token)) return 'help';
    if (token.startsWith('-')) continue;
    return NOUN.test(token) ? token : 'other';
  }
  return 'tui';
}

/** `bundle` names the bundle of the build (`commands`, `tui`), `key` the command (commandKey). */
export function codeCacheFile(dir: string, buildId: string, bundle: string, key: string): CodeCacheFile {
  return { dir, buildId, file: join(dir, `${buildId}-${bundle}-${process.version}-${process.arch}-${key}.v8cache`) };
}

/** The cached data, if the file is there, a regular file and this user's own; else undefined. */
export function readCodeCache(cache: CodeCacheFile): Buffer | undefined {
  let fd: number | undefined;
  try {
    // Without blocking (a FIFO planted there cannot hang the start; src/files.ts).
    fd = openSync(cache.file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const stat = fstatSync(fd);
    // Compiled code runs as it is: take it only from a file nobody else could have written.
    const ownerOnly =
      (stat.mode & 0o022) === 0 && (typeof process.getuid !== 'function' || stat.uid === process.getuid());
    if (!stat.isFile() || !ownerOnly || stat.size > CODE_CACHE_MAX_BYTES) return undefined;
    return readFileSync(fd);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const ownedByMe = (path: string): boolean =>
  typeof process.getuid !== 'function' || statSync(path).uid === process.getuid();

/** Directories this process failed to make or write: it does not try them again. */
const failedDirs = new Set<string>();

/**
 * Makes `dir` and its missing parents (owner-only), one mkdir per level, each tried once. Not
 * mkdirSync's recursive mode: on Node 20 it never returns where mkdir answers ENOENT under a
 * parent that exists (VIGIL_CODE_CACHE=/proc/x spun at full CPU in the exit handler).
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
 * Writes the file whole (a reader never sees half of it) and drops other builds' files of this
 * user. Never throws, and after one failure to make or write the directory, never tries it again
 * in this process. The partial file is created new (never through a link someone left in a
 * shared directory given as VIGIL_CODE_CACHE).
 */
export function writeCodeCache(cache: CodeCacheFile, data: Buffer): void {
  if (failedDirs.has(cache.dir)) return;
  const partial = `${cache.file}.${process.pid}.partial`;
  try {
    makeDirectory(cache.dir);
    writeFileSync(partial, data, { mode: 0o600, flag: 'wx' });
    renameSync(partial, cache.file);
  } catch {
    // A cache that cannot be written only means the next start compiles again.
    failedDirs.add(cache.dir);
    return;
  }
  try {
    for (const name of readdirSync(cache.dir)) {
      const path = join(cache.dir, name);
      if (name.endsWith('.v8cache') && !name.startsWith(`${cache.buildId}-`) && ownedByMe(path))
        rmSync(path, { force: true });
    }
  } catch {
    // Old files left behind are removed by a later write.
  }
}

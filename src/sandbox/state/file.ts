// Reading and writing the --state file safely: checked at start (its directory must take a new
// file; leftovers of earlier runs are removed; the content must match StateFileSchema), and
// every save goes to a new temporary file of a random name in the same directory, created
// exclusively (never through a file or symlink someone planted there), mode 0600, fsynced,
// then renamed over the state file.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describeZodError } from '../../client/schemas/index.js';
import { readLimitedFile, STATE_FILE_MAX_BYTES, sizeText } from '../../files.js';
import { type StateFile, StateFileSchema } from './schema.js';

/** The state file cannot be used as given: the sentence says what to do. */
export class SandboxStateError extends Error {
  override readonly name = 'SandboxStateError';
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `<state>.<random>.tmp`, and the `<state>.<pid>.tmp` of versions before this one. */
function temporaryPattern(file: string): RegExp {
  return new RegExp(`^${escapeRegExp(basename(file))}\\.[0-9a-z]+\\.tmp$`);
}

function temporaryName(file: string): string {
  return join(dirname(file), `${basename(file)}.${randomBytes(8).toString('hex')}.tmp`);
}

function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'permission denied';
  if (code === 'ENOENT' || code === 'ENOTDIR') return 'no such directory';
  if (code === 'ENOSPC') return 'the disk is full';
  return code ?? (e instanceof Error ? e.message : String(e));
}

/** Writes `text` to `file` atomically (see the top of this file); the temporary never survives an error. */
export function writeStateFile(file: string, text: string): void {
  const tmp = temporaryName(file);
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    try {
      writeFileSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
      // already renamed or never written: nothing to clean up
    }
    throw e;
  }
}

/** A save takes milliseconds: a temporary older than this was left by a crash (a kill -9 mid-save). */
const STALE_TEMPORARY_MS = 60_000;

/**
 * Makes sure the state file can be kept: removes temporaries left by earlier runs (a kill -9
 * mid-save; only those older than STALE_TEMPORARY_MS), then proves the directory takes a new file. Throws
 * SandboxStateError otherwise.
 */
export function prepareStateFile(file: string): void {
  const dir = dirname(file);
  const stale = temporaryPattern(file);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new SandboxStateError(
        `--state ${file} cannot be used: the directory ${dir} does not exist; create it or pass a file in a ` +
          `directory ` +
          `you can write`,
      );
    throw new SandboxStateError(
      `--state ${file} cannot be used: its directory ${dir} cannot be read (${reason(e)}); pass a file in a ` +
        `directory ` +
        `you can write`,
    );
  }
  const before = Date.now() - STALE_TEMPORARY_MS;
  for (const name of names) {
    if (!stale.test(name)) continue;
    try {
      // A younger one may be another sandbox's save in flight on the same state file.
      if (statSync(join(dir, name)).mtimeMs > before) continue;
      unlinkSync(join(dir, name));
    } catch {
      // gone already, or not ours to remove: the probe below says whether we can write here
    }
  }
  // named like a temporary, so even a crash right here leaves nothing the next start keeps
  const probe = temporaryName(file);
  try {
    closeSync(openSync(probe, 'wx', 0o600));
    unlinkSync(probe);
  } catch (e) {
    throw new SandboxStateError(
      `--state ${file} cannot be used: the sandbox cannot write in ${dir} (${reason(e)}); pass a file in a directory ` +
        `you can write`,
    );
  }
}

/** The saved changes, or undefined when the file does not exist yet (it is written on the first change). */
export function readStateFile(file: string): StateFile | undefined {
  const read = readLimitedFile(file, STATE_FILE_MAX_BYTES);
  if (!read.ok && read.reason === 'missing') return undefined;
  if (!read.ok && read.reason === 'unreadable')
    throw new SandboxStateError(`--state ${file} cannot be read (${reason(read)}): pass a file you can read and write`);
  if (!read.ok)
    throw new SandboxStateError(
      `--state ${file} ${read.detail}: pass a regular file of at most ${sizeText(STATE_FILE_MAX_BYTES)}`,
    );
  const text = read.bytes.toString('utf8');
  const unusable = (why: string) =>
    new SandboxStateError(`the state file ${file} is not usable: ${why}; fix it or pass another --state file`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw unusable('it is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw unusable('it is not a vigil sandbox state file (a JSON object with "version": 1)');
  // reportInput: describeZodError tells "is required" from "must be a string" by the input it sees
  const r = StateFileSchema.safeParse(parsed, { reportInput: true });
  if (!r.success) throw unusable(describeZodError(r.error, 'field'));
  return r.data;
}

// Every file vigil reads (settings.json, config.json, the sandbox's --state, `vigil api --input`)
// is read here: opened without blocking (O_NONBLOCK, so a FIFO with no writer
// cannot hang the open), taken only when it is a regular file (a FIFO, a device such as
// /dev/zero, a socket or a directory is refused, also behind a symlink), and read up to a cap
// (past it the read stops at once: a 200 MB file or an endless device never fills the memory).
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/** Why a file was not read; `detail` completes "FILE ..." in a sentence. */
export type FileRefusal =
  | { reason: 'missing'; detail: string }
  | { reason: 'not a regular file'; detail: string }
  | { reason: 'too large'; detail: string }
  | { reason: 'unreadable'; detail: string; code: string };

export type LimitedRead = { ok: true; bytes: Buffer } | ({ ok: false } & FileRefusal);

/** `a FIFO (named pipe)`, `a character device`...: what a file that is not a regular file is. */
function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a directory';
  if (stat.isFIFO()) return 'a FIFO (named pipe)';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  if (stat.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** `512 kB`, `64 MiB`: a cap in words. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  return `${Math.round(bytes / 1024)} kB`;
}

// O_NONBLOCK is not defined on Windows, where opening a named pipe does not wait for a writer.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
const CHUNK = 64 * 1024;

function readAll(fd: number, maxBytes: number): Buffer | undefined {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - total));
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) return Buffer.concat(chunks, total);
    chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    total += n;
    // One byte past the cap says it is too large, without reading the rest.
    if (total > maxBytes) return undefined;
  }
}

/**
 * The bytes of `path`, when it is a regular file of at most `maxBytes`; otherwise why not
 * (a missing file is `missing`, for the caller to treat as empty or absent).
 */
export function readLimitedFile(path: string, maxBytes: number): LimitedRead {
  let fd: number;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, reason: 'missing', detail: 'does not exist' };
    if (code === 'EISDIR') return { ok: false, reason: 'not a regular file', detail: 'is a directory' };
    const why = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code;
    return { ok: false, reason: 'unreadable', detail: `cannot be read (${why})`, code };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { ok: false, reason: 'not a regular file', detail: `is ${kindOf(stat)}` };
    const tooLarge = { ok: false, reason: 'too large', detail: `is larger than ${sizeText(maxBytes)}` } as const;
    if (stat.size > maxBytes) return tooLarge;
    const bytes = readAll(fd, maxBytes);
    return bytes === undefined ? tooLarge : { ok: true, bytes };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    return { ok: false, reason: 'unreadable', detail: `cannot be read (${code})`, code };
  } finally {
    closeSync(fd);
  }
}

/** The caps, stated in the README and SECURITY.md. */
export const SETTINGS_FILE_MAX_BYTES = 512 * 1024;
export const CONFIG_FILE_MAX_BYTES = 512 * 1024;
export const STATE_FILE_MAX_BYTES = 16 * 1024 * 1024;

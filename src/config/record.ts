// The triage record on disk: what the engineer looked at and did in the TUI, one JSON line per
// entry, per profile, in vigil's state directory (config/paths.ts resolveStateDir), beside the
// memory of the last look: record-<profile>.jsonl. Mode 0600 (it names what was paused and
// posted); entries older than 7 days are dropped on each write; written whole to a temporary
// file and renamed, so a reader never sees half a file; read with a size cap, so a huge or
// hostile file cannot stall vigil.
import { chmodSync, mkdirSync, openSync, readSync, closeSync, fstatSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toSafeJson } from '../format/json.js';
import { resolveStateDir } from './paths.js';

export interface RecordEntry {
  /** ISO 8601 time. */
  at: string;
  /** What kind of thing: 'opened', 'paused', 'resumed', 'incident', 'member-removed', ... */
  kind: string;
  /** One plain sentence. */
  text: string;
  /** The plain `vigil` command that does the same write (never with the key). */
  command?: string;
  /** The check a pause or resume was about. */
  check?: { id: string; name: string };
  /** An error group's message (an error group followed). */
  error?: string;
  /** A write that did not succeed: failed (nothing changed) or unknown (it may have been done). */
  outcome?: 'failed' | 'unknown';
  /** For an unknown outcome: the plain read that shows whether it was done. */
  verify?: string;
}

/** @internal exported for its unit test only */
export const RECORD_KEEP_MS = 7 * 86_400_000;
/** The newest part of the file that is read: a week of triage is far below this. */
const MAX_READ_BYTES = 2 * 1024 * 1024;

/** The record of a profile; a profile name is a file name part only in its safe characters. */
export function recordFile(env: NodeJS.ProcessEnv, profile: string): string {
  return join(resolveStateDir(env), `record-${profile.replace(/[^A-Za-z0-9_.-]/g, '_')}.jsonl`);
}

const optionalText = (v: unknown) => v === undefined || typeof v === 'string';

function isCheckRef(v: unknown): boolean {
  const c = v as { id?: unknown; name?: unknown } | null | undefined;
  return (
    c === undefined || (typeof c === 'object' && c !== null && typeof c.id === 'string' && typeof c.name === 'string')
  );
}

/** A line of the file is an entry only when every field it has is of its type (the file is not trusted). */
function isEntry(value: unknown): value is RecordEntry {
  const v = value as Partial<RecordEntry> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.at === 'string' &&
    typeof v.kind === 'string' &&
    typeof v.text === 'string' &&
    optionalText(v.command) &&
    optionalText(v.error) &&
    optionalText(v.verify) &&
    (v.outcome === undefined || v.outcome === 'failed' || v.outcome === 'unknown') &&
    isCheckRef(v.check)
  );
}

/** The newest MAX_READ_BYTES of the file as text, or '' when there is none. */
function readTail(file: string): string {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw e;
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, MAX_READ_BYTES);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    const text = buffer.toString('utf8');
    // A cut read starts inside a line: drop it.
    return size > length ? text.slice(text.indexOf('\n') + 1) : text;
  } finally {
    closeSync(fd);
  }
}

/** Entries of the last 7 days (and since `since`, when given), oldest first; bad lines skipped. */
export function readRecord(file: string, now: number, since?: number): RecordEntry[] {
  const from = Math.max(now - RECORD_KEEP_MS, since ?? Number.NEGATIVE_INFINITY);
  const entries: RecordEntry[] = [];
  for (const line of readTail(file).split('\n')) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    if (isEntry(value) && Date.parse(value.at) >= from) entries.push(value);
  }
  return entries;
}

/** Adds an entry: the kept entries and the new one to a temporary file, renamed over the record. */
export function appendRecord(file: string, entry: RecordEntry, now: number): void {
  const entries = [...readRecord(file, now), entry];
  const dir = join(file, '..');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  // Safe JSON: the file holds server text (check names), and `cat` of it must not drive the terminal.
  writeFileSync(temp, entries.map((e) => `${toSafeJson(e)}\n`).join(''), { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
}

// What vigil remembers per profile between runs (issue 26): when it last looked, each check's
// status word then, the incident updates and failed sessions it has seen, and the pauses and
// resumes made through it. IDs, status words and times only: no server text, never the key.
// Pure: the file is read and written by config/memory-file.ts; the shape is checked here, so a
// file someone else wrote is never trusted.

export type StatusWordKept = 'failing' | 'degraded' | 'passing';
const STATUS_WORDS_KEPT: readonly StatusWordKept[] = ['failing', 'degraded', 'passing'];

export interface PauseRecord {
  checkId: string;
  action: 'pause' | 'resume';
  /** ISO time of the pause or resume. */
  at: string;
  profile: string;
  /** `vigil checks pause --for`: when to remind (ISO); nothing is ever resumed by itself. */
  remindAt?: string;
}

export interface Memory {
  version: 1;
  /** When vigil last looked (ISO), or null before the first look. */
  lookedAt: string | null;
  /** The checks' status words at lookedAt, IDs per word. */
  checks: Record<StatusWordKept, string[]>;
  incidentUpdates: string[];
  failedSessions: string[];
  pauses: PauseRecord[];
}

/** The bounds that keep the file small (docs/memory.md): about 40 bytes per check. */
export const MEMORY_LIMITS = {
  checks: 100_000,
  incidentUpdates: 2_000,
  failedSessions: 2_000,
  pauses: 500,
  /** A file larger than this is ignored unread. */
  fileBytes: 8 * 1024 * 1024,
} as const;

export function emptyMemory(): Memory {
  return {
    version: 1,
    lookedAt: null,
    checks: { failing: [], degraded: [], passing: [] },
    incidentUpdates: [],
    failedSessions: [],
    pauses: [],
  };
}

const ID = /^[A-Za-z0-9_.:-]{1,100}$/;
const isId = (v: unknown): v is string => typeof v === 'string' && ID.test(v);
const isTime = (v: unknown): v is string => typeof v === 'string' && v.length <= 40 && !Number.isNaN(Date.parse(v));

function ids(v: unknown, max: number): string[] | undefined {
  if (!Array.isArray(v) || v.length > max || !v.every(isId)) return undefined;
  return v as string[];
}

/**
 * The file keeps each status word's check IDs as one comma-joined string: one string to parse
 * and one pattern to test instead of 10,000 (docs/memory.md: the read at start stays under 5 ms).
 */
const JOINED_IDS = /^(?:[A-Za-z0-9_.:-]{1,100}(?:,[A-Za-z0-9_.:-]{1,100})*)?$/;

function joinedIds(v: unknown, max: number): string[] | undefined {
  if (typeof v !== 'string' || v.length > max * 101 || !JOINED_IDS.test(v)) return undefined;
  const list = v === '' ? [] : v.split(',');
  return list.length > max ? undefined : list;
}

/** The memory as its file holds it (the inverse of memoryFromJson). */
export function memoryToJson(memory: Memory): unknown {
  const checks: Record<string, string> = {};
  for (const word of STATUS_WORDS_KEPT) checks[word] = memory.checks[word].join(',');
  return { ...memory, checks };
}

function pauseRecord(v: unknown): PauseRecord | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const r = v as Record<string, unknown>;
  if (!isId(r.checkId) || (r.action !== 'pause' && r.action !== 'resume') || !isTime(r.at) || !isId(r.profile))
    return undefined;
  if (r.remindAt !== undefined && !isTime(r.remindAt)) return undefined;
  const out: PauseRecord = { checkId: r.checkId, action: r.action, at: r.at, profile: r.profile };
  if (r.remindAt !== undefined) out.remindAt = r.remindAt as string;
  return out;
}

/** A memory from parsed JSON, or the reason it is not one (the caller says it and starts afresh). */
export function memoryFromJson(data: unknown): Memory | { invalid: string } {
  const bad = (what: string) => ({ invalid: what });
  if (!data || typeof data !== 'object' || Array.isArray(data)) return bad('it is not a JSON object');
  const d = data as Record<string, unknown>;
  if (d.version !== 1) return bad('it is not version 1 of the memory');
  if (d.lookedAt !== null && !isTime(d.lookedAt)) return bad('lookedAt is not a time');
  const c = d.checks as Record<string, unknown> | undefined;
  if (!c || typeof c !== 'object' || Array.isArray(c)) return bad('checks is not an object');
  const checks = {} as Record<StatusWordKept, string[]>;
  for (const word of STATUS_WORDS_KEPT) {
    const list = joinedIds(c[word], MEMORY_LIMITS.checks);
    if (!list) return bad(`checks.${word} is not a list of check IDs`);
    checks[word] = list;
  }
  const incidentUpdates = ids(d.incidentUpdates, MEMORY_LIMITS.incidentUpdates);
  if (!incidentUpdates) return bad('incidentUpdates is not a list of IDs');
  const failedSessions = ids(d.failedSessions, MEMORY_LIMITS.failedSessions);
  if (!failedSessions) return bad('failedSessions is not a list of IDs');
  if (!Array.isArray(d.pauses) || d.pauses.length > MEMORY_LIMITS.pauses) return bad('pauses is not a list');
  const pauses: PauseRecord[] = [];
  for (const p of d.pauses) {
    const record = pauseRecord(p);
    if (!record) return bad('a pause record is not {checkId, action, at, profile}');
    pauses.push(record);
  }
  return { version: 1, lookedAt: d.lookedAt as string | null, checks, incidentUpdates, failedSessions, pauses };
}

/** The last `max` of a list: the newest kept when a list outgrows its bound. */
const lastOf = <T>(list: readonly T[], max: number): T[] => list.slice(Math.max(0, list.length - max));

/** `seen` plus `more`, once each, newest last, bounded. */
function rememberIds(seen: readonly string[], more: Iterable<string>, max: number): string[] {
  const set = new Set(seen);
  const out = [...seen];
  for (const id of more) {
    if (!isId(id) || set.has(id)) continue;
    set.add(id);
    out.push(id);
  }
  return lastOf(out, max);
}

/** A pause or resume made through vigil, added to the memory (bounded, oldest dropped first). */
export function recordPause(memory: Memory, record: PauseRecord): Memory {
  return { ...memory, pauses: lastOf([...memory.pauses, record], MEMORY_LIMITS.pauses) };
}

/** The pauses through vigil still standing: the last record of each check is a pause. */
export function standingPauses(memory: Memory): PauseRecord[] {
  const last = new Map<string, PauseRecord>();
  for (const p of memory.pauses) last.set(p.checkId.toLowerCase(), p);
  return [...last.values()].filter((p) => p.action === 'pause').sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** Standing pauses whose reminder is due at `now`. */
export function dueReminders(memory: Memory, now: number): PauseRecord[] {
  return standingPauses(memory).filter((p) => p.remindAt !== undefined && Date.parse(p.remindAt) <= now);
}

/** What one look saw, to be remembered. */
export interface Look {
  at: number;
  /** Each check's status word now (paused and unknown checks are left out). */
  checks: Iterable<{ id: string; word: StatusWordKept }>;
  incidentUpdates: Iterable<string>;
  failedSessions: Iterable<string>;
}

/** The memory after a look: the snapshot replaces the last one, seen IDs are added. */
export function rememberLook(memory: Memory, look: Look): Memory {
  const checks: Record<StatusWordKept, string[]> = { failing: [], degraded: [], passing: [] };
  let kept = 0;
  for (const c of look.checks) {
    if (kept >= MEMORY_LIMITS.checks || !isId(c.id)) continue;
    checks[c.word].push(c.id);
    kept++;
  }
  return {
    ...memory,
    lookedAt: new Date(look.at).toISOString(),
    checks,
    incidentUpdates: rememberIds(memory.incidentUpdates, look.incidentUpdates, MEMORY_LIMITS.incidentUpdates),
    failedSessions: rememberIds(memory.failedSessions, look.failedSessions, MEMORY_LIMITS.failedSessions),
  };
}

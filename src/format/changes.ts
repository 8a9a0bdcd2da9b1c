// "What changed since I last looked?" (issue 26): the memory's snapshot against what the server
// says now. Pure: shared by `vigil changes` and the Checks screen's "since" line and list.
import type { CheckStatusWord } from './checks.js';
import type { Column } from './columns.js';
import { type Memory, type PauseRecord, type StatusWordKept, dueReminders } from './memory.js';
import { sanitizeLine } from '../sanitize.js';
import type { StatusTone } from './status.js';
import { formatCount } from './count.js';

export type ChangeKind = 'failing' | 'degraded' | 'recovered' | 'incident-update' | 'failed-session' | 'reminder';

/** What a change's row opens. */
export type ChangeTarget = { type: 'check' | 'incident' | 'session'; id: string };

export interface Change {
  kind: ChangeKind;
  /** Epoch ms when it happened, when known. */
  at: number | null;
  target: ChangeTarget;
  /** The check's, incident's or session's name (sanitized). */
  title: string;
  /** What happened, in words: "was passing", "update: resolved", "test session failed". */
  detail: string;
}

export interface ChangeSources {
  now: number;
  /** Count from here (epoch ms). */
  since: number;
  /** true when `since` came from the user (--since): timed items count by time alone. */
  sinceGiven: boolean;
  memory: Memory;
  checks: Iterable<{ id: string; name: string; status: CheckStatusWord; changedAt: number | null }>;
  incidents: Iterable<{
    id: string;
    name: string;
    updates: Iterable<{ id: string | null; status: string | null; at: number | null }>;
  }>;
  failedSessions: Iterable<{ id: string; name: string; at: number | null }>;
  /** Check names for reminders (a reminder names its check when the name is known). */
  checkName?: (id: string) => string | undefined;
}

const WORD: Partial<Record<CheckStatusWord, StatusWordKept>> = { FAIL: 'failing', DEGR: 'degraded', PASS: 'passing' };

// A memory is a value (rememberLook makes a new one), and the TUI compares with the same one at
// every redraw: its words by check are worked out once (10,000 IDs lower-cased and mapped).
const wordsOf = new WeakMap<Memory['checks'], Map<string, StatusWordKept>>();

function beforeWords(memory: Memory): Map<string, StatusWordKept> {
  const known = wordsOf.get(memory.checks);
  if (known) return known;
  const before = new Map<string, StatusWordKept>();
  for (const word of ['passing', 'degraded', 'failing'] as const)
    for (const id of memory.checks[word]) before.set(id.toLowerCase(), word);
  wordsOf.set(memory.checks, before);
  return before;
}

function checkChanges(s: ChangeSources, out: Change[]): void {
  if (s.memory.lookedAt === null) return; // nothing to compare the statuses with
  const before = beforeWords(s.memory);
  for (const c of s.checks) {
    const now = WORD[c.status];
    if (!now) continue; // paused or unknown: not a change of health
    const was = before.get(c.id.toLowerCase());
    let kind: ChangeKind | undefined;
    if (now === 'failing' && was !== 'failing') kind = 'failing';
    else if (now === 'degraded' && was !== 'degraded' && was !== 'failing') kind = 'degraded';
    else if (now === 'passing' && (was === 'failing' || was === 'degraded')) kind = 'recovered';
    if (!kind) continue;
    // The WHAT column says what it is now; the detail says what it was.
    const detail = was === undefined ? 'not seen before' : `was ${was}`;
    out.push({ kind, at: c.changedAt, target: { type: 'check', id: c.id }, title: sanitizeLine(c.name), detail });
  }
}

function timedChanges(s: ChangeSources, out: Change[]): void {
  const seenUpdates = new Set(s.sinceGiven ? [] : s.memory.incidentUpdates);
  const seenSessions = new Set(s.sinceGiven ? [] : s.memory.failedSessions);
  const counts = (id: string | null, at: number | null, seen: Set<string>) =>
    (at === null || at >= s.since) && (id === null || !seen.has(id));
  for (const incident of s.incidents)
    for (const u of incident.updates) {
      if (!counts(u.id, u.at, seenUpdates)) continue;
      out.push({
        kind: 'incident-update',
        at: u.at,
        target: { type: 'incident', id: incident.id },
        title: sanitizeLine(incident.name),
        detail: u.status ? `update: ${sanitizeLine(u.status.toLowerCase())}` : 'update',
      });
    }
  for (const session of s.failedSessions) {
    if (!counts(session.id, session.at, seenSessions)) continue;
    out.push({
      kind: 'failed-session',
      at: session.at,
      target: { type: 'session', id: session.id },
      title: sanitizeLine(session.name),
      detail: 'test session failed',
    });
  }
}

function reminderChange(p: PauseRecord, s: ChangeSources): Change {
  const name = s.checkName?.(p.checkId);
  return {
    kind: 'reminder',
    at: p.remindAt ? Date.parse(p.remindAt) : null,
    target: { type: 'check', id: p.checkId },
    title: name ? sanitizeLine(name) : p.checkId,
    detail: `paused ${clockTime(Date.parse(p.at), s.now)}; resume: vigil checks resume ${p.checkId}`,
  };
}

/** Every change, newest first (unknown times last). */
export function findChanges(s: ChangeSources): Change[] {
  const out: Change[] = [];
  checkChanges(s, out);
  timedChanges(s, out);
  for (const p of dueReminders(s.memory, s.now)) out.push(reminderChange(p, s));
  return out.sort((a, b) => (b.at ?? Number.NEGATIVE_INFINITY) - (a.at ?? Number.NEGATIVE_INFINITY));
}

const KIND_WORDS: ReadonlyArray<readonly [ChangeKind, string, string]> = [
  ['failing', 'new failing', 'new failing'],
  ['degraded', 'new degraded', 'new degraded'],
  ['recovered', 'recovered', 'recovered'],
  ['incident-update', 'incident update', 'incident updates'],
  ['failed-session', 'failed session', 'failed sessions'],
  ['reminder', 'reminder due', 'reminders due'],
];

/** "3 new failing, 2 recovered, 1 incident update, 5 failed sessions", or "nothing changed". */
export function changeCounts(changes: readonly Change[]): string {
  const parts: string[] = [];
  for (const [kind, one, many] of KIND_WORDS) {
    const n = changes.filter((c) => c.kind === kind).length;
    if (n > 0) parts.push(`${formatCount(n)} ${n === 1 ? one : many}`);
  }
  return parts.length > 0 ? parts.join(', ') : 'nothing changed';
}

/** "02:14", with the date when it is not today ("Nov 23 02:14"); local time. */
export function clockTime(at: number, now: number): string {
  const d = new Date(at);
  const hm = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  if (new Date(now).toDateString() === d.toDateString()) return hm;
  return `${d.toLocaleString('en', { month: 'short' })} ${d.getDate()} ${hm}`;
}

/** "just now", "12 min ago", "6 h ago", "3 d ago". */
export function agoText(at: number, now: number): string {
  const min = Math.floor((now - at) / 60_000);
  if (min < 1) return 'just now';
  if (min < 60) return `${min} min ago`;
  if (min < 48 * 60) return `${Math.floor(min / 60)} h ago`;
  return `${Math.floor(min / 1440)} d ago`;
}

/**
 * "since 02:14 (6 h ago): 3 new failing, 2 recovered, 1 incident update, 5 failed sessions";
 * `thisRun`: "since 02:14 (this run's start, 6 h ago): ..." (nothing was remembered before it).
 */
export function sinceLine(
  since: number,
  now: number,
  changes: readonly Change[],
  { thisRun = false }: { thisRun?: boolean } = {},
): string {
  const when = thisRun ? `this run's start, ${agoText(since, now)}` : agoText(since, now);
  return `since ${clockTime(since, now)} (${when}): ${changeCounts(changes)}`;
}

export const NOTHING_TO_COMPARE =
  'nothing to compare yet: this is the first look vigil remembers; the next run lists what changed since now';

/** A change as one text row (table, Markdown and the TUI list share it). */
export interface ChangeRow {
  when: string;
  what: string;
  kind: ChangeKind;
  name: string;
  detail: string;
  id: string;
}

const WHAT: Record<ChangeKind, string> = {
  failing: 'FAILING',
  degraded: 'DEGRADED',
  recovered: 'RECOVERED',
  'incident-update': 'INCIDENT',
  'failed-session': 'SESSION',
  reminder: 'REMINDER',
};

export function changeRow(c: Change, now: number): ChangeRow {
  return {
    when: c.at === null ? '-' : clockTime(c.at, now),
    what: WHAT[c.kind],
    kind: c.kind,
    name: c.title,
    detail: c.detail,
    id: c.target.id,
  };
}

const TONE: Record<ChangeKind, StatusTone> = {
  failing: 'failed',
  degraded: 'degraded',
  recovered: 'passed',
  'incident-update': 'running',
  'failed-session': 'failed',
  reminder: 'degraded',
};

/** The columns of a change list, for `vigil changes` and the Checks screen's change list. */
export const CHANGE_COLUMNS: readonly Column<ChangeRow>[] = [
  { id: 'when', header: 'WHEN', value: (r) => r.when, min: 5, fixed: true, priority: 5 },
  { id: 'what', header: 'WHAT', value: (r) => r.what, min: 6, fixed: true, priority: 6, tone: (r) => TONE[r.kind] },
  { id: 'name', header: 'NAME', value: (r) => r.name, min: 12, max: 36, grow: true, priority: 7 },
  { id: 'detail', header: 'DETAIL', value: (r) => r.detail, min: 14, grow: true, priority: 4 },
  { id: 'id', header: 'ID', value: (r) => r.id, min: 36, fixed: true, priority: 1 },
];

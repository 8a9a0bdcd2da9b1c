// Triage of checks: what is failing first, sorted by any column, filtered by a `/` query, and
// counted. Pure: shared by the Checks screen and `vigil checks list`. Works on slim entries so an
// index of 10,000 checks stays small.
import type { CheckStatusWord } from './checks.js';
import { formatCount } from './count.js';

/** What triage needs of one check: the fields it sorts, filters and counts on, nothing else. */
export interface TriageEntry {
  id: string;
  name: string;
  /** `name` lower-cased once (nameKey(name)): sorting and `/` compare this, 10,000 times a keystroke. */
  nameKey: string;
  /** Upper-case check type (API, BROWSER, ...), or '' when unknown. */
  type: string;
  status: CheckStatusWord;
  /** Effective seconds between runs, or null when unknown. */
  frequencySeconds: number | null;
  groupId: number | null;
  /** The group's name once known; '' when the check is in no group or the name is not loaded. */
  groupName: string;
  tags: readonly string[];
  /** Epoch milliseconds of the last run (the status's update time), or null. */
  lastRunAt: number | null;
  activated: boolean;
  muted: boolean;
}

export type SortKey = 'status' | 'name' | 'type' | 'frequency' | 'group' | 'lastRun' | 'activated' | 'muted';

export interface SortSpec {
  key: SortKey;
  descending: boolean;
}

/** The order the Checks screen opens on: failing first. */
export const FAILING_FIRST: SortSpec = { key: 'status', descending: false };

/** The sort keys in the order a "next sort column" key cycles through them. */
export const SORT_KEYS: readonly SortKey[] = [
  'status',
  'name',
  'type',
  'frequency',
  'group',
  'lastRun',
  'activated',
  'muted',
];

const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  status: 'status',
  name: 'name',
  type: 'type',
  frequency: 'frequency',
  group: 'group',
  lastRun: 'last run',
  activated: 'active',
  muted: 'muted',
};

/** Title text of a sort: "failing first", "name A-Z", "frequency high-low"... */
export function sortLabel(spec: SortSpec): string {
  // Reversed, what comes first depends on the data (paused, not yet known or passing checks):
  // the label says what is sure, so it never names passing rows over paused ones.
  if (spec.key === 'status') return spec.descending ? 'failing last' : 'failing first';
  if (spec.key === 'name' || spec.key === 'type' || spec.key === 'group')
    return `${SORT_LABELS[spec.key]} ${spec.descending ? 'Z-A' : 'A-Z'}`;
  if (spec.key === 'lastRun') return spec.descending ? 'last run newest' : 'last run oldest';
  if (spec.key === 'frequency') return spec.descending ? 'frequency slowest' : 'frequency fastest';
  return `${SORT_LABELS[spec.key]} ${spec.descending ? 'yes first' : 'no first'}`;
}

/** FAIL, then DEGR, then PASS, then not yet known, then paused. */
const STATUS_RANK: Readonly<Record<CheckStatusWord, number>> = { FAIL: 0, DEGR: 1, PASS: 2, '?': 3, PAUSED: 4 };

export function statusRank(status: CheckStatusWord): number {
  return STATUS_RANK[status];
}

/** Failing or degraded: what "failing and degraded only" keeps and `]`/`[` jump between. */
export function isAlerting(status: CheckStatusWord): boolean {
  return status === 'FAIL' || status === 'DEGR';
}

/** The key a name sorts and matches by. */
export function nameKey(name: string): string {
  return name.toLowerCase();
}

// Plain code-unit comparison of lower-cased text: a locale collator is several times slower,
// and sorting 10,000 names happens on the way to the first frame.
function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareText(a: string, b: string): number {
  // Empty values (no group, unknown type) go last whatever the direction.
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  return compareKeys(a.toLowerCase(), b.toLowerCase());
}

function compareNumber(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a - b;
}

function compareKey(a: TriageEntry, b: TriageEntry, key: SortKey): number {
  switch (key) {
    case 'status':
      return STATUS_RANK[a.status] - STATUS_RANK[b.status];
    case 'name':
      return compareKeys(a.nameKey, b.nameKey);
    case 'type':
      return compareText(a.type, b.type);
    case 'frequency':
      return compareNumber(a.frequencySeconds, b.frequencySeconds);
    case 'group':
      return compareText(
        a.groupName || (a.groupId === null ? '' : `#${a.groupId}`),
        b.groupName || (b.groupId === null ? '' : `#${b.groupId}`),
      );
    case 'lastRun':
      return compareNumber(a.lastRunAt, b.lastRunAt);
    case 'activated':
      return Number(a.activated) - Number(b.activated);
    case 'muted':
      return Number(a.muted) - Number(b.muted);
  }
}

/** Missing values (null, '') stay last in both directions, so reversing does not surface blanks. */
function isMissing(e: TriageEntry, key: SortKey): boolean {
  if (key === 'frequency') return e.frequencySeconds === null;
  if (key === 'lastRun') return e.lastRunAt === null;
  if (key === 'type') return e.type === '';
  if (key === 'group') return e.groupId === null;
  return false;
}

/** Compare by the sort column, then failing first, then name, then ID: a total, stable order. */
export function compareEntries(a: TriageEntry, b: TriageEntry, spec: SortSpec): number {
  const ma = isMissing(a, spec.key);
  const mb = isMissing(b, spec.key);
  if (ma !== mb) return ma ? 1 : -1;
  const primary = compareKey(a, b, spec.key);
  if (primary !== 0) return spec.descending ? -primary : primary;
  if (spec.key !== 'status') {
    const byStatus = STATUS_RANK[a.status] - STATUS_RANK[b.status];
    if (byStatus !== 0) return byStatus;
  }
  if (spec.key !== 'name') {
    const byName = compareKeys(a.nameKey, b.nameKey);
    if (byName !== 0) return byName;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A sorted copy. */
export function sortEntries<E extends TriageEntry>(entries: readonly E[], spec: SortSpec): E[] {
  return [...entries].sort((a, b) => compareEntries(a, b, spec));
}

// --- the `/` query -------------------------------------------------------------------------

export interface TriageQuery {
  /** Plain words, matched against the name (case-insensitive, as one phrase). */
  text: string;
  /** `type:api`: the check type, case-insensitive, prefix (`type:brow` finds BROWSER). */
  type?: string;
  /** `group:NAME`: part of the group's name, case-insensitive. */
  group?: string;
  /** `tag:T`: a tag equal to T (case-insensitive); several tags: any of them. */
  tags: string[];
}

const PREFIXES = ['type', 'group', 'tag'] as const;

/**
 * `checkout type:api group:"Cart EU" tag:prod`: the prefixed terms (a value may be quoted to hold
 * spaces), and the rest as the name text. An unknown prefix (`foo:bar`) is plain text.
 */
export function parseQuery(raw: string): TriageQuery {
  const query: TriageQuery = { text: '', tags: [] };
  const words: string[] = [];
  // A prefixed term with a quoted value, or any run of non-spaces.
  for (const m of raw.matchAll(/([A-Za-z]+):"([^"]*)"?|(\S+)/g)) {
    const word = m[3];
    const colon = word === undefined ? -1 : word.indexOf(':');
    const prefix = (m[1] ?? (word !== undefined && colon > 0 ? word.slice(0, colon) : '')).toLowerCase();
    const value = m[1] !== undefined ? (m[2] ?? '') : word !== undefined ? word.slice(colon + 1) : '';
    if (!(PREFIXES as readonly string[]).includes(prefix)) {
      words.push(m[0]);
      continue;
    }
    if (value === '') continue;
    if (prefix === 'type') query.type = value;
    else if (prefix === 'group') query.group = value;
    else query.tags.push(value);
  }
  query.text = words.join(' ');
  return query;
}

export function isEmptyQuery(q: TriageQuery): boolean {
  return q.text === '' && q.type === undefined && q.group === undefined && q.tags.length === 0;
}

/** Prefixed terms need fields the server's name search does not cover (type, group, tag). */
export function needsFullIndex(q: TriageQuery): boolean {
  return q.type !== undefined || q.group !== undefined || q.tags.length > 0;
}

export function matchesQuery(e: TriageEntry, q: TriageQuery): boolean {
  if (q.text !== '' && !e.nameKey.includes(q.text.toLowerCase())) return false;
  if (q.type !== undefined && !e.type.toLowerCase().startsWith(q.type.toLowerCase())) return false;
  if (q.group !== undefined && !e.groupName.toLowerCase().includes(q.group.toLowerCase())) return false;
  if (q.tags.length > 0) {
    const wanted = q.tags.map((t) => t.toLowerCase());
    if (!e.tags.some((t) => wanted.includes(t.toLowerCase()))) return false;
  }
  return true;
}

/**
 * Where `needle` occurs in `text`, case-insensitive, as [start, end) UTF-16 ranges that do not
 * overlap. Empty when the needle is empty, or when lower-casing changes the text's length (a
 * few letters such as 'İ' do): then no mark rather than a wrong one.
 */
export function matchRanges(text: string, needle: string): Array<[number, number]> {
  if (needle === '') return [];
  const hay = text.toLowerCase();
  const low = needle.toLowerCase();
  if (hay.length !== text.length || low.length !== needle.length) return [];
  const ranges: Array<[number, number]> = [];
  let from = 0;
  for (;;) {
    const at = hay.indexOf(low, from);
    if (at < 0) break;
    ranges.push([at, at + low.length]);
    from = at + low.length;
  }
  return ranges;
}

// --- filtering and counts ------------------------------------------------------------------

export interface TriageFilter {
  query: TriageQuery;
  /** Keep only failing and degraded checks. */
  alertingOnly: boolean;
}

export function filterEntries<E extends TriageEntry>(entries: readonly E[], filter: TriageFilter): E[] {
  const empty = isEmptyQuery(filter.query);
  if (empty && !filter.alertingOnly) return [...entries];
  // The common case, a name only, without the per-entry work of matchesQuery.
  if (!needsFullIndex(filter.query)) {
    const text = filter.query.text.toLowerCase();
    return entries.filter((e) => (!filter.alertingOnly || isAlerting(e.status)) && e.nameKey.includes(text));
  }
  return entries.filter(
    (e) => (!filter.alertingOnly || isAlerting(e.status)) && (empty || matchesQuery(e, filter.query)),
  );
}

export interface TriageCounts {
  total: number;
  failing: number;
  degraded: number;
  passing: number;
  paused: number;
  unknown: number;
}

export function countEntries(entries: readonly Pick<TriageEntry, 'status'>[]): TriageCounts {
  const counts: TriageCounts = { total: entries.length, failing: 0, degraded: 0, passing: 0, paused: 0, unknown: 0 };
  for (const e of entries) {
    if (e.status === 'FAIL') counts.failing++;
    else if (e.status === 'DEGR') counts.degraded++;
    else if (e.status === 'PASS') counts.passing++;
    else if (e.status === 'PAUSED') counts.paused++;
    else counts.unknown++;
  }
  return counts;
}

/** "12 of 10,000": what a filter shows out of how many there are (known total, or loaded so far). */
export function countText(shown: number, total: number): string {
  return `${formatCount(shown)} of ${formatCount(total)}`;
}

/**
 * The index of the next (+1) or previous (-1) row after `from` for which `hit` holds, wrapping
 * around; -1 when none does. Shared by every list's "next failing row" key.
 */
export function nextHit(count: number, from: number, direction: 1 | -1, hit: (index: number) => boolean): number {
  for (let step = 1; step <= count; step++) {
    const i = (((from + direction * step) % count) + count) % count;
    if (hit(i)) return i;
  }
  return -1;
}

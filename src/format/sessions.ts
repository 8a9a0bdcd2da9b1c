// Test sessions as rows and fields, shared by `vigil test-sessions` and the Sessions screen.
// Every string returned here is already sanitized (safe to draw) and plain: no colour, no
// padding. Renderers add layout and colour (see `statusTone`).
//
// Inputs are typed structurally (only the fields read here) so these functions accept the
// schema types of src/client/schemas and hand-made test data alike.
import { sanitizeLine } from './sanitize.js';
import {
  providerLabel,
  resultStatusTone,
  resultStatusWord,
  statusLabel,
  statusRank,
  statusTone,
  statusWord,
  STATUS_WORD_WIDTH,
  type StatusTone,
} from './status.js';
import type { TextColumn } from './table-text.js';
import { elapsedMs, formatDuration, formatTimestamp, relativeTime } from './time.js';

export interface SessionEntryLike {
  id: string;
  name?: string | null;
  provider?: string | null;
  status?: string | null;
  running?: readonly unknown[] | null;
  passed?: readonly unknown[] | null;
  failed?: readonly unknown[] | null;
  cancelled?: readonly unknown[] | null;
  invoker?: { name?: string | null } | null;
  commitOwner?: string | null;
  branchName?: string | null;
  environment?: string | null;
  startedAt?: string | null;
  stoppedAt?: string | null;
  created_at?: string | null;
  errorGroupIds?: readonly string[] | null;
}

/** One list row: every cell a plain, sanitized string, keyed like `SESSION_COLUMNS`. */
export interface SessionRow {
  id: string;
  status: string;
  tone: StatusTone;
  started: string;
  startedAt: string;
  name: string;
  provider: string;
  branch: string;
  user: string;
  passed: string;
  failed: string;
  running: string;
  counts: string;
  duration: string;
  [key: string]: string;
}

const count = (list: readonly unknown[] | null | undefined) => String(list?.length ?? 0);

/** Who the session belongs to: the commit owner, else whoever started it. */
export function sessionUser(entry: Pick<SessionEntryLike, 'commitOwner' | 'invoker'>): string {
  return sanitizeLine(entry.commitOwner || entry.invoker?.name || '-');
}

export function sessionRow(entry: SessionEntryLike, now: number): SessionRow {
  const passed = count(entry.passed);
  const failed = count(entry.failed);
  const running = count(entry.running);
  const started = entry.startedAt ?? entry.created_at;
  return {
    id: sanitizeLine(entry.id),
    status: statusWord(entry.status),
    tone: statusTone(entry.status),
    started: relativeTime(started, now),
    startedAt: formatTimestamp(started),
    name: sanitizeLine(entry.name || '(unnamed)'),
    provider: providerLabel(entry.provider ? sanitizeLine(entry.provider) : null),
    branch: sanitizeLine(entry.branchName || '-'),
    user: sessionUser(entry),
    passed,
    failed,
    running,
    // Failed first: it is the number someone on call looks for.
    counts: `${failed}/${passed}/${running}`,
    duration: formatDuration(elapsedMs(entry.startedAt, entry.stoppedAt, now)),
  };
}

/**
 * Columns of the session list, in reading order. Priorities decide what a narrow terminal
 * keeps: status, name and ID (needed for `get`) last the longest; provider goes first.
 */
export const SESSION_COLUMNS: readonly TextColumn[] = [
  { key: 'status', header: 'STATUS', min: STATUS_WORD_WIDTH, priority: 100 },
  { key: 'started', header: 'STARTED', min: 8, max: 10, priority: 80 },
  { key: 'name', header: 'NAME', min: 12, max: 48, priority: 95 },
  { key: 'counts', header: 'F/P/R', min: 5, max: 11, align: 'right', priority: 70 },
  { key: 'duration', header: 'TOOK', min: 6, max: 8, align: 'right', priority: 40 },
  { key: 'branch', header: 'BRANCH', min: 8, max: 28, priority: 60 },
  { key: 'user', header: 'USER', min: 6, max: 20, priority: 30 },
  { key: 'provider', header: 'PROVIDER', min: 6, max: 11, priority: 20 },
  { key: 'id', header: 'ID', min: 36, priority: 90 },
];

export interface SessionDetailLike {
  testSessionId: string;
  testSessionLink?: string | null;
  name?: string | null;
  status?: string | null;
  errorGroupIds?: readonly string[] | null;
  startedAt?: string | null;
  stoppedAt?: string | null;
  timeElapsed?: number | null;
  metadata?: {
    environment?: string | null;
    repoUrl?: string | null;
    commitId?: string | null;
    commitOwner?: string | null;
    commitMessage?: string | null;
    branchName?: string | null;
  } | null;
  results?: readonly SessionResultLike[] | null;
}

export interface SessionResultLike {
  testSessionResultId: string;
  testSessionResultLink?: string | null;
  checkId?: string | null;
  checkType?: string | null;
  name?: string | null;
  runLocation?: string | null;
  errorGroupIds?: readonly string[] | null;
  status?: string | null;
  isDegraded?: boolean | null;
  hasErrors?: boolean | null;
  hasFailures?: boolean | null;
  responseTime?: number | null;
  startedAt?: string | null;
  stoppedAt?: string | null;
}

export interface Field {
  label: string;
  value: string;
}

/** How long the session took (or has been running). */
export function sessionDurationMs(detail: SessionDetailLike, now: number): number | null {
  if (detail.status?.toUpperCase() !== 'RUNNING' && typeof detail.timeElapsed === 'number') return detail.timeElapsed;
  return elapsedMs(detail.startedAt, detail.stoppedAt, now);
}

/** A commit as one line: short hash and the first line of its message. */
export function commitLine(meta: SessionDetailLike['metadata']): string {
  if (!meta?.commitId && !meta?.commitMessage) return '-';
  const hash = meta.commitId ? sanitizeLine(meta.commitId.slice(0, 12)) : '';
  const subject = meta.commitMessage ? sanitizeLine(meta.commitMessage.split(/\r?\n/)[0]) : '';
  return [hash, subject].filter(Boolean).join('  ');
}

/** The session summary, most urgent first: what it is, its state, where it ran, when. */
export function sessionSummaryFields(detail: SessionDetailLike, now: number): Field[] {
  const meta = detail.metadata ?? {};
  const running = detail.status?.toUpperCase() === 'RUNNING';
  const started = detail.startedAt
    ? `${formatTimestamp(detail.startedAt)} (${relativeTime(detail.startedAt, now)})`
    : '-';
  return [
    { label: 'Status', value: statusLabel(detail.status) },
    { label: 'Branch', value: sanitizeLine(meta.branchName || '-') },
    { label: 'Commit', value: commitLine(meta) },
    { label: 'Owner', value: sanitizeLine(meta.commitOwner || '-') },
    { label: 'Environment', value: sanitizeLine(meta.environment || '-') },
    { label: 'Started', value: started },
    {
      label: running ? 'Running for' : 'Duration',
      value: formatDuration(sessionDurationMs(detail, now)),
    },
    { label: 'Link', value: sanitizeLine(detail.testSessionLink || '-') },
  ];
}

/** Result counts by status, for the line above the results: "2 failed, 10 passed". */
export function resultTally(results: readonly SessionResultLike[]): string {
  const tally = new Map<string, number>();
  for (const r of results) tally.set(statusLabel(r.status), (tally.get(statusLabel(r.status)) ?? 0) + 1);
  const order = ['failed', 'running', 'cancelled', 'passed'];
  const keys = [...tally.keys()].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  return keys.map((k) => `${tally.get(k)} ${k}`).join(', ') || 'no results';
}

/** Failures first, then running, cancelled, passed; the server's order within each. */
export function sortResults<T extends SessionResultLike>(results: readonly T[]): T[] {
  return results
    .map((r, i) => ({ r, i }))
    .sort((a, b) => statusRank(a.r.status) - statusRank(b.r.status) || a.i - b.i)
    .map(({ r }) => r);
}

export interface ResultRow {
  id: string;
  status: string;
  tone: StatusTone;
  name: string;
  type: string;
  location: string;
  responseTime: string;
  [key: string]: string;
}

export function resultRow(result: SessionResultLike): ResultRow {
  return {
    id: sanitizeLine(result.testSessionResultId),
    status: resultStatusWord(result),
    tone: resultStatusTone(result),
    name: sanitizeLine(result.name || '(unnamed)'),
    type: sanitizeLine(result.checkType || '-'),
    location: sanitizeLine(result.runLocation || '-'),
    responseTime: formatDuration(result.responseTime),
  };
}

export const RESULT_COLUMNS: readonly TextColumn[] = [
  { key: 'status', header: 'STATUS', min: STATUS_WORD_WIDTH, priority: 100 },
  { key: 'name', header: 'NAME', min: 12, max: 48, priority: 95 },
  { key: 'type', header: 'TYPE', min: 4, max: 10, priority: 60 },
  { key: 'location', header: 'LOCATION', min: 6, max: 16, priority: 50 },
  { key: 'responseTime', header: 'RESPONSE', min: 6, max: 8, align: 'right', priority: 70 },
  { key: 'id', header: 'RESULT ID', min: 36, priority: 90 },
];

export interface ErrorGroupLike {
  id: string;
  cleanedErrorMessage?: string | null;
  rawErrorMessage?: string | null;
  environments?: readonly string[] | null;
  firstSeen?: string | null;
  lastSeen?: string | null;
  archivedUntilNextEvent?: boolean | null;
}

/** The cleaned message on one line (what the summary shows). */
export function errorGroupMessage(group: ErrorGroupLike): string {
  const message = group.cleanedErrorMessage || group.rawErrorMessage || '(no message)';
  // Collapse runs of whitespace so a multi-line message still reads as one line.
  return sanitizeLine(message.replace(/\s*\r?\n\s*/g, ' ').trim());
}

export function errorGroupFields(group: ErrorGroupLike, now: number): Field[] {
  const seen = (iso: string | null | undefined) => (iso ? `${formatTimestamp(iso)} (${relativeTime(iso, now)})` : '-');
  return [
    { label: 'First seen', value: seen(group.firstSeen) },
    { label: 'Last seen', value: seen(group.lastSeen) },
    {
      label: 'Environments',
      value: group.environments?.length ? group.environments.map((e) => sanitizeLine(e)).join(', ') : '-',
    },
    ...(group.archivedUntilNextEvent ? [{ label: 'Archived', value: 'until the next event' }] : []),
  ];
}

/** The error group IDs of a session, from the session and its results, first seen first. */
export function sessionErrorGroupIds(detail: SessionDetailLike): string[] {
  const ids = new Set<string>(detail.errorGroupIds ?? []);
  for (const r of detail.results ?? []) for (const id of r.errorGroupIds ?? []) ids.add(id);
  return [...ids];
}

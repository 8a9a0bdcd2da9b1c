// A test session's detail as fields, and its error groups: shared by `vigil test-sessions get`
// and the Sessions screen. Every string returned is sanitized. Inputs are typed structurally.
import { sanitizeLine } from '../sanitize.js';
import { statusLabel } from './status.js';
import { elapsedMs, formatDuration, formatTimestamp, relativeTime } from './time.js';
import type { Field } from './fields.js';

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

/** How long the session took (or has been running). */
function sessionDurationMs(detail: SessionDetailLike, now: number): number | null {
  if (detail.status?.toUpperCase() !== 'RUNNING' && typeof detail.timeElapsed === 'number') return detail.timeElapsed;
  return elapsedMs(detail.startedAt, detail.stoppedAt, now);
}

/**
 * A commit as one line: short hash and the first line of its message.
 * @internal exported for its unit test only
 */
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

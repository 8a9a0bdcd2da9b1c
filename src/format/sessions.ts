// The test session list as rows and columns, shared by `vigil test-sessions list` and the
// Sessions screen. A session's detail is in session-detail.ts, its results in session-results.ts
// and a result's sections and log in result-detail.ts.
// Every string returned here is already sanitized (safe to draw) and plain: no colour, no
// padding. Renderers add layout and colour (see `statusTone`).
//
// Inputs are typed structurally (only the fields read here) so these functions accept the
// schema types of src/client/schemas and hand-made test data alike.
import { sanitizeLine } from '../sanitize.js';
import { providerLabel, statusTone, statusWord, STATUS_WORD_WIDTH, type StatusTone } from './status.js';
import type { Column } from './columns.js';
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

/** One list row: every cell a plain, sanitized string. */
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
}

const count = (list: readonly unknown[] | null | undefined) => String(list?.length ?? 0);

/**
 * Who the session belongs to: the commit owner, else whoever started it.
 * @internal exported for its unit test only
 */
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
 * keeps: status, name, the ID (what `get` needs) and when it started; at 80 columns the rest
 * gives way, widest terminals show everything. The name keeps at least 22 cells, so similar
 * names stay apart; a branch or user cut shorter than its minimum is left out instead. The
 * Sessions screen opens a row instead of showing its ID.
 */
export const SESSION_COLUMNS: readonly Column<SessionRow>[] = [
  {
    id: 'status',
    header: 'STATUS',
    min: STATUS_WORD_WIDTH,
    fixed: true,
    priority: 100,
    value: (r) => r.status,
    tone: (r) => r.tone,
  },
  { id: 'started', header: 'STARTED', min: 8, max: 10, fixed: true, priority: 80, value: (r) => r.started },
  { id: 'name', header: 'NAME', min: 22, max: 48, grow: true, priority: 95, value: (r) => r.name },
  {
    id: 'counts',
    header: 'F/P/R',
    min: 5,
    max: 14,
    align: 'right',
    fixed: true,
    priority: 70,
    value: (r) => r.counts,
    tone: (r) => (r.failed !== '0' ? 'failed' : undefined),
  },
  {
    id: 'duration',
    header: 'TOOK',
    min: 7,
    max: 8,
    align: 'right',
    fixed: true,
    priority: 40,
    value: (r) => r.duration,
  },
  { id: 'branch', header: 'BRANCH', min: 12, max: 28, priority: 60, value: (r) => r.branch },
  { id: 'user', header: 'USER', min: 10, max: 20, priority: 30, value: (r) => r.user },
  { id: 'provider', header: 'PROVIDER', min: 8, max: 11, fixed: true, priority: 20, value: (r) => r.provider },
  { id: 'id', header: 'ID', min: 36, fixed: true, priority: 90, value: (r) => r.id },
];

/**
 * The same rows as Markdown to paste (`test-sessions list -o md`): times absolute (UTC), since
 * "4m ago" is wrong by the time someone reads the incident document, and the counts apart.
 */
export const SESSION_MARKDOWN_COLUMNS: readonly Column<SessionRow>[] = [
  { id: 'status', header: 'Status', min: 6, priority: 100, value: (r) => r.status },
  { id: 'name', header: 'Name', min: 22, priority: 95, value: (r) => r.name },
  { id: 'startedAt', header: 'Started (UTC)', min: 19, priority: 80, value: (r) => r.startedAt.replace(/ UTC$/, '') },
  { id: 'duration', header: 'Took', min: 7, align: 'right', priority: 40, value: (r) => r.duration },
  { id: 'failed', header: 'Failed', min: 6, align: 'right', priority: 70, value: (r) => r.failed },
  { id: 'passed', header: 'Passed', min: 6, align: 'right', priority: 70, value: (r) => r.passed },
  { id: 'running', header: 'Running', min: 7, align: 'right', priority: 70, value: (r) => r.running },
  { id: 'branch', header: 'Branch', min: 12, priority: 60, value: (r) => r.branch },
  { id: 'user', header: 'User', min: 10, priority: 30, value: (r) => r.user },
  { id: 'provider', header: 'Provider', min: 8, priority: 20, value: (r) => r.provider },
  { id: 'id', header: 'ID', min: 36, priority: 90, value: (r) => r.id },
];

/** Explains the F/P/R column when it is shown. */
export const COUNTS_LEGEND = 'F/P/R: failed/passed/running results';

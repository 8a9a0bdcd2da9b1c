// A check's recent runs as an on-call engineer reads them: a strip of the last runs (oldest left,
// newest right; `.` passed, `x` failed, `d` degraded, readable without colour), since when it
// fails (or when it last failed), whether it flaps, and per location the last result and the
// response times. Pure: entries in (newest first, as the API sends them), text out.
import type { Column } from './columns.js';
import { sanitizeLine } from '../sanitize.js';
import type { StatusTone } from './status.js';
import { formatDuration, formatTimestamp, relativeTime } from './time.js';

/** The fields of a raw check result this reads. */
export interface RunLike {
  id: string;
  hasFailures?: boolean | null;
  hasErrors?: boolean | null;
  isDegraded?: boolean | null;
  runLocation?: string | null;
  startedAt?: string | null;
  stoppedAt?: string | null;
  responseTime?: number | null;
  attempts?: number | null;
  resultType?: string | null;
}

export type RunOutcome = 'passed' | 'failed' | 'degraded';

/** How many runs a strip shows. */
export const STRIP_RUNS = 30;
/** A check that changed state more than this many times in its strip flaps (settings: flapThreshold). */
export const DEFAULT_FLAP_THRESHOLD = 4;

const MARK: Readonly<Record<RunOutcome, string>> = { passed: '.', failed: 'x', degraded: 'd' };
const TONE: Readonly<Record<RunOutcome, StatusTone>> = { passed: 'passed', failed: 'failed', degraded: 'degraded' };

export function runOutcome(run: RunLike): RunOutcome {
  return run.hasFailures || run.hasErrors ? 'failed' : run.isDegraded ? 'degraded' : 'passed';
}

export const runMark = (run: RunLike): string => MARK[runOutcome(run)];
const runTone = (run: RunLike): StatusTone => TONE[runOutcome(run)];

/** The last `count` runs, oldest first (the order a strip draws them: newest right). */
function stripRuns<R extends RunLike>(newestFirst: readonly R[], count = STRIP_RUNS): R[] {
  return newestFirst.slice(0, count).reverse();
}

/** `..x.xxd` for the last `count` runs, newest right. */
export function runStrip(newestFirst: readonly RunLike[], count = STRIP_RUNS): string {
  return stripRuns(newestFirst, count).map(runMark).join('');
}

/** Times the outcome changed from one run to the next. */
export function stateChanges(newestFirst: readonly RunLike[], count = STRIP_RUNS): number {
  const runs = newestFirst.slice(0, count);
  let changes = 0;
  for (let i = 1; i < runs.length; i++)
    if (runOutcome(runs[i] as RunLike) !== runOutcome(runs[i - 1] as RunLike)) changes++;
  return changes;
}

export function isFlapping(newestFirst: readonly RunLike[], threshold = DEFAULT_FLAP_THRESHOLD): boolean {
  return stateChanges(newestFirst) > threshold;
}

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);
const clock = (iso: string | null | undefined) => (iso ? new Date(ms(iso)).toISOString().slice(11, 16) : '-');

/**
 * "failing since 02:14 (38 min, 7 runs in a row)", "degraded since ...", or "passing; last
 * failure 3d ago" from the loaded runs (newest first). `complete`: these are all the runs there
 * are (no older page), so a streak that reaches the end is not "at least".
 */
export function sinceText(newestFirst: readonly RunLike[], now: number, complete = false): string {
  const newest = newestFirst[0];
  if (!newest) return 'no runs in the last 30 days';
  const state = runOutcome(newest);
  let streak = 1;
  while (streak < newestFirst.length && runOutcome(newestFirst[streak] as RunLike) === state) streak++;
  if (state === 'passed') {
    const failure = newestFirst.find((r) => runOutcome(r) === 'failed');
    if (failure) return `passing; last failure ${relativeTime(failure.stoppedAt ?? failure.startedAt, now)}`;
    return `passing; no failure in the last ${newestFirst.length} run${newestFirst.length === 1 ? '' : 's'}`;
  }
  const first = newestFirst[streak - 1] as RunLike;
  const start = first.startedAt ?? first.stoppedAt;
  // every loaded run is in the streak: it began there or earlier
  const more = streak === newestFirst.length && !complete ? '+' : '';
  const word = state === 'failed' ? 'failing' : 'degraded';
  const span = formatDuration(Math.max(0, now - ms(start)));
  const runs = `${streak}${more} run${streak === 1 && !more ? '' : 's'} in a row`;
  return `${word} since ${clock(start)}${more ? ' or earlier' : ''} (${span}${more}, ${runs})`;
}

/** A duration to the minute for a list cell: "45s", "38m", "2h 05m", "3d 04h". */
function cellDuration(ms: number): string {
  return ms < 60_000 || ms >= 3_600_000 ? formatDuration(ms) : `${Math.floor(ms / 60_000)}m`;
}

/**
 * Short "since" for a list cell, at most 15 cells: "38m (7x)", "2h 05m (12x)", "7h 22m+ (30+x)"
 * when every loaded run is in the streak; "" for a passing check.
 */
export function sinceCell(newestFirst: readonly RunLike[], now: number): string {
  const newest = newestFirst[0];
  if (!newest || runOutcome(newest) === 'passed') return '';
  const state = runOutcome(newest);
  let streak = 1;
  while (streak < newestFirst.length && runOutcome(newestFirst[streak] as RunLike) === state) streak++;
  const first = newestFirst[streak - 1] as RunLike;
  const more = streak === newestFirst.length ? '+' : '';
  return `${cellDuration(Math.max(0, now - ms(first.startedAt ?? first.stoppedAt)))}${more} (${streak}${more}x)`;
}

function percentile(sorted: readonly number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface LocationSummary {
  location: string;
  last: RunOutcome;
  lastAt: string | null | undefined;
  /** Start of the current failing streak in this location, when it fails. */
  failingSince: string | undefined;
  p50: number | undefined;
  p95: number | undefined;
  runs: number;
}

/** Per location (most recent first): the last result, failing since, p50/p95 of the given runs. */
function locationSummaries(newestFirst: readonly RunLike[]): LocationSummary[] {
  const by = new Map<string, RunLike[]>();
  for (const r of newestFirst) {
    const key = sanitizeLine(r.runLocation || '(unknown)');
    const list = by.get(key);
    if (list) list.push(r);
    else by.set(key, [r]);
  }
  return [...by].map(([location, runs]) => {
    const last = runOutcome(runs[0] as RunLike);
    let failingSince: string | undefined;
    if (last === 'failed') {
      let k = 0;
      while (k + 1 < runs.length && runOutcome(runs[k + 1] as RunLike) === 'failed') k++;
      failingSince = runs[k]?.startedAt ?? undefined;
    }
    const times = runs
      .map((r) => r.responseTime)
      .filter((t): t is number => typeof t === 'number')
      .sort((a, b) => a - b);
    return {
      location,
      last,
      lastAt: runs[0]?.stoppedAt,
      failingSince,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      runs: runs.length,
    };
  });
}

/** One line per location: "eu-west-1  x failed 4m ago  failing since 02:14  p50 210ms  p95 1.2s". */
export function locationLines(newestFirst: readonly RunLike[], now: number): string[] {
  const rows = locationSummaries(newestFirst);
  const width = Math.max(0, ...rows.map((r) => r.location.length));
  return rows.map((r) => {
    const since = r.failingSince ? `  failing since ${clock(r.failingSince)}` : '';
    const last = `${MARK[r.last]} ${r.last} ${relativeTime(r.lastAt, now)}${since}`;
    return `${r.location.padEnd(width)}  ${last}  p50 ${formatDuration(r.p50)}  p95 ${formatDuration(r.p95)}`;
  });
}

/** The columns of `vigil checks results` (and of the runs in the TUI's check detail). */
export const RESULT_RUN_COLUMNS: readonly Column<RunLike>[] = [
  { id: 'mark', header: ' ', value: runMark, min: 1, fixed: true, priority: 100, tone: runTone },
  { id: 'result', header: 'RESULT', value: runOutcome, min: 8, fixed: true, priority: 90, tone: runTone },
  {
    id: 'stopped',
    header: 'STOPPED (UTC)',
    value: (r) => formatTimestamp(r.stoppedAt).replace(' UTC', ''),
    min: 19,
    fixed: true,
    priority: 80,
  },
  {
    id: 'location',
    header: 'LOCATION',
    value: (r) => sanitizeLine(r.runLocation ?? '-'),
    min: 9,
    max: 16,
    priority: 70,
  },
  {
    id: 'response',
    header: 'RESPONSE',
    value: (r) => formatDuration(r.responseTime),
    align: 'right',
    min: 8,
    fixed: true,
    priority: 60,
  },
  {
    id: 'attempts',
    header: 'TRIES',
    value: (r) => String(r.attempts ?? 1),
    align: 'right',
    min: 5,
    fixed: true,
    priority: 30,
  },
  {
    id: 'type',
    header: 'TYPE',
    value: (r) => sanitizeLine(r.resultType ?? 'FINAL'),
    min: 7,
    fixed: true,
    priority: 20,
  },
  { id: 'id', header: 'ID', value: (r) => sanitizeLine(r.id), min: 36, fixed: true, priority: 10 },
];

// The check detail's history: the strip of its last runs (newest right), since when it fails or
// when it last failed, flapping, per location the last result and p50/p95; and the runs
// themselves at the end, each opening its result with Enter. While the runs load, or when they
// could not be, the block says so: never a blank that reads as "no history".
import type { CheckResult } from '../../../client/schemas/index.js';
import {
  DEFAULT_FLAP_THRESHOLD,
  STRIP_RUNS,
  isFlapping,
  locationLines,
  runMark,
  runOutcome,
  runStrip,
  sinceText,
  stateChanges,
} from '../../../format/check-history.js';
import { formatDuration, formatTimestamp } from '../../../format/time.js';
import { sanitizeLine } from '../../../sanitize.js';
import { type DocLine, heading, kv } from '../../components/DocumentView.js';
import { route } from '../../state/navigation.js';
import type { ThemeToken } from '../../theme/index.js';

const TOKEN: Readonly<Record<ReturnType<typeof runOutcome>, ThemeToken>> = {
  passed: 'status.passed',
  failed: 'status.failed',
  degraded: 'status.degraded',
};

export type HistoryState =
  /** `waitMs`: the endpoint's budget is used up and the request waits that long to leave. */
  | { kind: 'loading'; waitMs?: number; budget?: { limit: number; windowMs: number } }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; runs: readonly CheckResult[]; now: number; flapThreshold?: number };

/** The two lines under the title: the strip, and since when it fails (or when it last did). */
export function historyHead(h: HistoryState): DocLine[] {
  if (h.kind === 'loading') {
    const waiting = h.waitMs !== undefined && h.waitMs > 0 && h.budget ? budgetWaitText(h.waitMs, h.budget) : undefined;
    return [
      kv(`Last ${STRIP_RUNS} runs`, waiting ? `loading: ${waiting}` : 'loading...', {
        token: waiting ? 'text.warning' : 'text.muted',
      }),
      { text: '' },
    ];
  }
  if (h.kind === 'error')
    return [kv(`Last ${STRIP_RUNS} runs`, `not loaded: ${h.message}`, { token: 'status.failed' }), { text: '' }];
  const { runs, now } = h;
  if (runs.length === 0) return [kv(`Last ${STRIP_RUNS} runs`, 'none in the 30 days the service keeps'), { text: '' }];
  const newest = runs[0] as CheckResult;
  const flapping = isFlapping(runs, h.flapThreshold ?? DEFAULT_FLAP_THRESHOLD);
  return [
    kv(`Last ${Math.min(runs.length, STRIP_RUNS)} runs`, `${runStrip(runs)}  (. ok  x fail  d slow)`),
    kv('Now', `${sinceText(runs, now)}${flapping ? `; flapping (${stateChanges(runs)} changes)` : ''}`, {
      token: TOKEN[runOutcome(newest)],
    }),
    { text: '' },
  ];
}

/** Per location, then the runs, newest first: Enter on one opens its result. */
export function runLines(checkId: string, h: HistoryState): DocLine[] {
  if (h.kind !== 'loaded' || h.runs.length === 0) return [];
  return [
    { text: '' },
    heading('Locations (last result, failing since, response p50/p95 of these runs)'),
    ...locationLines(h.runs, h.now).map((text) => ({ text: `  ${text}` })),
    { text: '' },
    heading('Runs, newest first (. passed, x failed, d degraded; Enter opens one)'),
    ...h.runs.map(
      (r): DocLine => ({
        text: [
          `  ${runMark(r)} ${runOutcome(r).padEnd(8)} ${formatTimestamp(r.stoppedAt).replace(' UTC', '')}`,
          `${sanitizeLine(r.runLocation).padEnd(14)} ${formatDuration(r.responseTime).padStart(7)}`,
        ].join('  '),
        token: TOKEN[runOutcome(r)],
        target: route('check-result', { checkId, resultId: r.id }),
        copy: r.id,
        ...(runOutcome(r) === 'failed' ? { alert: true } : {}),
      }),
    ),
  ];
}

/** "waiting 7 s (check history: 5 requests per 10 s, used up)": the endpoint's wait, counting down. */
function budgetWaitText(waitMs: number, budget: { limit: number; windowMs: number }): string {
  const window = Math.round(budget.windowMs / 1000);
  return `waiting ${Math.ceil(waitMs / 1000)} s (check history: ${budget.limit} requests per ${window} s, used up)`;
}

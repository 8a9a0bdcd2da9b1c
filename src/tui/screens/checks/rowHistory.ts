// The Checks list's SINCE and RUNS columns (format/check-columns.ts) from the history loader
// (model/checkHistory.ts): which rows want their runs (the failing and degraded rows on screen,
// most wanted first), how a cell reads what is known, and the legend that says what `…` means
// and how long the budget makes the next request wait.
import { type CheckListRow, type CheckRunsLookup, RUNS_FAILED, RUNS_PENDING } from '../../../format/check-columns.js';
import type { CheckHistory, HistoryWant } from '../../model/checkHistory.js';
import { runOutcome } from '../../../format/check-history.js';

const STATE: Partial<Record<CheckListRow['status'], HistoryWant['state']>> = { FAIL: 'failed', DEGR: 'degraded' };

/** Sooner first: the row under the cursor, then new failures, failing rows, degraded rows. */
function rank(row: CheckListRow, selected: boolean): number {
  if (selected) return 0;
  if (row.status === 'FAIL') return row.isNew ? 1 : 2;
  return 3;
}

/**
 * The failing and degraded rows of the window `offset`..`offset + count`, in the order their
 * runs are asked for: the selected row, the rows that turned failing at the last refresh, the
 * other failing rows, the degraded ones; top to bottom within each.
 */
export function historyWants(
  rows: readonly CheckListRow[],
  offset: number,
  count: number,
  selectedIndex: number,
): HistoryWant[] {
  const shown: { row: CheckListRow; state: HistoryWant['state']; rank: number }[] = [];
  for (let i = offset; i < Math.min(rows.length, offset + count); i++) {
    const row = rows[i] as CheckListRow;
    const state = STATE[row.status];
    if (state) shown.push({ row, state, rank: rank(row, i === selectedIndex) });
  }
  // Array.prototype.sort is stable: screen order within a rank.
  return shown.sort((a, b) => a.rank - b.rank).map(({ row, state }) => ({ id: row.id, state }));
}

/** A cell's view of the loader, with `now` to count "since" from. */
export function runsLookup(history: CheckHistory, now: number, flapThreshold?: number): CheckRunsLookup {
  return (row) => {
    const known = history.get(row.id);
    if (known === undefined) return undefined;
    if (known.kind === 'loaded') return { kind: 'runs', runs: known.runs, now, flapThreshold };
    return known.kind === 'error' ? { kind: 'failed' } : { kind: 'pending' };
  };
}

/** The legend of the runs columns; `warn`: a wait or a failure, drawn as a warning. */
export interface RunsNote {
  text: string;
  warn: boolean;
}

/**
 * "… runs of 4 rows: waiting 7 s (5 per 10 s used up)", "… runs of 4 rows loading",
 * "? runs could not be loaded (retried)", or undefined once every wanted row has its runs.
 */
export function historyNote(history: CheckHistory, wants: readonly HistoryWant[]): RunsNote | undefined {
  let pending = 0;
  let failed = 0;
  for (const w of wants) {
    const known = history.get(w.id);
    if (known?.kind === 'error') failed++;
    // Runs older than the status show the pending mark too (format/check-columns.ts).
    else if (known?.kind !== 'loaded' || !known.runs[0] || runOutcome(known.runs[0]) !== w.state) pending++;
  }
  const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`;
  if (pending > 0) {
    const waitMs = history.waitMs();
    const { limit, windowMs } = history.budget;
    const window = Math.round(windowMs / 1000);
    return waitMs > 0
      ? {
          text:
            `${RUNS_PENDING} runs of ${rows(pending)}: ` +
            `waiting ${Math.ceil(waitMs / 1000)} s (${limit} per ${window} s used up)`,
          warn: true,
        }
      : { text: `${RUNS_PENDING} runs of ${rows(pending)} loading`, warn: false };
  }
  return failed > 0
    ? { text: `${RUNS_FAILED} runs of ${rows(failed)} could not be loaded (asked again)`, warn: true }
    : undefined;
}

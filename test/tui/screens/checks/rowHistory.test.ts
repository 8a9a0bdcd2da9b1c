// Which rows of the Checks list want their runs and in what order, how a cell reads the loader,
// and the legend beside the table: a unit test with a fake clock and a fake client.
import { describe, expect, it } from 'vitest';
import type { CursorPage } from '../../../../src/client/index.js';
import type { CheckResult } from '../../../../src/client/schemas/index.js';
import { type CheckListRow, checkColumns } from '../../../../src/format/check-columns.js';
import { CheckHistory } from '../../../../src/tui/model/checkHistory.js';
import { ResourceCache } from '../../../../src/tui/state/cache.js';
import { historyNote, historyWants, runsLookup } from '../../../../src/tui/screens/checks/rowHistory.js';
import { historyHead } from '../../../../src/tui/screens/checks/historyLines.js';
import { FakeClock } from '../../../client/fake-clock.js';

function row(id: string, status: CheckListRow['status'], isNew = false): CheckListRow {
  return { id, name: id, status, isNew } as CheckListRow;
}

const NOW = Date.UTC(2026, 10, 25, 3, 0);

function page(failedForMin: number): CursorPage<CheckResult> {
  const items = [0, 1, 2].map(
    (i) =>
      ({
        id: `r${i}`,
        hasFailures: i * 10 < failedForMin,
        hasErrors: false,
        isDegraded: false,
        startedAt: new Date(NOW - i * 10 * 60_000).toISOString(),
      }) as CheckResult,
  );
  return { items, nextId: null, length: items.length };
}

describe('Checks list runs columns', () => {
  it('wants the failing and degraded rows of the window only: the selected, new failures, failing, degraded', () => {
    const rows = [
      row('a', 'PASS'),
      row('b', 'DEGR'),
      row('c', 'FAIL'),
      row('d', 'FAIL', true),
      row('e', 'DEGR'),
      row('f', 'FAIL'),
      row('below', 'FAIL'),
    ];
    expect(historyWants(rows, 0, 6, 4)).toEqual([
      { id: 'e', state: 'degraded' },
      { id: 'd', state: 'failed' },
      { id: 'c', state: 'failed' },
      { id: 'f', state: 'failed' },
      { id: 'b', state: 'degraded' },
    ]);
    expect(historyWants(rows, 6, 6, 6)).toEqual([{ id: 'below', state: 'failed' }]);
  });

  it('reads SINCE from loaded runs, … until then, - for a row that is not failing, with the legend counting down', async () => {
    const clock = new FakeClock(NOW);
    const cache = new ResourceCache();
    const answers: Array<(p: CursorPage<CheckResult>) => void> = [];
    const client = {
      listCheckResults: () => new Promise<CursorPage<CheckResult>>((resolve) => answers.push(resolve)),
    } as never;
    const history = new CheckHistory(client, cache, { key: (id) => `runs:${id}`, clock });
    const rows = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'].map((id) => row(id, 'FAIL'));
    const wants = historyWants([row('p', 'PASS'), ...rows], 0, 10, 0);
    history.show(wants);
    const since = checkColumns('', runsLookup(history, NOW)).find((c) => c.id === 'since')!;
    expect(since.value(row('p', 'PASS'))).toBe('-');
    expect(since.value(rows[0]!)).toBe('…');
    expect(historyNote(history, wants)).toEqual({ text: '… runs of 6 rows loading', warn: false });
    answers[0]!(page(15));
    await clock.advance(0);
    expect(since.value(rows[0]!)).toBe('10m (2x)');
    for (const answer of answers.slice(1)) answer(page(15));
    await clock.advance(1_000);
    // four answered (the fifth slot is kept for a check opened meanwhile); the other two wait for the first slot to come back, 10 s after the first finished
    expect(historyNote(history, wants)).toEqual({
      text: '… runs of 2 rows: waiting 9 s (5 per 10 s used up)',
      warn: true,
    });
    await clock.advance(4_000);
    expect(historyNote(history, wants)?.text).toBe('… runs of 2 rows: waiting 5 s (5 per 10 s used up)');
    history.close();
  });

  it('says in the check detail how long its runs wait for the budget', () => {
    const [line] = historyHead({ kind: 'loading', waitMs: 6_200, budget: { limit: 5, windowMs: 10_000 } });
    expect(line?.text).toMatch(/Last 30 runs +loading: waiting 7 s \(check history: 5 requests per 10 s, used up\)/);
    expect(line?.token).toBe('text.warning');
  });
});

describe('Checks list SINCE of a flapping row', () => {
  it('says flap when the strip changed state more often than the threshold', () => {
    // newest first: failing now, after passing and failing by turns
    const runs = [true, true, false, true, false, true, false, true].map(
      (failed, i) =>
        ({
          id: `r${i}`,
          hasFailures: failed,
          hasErrors: false,
          isDegraded: false,
          startedAt: new Date(NOW - i * 5 * 60_000).toISOString(),
        }) as CheckResult,
    );
    const columns = (flapThreshold: number) =>
      checkColumns('', () => ({ kind: 'runs', runs, now: NOW, flapThreshold })).find((c) => c.id === 'since')!;
    expect(columns(4).value(row('f', 'FAIL'))).toBe('5m (2x) flap');
    expect(columns(6).value(row('f', 'FAIL'))).toBe('5m (2x)');
  });
});

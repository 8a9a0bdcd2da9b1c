// A check's history in process: outages of a location show in older runs (never in the newest,
// which is the status), flapping checks change state often, states of a failing check stay
// failing back to the streak's edge.
import { describe, expect, it } from 'vitest';
import type { Check, CheckResultsQuery } from '../../../src/client/schemas/index.js';
import { setCheckState } from '../../../src/sandbox/check-states.js';
import { CheckHistory } from '../../../src/sandbox/history/history.js';
import { SandboxStore } from '../../../src/sandbox/store.js';

const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);

function setup(seed: number) {
  const store = new SandboxStore({
    seed,
    checks: 200,
    groups: 12,
    sessions: 100,
    runningSessionMs: 45_000,
    stateFile: undefined,
    anchor: NOW,
  });
  const history = new CheckHistory({
    seed: store.seed,
    runLog: store.runLog,
    statusById: store.statusById,
    effective: (c) => store.withGroupSettings(c),
  });
  const query = (q: Partial<CheckResultsQuery> = {}): CheckResultsQuery => ({ limit: 30, resultType: 'FINAL', ...q });
  const page = (check: Check, q?: Partial<CheckResultsQuery>) =>
    history.page(check, store.checks.indexOf(check), query(q), NOW + 60_000);
  return { store, page };
}

const failed = (e: { hasFailures: boolean; hasErrors: boolean }) => e.hasFailures || e.hasErrors;

describe('CheckHistory', () => {
  it('fails every older run in a location during its outage, and keeps the newest as the status', () => {
    const { store, page } = setup(5);
    const check = store.checks.find((c) => {
      const s = store.statusById.get(c.id);
      return c.locations.length > 1 && c.groupId === null && !s?.hasFailures && !s?.hasErrors && !s?.isDegraded;
    }) as Check;
    const where = store.statusById.get(check.id)?.lastRunLocation as string;
    store.runLog.startOutage(where, NOW - 86_400_000);
    const { entries } = page(check, { limit: 20 });
    expect(failed(entries[0] as never)).toBe(false);
    const inOutage = entries.slice(1).filter((e) => e.runLocation === where);
    expect(inOutage.length).toBeGreaterThan(0);
    expect(inOutage.every((e) => e.hasFailures)).toBe(true);
    store.runLog.endOutage(where, NOW - 86_400_000);
    expect(
      page(check, { limit: 20 })
        .entries.slice(1)
        .some((e) => e.runLocation === where && !failed(e)),
    ).toBe(true);
  });

  it('gives a failing check a streak of failures ending in a passing run, and some checks flap', () => {
    const { store, page } = setup(7);
    let flapping = 0;
    for (const check of store.checks) {
      const s = store.statusById.get(check.id);
      const { entries } = page(check);
      const flips = entries.slice(1).filter((e, i) => failed(e) !== failed(entries[i] as never)).length;
      if (flips > 5) flapping++;
      if (s?.hasFailures) {
        const edge = entries.findIndex((e) => !failed(e));
        expect(edge === -1 || entries.slice(0, edge).every(failed)).toBe(true);
      }
    }
    expect(flapping).toBeGreaterThan(0);
    expect(flapping).toBeLessThan(store.checks.length / 5);
  });

  it('is the same for the same seed, and a state change adds one newest run', () => {
    const a = setup(9);
    const b = setup(9);
    const check = a.store.checks[4] as Check;
    expect(a.page(check).entries).toEqual(b.page(b.store.checks[4] as Check).entries);
    const before = a.page(check).entries;
    setCheckState(a.store, check.id, 'degraded', NOW + 1000);
    const after = a.page(check).entries;
    expect(after[0]?.isDegraded).toBe(true);
    expect(after.slice(1)).toEqual(before.slice(0, -1));
  });
});

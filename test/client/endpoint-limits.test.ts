// The endpoint budget of /v2/check-results (5 per 10 s) on top of the account's: under a burst
// from two clients on one key neither budget is ever exceeded where the server counts (no 429),
// and a 429 of the endpoint pauses that endpoint only while every other request goes on.
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_RESULTS_BUDGET, ENDPOINT_LIMITS, isAccountLimit } from '../../src/client/endpoint-limits.js';
import type { VigilClient } from '../../src/client/index.js';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/index.js';
import { clientFor } from '../helpers/client.js';

/** The most timestamps in any window [t, t + windowMs). */
function peak(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  for (let lo = 0, hi = 0; hi < sorted.length; hi++) {
    while ((sorted[hi] as number) - (sorted[lo] as number) >= windowMs) lo++;
    best = Math.max(best, hi - lo + 1);
  }
  return best;
}

const open: Array<RunningSandbox | VigilClient> = [];
afterEach(async () => {
  for (const x of open.splice(0).reverse()) await x.close();
});

describe('endpoint budgets', () => {
  it('covers /v2/check-results with 5 per 10 s', () => {
    expect(ENDPOINT_LIMITS).toContainEqual({
      name: 'check-results',
      limit: 5,
      windowMs: 10_000,
      prefix: '/v2/check-results/',
    });
    expect(isAccountLimit({ 'x-ratelimit-limit': '600' }, 600)).toBe(true);
    expect(isAccountLimit({ 'x-ratelimit-limit': '5' }, 600)).toBe(false);
    expect(isAccountLimit({}, 600)).toBe(false);
  });

  it('keeps both budgets under a burst from two clients on one key: no 429, never over either', async () => {
    // Short windows on both sides so the test takes a second or two; the counting is the same.
    const account = { limit: 12, windowMs: 1_500 };
    const own = { ...CHECK_RESULTS_BUDGET, windowMs: 700 };
    const sb = await startSandbox({ seed: 31, rateLimit: account, checkResultsLimit: { limit: 5, windowMs: 700 } });
    open.push(sb);
    const a = clientFor(sb, { rateLimit: account, endpointLimits: [own] });
    const b = clientFor(sb, { rateLimit: account, endpointLimits: [own] });
    open.push(a, b);
    const ids = (await a.listCheckStatuses()).map((s) => s.checkId);
    const burst = await Promise.all([
      ...ids.slice(0, 12).map((id, i) => (i % 2 ? a : b).listCheckResults(id, { limit: 3 })),
      ...Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).listChecks({ page: 1 + (i % 3), limit: 5 })),
    ]);
    expect(burst).toHaveLength(28);
    const log = sb.requests;
    expect(log.filter((r) => r.status === 429)).toEqual([]);
    const history = log.filter((r) => r.path.startsWith('/v2/check-results/'));
    expect(history).toHaveLength(12);
    expect(
      peak(
        history.map((r) => r.at),
        700,
      ),
    ).toBeLessThanOrEqual(5);
    expect(
      peak(
        log.map((r) => r.at),
        1_500,
      ),
    ).toBeLessThanOrEqual(12);
  });

  it('pauses only the endpoint on its 429: other requests keep flowing while the history request waits', async () => {
    const sb = await startSandbox({ seed: 32, checkResultsLimit: { limit: 5, windowMs: 1_500 } });
    open.push(sb);
    const id = sb.fixtures.failingCheckId;
    // Someone else on the key (another process: no shared limiter, no endpoint budget) uses it up.
    const other = clientFor(sb, { shareRateLimit: false, endpointLimits: [] });
    open.push(other);
    await Promise.all(Array.from({ length: 5 }, () => other.listCheckResults(id, { limit: 1 })));
    const mine = clientFor(sb, { shareRateLimit: false });
    open.push(mine);
    let historyDone = false;
    const history = mine.listCheckResults(id, { limit: 1 }).finally(() => {
      historyDone = true;
    });
    // wait until the 429 has come back (the endpoint is then paused)
    await expect.poll(() => sb.requests.some((r) => r.status === 429)).toBe(true);
    const others = await Promise.all([mine.listChecks({ limit: 5 }), mine.listCheckStatuses(), mine.getAccount()]);
    expect(others).toHaveLength(3);
    expect(historyDone).toBe(false);
    expect(mine.rateLimitRemaining()).toBeGreaterThan(0);
    const page = await history;
    expect(page.items[0]?.checkId).toBe(id);
    const mineAfter429 = sb.requests.filter((r) => r.path.startsWith('/v2/check-results/')).slice(5);
    expect(mineAfter429.map((r) => r.status)).toEqual([429, 200]);
  });
});

// GET /v2/check-results/{checkId} over HTTP: the history agrees with /v1/check-statuses, runs at
// the effective frequency in the check's locations, pages by a stable cursor, keeps 30 days,
// filters, and has its own limit of 5 per 10 s (429 with Retry-After) on top of the key's.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../src/sandbox/index.js';
import { CHECK_RESULTS_LIMIT } from '../../../src/sandbox/routes/check-results.js';
import { useSandbox } from '../../helpers/sandbox.js';
import { UNKNOWN_GUID, api } from '../support.js';

// A window no loaded machine can outlast, so only the counting is tested here.
const sandbox = useSandbox({ seed: 28, checkResultsLimit: { limit: 100_000, windowMs: 600_000 } });

interface Entry {
  id: string;
  checkId: string;
  hasFailures: boolean;
  hasErrors: boolean;
  isDegraded: boolean;
  runLocation: string;
  startedAt: string;
  stoppedAt: string;
  checkRunId: string;
  resultType: string;
  attempts: number;
}
interface Status {
  checkId: string;
  hasFailures: boolean;
  hasErrors: boolean;
  isDegraded: boolean;
  lastRunLocation: string;
  lastCheckRunId: string;
  updated_at: string;
}

async function results(checkId: string, query = '') {
  const res = await api<{ length: number; entries: Entry[]; nextId: string | null }>(
    sandbox(),
    `/v2/check-results/${checkId}${query}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const statuses = async () => (await api<Status[]>(sandbox(), '/v1/check-statuses')).body;
const state = (e: Pick<Entry, 'hasFailures' | 'hasErrors' | 'isDegraded'>) => [
  e.hasFailures,
  e.hasErrors,
  e.isDegraded,
];

describe('GET /v2/check-results/{checkId}', () => {
  it("answers {length, entries, nextId} whose newest entry is every check's status", async () => {
    const all = await statuses();
    expect(all.some((s) => s.hasFailures) && all.some((s) => s.isDegraded)).toBe(true);
    for (const s of all) {
      const page = await results(s.checkId, '?limit=1');
      expect(page.length).toBe(1);
      const newest = page.entries[0] as Entry;
      expect(newest.checkId).toBe(s.checkId);
      expect(state(newest)).toEqual(state(s));
      expect(newest.runLocation).toBe(s.lastRunLocation);
      expect(newest.checkRunId).toBe(s.lastCheckRunId);
      expect(newest.stoppedAt).toBe(s.updated_at);
      expect(newest.resultType).toBe('FINAL');
    }
  });

  it('records a change of state as the newest run, and the status names that run', async () => {
    const sb = sandbox();
    const before = (await statuses()).find((s) => !s.hasFailures && !s.hasErrors) as Status;
    const oldNewest = (await results(before.checkId, '?limit=1')).entries[0] as Entry;
    sb.setCheckStatus(before.checkId, 'failing');
    const after = (await statuses()).find((s) => s.checkId === before.checkId) as Status;
    const page = await results(before.checkId, '?limit=2');
    expect(state(page.entries[0] as Entry)).toEqual([true, false, false]);
    expect(page.entries[0]?.checkRunId).toBe(after.lastCheckRunId);
    expect(page.entries[0]?.runLocation).toBe(after.lastRunLocation);
    expect(page.entries[1]?.id).toBe(oldNewest.id);
    sb.setCheckStatus(before.checkId, 'passing');
    expect(state((await results(before.checkId, '?limit=1')).entries[0] as Entry)).toEqual([false, false, false]);
  });

  it('runs each check at its effective frequency in its locations, taking them in turn', async () => {
    const checks = (await api(sandbox(), '/v1/checks?limit=100&applyGroupSettings=true')).body as Array<{
      id: string;
      frequency: number;
      frequencyOffset?: number;
      locations: string[];
      runParallel: boolean;
    }>;
    const serial = checks.filter((c) => !c.runParallel && c.locations.length > 1).slice(0, 5);
    const parallel = checks.find((c) => c.runParallel && c.locations.length > 1);
    expect(serial.length).toBe(5);
    for (const c of serial) {
      const period = c.frequency > 0 ? c.frequency * 60_000 : (c.frequencyOffset ?? 30) * 1000;
      const { entries } = await results(c.id, '?limit=12');
      const stops = entries.map((e) => Date.parse(e.stoppedAt));
      for (let i = 1; i < stops.length; i++) expect((stops[i - 1] as number) - (stops[i] as number)).toBe(period);
      for (const e of entries) expect(c.locations).toContain(e.runLocation);
      expect(new Set(entries.map((e) => e.runLocation)).size).toBe(Math.min(c.locations.length, 12));
    }
    if (parallel) {
      const n = parallel.locations.length;
      const { entries } = await results(parallel.id, `?limit=${n}`);
      expect(new Set(entries.map((e) => e.runLocation))).toEqual(new Set(parallel.locations));
    }
  });

  it('pages by nextId: the pages join into the one long page, even when a run happens between two', async () => {
    const sb = sandbox();
    const id = (await statuses())[3]?.checkId;
    const whole = await results(id as string, '?limit=60&resultType=ALL');
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 10 && seen.length < 60; i++) {
      const page = await results(id as string, `?limit=7&resultType=ALL${cursor ? `&nextId=${cursor}` : ''}`);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextId;
      expect(cursor).not.toBeNull();
      if (i === 1) sb.setCheckStatus(id as string, 'degraded');
    }
    expect(seen.slice(0, 60)).toEqual(whole.entries.map((e) => e.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps 30 days and filters by time, location, failures and result type', async () => {
    const all = await statuses();
    const now = Date.now();
    const s = all.find((x) => x.hasFailures) as Status;
    const old = await results(
      s.checkId,
      `?limit=100&from=${Math.floor((now - 60 * 86_400_000) / 1000)}&to=${Math.floor((now - 29.9 * 86_400_000) / 1000)}`,
    );
    for (const e of old.entries) expect(Date.parse(e.stoppedAt)).toBeGreaterThanOrEqual(now - 30 * 86_400_000 - 1000);
    const to = Math.floor(Date.parse(s.updated_at) / 1000) - 3600;
    for (const e of (await results(s.checkId, `?limit=20&to=${to}`)).entries)
      expect(Date.parse(e.stoppedAt)).toBeLessThan((to + 1) * 1000);
    const here = await results(s.checkId, `?limit=20&location=${s.lastRunLocation}`);
    expect(here.entries.every((e) => e.runLocation === s.lastRunLocation)).toBe(true);
    const failed = await results(s.checkId, '?limit=20&hasFailures=true');
    expect(failed.entries.length).toBeGreaterThan(0);
    expect(failed.entries.every((e) => e.hasFailures)).toBe(true);
    const attempts = await results(s.checkId, '?limit=5&resultType=ATTEMPT');
    expect(attempts.entries.every((e) => e.resultType === 'ATTEMPT')).toBe(true);
    expect((await results(s.checkId, '?checkType=AGENTIC')).entries).toEqual([]);
  });

  it('answers 400 for a bad query or cursor, 404 for an unknown check, 401 without a key', async () => {
    const id = (await statuses())[0]?.checkId as string;
    for (const q of [
      '?limit=0',
      '?limit=101',
      '?resultType=LAST',
      '?nextId=bm9wZQ',
      '?from=yesterday',
      '?hasFailures=1',
      '?page=2',
    ]) {
      const res = await api(sandbox(), `/v2/check-results/${id}${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const other = (await statuses())[1]?.checkId as string;
    const { nextId } = await results(other, '?limit=1');
    expect((await api(sandbox(), `/v2/check-results/${id}?nextId=${nextId}`)).status).toBe(400);
    expect((await api(sandbox(), `/v2/check-results/${UNKNOWN_GUID}`)).status).toBe(404);
    expect((await api(sandbox(), '/v2/check-results/not-a-guid')).status).toBe(400);
    expect((await api(sandbox(), `/v2/check-results/${id}`, { key: 'none' })).status).toBe(401);
  });
});

describe('with --flap', () => {
  it("shows the flips in the history: a flipped check's newest result is its status", async () => {
    const sb = await startSandbox({
      seed: 30,
      flap: { count: 4, everyMs: 200 },
      checkResultsLimit: { limit: 100_000, windowMs: 600_000 },
    });
    try {
      const read = async () => (await api<Status[]>(sb, '/v1/check-statuses')).body;
      const first = await read();
      let flipped: Status[] = [];
      await expect
        .poll(async () => {
          flipped = (await read()).filter((s, i) => s.lastCheckRunId !== first[i]?.lastCheckRunId);
          return flipped.length;
        })
        .toBeGreaterThanOrEqual(4);
      let compared = 0;
      for (const s of flipped) {
        const before = (await read()).find((x) => x.checkId === s.checkId) as Status;
        const newest = (await api(sb, `/v2/check-results/${s.checkId}?limit=1`)).body.entries[0] as Entry;
        const after = (await read()).find((x) => x.checkId === s.checkId) as Status;
        // a flip between the two reads of the status leaves nothing to compare
        if (before.lastCheckRunId !== after.lastCheckRunId) continue;
        compared++;
        expect(newest.checkRunId).toBe(after.lastCheckRunId);
        expect(state(newest)).toEqual(state(after));
        expect(newest.runLocation).toBe(after.lastRunLocation);
      }
      expect(compared).toBeGreaterThan(0);
    } finally {
      await sb.close();
    }
  });
});

describe('the endpoint limit', () => {
  it('is 5 requests per 10 seconds', () => {
    expect(CHECK_RESULTS_LIMIT).toEqual({ limit: 5, windowMs: 10_000 });
  });

  it('answers the sixth request 429 with Retry-After and the usual body, and other endpoints still answer', async () => {
    const sb = await startSandbox({ seed: 29, checkResultsLimit: { limit: 5, windowMs: 600_000 } });
    try {
      const id = sb.fixtures.pausedCheckId;
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await api(sb, `/v2/check-results/${id}`));
      expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      const refused = answers[5] as Awaited<ReturnType<typeof api>>;
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.stringContaining('at most 5 per 600 s'),
        attributes: { limit: 5, remaining: 0, resetSeconds: expect.any(Number) },
      });
      const checks = await api(sb, '/v1/checks?limit=1');
      expect(checks.status).toBe(200);
      // the refused request was not counted against the key's own budget: 5 + this one
      expect(Number(checks.headers.get('x-ratelimit-remaining'))).toBe(600 - 6);
    } finally {
      await sb.close();
    }
  });
});

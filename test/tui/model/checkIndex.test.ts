// The check index alone, with a fake clock and a fake client (a unit test of one piece): its
// refresh runs with no screen mounted, the bell rings from it, a screen shown again refreshes
// data older than the interval at once, and a failed group lookup is retried.
import { afterEach, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../src/client/index.js';
import type { CheckStatusSummary, CheckSummary } from '../../../src/client/schemas/index.js';
import { CheckIndex, type CheckStatusChange } from '../../../src/tui/model/checkIndex.js';
import { FakeClock, flush } from '../../client/fake-clock.js';

function status(id: string, failing: boolean): CheckStatusSummary {
  return { checkId: id, name: `check ${id}`, hasFailures: failing, hasErrors: false, isDegraded: false };
}

function check(id: string, groupId: number | null = null): CheckSummary {
  return {
    id,
    name: `check ${id}`,
    checkType: 'API',
    frequency: 5,
    activated: true,
    muted: false,
    groupId,
    tags: [],
    locations: [],
  };
}

class FakeApi {
  statuses: CheckStatusSummary[] = [status('a', false), status('b', false)];
  statusCalls = 0;
  groupCalls = 0;
  groupsFail = true;
  client = {
    listCheckStatusSummaries: async () => {
      this.statusCalls++;
      return this.statuses.map((s) => ({ ...s }));
    },
    listCheckSummaries: async (q: { status?: string; page?: number }) => {
      const items = q.status ? [] : [check('a', 3), check('b')];
      return { items, range: { first: 0, last: items.length - 1, total: items.length }, page: q.page ?? 1, limit: 100 };
    },
    listCheckGroups: async () => {
      this.groupCalls++;
      if (this.groupsFail) throw new Error('the server failed (500)');
      return { items: [{ id: 3, name: 'Edge', frequency: 'EVERY_10S' }], page: 1, limit: 100 };
    },
    rateLimitRemaining: () => 600,
  } as unknown as VigilClient;
}

const indexes: CheckIndex[] = [];
afterEach(() => {
  for (const i of indexes.splice(0)) i.close();
});

function makeIndex(api: FakeApi, clock: FakeClock, bell = false, rings: number[] = []): CheckIndex {
  const index = new CheckIndex(api.client, { refreshMs: 5000, bell, ring: () => rings.push(clock.now()) }, clock);
  indexes.push(index);
  return index;
}

describe('CheckIndex', () => {
  it('refreshes every interval from start() with no screen showing it, and rings when a check turns failing', async () => {
    const api = new FakeApi();
    const clock = new FakeClock();
    const rings: number[] = [];
    const index = makeIndex(api, clock, true, rings);
    const changes: CheckStatusChange[] = [];
    index.onCheckStatusChange((c) => changes.push(c));
    index.start();
    await clock.advance(0);
    expect(api.statusCalls).toBe(1);
    api.statuses = [status('a', true), status('b', false)];
    await clock.advance(5000);
    expect(api.statusCalls).toBe(2);
    expect(rings).toHaveLength(1);
    expect(changes[0]).toMatchObject({ turnedFailing: ['a'], recovered: [] });
    api.statuses = [status('a', false), status('b', false)];
    await clock.advance(5000);
    expect(changes[1]).toMatchObject({ turnedFailing: [], recovered: ['a'] });
    // A recovery is an event, not a bell.
    expect(rings).toHaveLength(1);
  });

  it('asks again at once when shown with data older than the interval, and not when it is fresh', async () => {
    const api = new FakeApi();
    const clock = new FakeClock();
    const index = new CheckIndex(api.client, { refreshMs: 30_000, bell: false }, clock);
    indexes.push(index);
    index.start();
    await clock.advance(0);
    expect(api.statusCalls).toBe(1);
    index.shown();
    await flush();
    expect(api.statusCalls).toBe(1);
    // The refresh failed meanwhile (the data kept its age): shown again, it asks at once.
    index.updatedAt = clock.now() - 31_000;
    index.shown();
    await flush();
    expect(api.statusCalls).toBe(2);
  });

  it('has rows once the statuses and the failing page are in, before the group names answer (rows say grp?)', async () => {
    const api = new FakeApi();
    let answerGroups: (() => void) | undefined;
    api.client.listCheckGroups = () =>
      new Promise((resolve) => {
        answerGroups = () =>
          resolve({ items: [{ id: 3, name: 'Edge', frequency: 'EVERY_10S' }], page: 1, limit: 100 } as never);
      });
    const clock = new FakeClock();
    const index = makeIndex(api, clock);
    index.start();
    await clock.advance(0);
    expect(index.firstAnswersIn()).toBe(true);
    expect(index.groupsLoading()).toBe(true);
    await clock.advance(300);
    const grouped = () => index.rows.list().find((r) => r.id === 'a')!;
    expect(grouped().frequencyText).toBe('grp?');
    answerGroups!();
    await flush();
    expect(index.groupsLoading()).toBe(false);
    expect(grouped()).toMatchObject({ frequencyText: '10s grp', groupName: 'Edge' });
  });

  it('waits for the failing page (or its failure) before it has rows', async () => {
    const api = new FakeApi();
    let failFailing: (() => void) | undefined;
    const pages = api.client.listCheckSummaries;
    api.client.listCheckSummaries = ((q: Parameters<typeof pages>[0]) =>
      q?.status === 'failing'
        ? new Promise((_, reject) => {
            failFailing = () => reject(new Error('the server failed (500)'));
          })
        : pages(q)) as typeof pages;
    const clock = new FakeClock();
    const index = makeIndex(api, clock);
    index.start();
    await clock.advance(0);
    expect(index.statuses).toBeDefined();
    expect(index.firstAnswersIn()).toBe(false);
    failFailing!();
    await flush();
    expect(index.firstAnswersIn()).toBe(true);
  });

  it('a refresh asked for while one is on its way runs once more after it (its answer may predate the ask)', async () => {
    const api = new FakeApi();
    const clock = new FakeClock();
    const index = makeIndex(api, clock);
    index.start();
    await clock.advance(0);
    const before = api.statusCalls;
    // The first answer is a failure that was sent while the server was down.
    let fail = true;
    const real = api.client.listCheckStatusSummaries.bind(api.client);
    (api.client as { listCheckStatusSummaries: unknown }).listCheckStatusSummaries = async (...args: unknown[]) => {
      api.statusCalls++;
      if (fail) throw new Error('the server failed (502)');
      api.statusCalls--;
      return (real as (...a: unknown[]) => Promise<unknown>)(...args);
    };
    const first = index.refresh();
    fail = true;
    const second = index.refresh();
    const third = index.refresh();
    fail = false;
    await first.catch(() => undefined);
    expect(index.stale?.reason).toContain('502');
    await Promise.all([second, third]);
    // Two in all: the one on its way, and one more for both asks.
    expect(api.statusCalls - before).toBe(2);
    expect(index.stale).toBeUndefined();
  });

  it('says the group lookup failed and retries it at each refresh', async () => {
    const api = new FakeApi();
    const clock = new FakeClock();
    const index = makeIndex(api, clock);
    index.start();
    await clock.advance(0);
    expect(index.statuses).toBeDefined();
    expect(index.groupsError).toBe('the server failed (500)');
    expect(index.firstAnswersIn()).toBe(true);
    api.groupsFail = false;
    await clock.advance(5000);
    expect(api.groupCalls).toBe(2);
    expect(index.groupsError).toBeUndefined();
    expect(index.groups?.get(3)?.name).toBe('Edge');
  });

  it('keeps the rows of checks whose status did not move across a refresh, and remakes the others', async () => {
    const api = new FakeApi();
    const clock = new FakeClock();
    const index = makeIndex(api, clock);
    index.start();
    await clock.advance(0);
    const [a, b] = index.rows.list();
    api.statuses = [status('a', true), status('b', false)];
    await clock.advance(5000);
    const [a2, b2] = index.rows.list();
    expect(a2).not.toBe(a);
    expect(a2!.status).toBe('FAIL');
    expect(b2).toBe(b);
  });

  it('keeps a pause not yet answered over the server copy, and drops it when told', async () => {
    const api = new FakeApi();
    const clock = new FakeClock();
    const index = makeIndex(api, clock);
    index.start();
    await clock.advance(0);
    await clock.advance(1000);
    index.setPending('b', { activated: false });
    expect(index.current('b')?.activated).toBe(false);
    expect(index.checks.get('b')?.activated).toBe(true);
    index.setPending('b', undefined);
    expect(index.current('b')?.activated).toBe(true);
  });
});

// Every read endpoint, real client against the real sandbox over loopback: the client's zod
// schemas accept what the sandbox sends, and the values are the ones the fixtures promise.
import { describe, expect, it } from 'vitest';
import { iterateCursor, iteratePages } from '../../src/client/index.js';
import { useSandboxClient } from '../helpers/client.js';

const { sandbox, client } = useSandboxClient({ seed: 7, checks: 45, groups: 8, sessions: 30 });

describe('account and members', () => {
  it('reads the account', async () => {
    const account = await client().getAccount();
    expect(account.id).toBe(sandbox().accountId);
  });

  it('lists members, following the cursor to the last page', async () => {
    const all = await client().listMembers();
    expect(all.items.map((m) => m.userId)).toContain(sandbox().fixtures.removableUserId);
    const paged: string[] = [];
    let last = null as null | { nextId: string | null };
    for await (const page of iterateCursor((nextId) =>
      client().listMembers({ limit: 2, ...(nextId ? { nextId } : {}) }),
    )) {
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((m) => m.userId ?? m.id ?? ''));
      last = page;
    }
    expect(last?.nextId).toBeNull();
    expect(new Set(paged)).toEqual(new Set(all.items.map((m) => m.userId ?? m.id ?? '')));
  });
});

describe('checks', () => {
  it('lists a page with its content-range', async () => {
    const page = await client().listChecks({ page: 2, limit: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.range).toMatchObject({ first: 10, last: 19 });
    expect(page.range!.total).toBeGreaterThanOrEqual(45);
    expect(page.page).toBe(2);
  });

  it('pages through every check to the last page, each once', async () => {
    const ids: string[] = [];
    let pages = 0;
    let total = 0;
    for await (const page of iteratePages((n) => client().listChecks({ page: n, limit: 7 }))) {
      pages++;
      total = page.range?.total ?? total;
      ids.push(...page.items.map((c) => c.id));
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 7));
  });

  it('answers a page past the end with no items and the total', async () => {
    const page = await client().listChecks({ page: 1000, limit: 10 });
    expect(page.items).toEqual([]);
    expect(page.range).toMatchObject({ first: 0, last: -1 });
    expect(page.range!.total).toBeGreaterThan(0);
  });

  it('reads one check, escape sequences and all', async () => {
    const check = await client().getCheck(sandbox().fixtures.escapeCheckId);
    expect(check.id).toBe(sandbox().fixtures.escapeCheckId);
    expect(check.name).toContain('\u001b');
    const paused = await client().getCheck(sandbox().fixtures.pausedCheckId);
    expect(paused.activated).toBe(false);
  });

  it('lists check statuses, the failing check among them', async () => {
    const statuses = await client().listCheckStatuses();
    const failing = statuses.find((s) => s.checkId === sandbox().fixtures.failingCheckId);
    expect(failing?.hasFailures).toBe(true);
  });
});

describe('groups and alert channels', () => {
  it('lists groups and reads each policy kind', async () => {
    const page = await client().listCheckGroups({ limit: 100 });
    expect(page.items.length).toBeGreaterThanOrEqual(6);
    const global = await client().getCheckGroup(sandbox().fixtures.globalPolicyGroupId);
    expect(global.alertEscalationPolicy).toBe('global');
    const none = await client().getCheckGroup(sandbox().fixtures.noPolicyGroupId);
    expect(none.alertEscalationPolicy).toBeUndefined();
  });

  it("lists a group's checks", async () => {
    const page = await client().listGroupChecks(sandbox().fixtures.highFrequencyGroupId, { limit: 100 });
    expect(page.items.map((c) => c.id)).toContain(sandbox().fixtures.highFrequencyBrowserCheckId);
  });

  it('lists alert channels', async () => {
    const page = await client().listAlertChannels();
    expect(page.items.length).toBeGreaterThan(0);
    for (const channel of page.items) expect(typeof channel.id).toBe('number');
  });
});

describe('incidents', () => {
  it('lists incidents and reads one with its updates', async () => {
    const list = await client().listIncidents({ limit: 100 });
    expect(list.items.map((i) => i.id)).toContain(sandbox().fixtures.incidentId);
    const resolved = await client().getIncident(sandbox().fixtures.resolvedIncidentId);
    expect(resolved.lastUpdateStatus).toBe('RESOLVED');
    const updates = await client().listIncidentUpdates(sandbox().fixtures.resolvedIncidentId);
    expect(updates.length).toBeGreaterThanOrEqual(4);
  });
});

describe('test sessions', () => {
  it('lists sessions, following the cursor to the last page, each once', async () => {
    const everything = await client().listTestSessions({ limit: 100 });
    const ids: string[] = [];
    let pages = 0;
    let lastNextId: string | null = 'start';
    for await (const page of iterateCursor((nextId) =>
      client().listTestSessions({ limit: 7, ...(nextId ? { nextId } : {}) }),
    )) {
      pages++;
      ids.push(...page.items.map((s) => s.id));
      lastNextId = page.nextId;
    }
    expect(lastNextId).toBeNull();
    expect(pages).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(everything.items.map((s) => s.id)));
  });

  it('filters by status with repeated query keys', async () => {
    const failed = await client().listTestSessions({ statuses: ['FAILED'], limit: 100 });
    expect(failed.items.length).toBeGreaterThan(0);
    expect(failed.items.every((s) => s.status === 'FAILED')).toBe(true);
    const both = await client().listTestSessions({ statuses: ['FAILED', 'PASSED'], limit: 100 });
    expect(both.items.length).toBeGreaterThan(failed.items.length);
  });

  it('reads a session, one of its results and an error group', async () => {
    const { failedSessionId, failedResultId, errorGroupId } = sandbox().fixtures;
    const session = await client().getTestSession(failedSessionId);
    expect(session.testSessionId).toBe(failedSessionId);
    expect(session.status).toBe('FAILED');
    expect(session.results.map((r) => r.testSessionResultId)).toContain(failedResultId);
    const result = await client().getTestSessionResult(failedSessionId, failedResultId);
    expect(result.testSessionResultId).toBe(failedResultId);
    const group = await client().getErrorGroup(errorGroupId);
    expect(group.id).toBe(errorGroupId);
  });

  it('reads a big session and its 10,000-line log', async () => {
    const { bigSessionId, bigLogResultId } = sandbox().fixtures;
    const session = await client().getTestSession(bigSessionId);
    expect(session.results).toHaveLength(500);
    const result = await client().getTestSessionResult(bigSessionId, bigLogResultId);
    expect(result.testSessionResultId).toBe(bigLogResultId);
  });

  it('answers the completion of a finished session at once', async () => {
    const outcome = await client().awaitTestSessionCompletion(sandbox().fixtures.failedSessionId, {
      maxWaitSeconds: 1,
    });
    expect(outcome.done).toBe(true);
    if (outcome.done) expect(outcome.session.status).toBe('FAILED');
  });
});

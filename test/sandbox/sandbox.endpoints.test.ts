// Every endpoint answers with the data the generator promises, and the fixtures point at it.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.js';
import { useSandbox } from '../helpers/sandbox.js';
import { UNKNOWN_GUID, api } from './support.js';

const sandbox = useSandbox({ seed: 11, checks: 60, groups: 8, sessions: 120 });

describe('sandbox endpoints', () => {
  it('serves the account and its members', async () => {
    const sb = sandbox();
    const account = await api(sb, `/v1/accounts/${sb.accountId}`);
    expect(account.status).toBe(200);
    expect(account.body.id).toBe(sb.accountId);
    expect(account.body.name).toEqual(expect.any(String));

    const members = await api(sb, `/v1/accounts/${sb.accountId}/members`);
    expect(members.status).toBe(200);
    const roles = members.body.members.map((m: { role: string }) => m.role);
    expect(roles.filter((r: string) => r === 'OWNER')).toHaveLength(2);
    expect(roles).toEqual(expect.arrayContaining(['ADMIN', 'READ_ONLY', 'READ_WRITE']));
    expect(members.body.nextId).toBeNull();
    expect(members.body.length).toBe(members.body.members.length);
    const ids = members.body.members.map((m: { userId: string }) => m.userId);
    expect(ids).toEqual(
      expect.arrayContaining([sb.fixtures.ownerUserId, sb.fixtures.otherOwnerUserId, sb.fixtures.removableUserId]),
    );

    const searched = await api(
      sb,
      `/v1/accounts/${sb.accountId}/members?search=${encodeURIComponent(members.body.members[0].email)}`,
    );
    expect(searched.body.members.map((m: { userId: string }) => m.userId)).toContain(members.body.members[0].userId);
  });

  it('lists checks of every type, with the awkward names of the fixtures', async () => {
    const sb = sandbox();
    const all = await api(sb, '/v1/checks?limit=100');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(60);
    const types = new Set(all.body.map((c: { checkType: string }) => c.checkType));
    for (const t of ['API', 'BROWSER', 'URL']) expect(types.has(t)).toBe(true);
    expect(types.size).toBeGreaterThanOrEqual(6);

    const withEscapes = await api(sb, `/v1/checks/${sb.fixtures.escapeCheckId}`);
    expect(withEscapes.body.name).toContain('\u001b[2J');
    const long = await api(sb, `/v1/checks/${sb.fixtures.longNameCheckId}`);
    expect(long.body.name.length).toBeGreaterThan(200);
    const wide = await api(sb, `/v1/checks/${sb.fixtures.unicodeCheckId}`);
    expect(wide.body.name).toMatch(/[^\x00-\x7f]/);
    const paused = await api(sb, `/v1/checks/${sb.fixtures.pausedCheckId}`);
    expect(paused.body.activated).toBe(false);
    expect((await api(sb, `/v1/checks/${UNKNOWN_GUID}`)).status).toBe(404);
  });

  it('filters checks by type, tag and name', async () => {
    const sb = sandbox();
    const browser = await api(sb, '/v1/checks?checkType=BROWSER&limit=100');
    expect(browser.body.length).toBeGreaterThan(0);
    expect(browser.body.every((c: { checkType: string }) => c.checkType === 'BROWSER')).toBe(true);
    const byName = await api(sb, '/v1/checks?search=edge%20login');
    expect(byName.body.map((c: { id: string }) => c.id)).toEqual([sb.fixtures.highFrequencyBrowserCheckId]);
  });

  it('serves check statuses for every check, with the failing fixture failing', async () => {
    const sb = sandbox();
    const statuses = await api(sb, '/v1/check-statuses');
    expect(statuses.body).toHaveLength(60);
    const failing = statuses.body.find((s: { checkId: string }) => s.checkId === sb.fixtures.failingCheckId);
    expect(failing.hasFailures).toBe(true);
  });

  it('serves groups that exercise the alerting rules and rule 4', async () => {
    const sb = sandbox();
    const groups = await api(sb, '/v1/check-groups?limit=100');
    expect(groups.body).toHaveLength(8);
    const global = await api(sb, `/v1/check-groups/${sb.fixtures.globalPolicyGroupId}`);
    expect(global.body.alertEscalationPolicy).toBe('global');
    const specific = await api(sb, `/v1/check-groups/${sb.fixtures.specificPolicyGroupId}`);
    expect(specific.body.alertEscalationPolicy).toEqual(
      expect.objectContaining({ escalationType: expect.any(String) }),
    );
    const none = await api(sb, `/v1/check-groups/${sb.fixtures.noPolicyGroupId}`);
    expect(none.body.alertEscalationPolicy).toBeUndefined();
    expect(none.body.alertChannels.length).toBeGreaterThan(0);
    const paused = await api(sb, `/v1/check-groups/${sb.fixtures.pausedGroupId}`);
    expect(paused.body.activated).toBe(false);

    const hf = await api(sb, `/v1/check-groups/${sb.fixtures.highFrequencyGroupId}`);
    expect(hf.body.frequency).toBe('EVERY_10S');
    const members = await api(sb, `/v1/check-groups/${sb.fixtures.highFrequencyGroupId}/checks?limit=100`);
    const browser = members.body.find((c: { id: string }) => c.id === sb.fixtures.highFrequencyBrowserCheckId);
    expect(browser.checkType).toBe('BROWSER');
    // group settings applied: the 10-second group makes its checks sub-minute
    expect(browser.frequency).toBe(0);
    expect(browser.frequencyOffset).toBe(10);
    expect((await api(sb, '/v1/check-groups/9999')).status).toBe(404);
  });

  it('applies group settings to a check on request only', async () => {
    const sb = sandbox();
    const id = sb.fixtures.highFrequencyBrowserCheckId;
    expect((await api(sb, `/v1/checks/${id}`)).body.frequency).toBe(1);
    expect((await api(sb, `/v1/checks/${id}?applyGroupSettings=true`)).body.frequency).toBe(0);
  });

  it('lists alert channels of several types with what they send', async () => {
    const sb = sandbox();
    const channels = await api(sb, '/v1/alert-channels?limit=100');
    const types = channels.body.map((c: { type: string }) => c.type);
    expect(types).toEqual(expect.arrayContaining(['SMS', 'EMAIL', 'SLACK', 'WEBHOOK']));
    for (const c of channels.body) {
      expect(typeof c.id).toBe('number');
      expect(typeof c.sendFailure).toBe('boolean');
      expect(Array.isArray(c.subscriptions)).toBe(true);
    }
  });

  it('serves incidents with their updates, newest first', async () => {
    const sb = sandbox();
    const list = await api(sb, '/v1/status-pages/incidents');
    expect(list.body.entries.map((i: { id: string }) => i.id)).toContain(sb.fixtures.incidentId);
    const resolved = await api(sb, `/v1/status-pages/incidents/${sb.fixtures.resolvedIncidentId}`);
    expect(resolved.body.lastUpdateStatus).toBe('RESOLVED');
    const updates = await api(sb, `/v1/status-pages/incidents/${sb.fixtures.resolvedIncidentId}/incident-updates`);
    expect(updates.body.map((u: { status: string }) => u.status)).toEqual([
      'RESOLVED',
      'MONITORING',
      'IDENTIFIED',
      'INVESTIGATING',
    ]);
    expect((await api(sb, `/v1/status-pages/incidents/${UNKNOWN_GUID}`)).status).toBe(404);
  });

  it('serves test sessions newest first, with details, results, logs and error groups', async () => {
    const sb = sandbox();
    const list = await api(sb, '/v1/test-sessions?limit=100');
    expect(list.status).toBe(200);
    const times = list.body.entries.map((e: { created_at: string }) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(list.body.entries.map((e: { provider: string }) => e.provider)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(list.body.entries.map((e: { status: string }) => e.status))).toEqual(
      new Set(['RUNNING', 'FAILED', 'PASSED', 'CANCELLED']),
    );
    // roughly four weeks of history
    const span = (times[0] as number) - (times.at(-1) as number);
    expect(span).toBeGreaterThan(14 * 86_400_000);

    const failed = await api(sb, `/v1/test-sessions/${sb.fixtures.failedSessionId}`);
    expect(failed.body.status).toBe('FAILED');
    expect(failed.body.errorGroupIds).toContain(sb.fixtures.errorGroupId);
    const failedResults = failed.body.results.filter((r: { status: string }) => r.status === 'FAILED');
    expect(failedResults.length).toBeGreaterThanOrEqual(1);
    expect(failedResults.map((r: { testSessionResultId: string }) => r.testSessionResultId)).toContain(
      sb.fixtures.failedResultId,
    );

    const result = await api(
      sb,
      `/v1/test-sessions/${sb.fixtures.failedSessionId}/results/${sb.fixtures.failedResultId}`,
    );
    expect(result.body.status).toBe('FAILED');
    expect(result.body.errorGroupIds.length).toBe(1);
    const details =
      result.body.apiCheckResult ??
      result.body.browserCheckResult ??
      result.body.multiStepCheckResult ??
      result.body.playwrightCheckResult;
    expect(details.jobLog.some((l: { level: string }) => l.level === 'ERROR')).toBe(true);
    expect((await api(sb, `/v1/test-sessions/${sb.fixtures.failedSessionId}/results/${UNKNOWN_GUID}`)).status).toBe(
      404,
    );

    const group = await api(sb, `/v1/test-session-error-groups/${sb.fixtures.errorGroupId}`);
    expect(group.body.id).toBe(sb.fixtures.errorGroupId);
    expect(group.body.cleanedErrorMessage).not.toBe('');
    expect(Date.parse(group.body.firstSeen)).toBeLessThanOrEqual(Date.parse(group.body.lastSeen));
    expect((await api(sb, `/v1/test-session-error-groups/${UNKNOWN_GUID}`)).status).toBe(404);
  });

  it('has a session with 500 results, one of them with a 10,000-line log', async () => {
    const sb = sandbox();
    const big = await api(sb, `/v1/test-sessions/${sb.fixtures.bigSessionId}`);
    expect(big.body.results).toHaveLength(500);
    const result = await api(sb, `/v1/test-sessions/${sb.fixtures.bigSessionId}/results/${sb.fixtures.bigLogResultId}`);
    const details =
      result.body.apiCheckResult ??
      result.body.browserCheckResult ??
      result.body.multiStepCheckResult ??
      result.body.playwrightCheckResult;
    expect(details.jobLog).toHaveLength(10_000);
  });

  it('filters test sessions by status, provider, branch, user, error group and text', async () => {
    const sb = sandbox();
    const failed = await api(sb, '/v1/test-sessions?statuses=FAILED&limit=100');
    expect(failed.body.entries.length).toBeGreaterThan(0);
    expect(failed.body.entries.every((e: { status: string }) => e.status === 'FAILED')).toBe(true);

    const github = await api(sb, '/v1/test-sessions?providers=GITHUB&branches=main&limit=100');
    expect(github.body.entries.length).toBeGreaterThan(0);
    expect(
      github.body.entries.every(
        (e: { provider: string; branchName: string }) => e.provider === 'GITHUB' && e.branchName === 'main',
      ),
    ).toBe(true);

    const owner = failed.body.entries.find((e: { commitOwner: string | null }) => e.commitOwner)?.commitOwner as string;
    const byUser = await api(sb, `/v1/test-sessions?users=${owner}&limit=100`);
    expect(byUser.body.entries.length).toBeGreaterThan(0);
    expect(byUser.body.entries.every((e: { commitOwner: string | null }) => e.commitOwner === owner)).toBe(true);

    const nobody = await api(sb, '/v1/test-sessions?noUsers=true&limit=100');
    expect(nobody.body.entries.length).toBeGreaterThan(0);
    expect(
      nobody.body.entries.every(
        (e: { commitOwner: string | null; invoker: unknown }) => e.commitOwner === null && e.invoker === null,
      ),
    ).toBe(true);

    const byGroup = await api(sb, `/v1/test-sessions?errorGroupId=${sb.fixtures.errorGroupId}&limit=100`);
    expect(byGroup.body.entries.map((e: { id: string }) => e.id)).toContain(sb.fixtures.failedSessionId);
    expect(
      byGroup.body.entries.every((e: { errorGroupIds: string[] }) =>
        e.errorGroupIds.includes(sb.fixtures.errorGroupId),
      ),
    ).toBe(true);

    const text = await api(sb, '/v1/test-sessions?textSearch=nightly&limit=100');
    expect(text.body.entries.length).toBeGreaterThan(0);
    expect(text.body.entries.every((e: { name: string }) => /nightly/i.test(e.name))).toBe(true);

    const newest = Date.parse(failed.body.entries[0].created_at) / 1000;
    const window = await api(sb, `/v1/test-sessions?from=${Math.floor(newest)}&limit=100`);
    expect(
      window.body.entries.every((e: { created_at: string }) => Date.parse(e.created_at) / 1000 >= Math.floor(newest)),
    ).toBe(true);
  });

  it('updates a check with PUT and shows the change in lists', async () => {
    const sb = sandbox();
    const id = sb.fixtures.pausedCheckId;
    const put = await api(sb, `/v1/checks/${id}`, { method: 'PUT', body: { activated: true } });
    expect(put.status).toBe(200);
    expect(put.body.activated).toBe(true);
    const list = await api(sb, '/v1/checks?limit=100');
    expect(list.body.find((c: { id: string }) => c.id === id).activated).toBe(true);
    const back = await api(sb, `/v1/checks/${id}`, { method: 'PUT', body: { activated: false } });
    expect(back.body.activated).toBe(false);
    expect((await api(sb, `/v1/checks/${UNKNOWN_GUID}`, { method: 'PUT', body: { activated: true } })).status).toBe(
      404,
    );
  });

  it('publishes an OpenAPI document generated from the schemas, without a key', async () => {
    const sb = sandbox();
    const doc = await api(sb, '/openapi.json', { key: 'none' });
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/v1/checks', '/v1/test-sessions/{testSessionId}/completion']),
    );
    expect(doc.body.components.schemas.IncidentUpdateInput.required).toEqual(['description']);
    const limit = doc.body.paths['/v1/checks'].get.parameters.find((p: { name: string }) => p.name === 'limit');
    expect(limit.schema).toEqual(expect.objectContaining({ maximum: 100, minimum: 1 }));
  });

  it('answers unknown paths with 404 and wrong methods with 405, in the error body shape', async () => {
    const sb = sandbox();
    const missing = await api(sb, '/v1/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    const wrong = await api(sb, '/v1/checks', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });
});

describe('generated data', () => {
  it('is the same for the same seed and different for another seed', async () => {
    const a = await startSandbox({ seed: 5, checks: 40, sessions: 20 });
    const b = await startSandbox({ seed: 5, checks: 40, sessions: 20 });
    const c = await startSandbox({ seed: 6, checks: 40, sessions: 20 });
    try {
      const names = async (sb: typeof a) =>
        (await api(sb, '/v1/checks?limit=100')).body.map((x: { id: string; name: string }) => `${x.id} ${x.name}`);
      const sessions = async (sb: typeof a) =>
        (await api(sb, '/v1/test-sessions?limit=100')).body.entries.map(
          (x: { id: string; name: string; status: string }) => `${x.id} ${x.name}`,
        );
      expect(await names(a)).toEqual(await names(b));
      expect(await sessions(a)).toEqual(await sessions(b));
      expect(a.fixtures).toEqual(b.fixtures);
      expect(a.accountId).toBe(b.accountId);
      expect(await names(a)).not.toEqual(await names(c));
      expect(a.accountId).not.toBe(c.accountId);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });
});

// Keys: the demo key reads and writes, the read-only key only reads, anything else is 401.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { UNKNOWN_GUID, api } from './support.js';

const sandbox = useSandbox({ seed: 21 });

describe('sandbox auth', () => {
  it('answers 401 Bad Token with attributes without a key or with a wrong one', async () => {
    const sb = sandbox();
    for (const key of ['none', { literal: 'not-a-real-key' }] as const) {
      const res = await api(sb, '/v1/checks', { key });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Bad Token',
        attributes: expect.any(Object),
      });
    }
    const notBearer = await api(sb, '/v1/checks', { key: 'none', headers: { authorization: `Basic ${sb.apiKey}` } });
    expect(notBearer.status).toBe(401);
  });

  it('lets the read-only key read but answers 403 to every write, changing nothing', async () => {
    const sb = sandbox();
    expect((await api(sb, '/v1/checks', { key: 'readOnly' })).status).toBe(200);
    const { pausedCheckId, incidentId, removableUserId } = sb.fixtures;
    const writes = [
      api(sb, `/v1/checks/${pausedCheckId}`, { key: 'readOnly', method: 'PUT', body: { activated: true } }),
      api(sb, `/v1/status-pages/incidents/${incidentId}/incident-updates`, {
        key: 'readOnly',
        method: 'POST',
        body: { description: 'ro' },
      }),
      api(sb, `/v1/accounts/${sb.accountId}/members/${removableUserId}`, { key: 'readOnly', method: 'DELETE' }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: expect.stringContaining('read-only') });
    }
    expect((await api(sb, `/v1/checks/${pausedCheckId}`)).body.activated).toBe(false);
    const updates = await api(sb, `/v1/status-pages/incidents/${incidentId}/incident-updates`);
    expect(updates.body.some((u: { description: string }) => u.description === 'ro')).toBe(false);
    const members = await api(sb, `/v1/accounts/${sb.accountId}/members`);
    expect(members.body.members.map((m: { userId: string }) => m.userId)).toContain(removableUserId);
  });

  it("acts on the key's own account without X-Service-Account and answers 403 for another account", async () => {
    const sb = sandbox();
    expect((await api(sb, '/v1/checks')).status).toBe(200);
    expect((await api(sb, '/v1/checks', { headers: { 'x-service-account': sb.accountId } })).status).toBe(200);
    expect((await api(sb, '/v1/checks', { headers: { 'x-service-account': sb.accountId.toUpperCase() } })).status).toBe(
      200,
    );
    const other = await api(sb, '/v1/checks', { headers: { 'x-service-account': UNKNOWN_GUID } });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ statusCode: 403, error: 'Forbidden', message: expect.any(String) });
    expect((await api(sb, `/v1/accounts/${UNKNOWN_GUID}`)).status).toBe(403);
    expect((await api(sb, `/v1/accounts/${UNKNOWN_GUID}/members`)).status).toBe(403);
  });

  it('records every request, including refused ones', async () => {
    const sb = sandbox();
    const before = sb.requests.length;
    await api(sb, '/v1/alert-channels?limit=3', { key: 'none' });
    const last = sb.requests.at(-1)!;
    expect(sb.requests.length).toBe(before + 1);
    expect(last).toEqual(
      expect.objectContaining({ method: 'GET', path: '/v1/alert-channels', query: '?limit=3', status: 401 }),
    );
    expect(typeof last.at).toBe('number');
  });
});

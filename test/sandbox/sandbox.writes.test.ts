// Incident updates are stored and read back; members are removed (with the guard rails).
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { UNKNOWN_GUID, api } from './support.js';

const sandbox = useSandbox({ seed: 71 });

describe('incident updates', () => {
  it('stores an update with defaults and shows it on the incident', async () => {
    const sb = sandbox();
    const path = `/v1/status-pages/incidents/${sb.fixtures.incidentId}/incident-updates`;
    const before = Date.now();
    const posted = await api(sb, path, {
      method: 'POST',
      body: { description: 'Rolled back the gateway deploy.', status: 'MONITORING' },
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      description: 'Rolled back the gateway deploy.',
      status: 'MONITORING',
      publicIncidentUpdateDate: expect.any(String),
      notifySubscribers: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(Date.parse(posted.body.publicIncidentUpdateDate)).toBeGreaterThanOrEqual(before - 1000);

    const updates = await api(sb, path);
    expect(updates.body[0]).toEqual(posted.body);
    const incident = await api(sb, `/v1/status-pages/incidents/${sb.fixtures.incidentId}`);
    expect(incident.body.lastUpdateStatus).toBe('MONITORING');
    expect(incident.body.incidentUpdates[0].id).toBe(posted.body.id);
  });

  it('keeps a given date and notify flag, and leaves the status alone without one', async () => {
    const sb = sandbox();
    const path = `/v1/status-pages/incidents/${sb.fixtures.incidentId}/incident-updates`;
    const before = (await api(sb, `/v1/status-pages/incidents/${sb.fixtures.incidentId}`)).body.lastUpdateStatus;
    const posted = await api(sb, path, {
      method: 'POST',
      body: {
        description: 'Still watching.',
        publicIncidentUpdateDate: '2024-05-01T12:00:00+02:00',
        notifySubscribers: true,
      },
    });
    expect(posted.body.publicIncidentUpdateDate).toBe('2024-05-01T12:00:00+02:00');
    expect(posted.body.notifySubscribers).toBe(true);
    expect(posted.body.status).toBeUndefined();
    expect((await api(sb, `/v1/status-pages/incidents/${sb.fixtures.incidentId}`)).body.lastUpdateStatus).toBe(before);
  });

  it('answers 404 for an unknown incident', async () => {
    const res = await api(sandbox(), `/v1/status-pages/incidents/${UNKNOWN_GUID}/incident-updates`, {
      method: 'POST',
      body: { description: 'x' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });
});

describe('member removal', () => {
  it('removes a member with 204 and no body; the member is gone', async () => {
    const sb = sandbox();
    const path = `/v1/accounts/${sb.accountId}/members/${sb.fixtures.removableUserId}`;
    const removed = await api(sb, path, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    const members = await api(sb, `/v1/accounts/${sb.accountId}/members`);
    expect(members.body.members.map((m: { userId: string }) => m.userId)).not.toContain(sb.fixtures.removableUserId);
    const again = await api(sb, path, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await api(sb, `/v1/accounts/${sb.accountId}/members/${UNKNOWN_GUID}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('refuses to remove yourself, and the last owner', async () => {
    const sb = sandbox();
    const self = await api(sb, `/v1/accounts/${sb.accountId}/members/${sb.fixtures.ownerUserId}`, { method: 'DELETE' });
    expect(self.status).toBe(403);
    expect(self.body.message).toMatch(/yourself/);
    expect(
      (await api(sb, `/v1/accounts/${sb.accountId}/members/${sb.fixtures.otherOwnerUserId}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    const last = await api(sb, `/v1/accounts/${sb.accountId}/members/${sb.fixtures.ownerUserId}`, { method: 'DELETE' });
    expect(last.status).toBe(403);
    expect(last.body.message).toMatch(/last owner/);
    const owners = (await api(sb, `/v1/accounts/${sb.accountId}/members`)).body.members.filter(
      (m: { role: string }) => m.role === 'OWNER',
    );
    expect(owners.map((m: { userId: string }) => m.userId)).toEqual([sb.fixtures.ownerUserId]);
  });

  it("refuses another account's members with 403", async () => {
    const sb = sandbox();
    const res = await api(sb, `/v1/accounts/${UNKNOWN_GUID}/members/${sb.fixtures.readOnlyUserId}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(403);
  });
});

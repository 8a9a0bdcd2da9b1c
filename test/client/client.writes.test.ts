// Writes against the real sandbox: check update, incident update stored and read back, member
// removed (204) and gone from the member list.
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/client/index.js';
import { useSandboxClient } from '../helpers/client.js';

const { sandbox, client } = useSandboxClient({ seed: 11 });

describe('writes', () => {
  it('pauses and resumes a check with PUT', async () => {
    const id = sandbox().fixtures.failingCheckId;
    const paused = await client().updateCheck(id, { activated: false });
    expect(paused.activated).toBe(false);
    expect((await client().getCheck(id)).activated).toBe(false);
    const resumed = await client().updateCheck(id, { activated: true });
    expect(resumed.activated).toBe(true);
    expect((await client().getCheck(id)).activated).toBe(true);
  });

  it('stores an incident update and reads it back', async () => {
    const { incidentId } = sandbox().fixtures;
    const description = `Fix deployed ${Date.now()}`;
    const stored = await client().postIncidentUpdate(incidentId, {
      description,
      status: 'MONITORING',
      notifySubscribers: true,
    });
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.created_at).toBeTruthy();
    expect(stored.description).toBe(description);
    expect(stored.status).toBe('MONITORING');
    expect(stored.notifySubscribers).toBe(true);
    expect(stored.publicIncidentUpdateDate).toBeTruthy();
    const updates = await client().listIncidentUpdates(incidentId);
    expect(updates.find((u) => u.id === stored.id)).toMatchObject({ description, status: 'MONITORING' });
    const incident = await client().getIncident(incidentId);
    expect(incident.incidentUpdates.map((u) => u.id)).toContain(stored.id);
  });

  it('defaults notifySubscribers to false and keeps a given public date', async () => {
    const date = '2024-05-01T12:00:00.000Z';
    const stored = await client().postIncidentUpdate(sandbox().fixtures.incidentId, {
      description: 'Investigating',
      publicIncidentUpdateDate: date,
    });
    expect(stored.notifySubscribers).toBe(false);
    expect(Date.parse(stored.publicIncidentUpdateDate!)).toBe(Date.parse(date));
  });

  it('sends an incident update exactly once', async () => {
    const { incidentId } = sandbox().fixtures;
    const before = sandbox().requests.filter((r) => r.method === 'POST').length;
    await client().postIncidentUpdate(incidentId, { description: 'once' });
    expect(sandbox().requests.filter((r) => r.method === 'POST')).toHaveLength(before + 1);
  });

  it('removes a member with 204 and the member is gone from the list', async () => {
    const { removableUserId } = sandbox().fixtures;
    expect((await client().listMembers()).items.map((m) => m.userId)).toContain(removableUserId);
    await expect(client().removeMember(removableUserId)).resolves.toBeUndefined();
    const deletes = sandbox().requests.filter((r) => r.method === 'DELETE');
    expect(deletes.at(-1)).toMatchObject({ status: 204 });
    expect(deletes.at(-1)!.path).toContain(removableUserId);
    expect((await client().listMembers()).items.map((m) => m.userId)).not.toContain(removableUserId);
    await expect(client().removeMember(removableUserId)).rejects.toBeInstanceOf(NotFoundError);
  });
});

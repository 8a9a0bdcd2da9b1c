// The incident methods against the real sandbox: services listed, an incident created (201)
// and read back, a wrong body refused by the server as a ValidationError naming the field.
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../../src/client/errors.js';
import { useSandboxClient } from '../../helpers/client.js';

const { client } = useSandboxClient({ seed: 12 });

describe('incident resources', () => {
  it('lists the status-page services page by page', async () => {
    const all = await client().listStatusPageServices({ limit: 100 });
    expect(all.nextId).toBeNull();
    expect(all.items.length).toBeGreaterThan(2);
    const first = await client().listStatusPageServices({ limit: 2 });
    expect(first.items.map((s) => s.id)).toEqual(all.items.slice(0, 2).map((s) => s.id));
    const next = await client().listStatusPageServices({ limit: 2, nextId: first.nextId as string });
    expect(next.items[0]?.id).toBe(all.items[2]?.id);
  });

  it('creates an incident with its first update and reads it back', async () => {
    const [service] = (await client().listStatusPageServices()).items;
    const created = await client().createIncident({
      name: 'Payments slow',
      severity: 'CRITICAL',
      services: [{ id: service?.id as string }],
      incidentUpdates: [{ description: 'Looking into it.', status: 'IDENTIFIED', notifySubscribers: true }],
    });
    expect(created).toMatchObject({ name: 'Payments slow', severity: 'CRITICAL', lastUpdateStatus: 'IDENTIFIED' });
    expect(created.services.map((s) => s.name)).toEqual([service?.name]);
    expect(created.incidentUpdates[0]).toMatchObject({ description: 'Looking into it.', notifySubscribers: true });
    expect((await client().getIncident(created.id)).id).toBe(created.id);
    expect((await client().listIncidents({ limit: 1 })).items[0]?.id).toBe(created.id);
  });

  it('surfaces the 400 of a body the server refuses', async () => {
    const error = await client()
      .createIncident({
        name: 'x',
        severity: 'MINOR',
        services: [{ id: '00000000-0000-4000-8000-000000000000' }],
        incidentUpdates: [{ description: 'y' }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as Error).message).toContain('not a service of this status page');
  });
});

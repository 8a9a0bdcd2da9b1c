// POST /v1/status-pages/incidents and GET /v1/status-pages/services: a new incident with its
// first update, resolved by a RESOLVED update, kept in the state file, refused when wrong.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../src/sandbox/index.js';
import { useSandbox } from '../../helpers/sandbox.js';
import { UNKNOWN_GUID, api } from '../support.js';

const sandbox = useSandbox({ seed: 27 });
const dir = mkdtempSync(join(tmpdir(), 'vigil-incidents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function serviceIds(sb: ReturnType<typeof sandbox>): Promise<string[]> {
  const res = await api(sb, '/v1/status-pages/services?limit=100');
  return res.body.entries.map((s: { id: string }) => s.id);
}

function newIncident(services: string[], extra: Record<string, unknown> = {}) {
  return {
    name: 'Checkout fails in eu-west-1',
    severity: 'MAJOR',
    services: services.map((id) => ({ id })),
    incidentUpdates: [{ description: 'We are looking into failed payments.', notifySubscribers: true }],
    ...extra,
  };
}

describe('status-page services', () => {
  it('lists the services as a cursor list, paged by nextId', async () => {
    const sb = sandbox();
    const all = await api(sb, '/v1/status-pages/services?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.nextId).toBeNull();
    expect(all.body.length).toBe(all.body.entries.length);
    expect(all.body.entries.length).toBeGreaterThan(2);
    expect(all.body.entries[0]).toEqual({
      id: expect.stringMatching(GUID),
      name: expect.any(String),
      accountId: sb.accountId,
      created_at: expect.any(String),
      updated_at: null,
    });
    const first = await api(sb, '/v1/status-pages/services?limit=2');
    expect(first.body.entries).toHaveLength(2);
    const second = await api(sb, `/v1/status-pages/services?limit=2&nextId=${first.body.nextId}`);
    expect(second.body.entries[0].id).toBe(all.body.entries[2].id);
    expect((await api(sb, '/v1/status-pages/services?limit=0')).status).toBe(400);
  });
});

describe('POST /v1/status-pages/incidents', () => {
  it('answers 201 with the incident and its first update, listed first from then on', async () => {
    const sb = sandbox();
    const [a, b] = await serviceIds(sb);
    const posted = await api(sb, '/v1/status-pages/incidents', {
      method: 'POST',
      body: newIncident([a as string, b as string]),
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toEqual(
      expect.objectContaining({
        id: expect.stringMatching(GUID),
        name: 'Checkout fails in eu-west-1',
        severity: 'MAJOR',
        lastUpdateStatus: 'INVESTIGATING',
        duration: null,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
    expect(posted.body.services.map((s: { id: string }) => s.id)).toEqual([a, b]);
    expect(posted.body.incidentUpdates).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(GUID),
        description: 'We are looking into failed payments.',
        status: 'INVESTIGATING',
        notifySubscribers: true,
      }),
    ]);
    const listed = await api(sb, '/v1/status-pages/incidents?limit=1');
    expect(listed.body.entries[0].id).toBe(posted.body.id);
    expect((await api(sb, `/v1/status-pages/incidents/${posted.body.id}`)).body).toEqual(posted.body);
  });

  it('resolves by a RESOLVED update: the status and the duration change', async () => {
    const sb = sandbox();
    const [a] = await serviceIds(sb);
    const posted = await api(sb, '/v1/status-pages/incidents', {
      method: 'POST',
      body: newIncident([a as string], {
        incidentUpdates: [
          { description: 'Down.', status: 'IDENTIFIED', publicIncidentUpdateDate: '2024-05-01T12:00:00Z' },
        ],
      }),
    });
    expect(posted.body.lastUpdateStatus).toBe('IDENTIFIED');
    const path = `/v1/status-pages/incidents/${posted.body.id}`;
    const resolved = await api(sb, `${path}/incident-updates`, {
      method: 'POST',
      body: { description: 'Fixed.', status: 'RESOLVED', publicIncidentUpdateDate: '2024-05-01T12:30:00Z' },
    });
    expect(resolved.status).toBe(200);
    const after = (await api(sb, path)).body;
    expect(after.lastUpdateStatus).toBe('RESOLVED');
    expect(after.duration).toBe(1800);
    expect(after.incidentUpdates.map((u: { status: string }) => u.status)).toEqual(['RESOLVED', 'IDENTIFIED']);
  });

  it.each([
    [{ name: '' }, 'Field "name" must not be empty.'],
    [{ name: 'x'.repeat(256) }, 'Field "name" must be at most 255 characters.'],
    [{ name: undefined }, 'Field "name" is required.'],
    [{ severity: 'HIGH' }, 'Field "severity" must be one of CRITICAL, MAJOR, MEDIUM, MINOR.'],
    [{ services: [] }, 'Field "services" must name at least one status-page service.'],
    [{ services: [{ id: 'nope' }] }, 'Field "services[0].id" must be a GUID (8-4-4-4-12 hex digits).'],
    [{ incidentUpdates: [] }, 'Field "incidentUpdates" must hold exactly one update: the first.'],
    [
      { incidentUpdates: [{ description: 'a' }, { description: 'b' }] },
      'Field "incidentUpdates" must hold exactly one update: the first.',
    ],
    [{ incidentUpdates: [{ description: ' ' }] }, 'Field "incidentUpdates[0].description" must not be empty.'],
    [{ incidentUpdates: [{ description: 'a', status: 'DOWN' }] }, 'Field "incidentUpdates[0].status" must be one of'],
    [{ extra: 1 }, 'Field "extra" is not allowed.'],
  ])('refuses %j with 400 and one sentence, creating nothing', async (change, message) => {
    const sb = sandbox();
    const [a] = await serviceIds(sb);
    const before = (await api(sb, '/v1/status-pages/incidents?limit=1')).body.entries[0].id;
    const res = await api(sb, '/v1/status-pages/incidents', {
      method: 'POST',
      body: newIncident([a as string], change),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining(message) });
    expect((await api(sb, '/v1/status-pages/incidents?limit=1')).body.entries[0].id).toBe(before);
  });

  it('refuses a service that is not on the status page, naming it and the list to read', async () => {
    const res = await api(sandbox(), '/v1/status-pages/incidents', {
      method: 'POST',
      body: newIncident([UNKNOWN_GUID]),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(UNKNOWN_GUID);
    expect(res.body.message).toContain('GET /v1/status-pages/services');
  });

  it('answers 403 to the read-only key and 429 past the rate limit, creating nothing', async () => {
    const sb = await startSandbox({ seed: 27, rateLimit: { limit: 3, windowMs: 60_000 } });
    try {
      const [a] = await serviceIds(sb);
      const ro = await api(sb, '/v1/status-pages/incidents', {
        method: 'POST',
        key: 'readOnly',
        body: newIncident([a as string]),
      });
      expect(ro.status).toBe(403);
      const results = [];
      for (let i = 0; i < 3; i++) {
        results.push(await api(sb, '/v1/status-pages/incidents', { method: 'POST', body: newIncident([a as string]) }));
      }
      expect(results.map((r) => r.status)).toEqual([201, 201, 429]);
      expect(results[2]?.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(results[2]?.body).toEqual(expect.objectContaining({ statusCode: 429, error: 'Too Many Requests' }));
    } finally {
      await sb.close();
    }
  });

  it('keeps created incidents and their later updates across a restart, each once', async () => {
    const stateFile = join(dir, 'state.json');
    const first = await startSandbox({ seed: 27, stateFile });
    let id: string;
    try {
      const [a] = await serviceIds(first);
      id = (await api(first, '/v1/status-pages/incidents', { method: 'POST', body: newIncident([a as string]) })).body
        .id;
      await api(first, `/v1/status-pages/incidents/${id}/incident-updates`, {
        method: 'POST',
        body: { description: 'Fixed.', status: 'RESOLVED' },
      });
    } finally {
      await first.close();
    }
    const second = await startSandbox({ seed: 27, stateFile });
    try {
      const incident = (await api(second, `/v1/status-pages/incidents/${id}`)).body;
      expect(incident.lastUpdateStatus).toBe('RESOLVED');
      expect(incident.incidentUpdates.map((u: { status: string }) => u.status)).toEqual(['RESOLVED', 'INVESTIGATING']);
      expect((await api(second, '/v1/status-pages/incidents?limit=1')).body.entries[0].id).toBe(id);
    } finally {
      await second.close();
    }
  });
});

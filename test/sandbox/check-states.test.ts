// Making a check change status in the sandbox (issue 15): the sandbox-only endpoint, the
// in-process setCheckStatus and `flap`; /v1/check-statuses and /v1/checks?status= agree.
import { describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { useSandbox } from '../helpers/sandbox.js';
import { UNKNOWN_GUID, api } from './support.js';

interface Status {
  checkId: string;
  hasFailures: boolean;
  hasErrors: boolean;
  isDegraded: boolean;
}

const stateOf = (s: Status) => (s.hasFailures || s.hasErrors ? 'failing' : s.isDegraded ? 'degraded' : 'passing');

async function statusOf(sb: RunningSandbox, checkId: string): Promise<string> {
  const all = (await api<Status[]>(sb, '/v1/check-statuses')).body;
  return stateOf(all.find((s) => s.checkId === checkId)!);
}

async function listedAs(sb: RunningSandbox, checkId: string): Promise<string[]> {
  const found: string[] = [];
  for (const state of ['failing', 'degraded', 'passing']) {
    const ids = (await api(sb, `/v1/checks?status=${state}&limit=100`)).body.map(
      (c: { id: string }) => c.id,
    ) as string[];
    if (ids.includes(checkId)) found.push(state);
  }
  return found;
}

const sandbox = useSandbox({ seed: 151, checks: 80, sessions: 10 });

describe('POST /sandbox/checks/{id}/status', () => {
  it('turns a passing check failing, degraded and passing again, everywhere at once', async () => {
    const sb = sandbox();
    const statuses = (await api<Status[]>(sb, '/v1/check-statuses')).body;
    const id = statuses.find((s) => stateOf(s) === 'passing')!.checkId;
    expect(await listedAs(sb, id)).toEqual(['passing']);
    for (const state of ['failing', 'degraded', 'passing'] as const) {
      const res = await api(sb, `/sandbox/checks/${id}/status`, { method: 'POST', body: { status: state } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        expect.objectContaining({
          checkId: id,
          hasFailures: state === 'failing',
          hasErrors: false,
          isDegraded: state === 'degraded',
        }),
      );
      expect(await statusOf(sb, id)).toBe(state);
      expect(await listedAs(sb, id)).toEqual([state]);
    }
  });

  it('refuses what it cannot do, in the error body shape', async () => {
    const sb = sandbox();
    const id = sb.fixtures.failingCheckId;
    const post = (path: string, body: unknown, key?: 'readOnly' | 'none') =>
      api(sb, path, { method: 'POST', body, ...(key ? { key } : {}) });
    expect((await post(`/sandbox/checks/${id}/status`, { status: 'broken' })).body.message).toMatch(
      /^Field "status" must be one of passing, failing, degraded\.$/,
    );
    expect((await post(`/sandbox/checks/${id}/status`, {})).body.message).toMatch(/^Field "status" must be one of/);
    expect((await post(`/sandbox/checks/${id}/status`, ['failing'])).body.message).toMatch(/must be a JSON object/);
    expect((await post(`/sandbox/checks/${UNKNOWN_GUID}/status`, { status: 'failing' })).status).toBe(404);
    expect((await post('/sandbox/checks/nope/status', { status: 'failing' })).status).toBe(400);
    expect((await post(`/sandbox/checks/${id}/status`, { status: 'passing' }, 'readOnly')).status).toBe(403);
    expect((await post(`/sandbox/checks/${id}/status`, { status: 'passing' }, 'none')).status).toBe(401);
    expect((await api(sb, `/sandbox/checks/${id}/status`)).status).toBe(405);
    // none of it changed the check
    expect(await statusOf(sb, id)).toBe('failing');
  });
});

describe('RunningSandbox.setCheckStatus, for in-process tests', () => {
  it('changes what both endpoints report, and throws for an unknown check', async () => {
    const sb = sandbox();
    const id = sb.fixtures.escapeCheckId;
    expect(sb.setCheckStatus(id, 'failing')).toEqual(expect.objectContaining({ checkId: id, hasFailures: true }));
    expect(await statusOf(sb, id)).toBe('failing');
    expect(await listedAs(sb, id)).toEqual(['failing']);
    sb.setCheckStatus(id, 'passing');
    expect(await listedAs(sb, id)).toEqual(['passing']);
    expect(() => sb.setCheckStatus(UNKNOWN_GUID, 'failing')).toThrow(/no check/);
  });
});

describe('flap', () => {
  it('flips checks on its own between failing and passing', async () => {
    const sb = await startSandbox({ seed: 152, checks: 40, sessions: 10, flap: { count: 2, everyMs: 50 } });
    try {
      const snapshot = async () => (await api<Status[]>(sb, '/v1/check-statuses')).body.map(stateOf);
      const first = await snapshot();
      let later = first;
      for (let i = 0; i < 400 && later.join() === first.join(); i++) {
        await new Promise((r) => setTimeout(r, 25));
        later = await snapshot();
      }
      const changed = first.map((state, i) => [state, later[i]] as const).filter(([a, b]) => a !== b);
      expect(changed.length).toBeGreaterThan(0);
      // a flapping check goes to failing, or recovers from it: never degraded
      for (const [from, to] of changed) expect([from, to]).toContain('failing');
      for (const [, to] of changed) expect(to).not.toBe('degraded');
    } finally {
      await sb.close();
    }
  });
});

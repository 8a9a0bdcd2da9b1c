// --state FILE: changes survive a restart; a broken file is refused with a clear message.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.js';
import { api } from './support.js';

const dir = mkdtempSync(join(tmpdir(), 'vigil-sandbox-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sandbox state file', () => {
  it('keeps paused checks, posted updates and removed members across restarts', async () => {
    const stateFile = join(dir, 'state.json');
    const first = await startSandbox({ seed: 81, stateFile });
    const { escapeCheckId, incidentId, removableUserId } = first.fixtures;
    let updateId: string;
    try {
      expect(
        (await api(first, `/v1/checks/${escapeCheckId}`, { method: 'PUT', body: { activated: false, muted: true } }))
          .status,
      ).toBe(200);
      const posted = await api(first, `/v1/status-pages/incidents/${incidentId}/incident-updates`, {
        method: 'POST',
        body: { description: 'Persisted update', status: 'IDENTIFIED' },
      });
      updateId = posted.body.id;
      expect(
        (await api(first, `/v1/accounts/${first.accountId}/members/${removableUserId}`, { method: 'DELETE' })).status,
      ).toBe(204);
    } finally {
      await first.close();
    }
    expect(JSON.parse(readFileSync(stateFile, 'utf8')).version).toBe(1);

    const second = await startSandbox({ seed: 81, stateFile });
    try {
      const check = await api(second, `/v1/checks/${escapeCheckId}`);
      expect(check.body).toEqual(expect.objectContaining({ activated: false, muted: true }));
      const listed = (await api(second, '/v1/checks?limit=100')).body.find(
        (c: { id: string }) => c.id === escapeCheckId,
      );
      expect(listed.activated).toBe(false);
      const updates = await api(second, `/v1/status-pages/incidents/${incidentId}/incident-updates`);
      expect(updates.body[0]).toEqual(
        expect.objectContaining({ id: updateId, description: 'Persisted update', status: 'IDENTIFIED' }),
      );
      expect((await api(second, `/v1/status-pages/incidents/${incidentId}`)).body.lastUpdateStatus).toBe('IDENTIFIED');
      const members = await api(second, `/v1/accounts/${second.accountId}/members`);
      expect(members.body.members.map((m: { userId: string }) => m.userId)).not.toContain(removableUserId);
    } finally {
      await second.close();
    }

    // without the state file the same seed starts fresh
    const fresh = await startSandbox({ seed: 81 });
    try {
      expect((await api(fresh, `/v1/checks/${escapeCheckId}`)).body.muted).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('starts from a state file that does not exist yet, writing it on the first change', async () => {
    const stateFile = join(dir, 'new.json');
    const sb = await startSandbox({ seed: 82, stateFile });
    try {
      await api(sb, `/v1/checks/${sb.fixtures.pausedCheckId}`, { method: 'PUT', body: { activated: true } });
      expect(JSON.parse(readFileSync(stateFile, 'utf8')).checks[sb.fixtures.pausedCheckId]).toEqual({
        activated: true,
      });
    } finally {
      await sb.close();
    }
  });

  it('refuses a state file that is not one, naming it', async () => {
    const stateFile = join(dir, 'broken.json');
    writeFileSync(stateFile, '{ not json');
    await expect(startSandbox({ seed: 83, stateFile })).rejects.toThrow(/broken\.json.*not usable/);
    writeFileSync(stateFile, '{"version": 7}');
    await expect(startSandbox({ seed: 83, stateFile })).rejects.toThrow(
      /"version" must be 1 \(a vigil sandbox state file\)/,
    );
    // parses, but with wrong inner types: refused naming the field, never served, never a raw TypeError
    const checkId = '00000000-0000-4000-8000-000000000001';
    writeFileSync(stateFile, JSON.stringify({ version: 1, checks: { [checkId]: { name: 123 } } }));
    await expect(startSandbox({ seed: 83, stateFile })).rejects.toThrow(
      `field "checks.${checkId}.name" must be a string`,
    );
    writeFileSync(stateFile, JSON.stringify({ version: 1, removedMembers: 5 }));
    await expect(startSandbox({ seed: 83, stateFile })).rejects.toThrow(
      /broken\.json is not usable: field "removedMembers" must be an array; fix it or pass another --state file$/,
    );
  });

  it('applies a change only once it is saved: a failed save answers 500 and changes nothing', async () => {
    const sub = join(dir, 'failing');
    mkdirSync(sub);
    const stateFile = join(sub, 'state.json');
    const sb = await startSandbox({ seed: 84, stateFile });
    const { pausedCheckId, incidentId, removableUserId } = sb.fixtures;
    try {
      // a non-empty directory where the file goes: every rename over it fails
      mkdirSync(stateFile);
      writeFileSync(join(stateFile, 'in-the-way'), '');
      const put = await api(sb, `/v1/checks/${pausedCheckId}`, {
        method: 'PUT',
        body: { name: 'Renamed while the disk refuses' },
      });
      expect(put.status).toBe(500);
      expect(put.body.message).toMatch(/could not save its state file.*nothing was changed/);
      const post = await api(sb, `/v1/status-pages/incidents/${incidentId}/incident-updates`, {
        method: 'POST',
        body: { description: 'Not saved', status: 'RESOLVED' },
      });
      expect(post.status).toBe(500);
      const del = await api(sb, `/v1/accounts/${sb.accountId}/members/${removableUserId}`, { method: 'DELETE' });
      expect(del.status).toBe(500);

      expect((await api(sb, `/v1/checks/${pausedCheckId}`)).body.name).not.toBe('Renamed while the disk refuses');
      const statuses = (await api(sb, '/v1/check-statuses')).body as Array<{ checkId: string; name: string }>;
      expect(statuses.find((s) => s.checkId === pausedCheckId)?.name).not.toBe('Renamed while the disk refuses');
      const updates = (await api(sb, `/v1/status-pages/incidents/${incidentId}/incident-updates`)).body as Array<{
        description: string;
      }>;
      expect(updates.map((u) => u.description)).not.toContain('Not saved');
      expect((await api(sb, `/v1/status-pages/incidents/${incidentId}`)).body.lastUpdateStatus).toBe('INVESTIGATING');
      const members = (await api(sb, `/v1/accounts/${sb.accountId}/members`)).body.members as Array<{ userId: string }>;
      expect(members.map((m) => m.userId)).toContain(removableUserId);
      // and no temporary is left behind by the failed saves
      expect(readdirSync(sub).sort()).toEqual(['state.json']);

      // once the way is clear, the same change is saved and applied
      rmSync(stateFile, { recursive: true });
      expect(
        (await api(sb, `/v1/accounts/${sb.accountId}/members/${removableUserId}`, { method: 'DELETE' })).status,
      ).toBe(204);
      expect(JSON.parse(readFileSync(stateFile, 'utf8')).removedMembers).toEqual([removableUserId]);
    } finally {
      await sb.close();
    }
  });
});

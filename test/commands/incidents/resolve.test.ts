// `vigil incidents resolve` through the built program against the sandbox.
import { describe, expect, it } from 'vitest';
import { clientFor } from '../../helpers/client.js';
import { ok, usageError, useSandboxBinary } from '../../helpers/sandbox-cli.js';

const { sandbox, vigil } = useSandboxBinary({ seed: 128 });

describe('vigil incidents resolve', () => {
  it('posts the RESOLVED update with the default text; the incident is resolved', async () => {
    const id = sandbox().fixtures.incidentId;
    const r = await vigil(['incidents', 'resolve', id]);
    const out = ok(r);
    expect(out).toContain(`Resolved incident ${id}.`);
    expect(out).toMatch(/^status\s+RESOLVED$/m);
    expect(out).toMatch(/^notify\s+no$/m);
    expect(r.sent).toBe(1);
    const client = clientFor(sandbox());
    try {
      const incident = await client.getIncident(id);
      expect(incident.lastUpdateStatus).toBe('RESOLVED');
      expect(incident.incidentUpdates[0]).toMatchObject({ description: 'This incident has been resolved.' });
    } finally {
      await client.close();
    }
  });

  it('-d and --notify go into the update; -o json prints it as stored (code cache on)', async () => {
    const id = sandbox().fixtures.resolvedIncidentId;
    const r = await vigil(['incidents', 'resolve', id, '-d', 'Post-mortem is out.', '--notify', '-o', 'json'], {
      cache: true,
    });
    expect(JSON.parse(ok(r))).toMatchObject({
      description: 'Post-mortem is out.',
      status: 'RESOLVED',
      notifySubscribers: true,
    });
  });

  it.each([
    ['no ID', [], /needs the incident ID/],
    ['an ID that is not a GUID', ['inc-1'], /incident ID must be a GUID/],
    ['two IDs', ['ID', 'ID'], /takes one incident ID/],
    ['an empty description', ['ID', '-d', '  '], /--description needs a value, not an empty string/],
    ['an unknown output', ['ID', '-o', 'md'], /--output must be one of text, json/],
    ['a status', ['ID', '-s', 'monitoring'], /unknown option -s/],
  ])('refuses %s with exit 2, one sentence and nothing sent', async (_what, args, message) => {
    const argv = args.map((a) => (a === 'ID' ? sandbox().fixtures.incidentId : a));
    usageError(await vigil(['incidents', 'resolve', ...argv]), message);
  });

  it('an unknown incident: the 404 in one line naming the list, exit 1', async () => {
    const r = await vigil(['incidents', 'resolve', '00000000-0000-4000-8000-000000000000']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('vigil incidents list');
  });

  it('--read-only refuses before sending', async () => {
    const r = await vigil(['--read-only', 'incidents', 'resolve', sandbox().fixtures.incidentId]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/read-only mode: POST .* was not sent/i);
    expect(r.sent).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { runCli } from '../../helpers/run-cli.js';
import { clientFor } from '../../helpers/client.js';
import { useSandbox } from '../../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 11 });

const env = (key: 'write' | 'readOnly' = 'write') => {
  const s = sandbox();
  return {
    VIGIL_API_KEY: key === 'write' ? s.apiKey : s.readOnlyApiKey,
    VIGIL_ACCOUNT_ID: s.accountId,
    VIGIL_BASE_URL: s.baseUrl,
  };
};
const posts = () => sandbox().requests.filter((r) => r.method === 'POST');
const updatesPath = (id: string) => `/v1/status-pages/incidents/${id}/incident-updates`;

describe('vigil incident-update', () => {
  it('posts the update and prints the stored id, status and date; the server has it', async () => {
    const id = sandbox().fixtures.incidentId;
    const r = await runCli(
      [
        'incident-update',
        id,
        '--description',
        'Fix deployed, watching error rates',
        '--status',
        'monitoring',
        '--date',
        '2025-01-02T03:04:05Z',
        '--notify',
      ],
      {
        env: env(),
      },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Posted an update to incident ${id}.`);
    const storedId = /^id\s+(\S+)$/m.exec(r.stdout)?.[1];
    expect(storedId).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.stdout).toMatch(/^status\s+MONITORING$/m);
    expect(r.stdout).toMatch(/^date\s+2025-01-02T03:04:05Z$/m);
    expect(r.stdout).toMatch(/^notify\s+yes$/m);

    const client = clientFor(sandbox());
    try {
      const updates = await client.listIncidentUpdates(id);
      const mine = updates.find((u) => u.id === storedId);
      expect(mine).toMatchObject({
        description: 'Fix deployed, watching error rates',
        status: 'MONITORING',
        notifySubscribers: true,
      });
      expect((await client.getIncident(id)).lastUpdateStatus).toBe('MONITORING');
    } finally {
      await client.close();
    }
  });

  it('-o json prints the stored update as JSON; status and notify are optional', async () => {
    const id = sandbox().fixtures.resolvedIncidentId;
    const r = await runCli(['incident-update', id, '-d', 'Post-mortem published', '-o', 'json'], { env: env() });
    expect(r.code).toBe(0);
    const stored = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(stored).toMatchObject({ description: 'Post-mortem published', notifySubscribers: false });
    expect(stored.status).toBeUndefined();
    expect(typeof stored.id).toBe('string');
    expect(typeof stored.publicIncidentUpdateDate).toBe('string');
  });

  const refusals: Array<[string, string[], RegExp]> = [
    ['no incident ID', ['--description', 'x'], /give the incident ID/],
    ['an incident ID that is not a GUID', ['incident-42', '--description', 'x'], /incident ID must be a GUID/],
    ['no description', ['ID'], /--description is required/],
    ['an empty description', ['ID', '--description', '   '], /--description needs a value, not an empty string/],
    [
      'an unknown status',
      ['ID', '-d', 'x', '--status', 'fixed'],
      /--status must be one of investigating, identified, monitoring, resolved/,
    ],
    [
      'a date without a zone',
      ['ID', '-d', 'x', '--date', '2025-01-02T03:04:05'],
      /--date must be an ISO 8601 date-time/,
    ],
    ['a date that is not a date', ['ID', '-d', 'x', '--date', 'yesterday'], /--date must be an ISO 8601 date-time/],
    ['an unknown output', ['ID', '-d', 'x', '-o', 'yaml'], /--output must be one of text, json/],
    ['an unknown option', ['ID', '-d', 'x', '--severity', 'MAJOR'], /unknown option --severity/],
    ['two IDs', ['ID', 'ID', '-d', 'x'], /takes one incident ID/],
  ];
  it.each(refusals)('refuses %s with exit 2 and sends nothing', async (_what, args, message) => {
    const before = sandbox().requests.length;
    const argv = args.map((a) => (a === 'ID' ? sandbox().fixtures.incidentId : a));
    const r = await runCli(['incident-update', ...argv], { env: env() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
    expect(sandbox().requests.length).toBe(before);
  });

  it('an unknown incident: 404 in one line that says how to find the ID, exit 1', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const r = await runCli(['incident-update', unknown, '-d', 'x'], { env: env() });
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('404');
    expect(r.stderr).toContain('vigil api /v1/status-pages/incidents');
    expect(posts().filter((p) => p.path === updatesPath(unknown))).toHaveLength(1);
  });

  it("the read-only key: the server's 403 in one line, exit 1, sent once", async () => {
    const id = sandbox().fixtures.incidentId;
    const before = posts().length;
    const r = await runCli(['incident-update', id, '-d', 'from a read-only key'], { env: env('readOnly') });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/403 Forbidden: This API key is read-only/);
    expect(r.stderr).not.toContain(sandbox().readOnlyApiKey);
    expect(posts().length).toBe(before + 1);
  });

  it('--read-only refuses before sending', async () => {
    const before = sandbox().requests.length;
    const r = await runCli(['--read-only', 'incident-update', sandbox().fixtures.incidentId, '-d', 'x'], {
      env: env(),
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/read-only mode: POST .* was not sent/i);
    expect(sandbox().requests.length).toBe(before);
  });

  it('not logged in: says how to log in, sends nothing', async () => {
    const before = sandbox().requests.length;
    const r = await runCli(['incident-update', sandbox().fixtures.incidentId, '-d', 'x']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/vigil login/);
    expect(sandbox().requests.length).toBe(before);
  });
});

describe('vigil incident-update, refused by the server', () => {
  const limited = useSandbox({ seed: 12, rateLimit: { limit: 1, windowMs: 60_000 } });

  it('a bad key: 401 in one line that says to log in again', async () => {
    const s = limited();
    const r = await runCli(['incident-update', s.fixtures.incidentId, '-d', 'x'], {
      env: { VIGIL_API_KEY: 'not-a-key-at-all', VIGIL_ACCOUNT_ID: s.accountId, VIGIL_BASE_URL: s.baseUrl },
    });
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/401 .*vigil login/);
    expect(r.stderr).not.toContain('not-a-key-at-all');
  });

  it('rate limited: 429 at once (a POST is not retried) with when to try again', async () => {
    const s = limited();
    const env = { VIGIL_API_KEY: s.apiKey, VIGIL_ACCOUNT_ID: s.accountId, VIGIL_BASE_URL: s.baseUrl };
    const before = s.requests.filter((r) => r.method === 'POST').length;
    const first = await runCli(['incident-update', s.fixtures.incidentId, '-d', 'first'], { env });
    expect(first.code).toBe(0);
    const second = await runCli(['incident-update', s.fixtures.incidentId, '-d', 'second'], { env });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/429 Too Many Requests.*retry in \d+s/i);
    expect(s.requests.filter((r) => r.method === 'POST')).toHaveLength(before + 2);
  });
});

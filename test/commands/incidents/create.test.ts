// `vigil incidents create` through the built program against the sandbox: the incident is
// opened and readable, bad input is refused before anything is sent, a timeout sends one POST
// and says which read shows whether it was opened.
import { describe, expect, it } from 'vitest';
import { startMisbehavingServer } from '../../faults/misbehaving-server.js';
import { clientFor } from '../../helpers/client.js';
import { runBinary } from '../../helpers/run-cli.js';
import { ok, usageError, useSandboxBinary } from '../../helpers/sandbox-cli.js';

const { sandbox, vigil } = useSandboxBinary({ seed: 127 });
const INCIDENTS = '/v1/status-pages/incidents';

async function services(): Promise<Array<{ id: string; name: string }>> {
  const client = clientFor(sandbox());
  try {
    return (await client.listStatusPageServices({ limit: 100 })).items;
  } finally {
    await client.close();
  }
}

describe('vigil incidents create', () => {
  it.each([false, true])('opens the incident and prints it (code cache %s); the server has it', async (cache) => {
    const [a, b] = await services();
    const r = await vigil(
      [
        'incidents',
        'create',
        '--name',
        'Checkout errors',
        '--severity',
        'major',
        '--service',
        a!.id,
        '--service',
        b!.id,
        '-d',
        'We are looking into failed payments.',
        '--notify',
      ],
      { cache },
    );
    const out = ok(r);
    const id = /^Opened incident (\S+)\.$/m.exec(out)?.[1] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(out).toMatch(/^severity\s+MAJOR$/m);
    expect(out).toMatch(/^status\s+INVESTIGATING$/m);
    expect(out).toContain(`${a!.name}, ${b!.name}`);
    expect(out).toMatch(/^notify\s+yes$/m);
    expect(r.sent).toBe(1);
    const client = clientFor(sandbox());
    try {
      const stored = await client.getIncident(id);
      expect(stored).toMatchObject({ name: 'Checkout errors', severity: 'MAJOR', lastUpdateStatus: 'INVESTIGATING' });
      expect(stored.incidentUpdates[0]).toMatchObject({
        description: 'We are looking into failed payments.',
        notifySubscribers: true,
      });
    } finally {
      await client.close();
    }
  });

  it('-s sets the first status; -o json prints the incident as the server sent it', async () => {
    const [a] = await services();
    const r = await vigil([
      'incidents',
      'create',
      '--name',
      'Search slow',
      '--severity',
      'MINOR',
      '--service',
      a!.id,
      '-d',
      'Cause found.',
      '-s',
      'identified',
      '-o',
      'json',
    ]);
    const incident = JSON.parse(ok(r)) as {
      lastUpdateStatus: string;
      incidentUpdates: Array<{ notifySubscribers: boolean }>;
    };
    expect(incident.lastUpdateStatus).toBe('IDENTIFIED');
    expect(incident.incidentUpdates[0]?.notifySubscribers).toBe(false);
  });

  const S = '11111111-1111-4111-8111-111111111111';
  const base = ['--name', 'N', '--severity', 'major', '--service', S, '-d', 'x'];
  const without = (option: string) => {
    const i = base.indexOf(option);
    return [...base.slice(0, i), ...base.slice(i + 2)];
  };
  it.each([
    ['no name', without('--name'), /--name is required/],
    ['an empty name', ['--name', '  ', ...without('--name')], /--name needs a value, not an empty string/],
    ['a name of 256 characters', ['--name', 'n'.repeat(256), ...without('--name')], /--name must be at most 255/],
    ['no severity', without('--severity'), /--severity is required: one of critical, major, medium, minor/],
    ['an unknown severity', [...without('--severity'), '--severity', 'high'], /--severity must be one of critical/],
    ['no service', without('--service'), /give at least one --service, by name or ID/],
    ['no description', without('-d'), /--description is required/],
    ['an empty description', [...without('-d'), '-d', ' '], /--description needs a value, not an empty string/],
    ['an unknown status', [...base, '-s', 'fixed'], /--status must be one of investigating, identified/],
    ['an unknown output', [...base, '-o', 'yaml'], /--output must be one of text, json/],
    ['an argument', [...base, 'extra'], /takes no arguments/],
    ['an unknown option', [...base, '--date', 'now'], /unknown option --date/],
  ])('refuses %s with exit 2, one sentence and nothing sent', async (_what, args, message) => {
    usageError(await vigil(['incidents', 'create', ...args]), message);
  });

  it('--service takes a name too (letter case aside): one read of the services, then the POST', async () => {
    const [a, b] = await services();
    const r = await vigil([
      'incidents',
      'create',
      '--name',
      'Named services',
      '--severity',
      'minor',
      '--service',
      ` ${a!.name.toUpperCase()} `,
      '--service',
      b!.id,
      '--service',
      b!.name,
      '-d',
      'x',
    ]);
    expect(ok(r)).toContain(`services  ${a!.name}, ${b!.name}\n`);
    const sent = sandbox().requests.slice(-r.sent);
    expect(sent.map((q) => `${q.method} ${q.path}`)).toEqual(['GET /v1/status-pages/services', `POST ${INCIDENTS}`]);
  });

  it('a service name the status page does not have: exit 2, the names it has, no POST', async () => {
    const names = (await services()).map((s) => s.name);
    const r = await vigil(['incidents', 'create', ...without('--service'), '--service', 'Nowhere']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`--service "Nowhere" is no service of the status page: use one of ${names[0]}, `);
    expect(r.stderr).toContain('or give a service ID');
    expect(
      sandbox()
        .requests.slice(-r.sent)
        .map((q) => q.method),
    ).toEqual(['GET']);
  });

  it('a service the status page does not have: the 400 in one line, exit 1, nothing opened', async () => {
    const r = await vigil(['incidents', 'create', ...base]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('not a service of this status page');
  });

  it('the API key pasted into the name or the text: exit 2, not sent, the key in no output', async () => {
    const [a] = await services();
    for (const args of [
      ['--name', `down ${sandbox().apiKey}`, '-d', 'x'],
      ['--name', 'N', '-d', `see ${sandbox().apiKey}`],
    ]) {
      const r = await vigil(['incidents', 'create', '--severity', 'minor', '--service', a!.id, ...args]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^vigil: POST \/v1\/status-pages\/incidents holds the API key and was not sent: take/);
      expect(`${r.stdout}${r.stderr}`).not.toContain(sandbox().apiKey);
      expect(r.sent).toBe(0);
    }
  });

  it('--read-only refuses before sending', async () => {
    const r = await vigil(['--read-only', 'incidents', 'create', ...base]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/read-only mode: POST .* was not sent/i);
    expect(r.sent).toBe(0);
  });

  it('a timeout sends one POST, is not retried, and names the read that shows whether it was opened', async () => {
    // A server that takes the request and never answers: the sandbox cannot hold a POST it has read.
    const stalled = await startMisbehavingServer({ behaviour: 'stall' });
    try {
      const [a] = await services();
      const r = await runBinary(
        ['incidents', 'create', '--name', 'N', '--severity', 'minor', '--service', a!.id, '-d', 'x'],
        {
          env: {
            VIGIL_API_KEY: sandbox().apiKey,
            VIGIL_ACCOUNT_ID: sandbox().accountId,
            VIGIL_BASE_URL: stalled.baseUrl,
            VIGIL_TIMEOUT_MS: '300',
            VIGIL_CODE_CACHE: 'off',
          },
        },
      );
      expect(r.code).toBe(1);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/may or may not have done it, so do not send it again before checking/);
      expect(r.stderr).toContain(`vigil api ${INCIDENTS}`);
      expect(r.stderr).not.toMatch(/try again|retry/i);
      expect(stalled.count('POST')).toBe(1);
      expect(stalled.count()).toBe(1);
    } finally {
      await stalled.close();
    }
  });
});

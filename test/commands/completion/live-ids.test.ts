// `vigil __complete ids KIND` (hidden, for the completion scripts) through the built binary:
// `ID<tab>name` lines from the sandbox in one request, never the key, and on any failure (a
// refused key, no login, an unknown kind, a server that never answers) nothing at all, exit 0.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientFor } from '../../helpers/client.js';
import { tempConfigDir } from '../../helpers/run-cli.js';
import { useSandboxBinary } from '../../helpers/sandbox-cli.js';

const { sandbox, vigil } = useSandboxBinary({ seed: 7 });

/** The run printed nothing at all (stdout and stderr) and exited 0. */
function silent(r: { code: number; stdout: string; stderr: string }): void {
  expect(r).toMatchObject({ code: 0, stdout: '', stderr: '' });
}

describe('vigil __complete ids', () => {
  it.each([
    ['checks', async () => (await clientFor(sandbox()).listCheckSummaries({ limit: 50 })).items],
    ['groups', async () => (await clientFor(sandbox()).listCheckGroups({ limit: 50 })).items],
    ['incidents', async () => (await clientFor(sandbox()).listIncidents({ limit: 50 })).items],
    ['sessions', async () => (await clientFor(sandbox()).listTestSessions({ limit: 50 })).items],
  ] as const)('%s: one ID<tab>name line each, in one request', async (kind, list) => {
    const expected = (await list()).map((item) => String(item.id));
    for (const cache of [false, true]) {
      const r = await vigil(['__complete', 'ids', kind], { cache });
      expect(r.code).toBe(0);
      expect(r.sent).toBe(1);
      const lines = r.stdout.split('\n').filter(Boolean);
      expect(lines.map((l) => l.split('\t')[0])).toEqual(expected);
      expect(lines.every((l) => l.split('\t').length <= 2)).toBe(true);
      expect(r.stdout + r.stderr).not.toContain(sandbox().apiKey);
    }
  });

  it('a refused key: one request, nothing printed, never the key', async () => {
    const r = await vigil(['__complete', 'ids', 'checks'], { env: { VIGIL_API_KEY: 'vigil_wrong_key_1234' } });
    silent(r);
    expect(r.sent).toBe(1);
    expect(r.stderr).not.toContain('vigil_wrong_key_1234');
  });

  it('nobody logged in, an unknown kind, extra words: nothing sent or printed', async () => {
    const env = { VIGIL_API_KEY: '', VIGIL_ACCOUNT_ID: '', VIGIL_BASE_URL: '', VIGIL_CONFIG_DIR: tempConfigDir() };
    for (const [argv, o] of [
      [['__complete', 'ids', 'checks'], { env }],
      [['__complete', 'ids', 'members'], {}],
      [['__complete', 'ids', 'checks', 'more'], {}],
      [['__complete', 'names', 'checks'], {}],
    ] as const) {
      const r = await vigil([...argv], o);
      silent(r);
      expect(r.sent).toBe(0);
    }
  });

  it('a server that never answers: the time limit ends it, with nothing printed', async () => {
    let requests = 0;
    const server = createServer(() => {
      requests++; // never answered
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const r = await vigil(['__complete', 'ids', 'checks'], { env: { VIGIL_BASE_URL: `http://127.0.0.1:${port}` } });
      silent(r);
      expect(requests).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

// Every plain command that talks to the server, against a server that misbehaves: it ends with
// one line on stderr and exit 1 (never a stack trace, never the key), and a write goes out once.
// The in-process runs cover every command and fault; two runs of the built binary show that a
// real process prints the same and exits (no socket or timer keeps it alive).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBinary, runCli, tempConfigDir } from '../helpers/run-cli.js';
import {
  type Misbehaviour,
  type MisbehavingServer,
  startMisbehavingServer,
  startOtherHost,
} from './misbehaving-server.js';
import { ACCOUNT_ID, SECRET_KEY, expectNoSecret, expectOneLineError } from './secret.js';

const INCIDENT = '5d0e6a2f-7c41-4b8e-9f3a-1e2d3c4b5a69';
const SESSION = '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091';
const USER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

// At the default 15 s per attempt a stalled server would take four attempts (over a minute) per
// command: the stall is covered once below with VIGIL_TIMEOUT_MS, and for every request kind
// through the client with a short timeout in client-misbehaving.test.ts.
const FAULTS: Misbehaviour[] = [
  'reset-mid-body',
  'reset-before-answer',
  'truncated-json',
  'html-502',
  'wrong-shape',
  'redirect-other-host',
];

interface CommandCase {
  name: string;
  argv: string[];
  /** Method counted at the server; a write must arrive exactly once. */
  write?: 'POST' | 'DELETE';
  /** `vigil api` is a passthrough: a complete 200 prints as it came, with exit 0. */
  passthrough?: boolean;
  /** A DELETE reads no body: any complete 200 means the member is gone. */
  bodyIgnored?: boolean;
}

const COMMANDS: CommandCase[] = [
  { name: 'api GET', argv: ['api', '/v1/checks'], passthrough: true },
  {
    name: 'api POST',
    argv: ['api', `/v1/status-pages/incidents/${INCIDENT}/incident-updates`, '-F', 'description=Fixed'],
    write: 'POST',
    passthrough: true,
  },
  { name: 'test-sessions list', argv: ['test-sessions', 'list'] },
  { name: 'test-sessions get', argv: ['test-sessions', 'get', SESSION] },
  { name: 'test-sessions get --output json', argv: ['test-sessions', 'get', SESSION, '-o', 'json'] },
  {
    name: 'incident-update',
    argv: ['incident-update', INCIDENT, '--description', 'Failover done', '--status', 'monitoring'],
    write: 'POST',
  },
  { name: 'members remove', argv: ['members', 'remove', USER, '--yes'], write: 'DELETE', bodyIgnored: true },
];

let other: MisbehavingServer;
const servers = new Map<string, MisbehavingServer>();

function envFor(server: MisbehavingServer): Record<string, string> {
  return { VIGIL_BASE_URL: server.baseUrl, VIGIL_API_KEY: SECRET_KEY, VIGIL_ACCOUNT_ID: ACCOUNT_ID };
}

beforeAll(async () => {
  other = await startOtherHost();
  // One server per fault and command, so concurrent runs count their own requests.
  for (const fault of FAULTS) {
    for (const command of [...COMMANDS, { name: 'login' }, { name: 'binary' }]) {
      const server = await startMisbehavingServer({ behaviour: fault });
      server.redirectTarget = other.baseUrl;
      servers.set(`${fault} ${command.name}`, server);
    }
  }
});

afterAll(async () => {
  await Promise.all([...servers.values(), other].map((s) => s.close()));
});

describe.concurrent.each(FAULTS)('%s', (fault) => {
  it.each(COMMANDS)('$name: one line on stderr, exit 1 (or the body as it came, for vigil api)', async (command) => {
    const server = servers.get(`${fault} ${command.name}`)!;
    const result = await runCli(command.argv, { env: envFor(server) });
    const completeAnswer = fault === 'truncated-json' || fault === 'wrong-shape';
    if (command.passthrough && completeAnswer) {
      // A 200 is the server's word: `vigil api` prints exactly what came, for scripts to judge.
      expect(result.code).toBe(0);
      expect(result.stdout.length).toBeGreaterThan(0);
      expectNoSecret([result.stdout, result.stderr]);
    } else if (command.bodyIgnored && completeAnswer) {
      expect(result.code, result.stderr).toBe(0);
    } else {
      expectOneLineError(result);
    }
    if (command.write) expect(server.count(command.write)).toBe(1);
    expect(other.count()).toBe(0);
  });

  it('login: refused, one line, and nothing stored', async () => {
    const server = servers.get(`${fault} login`)!;
    const dir = tempConfigDir();
    try {
      const env = { VIGIL_CONFIG_DIR: dir };
      const result = await runCli(
        ['login', '--api-key', SECRET_KEY, '--account-id', ACCOUNT_ID, '--base-url', server.baseUrl],
        { env },
      );
      expectOneLineError(result);
      expect(server.count('GET')).toBeGreaterThanOrEqual(1);
      expect(existsSync(join(dir, 'config.json'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the sentences', () => {
  it('a proxy HTML page is named, not printed, by a typed command', async () => {
    const result = await runCli(['test-sessions', 'list'], {
      env: envFor(servers.get('html-502 test-sessions list')!),
    });
    expect(result.stderr).toContain('502');
    expect(result.stderr).not.toContain('<html');
    expect(result.stdout).toBe('');
  });

  it('a wrong shape says the server may speak another API version', async () => {
    const result = await runCli(['test-sessions', 'list'], {
      env: envFor(servers.get('wrong-shape test-sessions list')!),
    });
    expect(result.stderr).toMatch(/unexpected shape/);
    expect(result.stderr).toContain('/v1/test-sessions');
  });

  it('a redirect to another host names where it led and that it was not followed', async () => {
    const result = await runCli(['api', '/v1/checks'], { env: envFor(servers.get('redirect-other-host api GET')!) });
    expect(result.stderr).toMatch(/redirect|302/i);
    expect(other.count()).toBe(0);
  });
});

describe('a stalled server', () => {
  it('with VIGIL_TIMEOUT_MS=500 a command gives up after its retries: one line naming the limit, exit 1', async () => {
    const server = await startMisbehavingServer({ behaviour: 'stall' });
    try {
      const started = Date.now();
      const result = await runCli(['test-sessions', 'list'], { env: { ...envFor(server), VIGIL_TIMEOUT_MS: '500' } });
      expectOneLineError(result);
      expect(result.stderr).toMatch(/within 500 ms/);
      // Four attempts of half a second and the backoff between them, instead of four of 15 s.
      expect(server.count('GET')).toBe(4);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await server.close();
    }
  });

  it('login takes VIGIL_TIMEOUT_MS too: it gives up after its retries naming the limit, and stores nothing', async () => {
    const server = await startMisbehavingServer({ behaviour: 'stall' });
    const dir = tempConfigDir();
    try {
      const env = { VIGIL_CONFIG_DIR: dir, VIGIL_TIMEOUT_MS: '300' };
      const result = await runCli(
        ['login', '--api-key', SECRET_KEY, '--account-id', ACCOUNT_ID, '--base-url', server.baseUrl],
        { env },
      );
      expectOneLineError(result);
      expect(result.stderr).toMatch(/within 300 ms/);
      expect(server.count('GET')).toBe(4);
      expect(existsSync(join(dir, 'config.json'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await server.close();
    }
  });
});

describe('members remove on a terminal', () => {
  it('tries the reads that show whom it removes again, as every read; no DELETE when they fail', async () => {
    const server = await startMisbehavingServer({ behaviour: 'html-502' });
    try {
      const result = await runCli(['members', 'remove', USER], {
        env: envFor(server),
        isTTY: true,
        stdin: `${USER}\n`,
      });
      expectOneLineError(result);
      // Two reads (the account, the member); the first to give up was sent four times.
      expect(server.count('GET')).toBeGreaterThanOrEqual(4);
      expect(server.count('DELETE')).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('the built binary', () => {
  it.concurrent.each(['reset-mid-body', 'html-502'] as const)(
    '%s: one line, exit 1, and the process ends',
    async (fault) => {
      const server = servers.get(`${fault} binary`)!;
      const result = await runBinary(['test-sessions', 'list'], { env: envFor(server), timeoutMs: 20_000 });
      expectOneLineError(result);
    },
  );
});

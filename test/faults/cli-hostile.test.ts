// The built binary (dist/cli.cjs) against the hostile server and the sandbox: no run ends in
// silence (an over-large body is one sentence and exit 1, for reads, writes and login), no
// --paginate walk goes on for ever, no key typed in the wrong place is printed back, and bad
// input is a usage error before anything is sent. Code cache on and off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { runBinary } from '../helpers/run-cli.js';
import { type HostileServer, startHostileServer } from './hostile-server.js';
import { ACCOUNT_ID, SECRET_KEY, expectNoSecret, expectOneLineError } from './secret.js';

const INCIDENT = '5d0e6a2f-7c41-4b8e-9f3a-1e2d3c4b5a69';
const USER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

let cacheDir: string;
const servers: HostileServer[] = [];
const sandbox = useSandbox();

beforeAll(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'vigil-hostile-cache-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(cacheDir, { recursive: true, force: true });
});

async function hostile(h: HostileServer['hostility']): Promise<HostileServer> {
  const s = await startHostileServer({ hostility: h });
  servers.push(s);
  return s;
}

/** Each case runs with the code cache off and on. */
const CACHES = [
  ['cache off', () => 'off'],
  ['cache on', () => cacheDir],
] as const;

function env(baseUrl: string, cache: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    VIGIL_BASE_URL: baseUrl,
    VIGIL_API_KEY: SECRET_KEY,
    VIGIL_ACCOUNT_ID: ACCOUNT_ID,
    VIGIL_CODE_CACHE: cache,
    ...extra,
  };
}

describe.each(CACHES)('an endless answer body (%s)', (_name, cache) => {
  const reads: Array<[string, string[]]> = [
    ['api GET', ['api', '/v1/checks']],
    ['test-sessions list', ['test-sessions', 'list']],
  ];
  it.each(reads)('%s stops at the cap: one sentence, exit 1', async (_label, argv) => {
    const server = await hostile('endless-chunked');
    const r = await runBinary(argv, {
      env: env(server.baseUrl, cache(), { VIGIL_MAX_BODY_MB: '4' }),
      timeoutMs: 30_000,
    });
    expectOneLineError(r);
    expect(r.stderr).toMatch(/larger than 4 MiB, the most vigil reads/);
    expect(server.count()).toBe(1);
  });

  it('members remove: the write was done (status 200 came) and the sentence says how to look', async () => {
    const server = await hostile('write-endless-answer');
    const r = await runBinary(['members', 'remove', USER, '--yes'], {
      env: env(server.baseUrl, cache(), { VIGIL_MAX_BODY_MB: '2' }),
      timeoutMs: 30_000,
    });
    expectOneLineError(r);
    expect(r.stderr).toMatch(/so it was done/);
    expect(r.stderr).toContain(`vigil api /v1/accounts/${ACCOUNT_ID}/members`);
    expect(server.done).toHaveLength(1);
  });

  it('login stores nothing and says why', async () => {
    const server = await hostile('huge-announced');
    const r = await runBinary(
      ['login', '--api-key', SECRET_KEY, '--account-id', ACCOUNT_ID, '--base-url', server.baseUrl],
      {
        env: { VIGIL_CODE_CACHE: cache() },
        timeoutMs: 30_000,
      },
    );
    expectOneLineError(r);
    expect(r.stderr).toMatch(/nothing was stored.*larger than 64 MiB/);
  });

  it('a bad VIGIL_MAX_BODY_MB is a usage error', async () => {
    const r = await runBinary(['api', '/v1/checks'], {
      env: env('http://127.0.0.1:9', cache(), { VIGIL_MAX_BODY_MB: 'lots' }),
    });
    expectOneLineError(r, 2);
    expect(r.stderr).toMatch(/VIGIL_MAX_BODY_MB must be a whole number of MiB/);
  });
});

describe.each(CACHES)('--paginate always ends (%s)', (_name, cache) => {
  it('/v1/check-statuses on the sandbox: one request, exit 0', async () => {
    const s = sandbox();
    const r = await runBinary(['api', '/v1/check-statuses', '--paginate', '--verbose'], {
      env: {
        VIGIL_BASE_URL: s.baseUrl,
        VIGIL_API_KEY: s.apiKey,
        VIGIL_ACCOUNT_ID: s.accountId,
        VIGIL_CODE_CACHE: cache(),
      },
      timeoutMs: 30_000,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr.match(/^> GET /gm)).toHaveLength(1);
    expect(Array.isArray(JSON.parse(r.stdout))).toBe(true);
  });

  it('a total that keeps growing stops at a quarter of the rate limit, said on stderr, exit 1', async () => {
    const server = await hostile('growing-total');
    const r = await runBinary(['api', '/v1/checks', '--paginate'], {
      env: env(server.baseUrl, cache()),
      timeoutMs: 60_000,
    });
    expect(r.code).toBe(1);
    expect(server.count()).toBe(150);
    expect(r.stderr).toMatch(/stopped after 150 requests, a quarter of the key's rate limit \(600 per 60 s\)/);
    expect(r.stderr).toMatch(/-F page=151/);
    expect(JSON.parse(r.stdout)).toHaveLength(1500);
  });

  it('new cursors for ever stop at the same bound', async () => {
    const server = await hostile('new-cursors');
    const r = await runBinary(['api', '/v1/test-sessions', '--paginate'], {
      env: env(server.baseUrl, cache()),
      timeoutMs: 60_000,
    });
    expect(r.code).toBe(1);
    expect(server.count()).toBe(150);
    expect(r.stderr).toMatch(/-F nextId=cursor-150/);
  });

  it('a page that repeats the one before ends the walk', async () => {
    const server = await hostile('same-page');
    const r = await runBinary(['api', '/v1/checks', '--paginate'], { env: env(server.baseUrl, cache()) });
    expect(r.code).toBe(1);
    expect(server.count()).toBe(2);
    expect(r.stderr).toMatch(/same items as page 1/);
    expect(JSON.parse(r.stdout)).toHaveLength(10);
  });
});

describe.each(CACHES)('Retry-After through the binary (%s)', (_name, cache) => {
  it('a wait past the bound ends at once with what the server asked', async () => {
    const server = await hostile('retry-after');
    server.retryAfter = '1e9';
    server.failures = 10;
    const r = await runBinary(['test-sessions', 'list'], { env: env(server.baseUrl, cache()) });
    expectOneLineError(r);
    expect(r.stderr).toMatch(/the server asks to wait 1e9 s/);
    expect(server.count()).toBe(1);
  });

  it('a wait over 2 s is announced on stderr before it is made', async () => {
    const server = await hostile('retry-after');
    server.retryAfter = '2.5';
    server.failures = 1;
    const r = await runBinary(['api', '/v1/checks'], { env: env(server.baseUrl, cache()) });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(
      /^vigil: waiting 3 s before trying GET \/v1\/checks again: the server asks to wait \(429\)\.$/m,
    );
    expect(server.count()).toBe(2);
  });
});

describe.each(CACHES)('a write whose outcome is unknown (%s)', (_name, cache) => {
  it('incident-update that times out names the read that checks it, sent once', async () => {
    const server = await hostile('slow-write');
    server.delayMs = 3_000;
    const r = await runBinary(
      ['incident-update', INCIDENT, '--description', 'Failover done', '--status', 'monitoring'],
      {
        env: env(server.baseUrl, cache(), { VIGIL_TIMEOUT_MS: '300' }),
      },
    );
    expectOneLineError(r);
    expect(r.stderr).toContain(`vigil api /v1/status-pages/incidents/${INCIDENT}/incident-updates`);
    expect(r.stderr).not.toMatch(/try again/i);
    expect(server.count('POST')).toBe(1);
  });
});

describe.each(CACHES)('a key typed in the wrong place is never printed (%s)', (_name, cache) => {
  const cases: Array<[string, string[], Record<string, string>]> = [
    ['test-sessions get <key>', ['test-sessions', 'get', SECRET_KEY], {}],
    ['incident-update <key>', ['incident-update', SECRET_KEY, '--description', 'x', '--status', 'monitoring'], {}],
    ['members remove <key>', ['members', 'remove', SECRET_KEY, '--yes'], {}],
    ['list --from <key>', ['test-sessions', 'list', '--from', SECRET_KEY], {}],
    ['vigil <key>', [SECRET_KEY], {}],
    ['api /x --<key>', ['api', '/x', `--${SECRET_KEY}`], {}],
    ['VIGIL_TIMEOUT_MS=<key>', ['test-sessions', 'list'], { VIGIL_TIMEOUT_MS: SECRET_KEY }],
    ['--profile <key> whoami', ['--profile', SECRET_KEY, 'whoami'], {}],
  ];
  it.each(cases)('%s', async (_label, argv, extra) => {
    const r = await runBinary(argv, { env: env('http://127.0.0.1:9', cache(), extra) });
    expectNoSecret([r.stdout, r.stderr]);
    expect(`${r.stdout}${r.stderr}`).toMatch(/\*\*\*|\.\.\.4f60/);
  });

  it('a key-shaped word that is not the configured key is masked too', async () => {
    const other = 'sk_live_0a1b2c3d4e5f60718293a4b5';
    const r = await runBinary(['test-sessions', 'get', other], { env: env('http://127.0.0.1:9', cache()) });
    expectOneLineError(r, 2);
    expect(r.stderr).not.toContain(other);
    expect(r.stderr).toContain('...a4b5');
  });
});

describe.each(CACHES)('bad input, evenly (%s)', (_name, cache) => {
  const cases: Array<[string, string[]]> = [
    ["--status ''", ['test-sessions', 'list', '--status', '']],
    ["--branch ''", ['test-sessions', 'list', '--branch', '']],
    ['--status ,', ['test-sessions', 'list', '--status', ',']],
    ['-H with bytes that are not UTF-8', ['api', '/v1/checks', '-H', 'X-Note: a\uFFFDb']],
    ['-H with a control character', ['api', '/v1/checks', '-H', 'X-Note: a\u0001b']],
    ['a path with bytes that are not UTF-8', ['api', '/v1/checks\uFFFD']],
  ];
  it.each(cases)('%s is a usage error, nothing sent', async (_label, argv) => {
    const server = await hostile('not-paged');
    const r = await runBinary(argv, { env: env(server.baseUrl, cache()) });
    expectOneLineError(r, 2);
    expect(r.stderr).not.toMatch(/could not reach/i);
    expect(server.count()).toBe(0);
  });

  it('a 401 with the key from VIGIL_API_KEY says to unset or fix the variable, not to log in', async () => {
    const s = sandbox();
    const r = await runBinary(['test-sessions', 'list'], {
      env: {
        VIGIL_BASE_URL: s.baseUrl,
        VIGIL_API_KEY: SECRET_KEY,
        VIGIL_ACCOUNT_ID: s.accountId,
        VIGIL_CODE_CACHE: cache(),
      },
    });
    expectOneLineError(r);
    expect(r.stderr).toMatch(
      /the key comes from the VIGIL_API_KEY environment variable, which overrides any `vigil login`: unset it or set it to a valid key/,
    );
  });

  it('vigil api: a 401 names the variable too', async () => {
    const s = sandbox();
    const r = await runBinary(['api', '/v1/checks'], {
      env: {
        VIGIL_BASE_URL: s.baseUrl,
        VIGIL_API_KEY: SECRET_KEY,
        VIGIL_ACCOUNT_ID: s.accountId,
        VIGIL_CODE_CACHE: cache(),
      },
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/VIGIL_API_KEY environment variable/);
    expectNoSecret([r.stdout, r.stderr]);
  });
});

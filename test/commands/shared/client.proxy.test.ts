// Every command's client goes through the HTTP proxy of the environment (config/proxy.ts), as a
// corporate network asks: the built program in a child process, code cache on and off, against
// the real sandbox behind a real CONNECT proxy. The sandbox is named vigil-sandbox.test, which no
// DNS resolves: only the proxy knows where it is, so an answer proves the request went through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectProxy, startConnectProxy } from '../../helpers/connect-proxy.js';
import { runBinary } from '../../helpers/run-cli.js';
import { useSandbox } from '../../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 3 });
const AUTH = `Basic ${Buffer.from('oncall:pr0xy-pass').toString('base64')}`;
let proxy: ConnectProxy;
let port: number;

beforeAll(async () => {
  port = Number(new URL(sandbox().baseUrl).port);
  proxy = await startConnectProxy({ hosts: { 'vigil-sandbox.test': port }, requireAuthorization: AUTH });
});
afterAll(() => proxy.close());

function run(args: string[], env: Record<string, string>) {
  const s = sandbox();
  return runBinary(args, {
    env: {
      VIGIL_API_KEY: s.apiKey,
      VIGIL_ACCOUNT_ID: s.accountId,
      VIGIL_BASE_URL: `http://vigil-sandbox.test:${port}`,
      ...env,
    },
  });
}

const withUser = () => proxy.url.replace('http://', 'http://oncall:pr0xy-pass@');

describe('vigil behind an HTTP proxy', () => {
  for (const cache of ['on', 'off']) {
    it(`reads and writes through HTTP_PROXY, with the proxy's user and password (code cache ${cache})`, async () => {
      const env = { HTTP_PROXY: withUser(), ...(cache === 'off' ? { VIGIL_CODE_CACHE: 'off' } : {}) };
      const before = proxy.seen.length;
      const list = await run(['checks', 'list', '-o', 'json'], env);
      expect(list.stderr).toBe('');
      expect(list.code).toBe(0);
      const checks = (JSON.parse(list.stdout) as { data: { id: string }[] }).data;
      expect(checks.length).toBeGreaterThan(0);
      const pause = await run(['checks', 'pause', checks[0]!.id, '--yes'], env);
      expect(pause.stderr).toBe('');
      expect(pause.code).toBe(0);
      const seen = proxy.seen.slice(before);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen.every((c) => c.authority === `vigil-sandbox.test:${port}` && c.proxyAuthorization === AUTH)).toBe(
        true,
      );
    });
  }

  it('logs in through the proxy (vigil login verifies the key before storing it)', async () => {
    const s = sandbox();
    const before = proxy.seen.length;
    const login = await runBinary(
      ['login', '--api-key', s.apiKey, '--account-id', s.accountId, '--base-url', `http://vigil-sandbox.test:${port}`],
      { env: { HTTP_PROXY: withUser() } },
    );
    expect(login.stderr).toBe('');
    expect(login.code).toBe(0);
    expect(login.stdout).toMatch(/^Logged in to .* at http:\/\/vigil-sandbox\.test:\d+ with key /);
    expect(proxy.seen.length).toBeGreaterThan(before);
  });

  it('refuses a login whose proxy variable is not a proxy URL, with exit 2, before sending anything', async () => {
    const s = sandbox();
    const login = await runBinary(
      ['login', '--api-key', s.apiKey, '--account-id', s.accountId, '--base-url', `http://vigil-sandbox.test:${port}`],
      { env: { HTTP_PROXY: 'socks5://proxy.corp:1080' } },
    );
    expect(login.code).toBe(2);
    expect(login.stderr).toMatch(
      /^vigil: HTTP_PROXY must be an http:\/\/ or https:\/\/ proxy, not "socks5:\/\/proxy\.corp:1080"/,
    );
    expect(login.stdout).toBe('');
  });

  it('goes directly to a host NO_PROXY names (here: one no DNS knows, so the run fails to resolve it)', async () => {
    const before = proxy.seen.length;
    const run1 = await run(['api', '/v1/checks'], { HTTP_PROXY: withUser(), NO_PROXY: '.test' });
    expect(run1.code).toBe(1);
    expect(run1.stderr).toMatch(
      /^vigil: could not reach http:\/\/vigil-sandbox\.test:\d+ for GET \/v1\/checks \(ENOTFOUND\)/,
    );
    expect(proxy.seen.length).toBe(before);
  });

  it('says in one sentence that the proxy wants credentials, sends nothing again, never shows them', async () => {
    const before = proxy.seen.length;
    const write = await run(['checks', 'pause', '3fa85f64-5717-4562-b3fc-2c963f66afa6', '--yes'], {
      HTTP_PROXY: proxy.url.replace('http://', 'http://oncall:wrong-pass@'),
    });
    expect(write.code).toBe(1);
    expect(write.stderr).toBe(
      `vigil: could not reach http://vigil-sandbox.test:${port} through the proxy ${proxy.url} (from HTTP_PROXY) ` +
        'for GET /v1/checks/3fa85f64-5717-4562-b3fc-2c963f66afa6 (the proxy answered 407 to CONNECT: put a user and ' +
        'password it accepts in the proxy URL).\n',
    );
    // One CONNECT: a 407 is not tried again.
    expect(proxy.seen.length).toBe(before + 1);
  });

  it('refuses a proxy URL that is not one with exit 2 before sending anything, without its password', async () => {
    const bad = await run(['api', '/v1/checks'], { HTTP_PROXY: 'ftp://oncall:pr0xy-pass@proxy.corp:2121' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'vigil: HTTP_PROXY must be an http:// or https:// proxy, not "ftp://proxy.corp:2121": set it as in ' +
        'HTTP_PROXY=http://proxy.example.com:3128, or unset it.\n',
    );
    expect(bad.stdout).toBe('');
  });

  it('names the proxy when it cannot be reached', async () => {
    const down = await startConnectProxy({ hosts: {} });
    await down.close();
    const run1 = await run(['api', '/v1/checks'], { HTTP_PROXY: down.url, VIGIL_TIMEOUT_MS: '5000' });
    expect(run1.code).toBe(1);
    expect(run1.stderr).toContain(`through the proxy ${down.url} (from HTTP_PROXY) for GET /v1/checks (ECONNREFUSED)`);
  });
});

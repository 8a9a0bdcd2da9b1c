// Where the key goes: only to the configured base URL's origin. A redirect to any other origin
// (another host, port or scheme, directly or after a same-origin hop) is not followed, so the
// Authorization header never reaches it; `vigil api` and the client refuse absolute URLs and
// `//host` paths before sending anything; a base URL with a user name or password is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, describeError, type VigilClient } from '../../src/client/index.js';
import { InvalidPathError } from '../../src/client/errors.js';
import { runCli } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';
import {
  type Misbehaviour,
  type MisbehavingServer,
  startMisbehavingServer,
  startOtherHost,
} from '../faults/misbehaving-server.js';
import { ACCOUNT_ID, SECRET_KEY, expectNoSecret, expectOneLineError } from '../faults/secret.js';

let api: MisbehavingServer;
let other: MisbehavingServer;
const clients: VigilClient[] = [];

beforeAll(async () => {
  other = await startOtherHost();
  api = await startMisbehavingServer();
  api.redirectTarget = other.baseUrl;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all([api.close(), other.close()]);
});

function client(): VigilClient {
  const c = createClient({ baseUrl: api.baseUrl, apiKey: SECRET_KEY, accountId: ACCOUNT_ID, timeoutMs: 5_000 });
  clients.push(c);
  return c;
}

describe('redirects', () => {
  it('a same-origin redirect of a GET is followed, carrying the key to the same origin only', async () => {
    api.behaviour = 'redirect-same-origin';
    api.reset();
    const response = await client().send({ method: 'GET', path: '/v1/checks' });
    expect(response.status).toBe(200);
    expect(api.seen.map((r) => r.url)).toEqual(['/v1/checks', '/landed/v1/checks']);
    expect(api.seen.every((r) => r.headers.authorization === `Bearer ${SECRET_KEY}`)).toBe(true);
  });

  const targets = (): Array<[string, Misbehaviour, string]> => {
    const otherPort = new URL(api.baseUrl);
    otherPort.port = String(Number(otherPort.port) + 1);
    return [
      ['another host', 'redirect-other-host', other.baseUrl],
      ['another host after a same-origin hop', 'redirect-chain', other.baseUrl],
      ['another host, with 307 (method kept)', 'redirect-307-other-host', other.baseUrl],
      ['another port of the same host', 'redirect-other-host', otherPort.origin],
      ['https on the same host and port', 'redirect-other-host', api.baseUrl.replace('http:', 'https:')],
      ['a protocol-relative //host', 'redirect-other-host', `//${new URL(other.baseUrl).host}`],
    ];
  };

  it('to any other origin is not followed, for every method, and the other origin hears nothing', async () => {
    for (const [what, behaviour, target] of targets()) {
      api.behaviour = behaviour;
      api.redirectTarget = target;
      const c = client();
      const calls: Array<() => Promise<unknown>> = [
        () => c.listChecks(),
        () => c.getAccount(),
        () => c.postIncidentUpdate('5d0e6a2f-7c41-4b8e-9f3a-1e2d3c4b5a69', { description: 'x' }),
        () => c.updateCheck('1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', { activated: false }),
        () => c.removeMember('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'),
      ];
      for (const call of calls) {
        const e = await call().then(
          () => null,
          (error: unknown) => error,
        );
        expect(e, what).toBeInstanceOf(ApiError);
        expect([302, 307]).toContain((e as ApiError).status);
        expect(describeError(e)).toMatch(/does not follow/);
        expectNoSecret([describeError(e)]);
      }
      expect(other.count(), what).toBe(0);
    }
    api.redirectTarget = other.baseUrl;
  });

  it('vigil api shows the redirect and does not follow it', async () => {
    api.behaviour = 'redirect-chain';
    const env = { VIGIL_BASE_URL: api.baseUrl, VIGIL_API_KEY: SECRET_KEY, VIGIL_ACCOUNT_ID: ACCOUNT_ID };
    const result = await runCli(['api', '-i', '/v1/checks'], { env });
    expect(result.stdout).toMatch(/^HTTP\/1\.1 302/);
    expect(result.stdout).toContain(`location: ${other.baseUrl}/hop/v1/checks`);
    expectNoSecret([result.stdout, result.stderr]);
    expect(other.count()).toBe(0);
  });
});

describe('absolute URLs and other hosts as paths', () => {
  const sandbox = useSandbox({ seed: 63, sessions: 20 });

  const endpoints = () => [
    `${other.baseUrl}/v1/checks`,
    `${sandbox().baseUrl}/v1/checks`,
    'HTTPS://EVIL.EXAMPLE/v1/checks',
    'https:evil.example/v1/checks',
    `//${new URL(other.baseUrl).host}/v1/checks`,
    `/\\${new URL(other.baseUrl).host}/v1/checks`,
    `\\\\${new URL(other.baseUrl).host}\\v1`,
    'file:///etc/passwd',
    'javascript:alert(1)',
    'mailto:ops@example.com',
    ' https://evil.example/v1',
    'https://user:pass@evil.example/v1',
  ];

  it('vigil api refuses each with one line and exit 2, sending nothing anywhere', async () => {
    const env = {
      VIGIL_BASE_URL: sandbox().baseUrl,
      VIGIL_API_KEY: sandbox().apiKey,
      VIGIL_ACCOUNT_ID: sandbox().accountId,
    };
    for (const endpoint of endpoints()) {
      const before = sandbox().requests.length;
      for (const extra of [[], ['-X', 'POST', '-F', 'a=b'], ['--paginate']]) {
        const result = await runCli(['api', endpoint, ...extra], { env });
        expectOneLineError({ ...result, stdout: result.stdout }, 2);
        expect(result.stdout, endpoint).toBe('');
      }
      expect(sandbox().requests.length, endpoint).toBe(before);
    }
    expect(other.count()).toBe(0);
  });

  it('the client refuses them too, before sending', async () => {
    const c = createClient({ baseUrl: sandbox().baseUrl, apiKey: sandbox().apiKey, accountId: sandbox().accountId });
    clients.push(c);
    const before = sandbox().requests.length;
    for (const path of endpoints()) {
      await expect(c.send({ method: 'GET', path }), path).rejects.toBeInstanceOf(InvalidPathError);
    }
    expect(sandbox().requests.length).toBe(before);
    expect(other.count()).toBe(0);
  });

  it('a base URL holding a user name or password is refused, wherever it comes from', async () => {
    const withPassword = `http://ops:${SECRET_KEY}@${new URL(other.baseUrl).host}`;
    const viaEnv = await runCli(['test-sessions', 'list'], {
      env: { VIGIL_BASE_URL: withPassword, VIGIL_API_KEY: 'k-123456789', VIGIL_ACCOUNT_ID: ACCOUNT_ID },
    });
    expectOneLineError(viaEnv, 2);
    const viaLogin = await runCli([
      'login',
      '--api-key',
      'k-123456789',
      '--account-id',
      ACCOUNT_ID,
      '--base-url',
      withPassword,
    ]);
    expectOneLineError(viaLogin, 2);
    expect(() => createClient({ baseUrl: withPassword, apiKey: 'k-123456789', accountId: ACCOUNT_ID })).toThrow(
      /user name or password/,
    );
    expect(other.count()).toBe(0);
  });

  it('-H cannot set Authorization or X-Service-Account (the key comes only from the login)', async () => {
    const env = {
      VIGIL_BASE_URL: sandbox().baseUrl,
      VIGIL_API_KEY: sandbox().apiKey,
      VIGIL_ACCOUNT_ID: sandbox().accountId,
    };
    const before = sandbox().requests.length;
    for (const header of [
      `Authorization: Bearer ${SECRET_KEY}`,
      'authorization:x',
      'X-Service-Account: 00000000-0000-4000-8000-000000000000',
      'Host: evil.example',
    ]) {
      const result = await runCli(['api', '/v1/checks', '-H', header], { env });
      expectOneLineError(result, 2);
    }
    expect(sandbox().requests.length).toBe(before);
  });
});

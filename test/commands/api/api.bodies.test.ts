// What `vigil api` prints for answers the sandbox never gives (text, escape sequences, empty
// bodies, 5xx, 429, an echoed key): a small real HTTP server on loopback answers them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempConfigDir, type RunOptions } from '../../helpers/run-cli.js';

const KEY = 'sk_test_0123456789abcdefSECRET';
const ACCOUNT = '4a1e2b3c-0d9f-4e8a-9b7c-6d5e4f3a2b1c';
let server: Server;
let baseUrl = '';

const ROUTES: Record<
  string,
  { status: number; headers?: Record<string, string>; body: string | ((auth: string) => string) }
> = {
  '/text': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'plain \u001b[2Jtext\u0007 line\n' },
  '/big': { status: 200, body: '{ "id": 12345678901234567890, "name": "a\\u001bb" }' },
  '/empty': { status: 204, body: '' },
  '/boom': { status: 500, body: '{"statusCode":500,"error":"Internal Server Error","message":"boom"}' },
  '/limited': {
    status: 429,
    headers: { 'retry-after': '120' },
    body: '{"statusCode":429,"error":"Too Many Requests","message":"Too Many Requests","attributes":{}}',
  },
  '/moved': { status: 302, headers: { location: 'https://elsewhere.example/v1/checks' }, body: '' },
  '/moved-here-307': { status: 307, headers: { location: '/echo-request?from=307' }, body: '' },
  '/moved-here-303': { status: 303, headers: { location: '/echo-request?from=303' }, body: '' },
  '/moved-away-307': { status: 307, headers: { location: 'http://127.0.0.2:9/echo-request' }, body: '' },
  '/echo': { status: 200, body: (auth) => JSON.stringify({ youSent: auth }) },
  '/echo-text': {
    status: 200,
    headers: { 'content-type': 'text/plain', 'x-echo': 'k' },
    body: (auth) => `you sent ${auth}`,
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/echo-request')) {
      // What arrived after a redirect: method, target, body and whether the key came along.
      let body = '';
      req.setEncoding('utf8').on('data', (d: string) => (body += d));
      req.on('end', () => {
        const keyed = String(req.headers.authorization).includes(KEY);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ method: req.method, url: req.url, body, keyed }));
      });
      return;
    }
    const route = ROUTES[(req.url ?? '').split('?')[0]!];
    req.resume();
    if (!route) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"statusCode":404,"error":"Not Found","message":"Not Found"}');
      return;
    }
    const body = typeof route.body === 'function' ? route.body(String(req.headers.authorization)) : route.body;
    res.writeHead(route.status, { 'content-type': 'application/json', ...route.headers });
    res.end(route.status === 204 ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function api(argv: string[], o: RunOptions = {}) {
  return runCli(['api', ...argv], {
    ...o,
    env: {
      VIGIL_API_KEY: KEY,
      VIGIL_ACCOUNT_ID: ACCOUNT,
      VIGIL_BASE_URL: baseUrl,
      VIGIL_CONFIG_DIR: tempConfigDir(),
      PATH: process.env.PATH,
      ...o.env,
    },
  });
}

describe('vigil api: bodies as they come', () => {
  it('prints a text body byte for byte in a pipe', async () => {
    const r = await api(['/text']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('plain \u001b[2Jtext\u0007 line\n');
  });

  it('shows escape sequences escaped on a terminal', async () => {
    const r = await api(['/text'], { isTTY: true });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    expect(r.stdout).toContain('\\x1b[2Jtext\\x07');
  });

  it('keeps every digit of a big number and the string escapes', async () => {
    const pipe = await api(['/big']);
    expect(pipe.stdout).toBe('{"id":12345678901234567890,"name":"a\\u001bb"}\n');
    const tty = await api(['/big'], { isTTY: true });
    expect(tty.stdout).toBe('{\n  "id": 12345678901234567890,\n  "name": "a\\u001bb"\n}\n');
  });

  it('prints nothing for an empty answer', async () => {
    const r = await api(['/empty', '-X', 'DELETE']);
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('exits 1 on a 5xx to a write: the outcome is unknown, and which read shows it; no advice to retry', async () => {
    const r = await api(['/boom', '-X', 'POST']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('"boom"');
    expect(r.stderr).toBe(
      'vigil: 500 Internal Server Error for POST /boom: the server may or may not have done it, so do not send it again before checking: run `vigil api /boom` to see.\n',
    );
    expect(r.stderr).not.toMatch(/try again|retry/i);
  });

  it('exits 1 on a 429 and says how long the server asks to wait', async () => {
    const r = await api(['/limited', '-X', 'POST', '-F', 'a=1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'vigil: 429 Too Many Requests for POST /limited: the rate limit was reached; the server asks to wait 120 s.\n',
    );
  });

  it('reports a redirect it did not follow, and exits 1', async () => {
    const r = await api(['/moved']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'vigil: 302 Found for GET /moved: redirected to https://elsewhere.example/v1/checks, which vigil does not follow so the API key stays with the configured base URL.\n',
    );
  });

  it('follows a same-origin 307 of a POST with the same method and body, as upstream does', async () => {
    const r = await api(['/moved-here-307', '-X', 'POST', '-F', 'a=1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      method: 'POST',
      url: '/echo-request?from=307',
      body: '{"a":"1"}',
      keyed: true,
    });
  });

  it('follows a same-origin 303 of a PUT as a GET without a body', async () => {
    const r = await api(['/moved-here-303', '-X', 'PUT', '-F', 'a=1']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ method: 'GET', url: '/echo-request?from=303', body: '', keyed: true });
  });

  it('never follows a write to another origin: reported, exit 1, nothing sent there', async () => {
    const r = await api(['/moved-away-307', '-X', 'POST', '-F', 'a=1']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /307 Temporary Redirect for POST \/moved-away-307: redirected to http:\/\/127\.0\.0\.2:9\/echo-request, which vigil does not follow/,
    );
  });

  it('refuses --jq on an answer that is not JSON', async () => {
    const r = await api(['/text', '--jq', '.']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/not JSON, so --jq cannot filter it/);
  });

  it('never prints the key, even when the server echoes it', async () => {
    const runs = await Promise.all([
      api(['/echo', '-i', '--verbose']),
      api(['/echo-text', '-i', '--verbose'], { isTTY: true }),
      api(['/echo', '--jq', '.youSent', '-r']),
      api(['/echo', '--paginate']),
    ]);
    for (const r of runs) {
      expect(r.code).toBe(0);
      expect(r.stdout + r.stderr).not.toContain(KEY);
    }
    expect(runs[0]!.stdout).toContain('"youSent":"Bearer ***"');
    expect(runs[2]!.stdout).toBe('Bearer ***\n');
  });
});

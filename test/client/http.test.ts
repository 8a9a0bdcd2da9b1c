// The client against a tiny local server of this test's own: headers, bodies, redirects, abort,
// timeouts, retries and Retry-After, over real loopback HTTP.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ClientInternals } from '../../src/client/client.js';
import {
  AbortError,
  ApiError,
  InvalidPathError,
  NetworkError,
  RateLimitedError,
  ReadOnlyError,
  ResponseShapeError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  isAbort,
} from '../../src/client/errors.js';
import { describeError } from '../../src/client/describe-error.js';
import type { ClientOptions, RequestEvent, ResponseEvent } from '../../src/client/types.js';
import { ConnectError } from '../../src/client/connect-error.js';
import { VERSION } from '../../src/version.js';
import { FakeClock } from './fake-clock.js';

const API_KEY = 'sk_test_0123456789abcdef';
const ACCOUNT = '11111111-2222-3333-4444-555555555555';
const Ok = z.looseObject({ ok: z.boolean() });

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  closed: Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, seen: Seen) => void;

class LocalServer {
  seen: Seen[] = [];
  handler: Handler = (_req, res) => json(res, 200, { ok: true });
  private server: Server;
  constructor() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
        const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, closed };
        this.seen.push(seen);
        this.handler(req, res, seen);
      });
    });
  }
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function until(predicate: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !predicate(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!predicate()) throw new Error('condition never became true');
}

const server = new LocalServer();
const other = new LocalServer();
let origin = '';
let otherOrigin = '';
const clients: Array<{ close(): Promise<void> }> = [];

function client(extra: Partial<ClientOptions> = {}, internals: ClientInternals = {}) {
  const c = createClient(
    { baseUrl: origin, apiKey: API_KEY, accountId: ACCOUNT, ...extra },
    { random: () => 0, ...internals },
  );
  clients.push(c);
  return c;
}

beforeAll(async () => {
  origin = await server.start();
  otherOrigin = await other.start();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  server.seen = [];
  other.seen = [];
  server.handler = (_req, res) => json(res, 200, { ok: true });
});
afterAll(async () => {
  await server.stop();
  await other.stop();
});

describe('requests on the wire', () => {
  it('sends the key, account, accept and user agent to the path under the base URL prefix', async () => {
    const events: RequestEvent[] = [];
    const responses: ResponseEvent[] = [];
    const c = client({
      baseUrl: `${origin}/prefix/`,
      onRequest: (e) => events.push(e),
      onResponse: (e) => responses.push(e),
    });
    const result = await c.request(
      { method: 'GET', path: '/v1/things', query: { a: 1, b: ['x', 'y'], skip: undefined } },
      Ok,
    );
    expect(result.data).toEqual({ ok: true });
    expect(result.status).toBe(200);
    const seen = server.seen[0]!;
    expect(seen.url).toBe('/prefix/v1/things?a=1&b=x&b=y');
    expect(seen.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(seen.headers['x-service-account']).toBe(ACCOUNT);
    expect(seen.headers.accept).toBe('application/json');
    expect(seen.headers['user-agent']).toBe(`vigil/${VERSION}`);
    expect(events).toHaveLength(1);
    expect(events[0]!.headers.authorization).toBe('Bearer ***');
    expect(events[0]!.url).toBe(`${origin}/prefix/v1/things?a=1&b=x&b=y`);
    expect(JSON.stringify(events)).not.toContain(API_KEY);
    expect(responses[0]).toMatchObject({ status: 200, attempt: 1, path: '/v1/things' });
  });

  it('sends a JSON body with its content type, and a raw body as is', async () => {
    const c = client();
    await c.request({ method: 'POST', path: '/v1/x', body: { description: 'hi' } }, Ok);
    await c.send({
      method: 'PUT',
      path: '/v1/y',
      rawBody: '{"a":1}',
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect(server.seen[0]).toMatchObject({ method: 'POST', body: '{"description":"hi"}' });
    expect(server.seen[0]!.headers['content-type']).toBe('application/json');
    expect(server.seen[1]).toMatchObject({ method: 'PUT', body: '{"a":1}' });
    expect(server.seen[1]!.headers['content-type']).toBe('application/merge-patch+json');
  });

  it('passes any status through send() without throwing', async () => {
    server.handler = (_req, res) =>
      json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Not Found' }, { 'X-Thing': 'v' });
    const raw = await client().send({ method: 'GET', path: '/v1/nothing' });
    expect(raw.status).toBe(404);
    expect(raw.statusText).toBe('Not Found');
    expect(raw.headers['x-thing']).toBe('v');
    expect(JSON.parse(raw.body)).toMatchObject({ statusCode: 404 });
    expect(raw.request).toEqual({ method: 'GET', path: '/v1/nothing' });
  });

  it('refuses absolute URLs and //host paths before sending anything', async () => {
    const c = client();
    await expect(c.send({ method: 'GET', path: `${otherOrigin}/v1/checks` })).rejects.toBeInstanceOf(InvalidPathError);
    await expect(c.send({ method: 'GET', path: '//evil.example/v1' })).rejects.toBeInstanceOf(InvalidPathError);
    expect(server.seen).toHaveLength(0);
    expect(other.seen).toHaveLength(0);
  });

  it('refuses writes in read-only mode without sending them, and still reads', async () => {
    const c = client({ readOnly: true });
    await expect(c.send({ method: 'DELETE', path: '/v1/accounts/a/members/b' })).rejects.toBeInstanceOf(ReadOnlyError);
    await expect(c.postIncidentUpdate('inc', { description: 'x' })).rejects.toBeInstanceOf(ReadOnlyError);
    expect(server.seen).toHaveLength(0);
    await c.request({ method: 'GET', path: '/v1/x' }, Ok);
    expect(server.seen).toHaveLength(1);
  });

  it('refuses an API key with spaces or control characters when the client is created', () => {
    expect(() => createClient({ baseUrl: origin, apiKey: 'a b', accountId: ACCOUNT })).toThrow('API key');
    expect(() => createClient({ baseUrl: origin, apiKey: 'ab\r\nX: y', accountId: ACCOUNT })).toThrow('API key');
    expect(() => createClient({ baseUrl: origin, apiKey: '', accountId: ACCOUNT })).toThrow('API key');
  });
});

describe('typed errors', () => {
  it('throws the class for the status with the failing request, never the key', async () => {
    server.handler = (_req, res) =>
      json(res, 401, { statusCode: 401, error: 'Unauthorized', message: `Bad Token ${API_KEY}`, attributes: {} });
    const error = await client()
      .request({ method: 'GET', path: '/v1/checks' }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as UnauthorizedError).request).toEqual({ method: 'GET', path: '/v1/checks' });
    expect((error as Error).message).not.toContain(API_KEY);
    expect(describeError(error)).not.toContain(API_KEY);
    expect(describeError(error)).toContain('run `vigil login` again');
  });

  it('reports a proxy HTML page briefly', async () => {
    server.handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><head><title>Bad Gateway</title></head><body>nginx</body></html>');
    };
    const error = await client({ maxRetries: 0 })
      .request({ method: 'GET', path: '/v1/checks' }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).message).toBe(
      'non-JSON answer (an HTML page titled "Bad Gateway", perhaps from a proxy)',
    );
  });

  it('throws ResponseShapeError naming the field and the endpoint', async () => {
    server.handler = (_req, res) => json(res, 200, { ok: 'yes' });
    const error = await client()
      .request({ method: 'GET', path: '/v1/things' }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toBe(
      'The server answered GET /v1/things with an unexpected shape: ok expected boolean, got string',
    );
  });

  it('throws NetworkError when nothing listens', async () => {
    const c = client({ baseUrl: 'http://127.0.0.1:9', maxRetries: 0 });
    const error = await c.send({ method: 'GET', path: '/v1/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe('ECONNREFUSED');
  });

  it('refuses requests after close()', async () => {
    const c = client();
    await c.close();
    await expect(c.send({ method: 'GET', path: '/v1/x' })).rejects.toThrow();
    expect(server.seen).toHaveLength(0);
  });
});

describe('redirects', () => {
  it('follows a same-origin redirect with the key', async () => {
    server.handler = (req, res) => {
      if (req.url === '/v1/old') {
        res.writeHead(301, { location: '/v1/new' });
        res.end();
      } else json(res, 200, { ok: true });
    };
    const result = await client().request({ method: 'GET', path: '/v1/old' }, Ok);
    expect(result.data.ok).toBe(true);
    expect(server.seen.map((s) => s.url)).toEqual(['/v1/old', '/v1/new']);
    expect(server.seen[1]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('never follows a redirect to another origin, so the key never goes there', async () => {
    server.handler = (_req, res) => {
      res.writeHead(302, { location: `${otherOrigin}/steal` });
      res.end();
    };
    const c = client();
    const raw = await c.send({ method: 'GET', path: '/v1/checks' });
    expect(raw.status).toBe(302);
    const error = await c.request({ method: 'GET', path: '/v1/checks' }, Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(302);
    expect((error as ApiError).message).toContain('does not follow');
    expect(other.seen).toHaveLength(0);
  });
});

describe('abort and timeout', () => {
  it('rejects promptly with an abort error and closes the connection when the signal fires', async () => {
    server.handler = () => {
      // never answers
    };
    const controller = new AbortController();
    const pending = client().send({ method: 'GET', path: '/v1/slow', signal: controller.signal });
    await until(() => server.seen.length === 1);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(error).toBeInstanceOf(AbortError);
    await server.seen[0]!.closed; // the server sees the connection go away
  });

  it('gives up an attempt after timeoutMs with TimeoutError, retrying a GET first', async () => {
    server.handler = () => {
      // never answers
    };
    const error = await client({ timeoutMs: 100, maxRetries: 1 })
      .send({ method: 'GET', path: '/v1/slow' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(server.seen).toHaveLength(2);
  });

  it('never retries a POST that timed out', async () => {
    server.handler = () => {
      // never answers
    };
    const error = await client({ timeoutMs: 100 })
      .send({ method: 'POST', path: '/v1/slow', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(server.seen).toHaveLength(1);
  });
});

describe('retries', () => {
  function failingTimes(times: number, status: number, headers: Record<string, string> = {}): void {
    let n = 0;
    server.handler = (_req, res) => {
      n++;
      if (n <= times) json(res, status, { statusCode: status, error: 'E', message: 'm' }, headers);
      else json(res, 200, { ok: true });
    };
  }

  it('retries a GET after a 503 and returns the success', async () => {
    failingTimes(2, 503);
    const attempts: number[] = [];
    const result = await client({ onRequest: (e) => attempts.push(e.attempt) }).request(
      { method: 'GET', path: '/v1/x' },
      Ok,
    );
    expect(result.data.ok).toBe(true);
    expect(server.seen).toHaveLength(3);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('gives up after maxRetries with the last error', async () => {
    failingTimes(10, 500);
    const error = await client({ maxRetries: 2 })
      .request({ method: 'GET', path: '/v1/x' }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(server.seen).toHaveLength(3);
  });

  it('a read that asks for no retries (a watch with its own backoff) is sent once', async () => {
    failingTimes(10, 500);
    const error = await client({ maxRetries: 3 })
      .request({ method: 'GET', path: '/v1/x', maxRetries: 0 }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(server.seen).toHaveLength(1);
  });

  it('does not retry a POST after a 503', async () => {
    failingTimes(1, 503);
    const error = await client()
      .request({ method: 'POST', path: '/v1/x', body: {} }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(server.seen).toHaveLength(1);
  });

  it('waits for Retry-After on a 429, holding every request, then retries the GET', async () => {
    failingTimes(1, 429, { 'retry-after': '5' });
    const clock = new FakeClock();
    const c = client({}, { clock });
    let settled = false;
    const pending = c.request({ method: 'GET', path: '/v1/x' }, Ok).finally(() => {
      settled = true;
    });
    await until(() => server.seen.length === 1 && clock.pendingTimers() > 0);
    expect(c.rateLimitRemaining()).toBe(0);
    await clock.advance(4999);
    expect(server.seen).toHaveLength(1);
    expect(settled).toBe(false);
    await clock.advance(1);
    expect((await pending).data.ok).toBe(true);
    expect(server.seen).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'never sends a %s twice after a 5xx, a reset or a timeout',
    async (method) => {
      const faults: Array<{ name: string; handler: Handler; expected: unknown }> = [
        {
          name: '503',
          handler: (_req, res) => json(res, 503, { statusCode: 503, error: 'E', message: 'm' }),
          expected: ServerError,
        },
        {
          name: '502',
          handler: (_req, res) => json(res, 502, { statusCode: 502, error: 'E', message: 'm' }),
          expected: ServerError,
        },
        { name: 'reset', handler: (req) => req.socket.destroy(), expected: NetworkError },
        { name: 'stall', handler: () => undefined, expected: TimeoutError },
      ];
      for (const fault of faults) {
        server.seen = [];
        server.handler = fault.handler;
        const error = await client({ timeoutMs: 150 })
          .requestNoContent({ method, path: '/v1/members/x', body: {} })
          .catch((e: unknown) => e);
        expect(error, fault.name).toBeInstanceOf(fault.expected);
        expect(error, fault.name).not.toBeInstanceOf(ConnectError);
        expect(
          server.seen.map((s) => s.method),
          fault.name,
        ).toEqual([method]);
      }
    },
  );

  it('sends a DELETE again when the connection was refused, since nothing reached the server', async () => {
    // A port nothing listens on yet: the first attempt is refused, the retry finds the server.
    const late = new LocalServer();
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const clock = new FakeClock();
    const attempts: number[] = [];
    const c = client({ baseUrl: `http://127.0.0.1:${port}`, onRequest: (e) => attempts.push(e.attempt) }, { clock });
    const pending = c.requestNoContent({ method: 'DELETE', path: '/v1/accounts/a/members/u' });
    await until(() => attempts.length === 1 && clock.pendingTimers() > 0);
    await late.start(port);
    try {
      late.handler = (_req, res) => {
        res.writeHead(204);
        res.end();
      };
      await clock.advance(1_000);
      expect((await pending).status).toBe(204);
      expect(attempts).toEqual([1, 2]);
      expect(late.seen.map((s) => s.method)).toEqual(['DELETE']);
    } finally {
      await late.stop();
    }
  });

  it('gives up a write on a refused connection after maxRetries with a NetworkError', async () => {
    const attempts: number[] = [];
    const error = await client({
      baseUrl: 'http://127.0.0.1:9',
      maxRetries: 2,
      onRequest: (e) => attempts.push(e.attempt),
    })
      .send({ method: 'POST', path: '/v1/x', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe('ECONNREFUSED');
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('after a 429 longer than a minute, refuses reads at once without sending them, and still sends a write', async () => {
    failingTimes(1, 429, { 'retry-after': '90' });
    const clock = new FakeClock();
    const c = client({}, { clock });
    const first = await c.request({ method: 'GET', path: '/v1/x' }, Ok).catch((e: unknown) => e);
    expect((first as RateLimitedError).retryAfterMs).toBe(90_000);
    await clock.advance(10_000);
    const second = await c.request({ method: 'GET', path: '/v1/x' }, Ok).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(RateLimitedError);
    expect((second as RateLimitedError).retryAfterMs).toBe(80_000);
    expect(describeError(second)).toContain('retry in 80s');
    expect(server.seen).toHaveLength(1);
    // A write is never retried after a 429, so it does not wait for the pause: the server decides.
    const written = await c.request({ method: 'POST', path: '/v1/x', body: {} }, Ok);
    expect(written.data.ok).toBe(true);
    expect(server.seen.map((s) => s.method)).toEqual(['GET', 'POST']);
  });

  it('reports a 429 on a POST at once with the wait, without retrying', async () => {
    failingTimes(1, 429, { 'retry-after': '7' });
    const error = await client()
      .request({ method: 'POST', path: '/v1/x', body: {} }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(7000);
    expect(describeError(error)).toContain('retry in 7s');
    expect(server.seen).toHaveLength(1);
  });
});

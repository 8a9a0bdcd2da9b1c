// The transport (src/client/transport.ts) over real loopback HTTP, against a tiny server of this
// test's own (local-server.ts): same-origin redirects only, abort and timeouts, retries with
// backoff, Retry-After on 429 and 503, and the limiter held through a 429's pause.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  AbortError,
  ApiError,
  NetworkError,
  RateLimitedError,
  ServerError,
  TimeoutError,
  isAbort,
} from '../../src/client/errors.js';
import { describeError } from '../../src/client/describe-error.js';
import { ConnectError } from '../../src/client/connect-error.js';
import { FakeClock } from './fake-clock.js';
import { API_KEY, type Handler, LocalServer, Ok, json, until, useLocalServers } from './local-server.js';

const local = useLocalServers();

describe('redirects', () => {
  it('follows a same-origin redirect with the key', async () => {
    local.server.handler = (req, res) => {
      if (req.url === '/v1/old') {
        res.writeHead(301, { location: '/v1/new' });
        res.end();
      } else json(res, 200, { ok: true });
    };
    const result = await local.client().request({ method: 'GET', path: '/v1/old' }, Ok);
    expect(result.data.ok).toBe(true);
    expect(local.server.seen.map((s) => s.url)).toEqual(['/v1/old', '/v1/new']);
    expect(local.server.seen[1]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('never follows a redirect to another origin, so the key never goes there', async () => {
    local.server.handler = (_req, res) => {
      res.writeHead(302, { location: `${local.otherOrigin}/steal` });
      res.end();
    };
    const c = local.client();
    const raw = await c.send({ method: 'GET', path: '/v1/checks' });
    expect(raw.status).toBe(302);
    const error = await c.request({ method: 'GET', path: '/v1/checks' }, Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(302);
    expect((error as ApiError).message).toContain('does not follow');
    expect(local.other.seen).toHaveLength(0);
  });
});

describe('abort and timeout', () => {
  it('rejects promptly with an abort error and closes the connection when the signal fires', async () => {
    local.server.handler = () => {
      // never answers
    };
    const controller = new AbortController();
    const pending = local.client().send({ method: 'GET', path: '/v1/slow', signal: controller.signal });
    await until(() => local.server.seen.length === 1);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(error).toBeInstanceOf(AbortError);
    await local.server.seen[0]!.closed; // the server sees the connection go away
  });

  it('gives up an attempt after timeoutMs with TimeoutError, retrying a GET first', async () => {
    local.server.handler = () => {
      // never answers
    };
    const error = await local
      .client({ timeoutMs: 100, maxRetries: 1 })
      .send({ method: 'GET', path: '/v1/slow' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(local.server.seen).toHaveLength(2);
  });

  it('never retries a POST that timed out', async () => {
    local.server.handler = () => {
      // never answers
    };
    const error = await local
      .client({ timeoutMs: 100 })
      .send({ method: 'POST', path: '/v1/slow', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(local.server.seen).toHaveLength(1);
  });
});

describe('retries', () => {
  function failingTimes(times: number, status: number, headers: Record<string, string> = {}): void {
    let n = 0;
    local.server.handler = (_req, res) => {
      n++;
      if (n <= times) json(res, status, { statusCode: status, error: 'E', message: 'm' }, headers);
      else json(res, 200, { ok: true });
    };
  }

  it('retries a GET after a 503 and returns the success', async () => {
    failingTimes(2, 503);
    const attempts: number[] = [];
    const result = await local
      .client({ onRequest: (e) => attempts.push(e.attempt) })
      .request({ method: 'GET', path: '/v1/x' }, Ok);
    expect(result.data.ok).toBe(true);
    expect(local.server.seen).toHaveLength(3);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('gives up after maxRetries with the last error', async () => {
    failingTimes(10, 500);
    const error = await local
      .client({ maxRetries: 2 })
      .request({ method: 'GET', path: '/v1/x' }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(local.server.seen).toHaveLength(3);
  });

  it('a read that asks for no retries (a watch with its own backoff) is sent once', async () => {
    failingTimes(10, 500);
    const error = await local
      .client({ maxRetries: 3 })
      .request({ method: 'GET', path: '/v1/x', maxRetries: 0 }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(local.server.seen).toHaveLength(1);
  });

  it('does not retry a POST after a 503', async () => {
    failingTimes(1, 503);
    const error = await local
      .client()
      .request({ method: 'POST', path: '/v1/x', body: {} }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(local.server.seen).toHaveLength(1);
  });

  it('waits for Retry-After on a 429, holding every request, then retries the GET', async () => {
    failingTimes(1, 429, { 'retry-after': '5' });
    const clock = new FakeClock();
    const c = local.client({}, { clock });
    let settled = false;
    const pending = c.request({ method: 'GET', path: '/v1/x' }, Ok).finally(() => {
      settled = true;
    });
    await until(() => local.server.seen.length === 1 && clock.pendingTimers() > 0);
    expect(c.rateLimitRemaining()).toBe(0);
    await clock.advance(4999);
    expect(local.server.seen).toHaveLength(1);
    expect(settled).toBe(false);
    await clock.advance(1);
    expect((await pending).data.ok).toBe(true);
    expect(local.server.seen).toHaveLength(2);
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
        local.server.seen = [];
        local.server.handler = fault.handler;
        const error = await local
          .client({ timeoutMs: 150 })
          .requestNoContent({ method, path: '/v1/members/x', body: {} })
          .catch((e: unknown) => e);
        expect(error, fault.name).toBeInstanceOf(fault.expected);
        expect(error, fault.name).not.toBeInstanceOf(ConnectError);
        expect(
          local.server.seen.map((s) => s.method),
          fault.name,
        ).toEqual([method]);
      }
    },
  );

  it('sends a DELETE again when the connection was refused, since nothing reached the server', async () => {
    // A port nothing listens on yet: the first attempt is refused, the retry finds the local.server.
    const late = new LocalServer();
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const clock = new FakeClock();
    const attempts: number[] = [];
    const c = local.client(
      { baseUrl: `http://127.0.0.1:${port}`, onRequest: (e) => attempts.push(e.attempt) },
      { clock },
    );
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
    const error = await local
      .client({
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
    const c = local.client({}, { clock });
    const first = await c.request({ method: 'GET', path: '/v1/x' }, Ok).catch((e: unknown) => e);
    expect((first as RateLimitedError).retryAfterMs).toBe(90_000);
    await clock.advance(10_000);
    const second = await c.request({ method: 'GET', path: '/v1/x' }, Ok).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(RateLimitedError);
    expect((second as RateLimitedError).retryAfterMs).toBe(80_000);
    expect(describeError(second)).toContain('retry in 80s');
    expect(local.server.seen).toHaveLength(1);
    // A write is never retried after a 429, so it does not wait for the pause: the server decides.
    const written = await c.request({ method: 'POST', path: '/v1/x', body: {} }, Ok);
    expect(written.data.ok).toBe(true);
    expect(local.server.seen.map((s) => s.method)).toEqual(['GET', 'POST']);
  });

  it('reports a 429 on a POST at once with the wait, without retrying', async () => {
    failingTimes(1, 429, { 'retry-after': '7' });
    const error = await local
      .client()
      .request({ method: 'POST', path: '/v1/x', body: {} }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(7000);
    expect(describeError(error)).toContain('retry in 7s');
    expect(local.server.seen).toHaveLength(1);
  });
});

// The client against a tiny local server of this test's own (local-server.ts): what goes on the
// wire (headers, bodies, paths) and the typed errors made of what comes back. Redirects, abort,
// timeouts, retries and Retry-After are the transport's: transport.test.ts.
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/client.js';
import {
  InvalidPathError,
  NetworkError,
  ReadOnlyError,
  ResponseShapeError,
  ServerError,
  UnauthorizedError,
} from '../../src/client/errors.js';
import { describeError } from '../../src/client/describe-error.js';
import type { RequestEvent, ResponseEvent } from '../../src/client/types.js';
import { VERSION } from '../../src/version.js';
import { ACCOUNT, API_KEY, Ok, json, useLocalServers } from './local-server.js';

const local = useLocalServers();

describe('requests on the wire', () => {
  it('sends the key, account, accept and user agent to the path under the base URL prefix', async () => {
    const events: RequestEvent[] = [];
    const responses: ResponseEvent[] = [];
    const c = local.client({
      baseUrl: `${local.origin}/prefix/`,
      onRequest: (e) => events.push(e),
      onResponse: (e) => responses.push(e),
    });
    const result = await c.request(
      { method: 'GET', path: '/v1/things', query: { a: 1, b: ['x', 'y'], skip: undefined } },
      Ok,
    );
    expect(result.data).toEqual({ ok: true });
    expect(result.status).toBe(200);
    const seen = local.server.seen[0]!;
    expect(seen.url).toBe('/prefix/v1/things?a=1&b=x&b=y');
    expect(seen.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(seen.headers['x-service-account']).toBe(ACCOUNT);
    expect(seen.headers.accept).toBe('application/json');
    expect(seen.headers['user-agent']).toBe(`vigil/${VERSION}`);
    expect(events).toHaveLength(1);
    expect(events[0]!.headers.authorization).toBe('Bearer ***');
    expect(events[0]!.url).toBe(`${local.origin}/prefix/v1/things?a=1&b=x&b=y`);
    expect(JSON.stringify(events)).not.toContain(API_KEY);
    expect(responses[0]).toMatchObject({ status: 200, attempt: 1, path: '/v1/things' });
  });

  it('sends a JSON body with its content type, and a raw body as is', async () => {
    const c = local.client();
    await c.request({ method: 'POST', path: '/v1/x', body: { description: 'hi' } }, Ok);
    await c.send({
      method: 'PUT',
      path: '/v1/y',
      rawBody: '{"a":1}',
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect(local.server.seen[0]).toMatchObject({ method: 'POST', body: '{"description":"hi"}' });
    expect(local.server.seen[0]!.headers['content-type']).toBe('application/json');
    expect(local.server.seen[1]).toMatchObject({ method: 'PUT', body: '{"a":1}' });
    expect(local.server.seen[1]!.headers['content-type']).toBe('application/merge-patch+json');
  });

  it('passes any status through send() without throwing', async () => {
    local.server.handler = (_req, res) =>
      json(res, 404, { statusCode: 404, error: 'Not Found', message: 'Not Found' }, { 'X-Thing': 'v' });
    const raw = await local.client().send({ method: 'GET', path: '/v1/nothing' });
    expect(raw.status).toBe(404);
    expect(raw.statusText).toBe('Not Found');
    expect(raw.headers['x-thing']).toBe('v');
    expect(JSON.parse(raw.body)).toMatchObject({ statusCode: 404 });
    expect(raw.request).toEqual({ method: 'GET', path: '/v1/nothing' });
  });

  it('refuses absolute URLs and //host paths before sending anything', async () => {
    const c = local.client();
    await expect(c.send({ method: 'GET', path: `${local.otherOrigin}/v1/checks` })).rejects.toBeInstanceOf(
      InvalidPathError,
    );
    await expect(c.send({ method: 'GET', path: '//evil.example/v1' })).rejects.toBeInstanceOf(InvalidPathError);
    expect(local.server.seen).toHaveLength(0);
    expect(local.other.seen).toHaveLength(0);
  });

  it('refuses writes in read-only mode without sending them, and still reads', async () => {
    const c = local.client({ readOnly: true });
    await expect(c.send({ method: 'DELETE', path: '/v1/accounts/a/members/b' })).rejects.toBeInstanceOf(ReadOnlyError);
    await expect(c.postIncidentUpdate('inc', { description: 'x' })).rejects.toBeInstanceOf(ReadOnlyError);
    expect(local.server.seen).toHaveLength(0);
    await c.request({ method: 'GET', path: '/v1/x' }, Ok);
    expect(local.server.seen).toHaveLength(1);
  });

  it('refuses an API key with spaces or control characters when the client is created', () => {
    expect(() => createClient({ baseUrl: local.origin, apiKey: 'a b', accountId: ACCOUNT })).toThrow('API key');
    expect(() => createClient({ baseUrl: local.origin, apiKey: 'ab\r\nX: y', accountId: ACCOUNT })).toThrow('API key');
    expect(() => createClient({ baseUrl: local.origin, apiKey: '', accountId: ACCOUNT })).toThrow('API key');
  });
});

describe('typed errors', () => {
  it('throws the class for the status with the failing request, never the key', async () => {
    local.server.handler = (_req, res) =>
      json(res, 401, { statusCode: 401, error: 'Unauthorized', message: `Bad Token ${API_KEY}`, attributes: {} });
    const error = await local
      .client()
      .request({ method: 'GET', path: '/v1/checks' }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as UnauthorizedError).request).toEqual({ method: 'GET', path: '/v1/checks' });
    expect((error as Error).message).not.toContain(API_KEY);
    expect(describeError(error)).not.toContain(API_KEY);
    expect(describeError(error)).toContain('run `vigil login` again');
  });

  it('reports a proxy HTML page briefly', async () => {
    local.server.handler = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><head><title>Bad Gateway</title></head><body>nginx</body></html>');
    };
    const error = await local
      .client({ maxRetries: 0 })
      .request({ method: 'GET', path: '/v1/checks' }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).message).toBe(
      'non-JSON answer (an HTML page titled "Bad Gateway", perhaps from a proxy)',
    );
  });

  it('throws ResponseShapeError naming the field and the endpoint', async () => {
    local.server.handler = (_req, res) => json(res, 200, { ok: 'yes' });
    const error = await local
      .client()
      .request({ method: 'GET', path: '/v1/things' }, Ok)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toBe(
      'The server answered GET /v1/things with an unexpected shape: ok expected boolean, got string',
    );
  });

  it('throws NetworkError when nothing listens', async () => {
    const c = local.client({ baseUrl: 'http://127.0.0.1:9', maxRetries: 0 });
    const error = await c.send({ method: 'GET', path: '/v1/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe('ECONNREFUSED');
  });

  it('refuses requests after close()', async () => {
    const c = local.client();
    await c.close();
    await expect(c.send({ method: 'GET', path: '/v1/x' })).rejects.toThrow();
    expect(local.server.seen).toHaveLength(0);
  });
});

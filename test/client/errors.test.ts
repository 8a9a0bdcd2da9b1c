import { describe, expect, it } from 'vitest';
import { errorFromResponse, parseErrorBody, parseRetryAfter } from '../../src/client/error-body.js';
import {
  AbortError,
  ApiError,
  BadRequestError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ReadOnlyError,
  ResponseShapeError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  describeError,
  isAbort,
} from '../../src/client/errors.js';
import { statusText } from '../../src/client/status-text.js';
import type { RawResponse } from '../../src/client/types.js';

const request = { method: 'GET', path: '/v1/checks' };

function response(status: number, body: unknown, headers: Record<string, string> = {}): RawResponse {
  return {
    status,
    statusText: '',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    request,
  };
}

describe('error classes by status', () => {
  it.each([
    [400, BadRequestError],
    [401, UnauthorizedError],
    [403, ForbiddenError],
    [404, NotFoundError],
    [429, RateLimitedError],
    [500, ServerError],
    [503, ServerError],
  ])('%i -> %o', (status, cls) => {
    const e = errorFromResponse(response(status, { statusCode: status, error: 'E', message: 'm' }));
    expect(e).toBeInstanceOf(cls);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(status);
    expect(e.request).toEqual(request);
  });

  it.each([408, 409, 418, 422])('%i -> plain ApiError', (status) => {
    const e = errorFromResponse(response(status, { statusCode: status, error: 'E', message: 'm' }));
    expect(e.constructor).toBe(ApiError);
  });

  it('keeps error, message and attributes of the body', () => {
    const e = errorFromResponse(response(401, { statusCode: 401, error: 'Unauthorized', message: 'Bad Token', attributes: { reason: 'expired' } }));
    expect(e.error).toBe('Unauthorized');
    expect(e.message).toBe('Bad Token');
    expect(e.attributes).toEqual({ reason: 'expired' });
  });

  it('reads Retry-After of a 429 into retryAfterMs', () => {
    const e = errorFromResponse(response(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too Many Requests', attributes: {} }, { 'retry-after': '12' }));
    expect(e).toBeInstanceOf(RateLimitedError);
    expect((e as RateLimitedError).retryAfterMs).toBe(12_000);
    expect((errorFromResponse(response(429, {})) as RateLimitedError).retryAfterMs).toBeNull();
  });
});

describe('error bodies', () => {
  it('fills missing fields from the status', () => {
    expect(parseErrorBody(404, '{}')).toEqual({ error: 'Not Found', message: 'Not Found' });
    expect(parseErrorBody(400, JSON.stringify({ error: 'Bad Request' }))).toEqual({ error: 'Bad Request', message: 'Bad Request' });
    expect(parseErrorBody(500, JSON.stringify({ message: 'boom', attributes: 'not an object' }))).toEqual({ error: 'Internal Server Error', message: 'boom' });
  });

  it('says briefly that an HTML page came back instead of printing it', () => {
    const html = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>' + 'x'.repeat(5000) + '</body></html>';
    const parsed = parseErrorBody(502, html, 'text/html');
    expect(parsed.error).toBe('Bad Gateway');
    expect(parsed.message).toBe('non-JSON answer (an HTML page titled "502 Bad Gateway", perhaps from a proxy)');
    expect(parseErrorBody(502, '<html><body>down</body></html>').message).toBe('non-JSON answer (an HTML page, perhaps from a proxy)');
  });

  it('copes with plain text, empty bodies and JSON that is not an object', () => {
    expect(parseErrorBody(503, 'upstream connect error\nmore').message).toBe('non-JSON answer: upstream connect error');
    expect(parseErrorBody(503, '').message).toBe('empty answer');
    expect(parseErrorBody(500, '[1,2]').message).toContain('not an object');
    expect(parseErrorBody(500, 'y'.repeat(1000)).message.length).toBeLessThan(160);
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2024-05-01T12:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('Wed, 01 May 2024 12:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Wed, 01 May 2024 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('describeError', () => {
  const api = (status: number, message: string, extra: Record<string, string> = {}) =>
    errorFromResponse(response(status, { statusCode: status, error: '', message }, extra));

  it('tells the user what to do for each kind of failure', () => {
    expect(describeError(api(401, 'Bad Token'))).toBe('The server rejected the API key (401 Unauthorized: Bad Token): run `vigil login` again.');
    expect(describeError(api(403, 'Forbidden'))).toContain('use a key with the needed permissions');
    expect(describeError(api(404, 'Not Found'))).toBe('Nothing found at GET /v1/checks (404 Not Found): check the ID.');
    expect(describeError(api(429, 'Too Many Requests', { 'retry-after': '12' }))).toBe(
      'Rate limited by the server on GET /v1/checks (429 Too Many Requests): retry in 12s.',
    );
    expect(describeError(api(400, 'query parameter "limit" must be between 1 and 100'))).toBe(
      'The server refused GET /v1/checks (400 Bad Request: query parameter "limit" must be between 1 and 100): fix the request and try again.',
    );
    expect(describeError(api(503, 'maintenance'))).toContain('try again in a moment');
    expect(describeError(new TimeoutError(request, 15_000, 'https://api.example.com'))).toBe(
      'No answer from https://api.example.com within 15s for GET /v1/checks: check the network and try again.',
    );
    expect(describeError(new NetworkError(request, 'http://127.0.0.1:9', 'ECONNREFUSED'))).toBe(
      'Could not reach http://127.0.0.1:9 for GET /v1/checks (ECONNREFUSED): check the base URL and your network.',
    );
    expect(describeError(new ReadOnlyError({ method: 'DELETE', path: '/v1/accounts/a/members/u' }))).toBe(
      'Read-only mode: DELETE /v1/accounts/a/members/u was not sent: run without --read-only to make changes.',
    );
    expect(describeError(new ResponseShapeError(request, '[0].name', 'expected string, got number'))).toBe(
      'The server answered GET /v1/checks with an unexpected shape: [0].name expected string, got number; the server may speak another API version.',
    );
    expect(describeError(new AbortError())).toBe('Cancelled.');
    expect(describeError(new Error('plain'))).toBe('plain.');
    expect(describeError('odd')).toBe('odd.');
  });

  it('escapes control characters from server text and keeps it to one line', () => {
    const sentence = describeError(api(400, 'bad\u001b[2J\nfield'));
    expect(sentence).not.toContain('\u001b');
    expect(sentence).not.toContain('\n');
    expect(sentence).toContain('\\x1b[2J');
  });

  it('recognises abort errors of the platform too', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbort(controller.signal.reason)).toBe(true);
    expect(isAbort(new AbortError())).toBe(true);
    expect(isAbort(new Error('x'))).toBe(false);
  });
});

describe('statusText', () => {
  it("gives node:http's reason phrase for every status it knows, and a plain label otherwise", async () => {
    const { STATUS_CODES } = await import('node:http');
    for (const code of [200, 201, 204, 301, 304, 400, 401, 403, 404, 405, 408, 409, 410, 429, 500, 502, 503, 504]) {
      expect(statusText(code)).toBe(STATUS_CODES[code]);
    }
    expect(statusText(599)).toBe('HTTP 599');
  });
});

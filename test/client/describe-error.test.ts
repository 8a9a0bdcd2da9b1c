import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '../../src/client/error-body.js';
import { describeError } from '../../src/client/describe-error.js';
import {
  AbortError,
  NetworkError,
  ReadOnlyError,
  ResponseShapeError,
  TimeoutError,
  isAbort,
} from '../../src/client/errors.js';
import { rawResponse } from '../helpers/raw-response.js';

const request = { method: 'GET', path: '/v1/checks' };
const response = rawResponse;

describe('describeError', () => {
  const api = (status: number, message: string, extra: Record<string, string> = {}) =>
    errorFromResponse(response(status, { statusCode: status, error: '', message }, extra));

  it('tells the user what to do for each kind of failure', () => {
    expect(describeError(api(401, 'Bad Token'))).toBe(
      'The server rejected the API key (401 Unauthorized: Bad Token): run `vigil login` again.',
    );
    expect(describeError(api(403, 'Forbidden'))).toContain('use a key with the needed permissions');
    // A reason of the server's own is the reason: no advice to change keys in its place.
    expect(describeError(api(403, 'You cannot remove yourself from the account.'))).toBe(
      'The server refused GET /v1/checks (403 Forbidden: You cannot remove yourself from the account.): nothing ' +
        "changed; if that is about the key's permissions, use a key that has them.",
    );
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

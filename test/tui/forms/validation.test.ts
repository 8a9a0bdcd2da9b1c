import { describe, expect, it } from 'vitest';
import { Guid, IncidentUpdateInput } from '../../../src/client/schemas/index.js';
import { NetworkError, NotFoundError, TimeoutError } from '../../../src/client/index.js';
import { AbortError, RateLimitedError } from '../../../src/client/errors.js';
import { schemaCheck } from '../../../src/tui/forms/validation.js';
import { requestLines } from '../../../src/tui/forms/request.js';
import { sendFailure } from '../../../src/tui/forms/sendOutcome.js';

describe('schemaCheck', () => {
  const description = schemaCheck(IncidentUpdateInput.shape.description);
  const date = schemaCheck(IncidentUpdateInput.shape.publicIncidentUpdateDate);
  const guid = schemaCheck(Guid);

  it('gives the reason the server would give, without a field name', () => {
    expect(description('')).toBe('must not be empty');
    expect(description('  \n ')).toBe('must not be empty');
    expect(description('Fixed')).toBeNull();
    expect(date('2025-01-02T03:04:05Z')).toBeNull();
    expect(date('2025-01-02T03:04:05+02:00')).toBeNull();
    expect(date('2025-01-02 03:04')).toBe('must be an ISO 8601 date-time such as 2024-05-01T12:00:00Z');
    expect(guid('abc')).toBe('must be a GUID (8-4-4-4-12 hex digits)');
    expect(guid('6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab')).toBeNull();
  });
});

describe('requestLines', () => {
  it('shows the method, the path and the body as JSON, a member per line when it does not fit the width', () => {
    const body = { description: 'a\nb', notifySubscribers: false };
    expect(requestLines({ method: 'POST', path: '/v1/x', body }, 30)).toEqual([
      'POST /v1/x',
      '{',
      '  "description": "a\\nb",',
      '  "notifySubscribers": false',
      '}',
    ]);
    expect(requestLines({ method: 'POST', path: '/v1/x', body }, 80)).toEqual([
      'POST /v1/x',
      '{"description": "a\\nb", "notifySubscribers": false}',
    ]);
    expect(requestLines({ method: 'DELETE', path: '/v1/accounts/a/members/b' }, 80)).toEqual([
      'DELETE /v1/accounts/a/members/b',
    ]);
  });

  it('never passes control characters through (JSON leaves DEL and C1 as they are)', () => {
    const lines = requestLines(
      { method: 'POST', path: '/v1/\u001b[2J', body: { description: 'x\u007f\u009b31m' } },
      20,
    );
    for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});

describe('sendFailure', () => {
  const request = { method: 'POST', path: '/v1/status-pages/incidents/x/incident-updates' };
  it('a timeout, a broken connection or a cancel may have reached the server', () => {
    expect(sendFailure(new TimeoutError(request, 15_000, 'http://h')).uncertain).toBe(true);
    expect(sendFailure(new NetworkError(request, 'http://h', 'ECONNRESET')).uncertain).toBe(true);
    expect(sendFailure(new AbortError()).uncertain).toBe(true);
  });
  it('a refused connection or an answer from the server did not post anything', () => {
    expect(sendFailure(new NetworkError(request, 'http://h', 'ECONNREFUSED')).uncertain).toBe(false);
    const notFound = new NotFoundError({ status: 404, error: 'Not Found', message: 'Incident not found.', request });
    expect(sendFailure(notFound)).toEqual({
      message: expect.stringContaining('404 Not Found') as unknown as string,
      uncertain: false,
    });
    const limited = new RateLimitedError({
      status: 429,
      error: 'Too Many Requests',
      message: 'x',
      request,
      retryAfterMs: 3000,
    });
    expect(sendFailure(limited).message).toMatch(/retry in 3s/);
  });
});

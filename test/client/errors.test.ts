import { describe, expect, it } from 'vitest';
import { errorFromResponse } from '../../src/client/error-body.js';
import {
  ApiError,
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  UnauthorizedError,
} from '../../src/client/errors.js';
import { rawResponse } from '../helpers/raw-response.js';

const request = { method: 'GET', path: '/v1/checks' };
const response = rawResponse;

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
    const e = errorFromResponse(
      response(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Bad Token',
        attributes: { reason: 'expired' },
      }),
    );
    expect(e.error).toBe('Unauthorized');
    expect(e.message).toBe('Bad Token');
    expect(e.attributes).toEqual({ reason: 'expired' });
  });

  it('reads Retry-After of a 429 into retryAfterMs', () => {
    const e = errorFromResponse(
      response(
        429,
        { statusCode: 429, error: 'Too Many Requests', message: 'Too Many Requests', attributes: {} },
        { 'retry-after': '12' },
      ),
    );
    expect(e).toBeInstanceOf(RateLimitedError);
    expect((e as RateLimitedError).retryAfterMs).toBe(12_000);
    expect((errorFromResponse(response(429, {})) as RateLimitedError).retryAfterMs).toBeNull();
  });
});

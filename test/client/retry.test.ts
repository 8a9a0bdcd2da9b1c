import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_POLICY,
  MAX_RETRY_AFTER_MS,
  backoffMs,
  isRead,
  retryDelay,
  type AttemptOutcome,
} from '../../src/client/retry.js';

const status = (s: number, retryAfterMs: number | null = null): AttemptOutcome => ({
  kind: 'status',
  status: s,
  retryAfterMs,
});
const half = () => 0.5;

describe('retry policy', () => {
  it('treats GET, HEAD and OPTIONS as reads and every other method as a write', () => {
    expect(['GET', 'HEAD', 'OPTIONS', 'get'].map(isRead)).toEqual([true, true, true, true]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isRead)).toEqual([false, false, false, false]);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])(
    'retries %s on failed connections, network errors, timeouts, 429 and 5xx',
    (method) => {
      for (const outcome of [
        { kind: 'not-connected' },
        { kind: 'network' },
        { kind: 'timeout' },
        status(429),
        status(500),
        status(502),
        status(503),
        status(504),
      ] as AttemptOutcome[]) {
        expect(retryDelay(method, outcome, 0, DEFAULT_RETRY_POLICY, half)).not.toBeNull();
      }
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'never sends %s again once it may have reached the server: not after a timeout, a reset or any answer',
    (method) => {
      const outcomes = [
        { kind: 'network' },
        { kind: 'timeout' },
        status(429, 1000),
        status(429, null),
        status(500),
        status(502),
        status(503),
        status(504),
      ] as AttemptOutcome[];
      for (const outcome of outcomes) {
        expect(retryDelay(method, outcome, 0, DEFAULT_RETRY_POLICY, half), JSON.stringify(outcome)).toBeNull();
      }
    },
  );

  it.each(['GET', 'POST'])('never sends %s again after a proxy asked for credentials (407)', (method) => {
    expect(retryDelay(method, { kind: 'proxy-auth' }, 0, DEFAULT_RETRY_POLICY, half)).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'sends %s again when the connection could not be made (nothing was sent), within maxRetries',
    (method) => {
      const policy = { ...DEFAULT_RETRY_POLICY, maxRetries: 2 };
      expect(retryDelay(method, { kind: 'not-connected' }, 0, policy, half)).toBe(backoffMs(0, policy, half));
      expect(retryDelay(method, { kind: 'not-connected' }, 1, policy, half)).toBe(backoffMs(1, policy, half));
      expect(retryDelay(method, { kind: 'not-connected' }, 2, policy, half)).toBeNull();
    },
  );

  it('does not retry answers that will not change: 2xx, 4xx other than 429, 408, 501, 505', () => {
    for (const s of [200, 204, 400, 401, 403, 404, 408, 409, 422, 501, 505]) {
      expect(retryDelay('GET', status(s), 0)).toBeNull();
    }
  });

  it('stops after maxRetries', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, maxRetries: 2 };
    expect(retryDelay('GET', status(503), 1, policy, half)).not.toBeNull();
    expect(retryDelay('GET', status(503), 2, policy, half)).toBeNull();
    expect(retryDelay('GET', status(503), 0, { ...policy, maxRetries: 0 }, half)).toBeNull();
  });

  it('waits exactly Retry-After on a 429, and gives up when it is longer than a minute', () => {
    expect(retryDelay('GET', status(429, 7000), 0, DEFAULT_RETRY_POLICY, half)).toBe(7000);
    expect(retryDelay('GET', status(429, MAX_RETRY_AFTER_MS + 1), 0)).toBeNull();
    // Without Retry-After, the usual backoff.
    expect(retryDelay('GET', status(429, null), 0, DEFAULT_RETRY_POLICY, () => 0)).toBe(125);
  });

  it('backs off exponentially with jitter between half and all of min(cap, base * 2^n)', () => {
    const policy = { maxRetries: 10, baseMs: 250, capMs: 8000 };
    const expected = [250, 500, 1000, 2000, 4000, 8000, 8000];
    expected.forEach((exp, n) => {
      expect(backoffMs(n, policy, () => 0)).toBe(exp / 2);
      expect(backoffMs(n, policy, () => 0.999999)).toBe(exp);
      for (let i = 0; i < 50; i++) {
        const d = backoffMs(n, policy);
        expect(d).toBeGreaterThanOrEqual(exp / 2);
        expect(d).toBeLessThanOrEqual(exp);
      }
    });
  });

  it('spreads delays out rather than using one fixed value', () => {
    const delays = new Set(Array.from({ length: 40 }, () => backoffMs(3, DEFAULT_RETRY_POLICY)));
    expect(delays.size).toBeGreaterThan(5);
  });
});

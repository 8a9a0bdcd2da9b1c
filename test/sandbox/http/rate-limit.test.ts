// 429 with attributes and Retry-After, per API key, over a sliding window: no window of
// `windowMs` ever holds more than `limit` accepted requests of a key. Member removal has a
// tighter limit of its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from '../../../src/sandbox/http/rate-limit.js';
import { startSandbox } from '../../../src/sandbox/index.js';
import { MEMBER_REMOVAL_LIMIT } from '../../../src/sandbox/routes/account.js';
import { UNKNOWN_GUID, api } from '../support.js';

/** The most times inside any window (t - windowMs, t]. */
function maxInWindow(times: readonly number[], windowMs: number): number {
  let best = 0;
  let left = 0;
  for (let right = 0; right < times.length; right++) {
    while (times[left]! <= times[right]! - windowMs) left++;
    best = Math.max(best, right - left + 1);
  }
  return best;
}

describe('SlidingWindowLimiter', () => {
  it('never accepts more than the limit in any sliding window, refuses only a full window, and says when a slot comes back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 300 }),
        (limit, windowMs, gaps) => {
          const limiter = new SlidingWindowLimiter({ limit, windowMs });
          const accepted: number[] = [];
          let now = 1_000_000;
          for (const gap of gaps) {
            now += gap;
            const verdict = limiter.take('key', now);
            const inWindow = accepted.filter((t) => t > now - windowMs);
            if (verdict.ok) {
              accepted.push(now);
              expect(verdict.remaining).toBe(limit - inWindow.length - 1);
            } else {
              // Refused only when the window already holds `limit`; the wait is until the oldest leaves.
              expect(inWindow).toHaveLength(limit);
              expect(verdict.resetMs).toBe(inWindow[0]! + windowMs - now);
              expect(verdict.resetMs).toBeGreaterThan(0);
            }
          }
          expect(maxInWindow(accepted, windowMs)).toBeLessThanOrEqual(limit);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lets a request in exactly when the oldest leaves the window, not a millisecond before', () => {
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.take('k', 0).ok).toBe(true);
    expect(limiter.take('k', 600).ok).toBe(true);
    const refused = limiter.take('k', 900);
    expect(refused).toEqual({ ok: false, limit: 2, remaining: 0, resetMs: 100 });
    expect(limiter.take('k', 999).ok).toBe(false);
    expect(limiter.take('k', 1000).ok).toBe(true);
    // A fixed window starting at 0 would now accept two more at 1000..1999; the sliding one waits for 600.
    expect(limiter.take('k', 1500)).toMatchObject({ ok: false, resetMs: 100 });
    expect(limiter.take('k', 1600).ok).toBe(true);
    // Each key has its own log.
    expect(limiter.take('other', 1600).ok).toBe(true);
  });

  it('giveBack() undoes the last take, so a request refused by a tighter limit costs nothing', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.take('k', 0).ok).toBe(true);
    limiter.giveBack('k');
    expect(limiter.take('k', 1).ok).toBe(true);
    expect(limiter.take('k', 2).ok).toBe(false);
  });

  it('keeps a limit of 600 with many thousands of requests (the ring grows to the limit and wraps)', () => {
    const limiter = new SlidingWindowLimiter({ limit: 600, windowMs: 60_000 });
    const accepted: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const now = i * 7;
      if (limiter.take('k', now).ok) accepted.push(now);
    }
    expect(maxInWindow(accepted, 60_000)).toBe(600);
    // 140 s of traffic: the first window's 600, then 600 more per 60 s as the oldest leave.
    expect(accepted.length).toBeGreaterThan(1200);
  });
});

describe('sandbox rate limit', () => {
  it('answers 429 with attributes and Retry-After once a key used up its window', async () => {
    const sb = await startSandbox({ seed: 51, rateLimit: { limit: 3, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 3; i++) expect((await api(sb, '/v1/checks')).status).toBe(200);
      const limited = await api(sb, '/v1/checks');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.any(String),
        attributes: { limit: 3, remaining: 0, resetSeconds: expect.any(Number) },
      });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // the other key has its own window
      expect((await api(sb, '/v1/checks', { key: 'readOnly' })).status).toBe(200);
    } finally {
      await sb.close();
    }
  });

  it('opens a new window once the old one has passed', async () => {
    const sb = await startSandbox({ seed: 52, rateLimit: { limit: 1, windowMs: 300 } });
    try {
      expect((await api(sb, '/v1/checks')).status).toBe(200);
      const limited = await api(sb, '/v1/checks');
      expect(limited.status).toBe(429);
      await new Promise((r) => setTimeout(r, Number(limited.headers.get('retry-after')) * 1000));
      expect((await api(sb, '/v1/checks')).status).toBe(200);
    } finally {
      await sb.close();
    }
  });

  it('counts a sliding window over HTTP: a burst just after a fixed window would reset is still refused', async () => {
    const sb = await startSandbox({ seed: 54, rateLimit: { limit: 5, windowMs: 1000 } });
    try {
      const burst = (n: number) => Promise.all(Array.from({ length: n }, () => api(sb, '/v1/check-statuses')));
      const t0 = Date.now();
      expect((await api(sb, '/v1/check-statuses')).status).toBe(200);
      await new Promise((r) => setTimeout(r, 700));
      expect((await burst(4)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
      // Past the first request's window (a fixed window would start afresh), but the four are still inside.
      await new Promise((r) => setTimeout(r, Math.max(0, t0 + 1100 - Date.now())));
      const statuses = (await burst(5)).map((a) => a.status);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
      const accepted = sb.requests.filter((r) => r.status === 200).map((r) => r.at);
      expect(maxInWindow(accepted, 1000)).toBeLessThanOrEqual(5);
    } finally {
      await sb.close();
    }
  });

  it('does not count a request refused by the route limit against the key', async () => {
    const sb = await startSandbox({ seed: 55, rateLimit: { limit: MEMBER_REMOVAL_LIMIT.limit + 2, windowMs: 60_000 } });
    try {
      const path = `/v1/accounts/${sb.accountId}/members/${UNKNOWN_GUID}`;
      for (let i = 0; i < MEMBER_REMOVAL_LIMIT.limit; i++)
        expect((await api(sb, path, { method: 'DELETE' })).status).toBe(404);
      expect((await api(sb, path, { method: 'DELETE' })).status).toBe(429);
      expect((await api(sb, '/v1/check-statuses')).status).toBe(200);
      expect((await api(sb, '/v1/check-statuses')).status).toBe(200);
      expect((await api(sb, '/v1/check-statuses')).status).toBe(429);
    } finally {
      await sb.close();
    }
  });

  it('limits member removal more tightly than the default', async () => {
    const sb = await startSandbox({ seed: 53 });
    try {
      const path = `/v1/accounts/${sb.accountId}/members/${UNKNOWN_GUID}`;
      for (let i = 0; i < MEMBER_REMOVAL_LIMIT.limit; i++)
        expect((await api(sb, path, { method: 'DELETE' })).status).toBe(404);
      const limited = await api(sb, path, { method: 'DELETE' });
      expect(limited.status).toBe(429);
      expect(limited.body.attributes.limit).toBe(MEMBER_REMOVAL_LIMIT.limit);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // other routes still answer
      expect((await api(sb, '/v1/checks')).status).toBe(200);
    } finally {
      await sb.close();
    }
  });
});

// 429 with attributes and Retry-After, per API key; member removal has a tighter limit of its own.
import { describe, expect, it } from 'vitest';
import { MEMBER_REMOVAL_LIMIT, startSandbox } from '../../src/sandbox/index.js';
import { UNKNOWN_GUID, api } from './support.js';

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

  it('limits member removal more tightly than the default', async () => {
    const sb = await startSandbox({ seed: 53 });
    try {
      const path = `/v1/accounts/${sb.accountId}/members/${UNKNOWN_GUID}`;
      for (let i = 0; i < MEMBER_REMOVAL_LIMIT.limit; i++) expect((await api(sb, path, { method: 'DELETE' })).status).toBe(404);
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

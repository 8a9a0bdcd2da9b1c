// The sandbox's rate limit (429 + Retry-After) against the client: Retry-After is honoured by
// every request, a client limiter that matches the server never gets a 429, and a POST that gets
// a 429 is reported at once instead of being sent again.
import { afterAll, describe, expect, it } from 'vitest';
import { describeError, type VigilClient } from '../../src/client/index.js';
import { RateLimitedError } from '../../src/client/errors.js';
import { clientFor } from '../helpers/client.js';
import { useSandbox } from '../helpers/sandbox.js';

const RATE = { limit: 3, windowMs: 1000 };
const overrun = useSandbox({ seed: 5, rateLimit: RATE });
const matched = useSandbox({ seed: 5, rateLimit: RATE });
const posting = useSandbox({ seed: 5, rateLimit: RATE });
const clients: VigilClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('rate limit', () => {
  it('holds every request until Retry-After has passed after a 429, then succeeds', async () => {
    const log: Array<{ kind: 'request' | 'response'; at: number; status?: number; retryAfter?: string }> = [];
    const client = clientFor(overrun(), {
      onRequest: () => log.push({ kind: 'request', at: Date.now() }),
      onResponse: (e) =>
        log.push({
          kind: 'response',
          at: Date.now(),
          status: e.status,
          ...(e.headers['retry-after'] ? { retryAfter: e.headers['retry-after'] } : {}),
        }),
    });
    clients.push(client);
    // The client's own limit (600/min) is far above the server's (3/s): the server must push back.
    const results = await Promise.all(Array.from({ length: 6 }, () => client.listChecks({ limit: 1 })));
    expect(results.every((page) => page.items.length === 1)).toBe(true);

    const refusals = log.filter((e) => e.kind === 'response' && e.status === 429);
    expect(refusals.length).toBeGreaterThan(0);
    expect(overrun().requests.some((r) => r.status === 429)).toBe(true);
    for (const refusal of refusals) {
      expect(refusal.retryAfter).toMatch(/^\d+$/);
      const resumeAt = refusal.at + Number(refusal.retryAfter) * 1000;
      const sentDuringPause = log.filter((e) => e.kind === 'request' && e.at > refusal.at && e.at < resumeAt);
      expect(sentDuringPause).toEqual([]);
    }
  });

  it('never gets a 429 when the client limit matches the server', async () => {
    const client = clientFor(matched(), { rateLimit: RATE });
    clients.push(client);
    const pages = await Promise.all(Array.from({ length: 8 }, (_, i) => client.listChecks({ page: i + 1, limit: 2 })));
    expect(pages).toHaveLength(8);
    expect(matched().requests.filter((r) => r.path.startsWith('/v1/checks'))).toHaveLength(8);
    expect(matched().requests.filter((r) => r.status === 429)).toEqual([]);
  });

  it('reports a 429 on a POST at once with the wait, and sends it only once', async () => {
    const client = clientFor(posting());
    clients.push(client);
    await Promise.all(Array.from({ length: RATE.limit }, () => client.listCheckStatuses()));
    const error = await client
      .postIncidentUpdate(posting().fixtures.incidentId, { description: 'during the storm' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBeGreaterThan(0);
    expect(describeError(error)).toMatch(/retry in \d+s/);
    expect(posting().requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(client.rateLimitRemaining()).toBe(0);
  });
});

// Clients on one server and key in one process share one rate limit (and one 429 pause); other
// keys, servers and limits have their own. Closing a client leaves the others' budget and
// waiting requests alone. Real clients against the sandbox.
import { afterEach, describe, expect, it } from 'vitest';
import { isAbort, type VigilClient } from '../../src/client/index.js';
import { RateLimitedError } from '../../src/client/errors.js';
import { clientFor, type ClientForOptions } from '../helpers/client.js';
import { useSandbox } from '../helpers/sandbox.js';

const RATE = { limit: 3, windowMs: 60_000 };
const sandbox = useSandbox({ seed: 61, rateLimit: RATE });
const strict = useSandbox({ seed: 62, rateLimit: { limit: 2, windowMs: 60_000 } });
const tight = useSandbox({ seed: 63, rateLimit: { limit: 1, windowMs: 60_000 } });

let clients: VigilClient[] = [];
function client(on = sandbox, options: ClientForOptions = {}): VigilClient {
  const c = clientFor(on(), { rateLimit: RATE, ...options });
  clients.push(c);
  return c;
}
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
});

/** Resolves to 'waiting' when the promise has not settled within `ms`. */
async function stillWaiting(promise: Promise<unknown>, ms = 150): Promise<boolean> {
  const marker = Symbol('waiting');
  const raced = await Promise.race([
    promise.then(
      () => null,
      () => null,
    ),
    new Promise((resolve) => setTimeout(() => resolve(marker), ms)),
  ]);
  return raced === marker;
}

describe('a rate limit shared per key within the process', () => {
  it('two clients on one key share the budget: neither sends beyond it', async () => {
    const a = client();
    const b = client();
    await a.listCheckStatuses();
    await b.listCheckStatuses();
    await a.listCheckStatuses();
    expect(a.rateLimitRemaining()).toBe(0);
    expect(b.rateLimitRemaining()).toBe(0);
    const controller = new AbortController();
    const held = b.listChecks(undefined, { signal: controller.signal });
    expect(await stillWaiting(held)).toBe(true);
    controller.abort();
    expect(isAbort(await held.catch((e: unknown) => e))).toBe(true);
    // The server saw the three only, and never had to refuse one.
    expect(sandbox().requests.filter((r) => r.path.startsWith('/v1/check'))).toHaveLength(3);
    expect(sandbox().requests.filter((r) => r.status === 429)).toEqual([]);
  });

  it('another key, server or limit, or a client that asks for its own, has a budget of its own', async () => {
    // The budget of the demo key on `sandbox` is spent by the test above (a 60 s window).
    expect(client().rateLimitRemaining()).toBe(0);
    const readOnly = client(sandbox, { key: 'readOnly' });
    expect(readOnly.rateLimitRemaining()).toBe(RATE.limit);
    await readOnly.listCheckStatuses();
    expect(readOnly.rateLimitRemaining()).toBe(RATE.limit - 1);
    expect(client(strict).rateLimitRemaining()).toBe(RATE.limit);
    expect(client(sandbox, { rateLimit: { limit: 5, windowMs: 60_000 } }).rateLimitRemaining()).toBe(5);
    // A plain command is the only client in its process and asks for a limiter of its own.
    expect(client(sandbox, { shareRateLimit: false }).rateLimitRemaining()).toBe(RATE.limit);
  });

  it('closing one client rejects its own waiting requests only; the others keep their place and budget', async () => {
    const rate = { limit: 1, windowMs: 300 };
    const a = client(strict, { rateLimit: rate });
    const b = client(strict, { rateLimit: rate });
    await a.listCheckStatuses();
    const mine = a.listCheckStatuses();
    const theirs = b.listCheckStatuses();
    // Both wait for the one slot (it comes back 300 ms after the first answer).
    expect(await stillWaiting(Promise.race([mine, theirs]), 50)).toBe(true);
    await a.close();
    expect(isAbort(await mine.catch((e: unknown) => e))).toBe(true);
    await expect(theirs).resolves.toBeInstanceOf(Array);
    expect(b.rateLimitRemaining()).toBe(0);
  });

  it('clients on one key share a 429 pause: after one is refused, the others hold back too', async () => {
    // The server allows 1 a minute; the clients think 3 (as if another process used the key).
    const a = client(tight);
    const b = client(tight);
    await a.listCheckStatuses();
    const refused = await b
      .postIncidentUpdate(tight().fixtures.incidentId, { description: 'paused' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterMs).toBeGreaterThan(0);
    expect(a.rateLimitRemaining()).toBe(0);
    const controller = new AbortController();
    const held = a.listChecks(undefined, { signal: controller.signal });
    expect(await stillWaiting(held)).toBe(true);
    controller.abort();
    await held.catch(() => undefined);
    expect(tight().requests.map((r) => r.status)).toEqual([200, 429]);
  });
});

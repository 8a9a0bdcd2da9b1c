// The registry of limiters shared per origin, key and limit: same triple, same limiter; any
// difference, another; a limiter nobody uses is forgotten only once it holds nothing.
import { describe, expect, it } from 'vitest';
import { leaseSharedLimiter } from '../../src/client/shared-limiter.js';

const key = (over: Partial<Parameters<typeof leaseSharedLimiter>[0]> = {}) => ({
  origin: 'http://127.0.0.1:1',
  apiKey: 'sk_shared_test',
  limit: 2,
  windowMs: 40,
  ...over,
});

describe('leaseSharedLimiter', () => {
  it('hands every lease on one origin, key and limit the same limiter, and any other a different one', () => {
    const a = leaseSharedLimiter(key());
    const b = leaseSharedLimiter(key());
    const others = [
      leaseSharedLimiter(key({ apiKey: 'sk_other' })),
      leaseSharedLimiter(key({ origin: 'http://127.0.0.1:2' })),
      leaseSharedLimiter(key({ limit: 3 })),
      leaseSharedLimiter(key({ windowMs: 41 })),
    ];
    expect(b.limiter).toBe(a.limiter);
    for (const other of others) expect(other.limiter).not.toBe(a.limiter);
    for (const lease of [a, b, ...others]) lease.release();
  });

  it('keeps a released limiter while its window holds requests, then forgets it', async () => {
    const first = leaseSharedLimiter(key({ apiKey: 'sk_window' }));
    (await first.limiter.acquire())();
    first.release();
    first.release(); // twice is harmless
    const again = leaseSharedLimiter(key({ apiKey: 'sk_window' }));
    // A new client on the key starts with what is left of the budget, not a fresh one.
    expect(again.limiter).toBe(first.limiter);
    expect(again.limiter.remaining()).toBe(1);
    again.release();
    await new Promise((resolve) => setTimeout(resolve, 60));
    const later = leaseSharedLimiter(key({ apiKey: 'sk_window' }));
    expect(later.limiter).not.toBe(first.limiter);
    expect(later.limiter.remaining()).toBe(2);
    later.release();
  });

  it('a limiter still used by one client survives another client releasing it', async () => {
    const a = leaseSharedLimiter(key({ apiKey: 'sk_two' }));
    const b = leaseSharedLimiter(key({ apiKey: 'sk_two' }));
    a.release();
    const release = await b.limiter.acquire();
    release();
    expect(leaseSharedLimiter(key({ apiKey: 'sk_two' })).limiter).toBe(b.limiter);
  });
});

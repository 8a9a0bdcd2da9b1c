// One rate limiter per server origin, API key and limit in this process. The server counts
// requests per key, so every client on a key (the TUI's screens, a command run in-process, 20
// clients in a load test) must draw on one budget and honour one 429 pause; a limiter per
// client instance would let them together send the limit many times over.
//
// A shared limiter is never closed: a client that closes cancels only its own waits and
// listeners. The limiter keeps a timer only while someone waits for a slot, so an unused one
// never keeps the process alive; it is forgotten once no client uses it and it holds nothing.
import { RateLimiter } from './limiter.js';

export interface SharedLimiterKey {
  origin: string;
  apiKey: string;
  limit: number;
  windowMs: number;
  /** An endpoint's own budget (endpoint-limits.ts) by name; none for the account's. */
  scope?: string;
}

export interface LimiterLease {
  readonly limiter: RateLimiter;
  /** The client no longer uses the limiter (idempotent). */
  release(): void;
}

interface Entry {
  limiter: RateLimiter;
  users: number;
}

const registry = new Map<string, Entry>();

function keyOf(k: SharedLimiterKey): string {
  return `${k.origin}\n${k.scope ?? ''}\n${k.limit}/${k.windowMs}\n${k.apiKey}`;
}

function forgetUnused(): void {
  for (const [key, entry] of registry) {
    if (entry.users === 0 && entry.limiter.isIdle()) registry.delete(key);
  }
}

/** The limiter every client with this origin, key and limit shares. */
export function leaseSharedLimiter(k: SharedLimiterKey): LimiterLease {
  forgetUnused();
  const key = keyOf(k);
  let entry = registry.get(key);
  if (!entry) {
    entry = { limiter: new RateLimiter({ limit: k.limit, windowMs: k.windowMs }), users: 0 };
    registry.set(key, entry);
  }
  entry.users++;
  const held = entry;
  let released = false;
  return {
    limiter: held.limiter,
    release() {
      if (released) return;
      released = true;
      held.users--;
      if (held.users === 0 && held.limiter.isIdle() && registry.get(key) === held) registry.delete(key);
    },
  };
}

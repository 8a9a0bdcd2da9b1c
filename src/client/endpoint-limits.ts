// Endpoints with a budget of their own on top of the account's (service.md): GET
// /v2/check-results/{checkId} takes at most 5 requests per 10 seconds. A request to such an
// endpoint holds a slot of its endpoint's limiter and one of the account's while it is in
// flight, so it never goes over either; it waits for its endpoint's slot first, holding nothing
// of the account's budget meanwhile, so a queue of history requests never holds up the rest.
// A 429 it gets pauses its endpoint only, unless the server says it was the account's limit.
import { RateLimiter } from './limiter.js';
import { leaseSharedLimiter, type LimiterLease } from './shared-limiter.js';
import type { Clock } from './clock.js';

export interface EndpointLimit {
  /** A name for the budget, part of the shared limiter's key. */
  name: string;
  limit: number;
  windowMs: number;
  /** Path prefix the budget covers. */
  prefix: string;
}

export const CHECK_RESULTS_BUDGET: EndpointLimit = {
  name: 'check-results',
  limit: 5,
  windowMs: 10_000,
  prefix: '/v2/check-results/',
};

export const ENDPOINT_LIMITS: readonly EndpointLimit[] = [CHECK_RESULTS_BUDGET];

/** The limiters of the endpoint budgets, made on first use, shared like the account's. */
export class EndpointLimiters {
  private readonly leases = new Map<string, LimiterLease>();

  constructor(
    private readonly o: {
      origin: string;
      apiKey: string;
      limits: readonly EndpointLimit[];
      /** A private limiter per budget (a test's clock, or shareRateLimit: false). */
      privateClock?: Clock | 'system';
    },
  ) {}

  /** The limiter of the budget `path` falls under, if any. */
  forPath(path: string): RateLimiter | undefined {
    const budget = this.o.limits.find((b) => path.startsWith(b.prefix));
    if (!budget) return undefined;
    let lease = this.leases.get(budget.name);
    if (!lease) {
      lease = this.o.privateClock
        ? privateLease(budget, this.o.privateClock === 'system' ? undefined : this.o.privateClock)
        : leaseSharedLimiter({
            origin: this.o.origin,
            apiKey: this.o.apiKey,
            limit: budget.limit,
            windowMs: budget.windowMs,
            scope: budget.name,
          });
      this.leases.set(budget.name, lease);
    }
    return lease.limiter;
  }

  cancel(owner: object): void {
    for (const lease of this.leases.values()) lease.limiter.cancel(owner);
  }

  release(): void {
    for (const lease of this.leases.values()) lease.release();
    this.leases.clear();
  }
}

function privateLease(budget: EndpointLimit, clock: Clock | undefined): LimiterLease {
  const limiter = new RateLimiter({ limit: budget.limit, windowMs: budget.windowMs, clock });
  return { limiter, release: () => limiter.close() };
}

/**
 * Whether a 429 to an endpoint with its own budget was the account's limit: the server names
 * the limit it applied in X-RateLimit-Limit. Without it the endpoint's own budget is assumed,
 * the one such a request is likelier to meet; pausing the account would stall everything else.
 */
export function isAccountLimit(headers: Record<string, string>, accountLimit: number): boolean {
  return headers['x-ratelimit-limit'] === String(accountLimit);
}

/**
 * Whether a 429 stopped the account's budget (everything waits) rather than one endpoint's own
 * (only that endpoint waits; its own user says so, as the check-history loader does).
 */
export function pausesTheAccount(
  event: { path: string; headers: Record<string, string> },
  accountLimit: number,
): boolean {
  const ownBudget = ENDPOINT_LIMITS.some((budget) => event.path.startsWith(budget.prefix));
  return !ownBudget || isAccountLimit(event.headers, accountLimit);
}

// What a request passes before its handler, in order: key (401) -> rate limit (429) ->
// X-Service-Account (403) -> injected failures (5xx) -> read-only key on a write (403).
// Every answer after the rate limit carries the x-ratelimit-* headers.
import type { IncomingMessage } from 'node:http';
import { type RateLimit, SlidingWindowLimiter, type Verdict } from './http/rate-limit.js';
import { type Reply, errorReply } from './http/reply.js';
import type { Route } from './http/router.js';
import { Rng, hash32 } from './random.js';
import type { ApiKeyInfo, SandboxStore } from './store.js';

export interface AdmissionOptions {
  store: SandboxStore;
  rateLimit: RateLimit;
  failRate: number;
  seed: number;
}

export type Admission =
  | { ok: true; key: ApiKeyInfo; headers: Record<string, string> }
  | { ok: false; reply: Reply; headers?: Record<string, string> };

export type Admit = (req: IncomingMessage, method: string, route: Route) => Admission;

export function createAdmission(o: AdmissionOptions): Admit {
  const limits = new RateLimits(o.rateLimit);
  const failures = new Rng(hash32(o.seed, 0xfa11));
  return (req, method, route) => {
    const key = authenticate(o.store, req);
    if (!key) {
      return {
        ok: false,
        reply: errorReply(401, 'Bad Token', { error: 'Bad Token' }),
        headers: { 'www-authenticate': 'Bearer error="Bad Token"' },
      };
    }
    const rate = limits.take(key.key, route, Date.now());
    if (rate.refusal) return { ok: false, reply: rate.refusal, headers: rate.headers };
    const refusal = wrongAccount(req, o.store) ?? injectedFailure(failures, o.failRate) ?? readOnlyWrite(method, key);
    return refusal ? { ok: false, reply: refusal, headers: rate.headers } : { ok: true, key, headers: rate.headers };
  };
}

function authenticate(store: SandboxStore, req: IncomingMessage): ApiKeyInfo | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? store.keys.get(m[1] as string) : undefined;
}

/** The key's general budget, and per route the tighter budgets of routes that have their own. */
class RateLimits {
  private readonly general: SlidingWindowLimiter;
  private readonly byRoute = new Map<string, SlidingWindowLimiter>();

  constructor(private readonly rate: RateLimit) {
    this.general = new SlidingWindowLimiter(rate);
  }

  /** The x-ratelimit-* headers, and the 429 (with Retry-After among the headers) when refused. */
  take(key: string, route: Route, now: number): { headers: Record<string, string>; refusal?: Reply } {
    let verdict = this.general.take(key, now);
    let windowMs = this.rate.windowMs;
    if (verdict.ok && route.limit) {
      const own = this.routeLimiter(route, route.limit).take(key, now);
      if (!own.ok) {
        // Refused requests are not counted: the key's general budget gets this one back.
        this.general.giveBack(key);
        verdict = own;
        windowMs = route.limit.windowMs;
      }
    }
    const resetSeconds = Math.max(1, Math.ceil(verdict.resetMs / 1000));
    const headers = {
      'x-ratelimit-limit': String(verdict.limit),
      'x-ratelimit-remaining': String(verdict.remaining),
      'x-ratelimit-reset': String(resetSeconds),
    };
    if (verdict.ok) return { headers };
    const refusal = tooMany(verdict, windowMs, resetSeconds);
    return { refusal, headers: { ...headers, 'retry-after': String(resetSeconds) } };
  }

  private routeLimiter(route: Route, limit: RateLimit): SlidingWindowLimiter {
    let limiter = this.byRoute.get(route.pattern);
    if (!limiter) {
      limiter = new SlidingWindowLimiter(limit);
      this.byRoute.set(route.pattern, limiter);
    }
    return limiter;
  }
}

function tooMany(verdict: Verdict, windowMs: number, resetSeconds: number): Reply {
  const per = Math.round(windowMs / 1000);
  return errorReply(429, `Too many requests: at most ${verdict.limit} per ${per} s; retry in ${resetSeconds} s.`, {
    limit: verdict.limit,
    remaining: 0,
    resetSeconds,
  });
}

function wrongAccount(req: IncomingMessage, store: SandboxStore): Reply | undefined {
  const account = req.headers['x-service-account'];
  if (account === undefined || (!Array.isArray(account) && account.toLowerCase() === store.accountId)) return;
  return errorReply(403, 'X-Service-Account names an account this API key cannot access.');
}

function injectedFailure(failures: Rng, failRate: number): Reply | undefined {
  if (failRate <= 0 || failures.next() >= failRate) return;
  const status = failures.chance(0.5) ? 500 : 503;
  return errorReply(status, `Injected failure (--fail-rate ${failRate}).`);
}

function readOnlyWrite(method: string, key: ApiKeyInfo): Reply | undefined {
  if (method === 'GET' || !key.readOnly) return;
  return errorReply(403, 'This API key is read-only: it cannot change anything.');
}

// When a failed attempt is tried again, and after how long.
//
// Decisions:
// - Only idempotent methods (GET, HEAD, PUT, DELETE) are retried: sending them twice leaves the
//   server as sending them once. They are retried on network errors, timeouts, 429 and 5xx
//   (except 501/505, which will not change), with jittered exponential backoff; a 429 waits for
//   its Retry-After instead (the limiter pauses every request until then).
// - POST and PATCH are never retried, not even after a 429. A 429 means the server refused the
//   request, so a retry would be safe, but the rate limit is mostly hit by other clients sharing
//   the key and Retry-After can be most of a minute: a form or command that posts an incident
//   update must answer "rate limited, retry in Ns" at once rather than hang silently. A POST that
//   timed out or lost its connection may have been processed, so retrying could post it twice.
// - A Retry-After longer than a minute is not waited for: the 429 is reported instead.
import type { HttpMethod } from './types.js';

export interface RetryPolicy {
  maxRetries: number;
  baseMs: number;
  capMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 3, baseMs: 250, capMs: 8_000 };

/** The longest Retry-After the client will wait for by itself. */
export const MAX_RETRY_AFTER_MS = 60_000;

export type AttemptOutcome =
  | { kind: 'status'; status: number; retryAfterMs: number | null }
  | { kind: 'network' }
  | { kind: 'timeout' };

const IDEMPOTENT = new Set<string>(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

export function isIdempotent(method: HttpMethod | string): boolean {
  return IDEMPOTENT.has(method.toUpperCase());
}

function isRetriableStatus(status: number): boolean {
  if (status === 429) return true;
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

/**
 * Backoff before retry number `retry` (0 for the first retry): "equal jitter", a random delay
 * in [exp/2, exp] where exp = min(cap, base * 2^retry), so clients spread out but still wait.
 */
export function backoffMs(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exp = Math.min(policy.capMs, policy.baseMs * 2 ** retry);
  const half = exp / 2;
  return Math.round(half + random() * half);
}

/**
 * Milliseconds to wait before trying again, or null when the failure is final.
 * `retriesDone` counts retries already made (0 after the first attempt).
 */
export function retryDelay(
  method: HttpMethod | string,
  outcome: AttemptOutcome,
  retriesDone: number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  random: () => number = Math.random,
): number | null {
  if (!isIdempotent(method)) return null;
  if (retriesDone >= policy.maxRetries) return null;
  if (outcome.kind === 'status') {
    if (!isRetriableStatus(outcome.status)) return null;
    if (outcome.status === 429 && outcome.retryAfterMs !== null) {
      return outcome.retryAfterMs > MAX_RETRY_AFTER_MS ? null : outcome.retryAfterMs;
    }
  }
  return backoffMs(retriesDone, policy, random);
}

// When a failed attempt is tried again, and after how long.
//
// Decisions:
// - Reads (GET, HEAD, OPTIONS) are retried on network errors, timeouts, 429 and 5xx (except
//   501/505, which will not change), with jittered exponential backoff; a 429 waits for its
//   Retry-After instead (the limiter pauses every request until then).
// - Writes (POST, PUT, PATCH, DELETE) are sent again only when the server certainly never saw
//   them: the connection could not be made (refused, name not resolved, connect timeout), so no
//   byte of the request left this machine. After a timeout, a reset or any answer at all they are
//   not: the server may have done the work and lost the answer, and a DELETE sent again would
//   then say "no such member" after a removal that worked. A 429 on a write is reported at once
//   (RateLimitedError with the wait), because the limit is mostly hit by other clients sharing
//   the key and Retry-After can be most of a minute: a form must say "retry in Ns", not hang.
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
  /** The connection could not be made: nothing of the request was sent. */
  | { kind: 'not-connected' }
  /** The proxy asked for credentials (407): nothing was sent, and the same request meets the same refusal. */
  | { kind: 'proxy-auth' }
  /** The connection broke (reset, closed) after the request may have been sent. */
  | { kind: 'network' }
  | { kind: 'timeout' };

const READS = new Set<string>(['GET', 'HEAD', 'OPTIONS']);

/** True for methods that only read, so any failure may be retried. */
export function isRead(method: HttpMethod | string): boolean {
  return READS.has(method.toUpperCase());
}

function isRetriableStatus(status: number): boolean {
  if (status === 429) return true;
  return status >= 500 && status <= 599 && status !== 501 && status !== 505;
}

/** Whether this outcome may be followed by another attempt of this method at all. */
function mayRetry(method: HttpMethod | string, outcome: AttemptOutcome): boolean {
  if (outcome.kind === 'proxy-auth') return false;
  if (outcome.kind === 'not-connected') return true;
  if (!isRead(method)) return false;
  if (outcome.kind === 'status') return isRetriableStatus(outcome.status);
  return true;
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
  if (!mayRetry(method, outcome)) return null;
  if (retriesDone >= policy.maxRetries) return null;
  if (outcome.kind === 'status' && outcome.status === 429 && outcome.retryAfterMs !== null) {
    return outcome.retryAfterMs > MAX_RETRY_AFTER_MS ? null : outcome.retryAfterMs;
  }
  return backoffMs(retriesDone, policy, random);
}

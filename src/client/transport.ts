// Sends a RequestSpec as many times as the retry policy allows, each attempt through the rate
// limiter (shared by every client on the key in this process), reporting every attempt to
// onRequest/onResponse with the key masked. Never throws on an HTTP status: that is for the
// typed layer above (client.ts); the one exception is a read refused before sending because a
// 429 pause is longer than it would wait (RateLimitedError).
import type { Dispatcher } from 'undici';
import { sleep, systemClock, type Clock } from './clock.js';
import {
  AbortError,
  NetworkError,
  RateLimitedError,
  TimeoutError,
  VigilError,
  formatSeconds,
  isAbort,
} from './errors.js';
import { errorFromResponse, parseRetryAfter } from './error-body.js';
import { ConnectError, ProxyAuthRequired } from './connect-error.js';
import { buildHeaders, isUnsafeHeaderValue, maskHeaders } from './headers.js';
import { attempt, createPool, type AttemptResponse } from './http.js';
import { PausedError, type RateLimiter } from './limiter.js';
import { type EndpointLimiters, isAccountLimit } from './endpoint-limits.js';
import { MAX_RETRY_AFTER_MS, backoffMs, isRead, retryDelay, type RetryPolicy } from './retry.js';
import type { HttpMethod, RawResponse, RequestEvent, RequestSpec, ResponseEvent, WaitEvent } from './types.js';
import { requestTarget, type BaseUrl } from './url.js';

export interface TransportOptions {
  base: BaseUrl;
  /** The proxy requests go through, when there is one (ClientOptions.proxy). */
  proxy?: { url: string; label: string };
  apiKey: string;
  accountId: string;
  userAgent: string;
  timeoutMs: number;
  retry: RetryPolicy;
  limiter: RateLimiter;
  /** Budgets of single endpoints, kept on top of the account's (endpoint-limits.ts). */
  endpointLimiters?: EndpointLimiters;
  /** The account's limit, to tell its 429 from an endpoint's. */
  accountLimit?: number;
  clock?: Clock;
  random?: () => number;
  /** The largest answer read (default 64 MiB). */
  maxBodyBytes?: number;
  /** The longest a request waits for Retry-After in all (default 60 s). */
  maxRetryAfterMs?: number;
  onRequest?: (e: RequestEvent) => void;
  onResponse?: (e: ResponseEvent) => void;
  onWait?: (e: WaitEvent) => void;
}

const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Without a Retry-After, a 429 still holds everyone back this long. */
const DEFAULT_429_PAUSE_MS = 1_000;
/** A longer Retry-After (or a broken one) is asked of the server again after this long. */
const MAX_PAUSE_MS = 10 * 60_000;

/**
 * The request a redirect asks for, as upstream's HTTP library and browsers make it: a 303, and a
 * 301 or 302 after a POST, become a GET without a body; otherwise the same method and body go again.
 */
function redirectedRequest<B>(
  status: number,
  method: HttpMethod,
  body: B | undefined,
): { method: HttpMethod; body: B | undefined } {
  if (status === 303) return { method: 'GET', body: undefined };
  if ((status === 301 || status === 302) && method === 'POST') return { method: 'GET', body: undefined };
  return { method, body };
}

/** Where a same-origin redirect leads (request target), or null when it must not be followed. */
function sameOriginTarget(location: string | undefined, currentUrl: string, origin: string): string | null {
  if (!location) return null;
  let next: URL;
  try {
    next = new URL(location, currentUrl);
  } catch {
    return null;
  }
  if (next.origin !== origin) return null;
  return next.pathname + next.search;
}

function report<E>(listener: ((e: E) => void) | undefined, event: E): void {
  if (!listener) return;
  try {
    listener(event);
  } catch {
    // A logging callback must never break the request it reports on.
  }
}

/** What stays the same over every attempt of one request. */
interface RequestPlan {
  request: { method: string; path: string };
  timeoutMs: number;
  policy: RetryPolicy;
  maxRetryAfterMs: number;
  /** The endpoint's own budget, when it has one. */
  own: RateLimiter | undefined;
}

/** What changes from one attempt of a request to the next (a redirect, a retry). */
interface RequestState {
  target: string;
  method: HttpMethod;
  body: RequestSpec['rawBody'];
  headers: Record<string, string>;
  retries: number;
  redirects: number;
  attempts: number;
  /** Retry-After waits made so far for this request: together they stay within maxRetryAfterMs. */
  waitedForServerMs: number;
}

/** An attempt's answer, where it came from, and the wait it asked for (429, 503). */
interface Answer {
  response: AttemptResponse;
  url: string;
  retryAfterMs: number | null;
}

function checkHeaders(headers: Record<string, string> | undefined): void {
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (isUnsafeHeaderValue(value) || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(name)) {
      throw new VigilError(
        `Header ${JSON.stringify(name)} cannot be sent`,
        'remove control characters from its name and value',
      );
    }
  }
}

export class Transport {
  private readonly pool: Dispatcher;
  /** The server as errors name it: its origin, and the proxy in between when there is one. */
  private readonly reached: string;
  private readonly clock: Clock;
  private closed = false;

  constructor(private readonly o: TransportOptions) {
    this.pool = createPool(o.base.origin, o.proxy?.url);
    this.reached = o.proxy ? `${o.base.origin} through ${o.proxy.label}` : o.base.origin;
    this.clock = o.clock ?? systemClock;
  }

  async send(spec: RequestSpec): Promise<RawResponse> {
    if (this.closed) throw new VigilError('The client is closed', 'create a new client');
    checkHeaders(spec.headers);
    const body = spec.rawBody ?? (spec.body === undefined ? undefined : JSON.stringify(spec.body));
    const plan: RequestPlan = {
      request: { method: spec.method, path: spec.path },
      timeoutMs: spec.timeoutMs ?? this.o.timeoutMs,
      policy: spec.maxRetries === undefined ? this.o.retry : { ...this.o.retry, maxRetries: spec.maxRetries },
      maxRetryAfterMs: this.o.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS,
      own: this.o.endpointLimiters?.forPath(spec.path),
    };
    const state: RequestState = {
      target: requestTarget(this.o.base, spec.path, spec.query),
      method: spec.method,
      body,
      headers: this.headersFor(spec, body !== undefined),
      retries: 0,
      redirects: 0,
      attempts: 0,
      waitedForServerMs: 0,
    };
    for (;;) {
      // The limiter may be shared with other clients: closing this one ends only its own waits.
      if (this.closed) throw new AbortError('Client closed');
      const answer = await this.attemptOnce(spec, plan, state);
      if (answer === null) continue; // a network failure, waited out before the retry
      if (this.followRedirect(spec, answer, state)) continue;
      const outcome = await this.settle(spec, plan, state, answer);
      if (outcome !== 'retry') return outcome;
    }
  }

  private headersFor(spec: RequestSpec, withBody: boolean): Record<string, string> {
    return buildHeaders({
      apiKey: this.o.apiKey,
      accountId: this.o.accountId,
      userAgent: this.o.userAgent,
      hasBody: withBody,
      extra: spec.headers,
    });
  }

  /**
   * One attempt: a slot of each limiter, the request, its report. Null after a network failure
   * that may be retried (the backoff is waited out); a failure that may not is thrown.
   */
  private async attemptOnce(spec: RequestSpec, plan: RequestPlan, state: RequestState): Promise<Answer | null> {
    const { method, target, headers, body } = state;
    const release = await this.acquireSlots(method, spec.signal, plan.request, plan.own);
    state.attempts++;
    const url = this.o.base.origin + target;
    const started = this.clock.now();
    const attemptNo = state.attempts;
    report(this.o.onRequest, { method, url, path: spec.path, headers: maskHeaders(headers), attempt: attemptNo });
    let response: AttemptResponse;
    try {
      response = await attempt(this.pool, this.o.base.origin, {
        reached: this.reached,
        method,
        target,
        headers,
        body,
        timeoutMs: plan.timeoutMs,
        signal: spec.signal,
        onSent: spec.onSent,
        maxBodyBytes: this.o.maxBodyBytes,
        request: plan.request,
      });
    } catch (e) {
      release();
      if (isAbort(e) || !(e instanceof NetworkError || e instanceof TimeoutError)) throw e;
      const kind =
        e instanceof TimeoutError
          ? 'timeout'
          : e instanceof ProxyAuthRequired
            ? 'proxy-auth'
            : e instanceof ConnectError
              ? 'not-connected'
              : 'network';
      const delay = retryDelay(method, { kind }, state.retries, plan.policy, this.o.random);
      if (delay === null) throw e;
      state.retries++;
      await this.wait(delay, spec, 'backoff');
      return null;
    }
    report(this.o.onResponse, {
      method,
      url,
      path: spec.path,
      status: response.status,
      statusText: response.statusText,
      httpVersion: response.httpVersion,
      reasonPhrase: response.reasonPhrase,
      headers: response.headers,
      attempt: attemptNo,
      durationMs: this.clock.now() - started,
    });
    let retryAfterMs: number | null = null;
    // A 503 may say when to come back as a 429 does: a retry waits for it (the limiter does not:
    // the rate limit was not hit, the server is down for a while).
    if (response.status === 429 || response.status === 503)
      retryAfterMs = parseRetryAfter(response.headers['retry-after'], this.clock.now());
    if (response.status === 429) {
      // Pause before the slot is handed back, or a waiting read would get it and go at once.
      // An endpoint's own limit pauses that endpoint only: everything else goes on.
      const own = plan.own;
      const paused =
        own && !isAccountLimit(response.headers, this.o.accountLimit ?? this.o.limiter.limit) ? own : this.o.limiter;
      paused.pauseFor(Math.min(retryAfterMs ?? DEFAULT_429_PAUSE_MS, MAX_PAUSE_MS));
    }
    release();
    return { response, url, retryAfterMs };
  }

  /**
   * Only same-origin redirects are followed, so the key never leaves the base URL's origin. The
   * server answered without doing the request, so following one sends nothing twice.
   */
  private followRedirect(spec: RequestSpec, { response, url }: Answer, state: RequestState): boolean {
    if (!REDIRECT_STATUSES.has(response.status) || state.redirects >= MAX_REDIRECTS) return false;
    const next = sameOriginTarget(response.headers.location, url, this.o.base.origin);
    if (next === null) return false;
    state.redirects++;
    state.target = next;
    ({ method: state.method, body: state.body } = redirectedRequest(response.status, state.method, state.body));
    state.headers = this.headersFor(spec, state.body !== undefined);
    return true;
  }

  /** The answer to give, or 'retry' once the wait before the next attempt is over. */
  private async settle(
    spec: RequestSpec,
    plan: RequestPlan,
    state: RequestState,
    { response, retryAfterMs }: Answer,
  ): Promise<RawResponse | 'retry'> {
    const { request, policy, maxRetryAfterMs } = plan;
    const asked = response.headers['retry-after'];
    const waitTooLong =
      retryAfterMs !== null &&
      asked !== undefined &&
      isRead(state.method) &&
      state.retries < policy.maxRetries &&
      state.waitedForServerMs + retryAfterMs > maxRetryAfterMs;
    // Longer than the client waits: say so now, as the server put it, instead of waiting.
    if (waitTooLong && response.status === 429)
      throw errorFromResponse({ ...response, request }, this.clock.now(), maxRetryAfterMs, state.waitedForServerMs);
    // A 503 asking for longer is its own answer: shown as it came, not retried sooner than asked.
    if (waitTooLong) return { ...response, request };
    const failure = { kind: 'status', status: response.status, retryAfterMs: null } as const;
    let delay = retryDelay(state.method, failure, state.retries, policy, this.o.random);
    // A 429 or 503 waits what the server asked, but never less than the backoff (Retry-After: 0
    // or a date in the past would otherwise send the retries all at once).
    if (delay !== null && retryAfterMs !== null)
      delay = Math.max(retryAfterMs, backoffMs(state.retries, policy, this.o.random));
    if (delay === null) return { ...response, request };
    state.retries++;
    if (retryAfterMs !== null) state.waitedForServerMs += delay;
    await this.wait(delay, spec, retryAfterMs !== null ? 'retry-after' : 'backoff', response.status);
    return 'retry';
  }

  /**
   * Slots from the (possibly shared) limiters: the endpoint's own budget, if it has one, and the
   * account's. Reads wait out a 429 pause they would retry after
   * anyway and are refused at once during a longer one; writes do not wait for a pause at all
   * (they are never retried after a 429, so the server's own answer is the one to show).
   */
  private async acquireSlots(
    method: string,
    signal: AbortSignal | undefined,
    request: { method: string; path: string },
    own: RateLimiter | undefined,
  ): Promise<() => void> {
    if (!own) return this.acquireSlot(this.o.limiter, method, signal, request);
    // The endpoint's slot first: waiting for it holds nothing of the account's budget.
    const releaseOwn = await this.acquireSlot(own, method, signal, request);
    try {
      const releaseAccount = await this.acquireSlot(this.o.limiter, method, signal, request);
      return () => {
        releaseAccount();
        releaseOwn();
      };
    } catch (e) {
      releaseOwn();
      throw e;
    }
  }

  private async acquireSlot(
    limiter: RateLimiter,
    method: string,
    signal: AbortSignal | undefined,
    request: { method: string; path: string },
  ): Promise<() => void> {
    const read = isRead(method);
    try {
      return await limiter.acquire({
        owner: this,
        signal,
        ...(read ? { maxPauseMs: MAX_RETRY_AFTER_MS } : { ignorePause: true }),
      });
    } catch (e) {
      if (!(e instanceof PausedError)) throw e;
      throw new RateLimitedError({
        status: 429,
        error: 'Too Many Requests',
        message: `not sent: the server asked for a pause after an earlier 429 (${formatSeconds(e.remainingMs)} left)`,
        request,
        retryAfterMs: e.remainingMs,
      });
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.o.limiter.cancel(this);
    this.o.endpointLimiters?.cancel(this);
    await this.pool.close();
  }

  /** Waits before a retry, first telling onWait (which says so on stderr when it is long). */
  private wait(ms: number, spec: RequestSpec, reason: WaitEvent['reason'], status?: number): Promise<void> {
    report(this.o.onWait, { method: spec.method, path: spec.path, ms, reason, status });
    return sleep(this.clock, ms, spec.signal, () => new AbortError());
  }
}

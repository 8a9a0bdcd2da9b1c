// The one authenticated client every command and screen uses: typed resource methods on top of
// `request()` (typed errors, zod-checked answers) and `send()` (raw passthrough for `vigil api`).
import { VERSION } from '../version.js';
import type { Clock } from './clock.js';
import { ApiError, KeyInRequestError, ReadOnlyError, UnauthorizedError, VigilError } from './errors.js';
import { replaceKey, requestHoldsKey, starKey, textHoldsKey } from './key-in-request.js';
import { errorFromResponse } from './error-body.js';
import { RateLimiter } from './limiter.js';
import { ENDPOINT_LIMITS, EndpointLimiters } from './endpoint-limits.js';
import { leaseSharedLimiter, type LimiterLease } from './shared-limiter.js';
import { DEFAULT_RETRY_POLICY, MAX_RETRY_AFTER_MS } from './retry.js';
import { parseJsonBody, parseShape, type Schema, type SchemaSource } from './shape.js';
import { isUnsafeHeaderValue } from './headers.js';
import { Transport } from './transport.js';
import type { ClientOptions, RawResponse, RequestSpec } from './types.js';
import { parseBaseUrl } from './url.js';
import { lazyResources } from './lazy-resources.js';
import type { Resources } from './resources.js';

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_RATE_LIMIT = { limit: 600, windowMs: 60_000 } as const;

export interface TypedResponse<T> {
  data: T;
  headers: Record<string, string>;
  status: number;
  /** The answer's text as it arrived (data is what the schema made of it). */
  body: string;
}

export interface VigilClient extends Resources {
  readonly baseUrl: string;
  readonly accountId: string;
  readonly readOnly: boolean;
  /** Whether `text` holds the API key (a form refuses such a value before it makes a request of it). */
  holdsKey(text: string): boolean;
  /** `text` with the API key as as many `*` (the TUI's frames: server text may hold the key). */
  starKey(text: string): string;
  /** Passthrough: never throws on an HTTP status (only network/timeout/abort/read-only/bad path). */
  send(spec: RequestSpec): Promise<RawResponse>;
  /** Throws typed errors on >= 300 (unfollowed redirects too) and ResponseShapeError on a wrong shape. */
  /** The schema may still be on its way (a promise), or be loaded once the request is written. */
  request<T>(spec: RequestSpec, schema: SchemaSource<T>): Promise<TypedResponse<T>>;
  /** Like request() for answers without a body (204). */
  requestNoContent(spec: RequestSpec): Promise<{ headers: Record<string, string>; status: number }>;
  rateLimitRemaining(): number;
  onRateLimitChange(listener: (remaining: number) => void): () => void;
  close(): Promise<void>;
}

/** For tests: a fake clock and a fixed random source for backoff jitter. */
export interface ClientInternals {
  clock?: Clock;
  random?: () => number;
}

/** A limiter used by one client only: closed with it. */
function privateLease(limiter: RateLimiter): LimiterLease {
  return { limiter, release: () => limiter.close() };
}

function checkCredential(value: string, what: string, hint: string): void {
  if (value === '' || isUnsafeHeaderValue(value) || /\s/.test(value)) {
    throw new VigilError(`The ${what} is empty or contains spaces or control characters`, hint);
  }
}

/** Replaces the key wherever a server might have echoed it, so it cannot reach any output. */
function redactor(apiKey: string): (text: string) => string {
  return (text) => replaceKey(text, apiKey, '***');
}

/** The account's limiter (shared per origin and key unless asked otherwise) and the endpoints' own budgets. */
function limitersFor(
  o: ClientOptions,
  internals: ClientInternals,
  origin: string,
): { lease: LimiterLease; endpointLimiters: EndpointLimiters; accountLimit: number } {
  const rateLimit = o.rateLimit ?? DEFAULT_RATE_LIMIT;
  const { limit, windowMs } = rateLimit;
  // Every client on this server, key and limit in the process draws on one budget (see
  // shared-limiter.ts), unless it asks for its own. A test's fake clock gets one of its own too.
  const lease: LimiterLease =
    internals.clock || o.shareRateLimit === false
      ? privateLease(new RateLimiter({ limit, windowMs, clock: internals.clock }))
      : leaseSharedLimiter({ origin, apiKey: o.apiKey, limit, windowMs });
  const endpointLimiters = new EndpointLimiters({
    origin,
    apiKey: o.apiKey,
    limits: o.endpointLimits ?? ENDPOINT_LIMITS,
    ...(internals.clock
      ? { privateClock: internals.clock }
      : o.shareRateLimit === false
        ? { privateClock: 'system' }
        : {}),
  });
  return { lease, endpointLimiters, accountLimit: limit };
}

/** The typed error for an answer that is not 2xx; a redirect is never followed, so the key stays with the origin. */
function errorForResponse(
  response: RawResponse,
  o: ClientOptions,
  origin: string,
  redact: (text: string) => string,
): VigilError {
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.location ?? '';
    return new ApiError(
      {
        status: response.status,
        error: response.statusText,
        message: location
          ? `redirected to ${redact(location)}, which vigil does not follow so the API key stays with ${origin}`
          : 'redirect without a location',
        request: response.request,
      },
      'check the base URL',
    );
  }
  const error = errorFromResponse(
    { ...response, body: redact(response.body) },
    undefined,
    o.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS,
  );
  if (error instanceof UnauthorizedError && o.unauthorizedHint && error.hint === undefined)
    error.hint = o.unauthorizedHint;
  return error;
}

/**
 * Sends `spec` and parses the answer with `schema`. A schema still to be loaded (a function) is
 * loaded once the request has left, while the server works on the answer.
 */
async function typedRequest<T>(
  sendExpectingSuccess: (spec: RequestSpec) => Promise<RawResponse>,
  spec: RequestSpec,
  schema: SchemaSource<T>,
): Promise<TypedResponse<T>> {
  let ready: Promise<Schema<T>> | undefined;
  const load = (): Promise<Schema<T>> => {
    if (!ready) {
      ready = Promise.resolve(typeof schema === 'function' ? schema() : schema);
      // Observed at once, so a schema that fails to load while the request fails is no unhandled rejection.
      ready.catch(() => undefined);
    }
    return ready;
  };
  const sending: RequestSpec =
    typeof schema !== 'function'
      ? spec
      : {
          ...spec,
          onSent: () => {
            void load();
            spec.onSent?.();
          },
        };
  const response = await sendExpectingSuccess(sending);
  const data = parseShape(await load(), parseJsonBody(response.body, response.request), response.request);
  return { data, headers: response.headers, status: response.status, body: response.body };
}

export function createClient(o: ClientOptions, internals: ClientInternals = {}): VigilClient {
  const base = parseBaseUrl(o.baseUrl);
  checkCredential(o.apiKey, 'API key', 'run `vigil login` and paste the key again');
  checkCredential(o.accountId, 'account ID', 'run `vigil login` with the right --account-id');
  const { lease, endpointLimiters, accountLimit } = limitersFor(o, internals, base.origin);
  const limiter = lease.limiter;
  const unsubscribes = new Set<() => void>();
  const transport = new Transport({
    base,
    apiKey: o.apiKey,
    accountId: o.accountId,
    userAgent: o.userAgent ?? `vigil/${VERSION}`,
    timeoutMs: o.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: { ...DEFAULT_RETRY_POLICY, maxRetries: o.maxRetries ?? DEFAULT_RETRY_POLICY.maxRetries },
    limiter,
    endpointLimiters,
    accountLimit,
    clock: internals.clock,
    random: internals.random,
    onRequest: o.onRequest,
    onResponse: o.onResponse,
    onWait: o.onWait,
    maxBodyBytes: o.maxBodyBytes,
    maxRetryAfterMs: o.maxRetryAfterMs,
    proxy: o.proxy,
  });
  const redact = redactor(o.apiKey);
  const readOnly = o.readOnly === true;

  async function send(spec: RequestSpec): Promise<RawResponse> {
    if (readOnly && spec.method !== 'GET') {
      throw new ReadOnlyError({ method: spec.method, path: spec.path });
    }
    if (requestHoldsKey(spec, o.apiKey)) throw new KeyInRequestError({ method: spec.method, path: redact(spec.path) });
    return transport.send(spec);
  }

  /** Sends, and turns any answer but 2xx into the typed error for it. */
  async function sendExpectingSuccess(spec: RequestSpec): Promise<RawResponse> {
    const response = await send(spec);
    if (response.status >= 200 && response.status < 300) return response;
    throw errorForResponse(response, o, base.origin, redact);
  }

  const request = <T>(spec: RequestSpec, schema: SchemaSource<T>): Promise<TypedResponse<T>> =>
    typedRequest(sendExpectingSuccess, spec, schema);

  async function requestNoContent(spec: RequestSpec): Promise<{ headers: Record<string, string>; status: number }> {
    const response = await sendExpectingSuccess(spec);
    return { headers: response.headers, status: response.status };
  }

  const client: VigilClient = {
    baseUrl: o.baseUrl,
    accountId: o.accountId,
    readOnly,
    holdsKey: (text) => textHoldsKey(text, o.apiKey),
    starKey: (text) => starKey(text, o.apiKey),
    send,
    request,
    requestNoContent,
    rateLimitRemaining: () => limiter.remaining(),
    onRateLimitChange(listener) {
      const unsubscribe = limiter.onChange(listener);
      unsubscribes.add(unsubscribe);
      return () => {
        unsubscribes.delete(unsubscribe);
        unsubscribe();
      };
    },
    async close() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      unsubscribes.clear();
      await transport.close();
      lease.release();
      endpointLimiters.release();
    },
    ...lazyResources(
      { request, requestNoContent, accountId: o.accountId, timeoutMs: o.timeoutMs ?? DEFAULT_TIMEOUT_MS },
      { compiledParsers: o.compiledParsers !== false },
    ),
  };
  return client;
}

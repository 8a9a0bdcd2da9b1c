// Shapes shared by the client's pieces and its callers (contract B).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | Array<string | number> | undefined;

export interface RequestSpec {
  method: HttpMethod;
  /** Path under the base URL, e.g. `/v1/checks` (may carry its own `?query`). */
  path: string;
  /** Arrays are sent as repeated keys; undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (wins over `body`); Content-Type defaults to application/json. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Per attempt; overrides the client's default. */
  timeoutMs?: number;
  /** Retries of a failed read; overrides the client's default (0: the caller retries on its own schedule). */
  maxRetries?: number;
  /**
   * Called when an attempt has been written to its connection (again on a retry): work that can
   * be done while the server answers starts here (client.ts makes the answer's schema then).
   */
  onSent?: () => void;
}

export interface RequestInfo {
  method: string;
  path: string;
}

export interface RawResponse {
  status: number;
  statusText: string;
  /** The status line's HTTP version as received (`1.1`); absent when undici could not tell. */
  httpVersion?: string;
  /** The status line's reason phrase as received, possibly empty (statusText is never empty). */
  reasonPhrase?: string;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
  /**
   * The body's bytes when they are not valid UTF-8 (`body` holds U+FFFD for them): `vigil api` writes these in a
   * pipe.
   */
  bodyBytes?: Buffer;
  request: RequestInfo;
}

export interface ContentRange {
  first: number;
  last: number;
  total: number;
}

export interface Page<T> {
  items: T[];
  /** From `content-range`; null when the server sent none. `*\/25` gives first 0, last -1. */
  range: ContentRange | null;
  page: number;
  limit: number;
}

export interface CursorPage<T> {
  items: T[];
  nextId: string | null;
  length: number;
}

/** Emitted before every attempt; the Authorization header is masked as `Bearer ***`. */
export interface RequestEvent {
  method: string;
  /** Full URL of this attempt (no credentials in it). */
  url: string;
  path: string;
  headers: Record<string, string>;
  /** 1 for the first attempt, 2 for the first retry, ... */
  attempt: number;
}

export interface ResponseEvent {
  method: string;
  url: string;
  path: string;
  status: number;
  statusText: string;
  /** As RawResponse.httpVersion and reasonPhrase. */
  httpVersion?: string;
  reasonPhrase?: string;
  headers: Record<string, string>;
  attempt: number;
  durationMs: number;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

export interface ClientOptions {
  baseUrl: string;
  apiKey: string;
  accountId: string;
  /** Per attempt, default 15_000. */
  timeoutMs?: number;
  /**
   * Default 3. Reads on any failure that may pass; writes only when the connection could not be made (see
   * retry.ts).
   */
  maxRetries?: number;
  /** Default 600 per 60_000 ms. */
  rateLimit?: RateLimitOptions;
  /**
   * Default true: the limit (and any 429 pause) is shared with every client in the process on
   * the same base URL origin, API key and limit. False: a limiter of this client's own, for a
   * process that holds just this one client (a plain command).
   */
  shareRateLimit?: boolean;
  /**
   * Endpoints with a budget of their own on top of `rateLimit` (default ENDPOINT_LIMITS of
   * endpoint-limits.ts: /v2/check-results, 5 per 10 s). For tests and the bench.
   */
  endpointLimits?: ReadonlyArray<{ name: string; limit: number; windowMs: number; prefix: string }>;
  /**
   * Default true: zod compiles a fast parser for each response schema at its first use. False
   * for a process that reads one or two answers and exits (a plain command), where compiling
   * costs more than it saves. Applies to the whole process, and only to schemas made after.
   */
  compiledParsers?: boolean;
  /** Default `vigil/<version>`. */
  userAgent?: string;
  /** Refuse anything but GET before sending (ReadOnlyError). */
  readOnly?: boolean;
  /** The largest answer read, in bytes (default 64 MiB); past it the request stops (ResponseTooLargeError). */
  maxBodyBytes?: number;
  /**
   * An HTTP proxy to go through (CONNECT), chosen by the caller from the environment
   * (config/proxy.ts); `label` names it in errors, without its user or password.
   */
  proxy?: { url: string; label: string };
  /**
   * The longest the client waits for a 429's Retry-After, in all (default 60 s). A longer ask ends
   * the request at once with RateLimitedError ("the server asks to wait N s").
   */
  maxRetryAfterMs?: number;
  /**
   * What a 401 should tell the user to do, naming where the key came from (the environment or a
   * stored profile): the client cannot know that.
   */
  unauthorizedHint?: string;
  onRequest?: (e: RequestEvent) => void;
  onResponse?: (e: ResponseEvent) => void;
  /** Called before the client waits on its own (a Retry-After, a backoff before a retry). */
  onWait?: (e: WaitEvent) => void;
}

/** A wait the client is about to make before trying a request again. */
export interface WaitEvent {
  method: string;
  path: string;
  ms: number;
  /** `retry-after`: the server asked for it (429); `backoff`: after a failure, before a retry. */
  reason: 'retry-after' | 'backoff';
  /** The status that caused it, when there was one. */
  status?: number;
}

/** Last optional argument of every resource method. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Retries of a failed read (0: none; the caller, a watch with its own backoff, retries). */
  maxRetries?: number;
  /**
   * Called with the answer's text as it arrived, once it has passed its schema check, so a
   * caller can print the server's objects unchanged (its key order, unknown fields, every digit)
   * while it works with the checked values. Honoured by the reads that return one answer's
   * data (sessions, results, error groups, a check, incidents), not by the page-numbered lists.
   */
  onRawBody?: (text: string) => void;
}

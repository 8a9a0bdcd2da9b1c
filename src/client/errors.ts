// The typed errors every caller of the client sees. Each carries what failed (method and path,
// never headers or the key) so one sentence can tell the user what happened and what to do
// (describe-error.ts writes that sentence).
import { sanitizeLine } from '../sanitize.js';

export interface FailedRequest {
  method: string;
  path: string;
}

/** Base of every error the client throws; `hint` says what the user can do about it. */
export class VigilError extends Error {
  override name = 'VigilError';
  hint?: string;
  constructor(message: string, hint?: string) {
    super(message);
    if (hint !== undefined) this.hint = hint;
  }
}

export interface ApiErrorInit {
  status: number;
  error: string;
  message: string;
  attributes?: Record<string, unknown>;
  request: FailedRequest;
}

/** The server answered with a status >= 400 (or a redirect the client will not follow). */
export class ApiError extends VigilError {
  override name = 'ApiError';
  readonly status: number;
  readonly error: string;
  readonly attributes?: Record<string, unknown>;
  readonly request: FailedRequest;
  constructor(init: ApiErrorInit, hint?: string) {
    super(init.message, hint);
    this.status = init.status;
    this.error = init.error;
    if (init.attributes !== undefined) this.attributes = init.attributes;
    this.request = init.request;
  }
}

export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
}
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
}
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
}
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
export class ServerError extends ApiError {
  override name = 'ServerError';
}
/** A Retry-After the client would not wait for: as sent, the bound, and what it had waited already. */
export interface RefusedWait {
  asked: string;
  boundMs: number;
  waitedMs: number;
}

export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError';
  /** How long the server asked us to wait; null when it sent no usable Retry-After. */
  readonly retryAfterMs: number | null;
  /**
   * Set when the client would not wait that long (over its bound): the Retry-After as the server
   * sent it, and the bound, so the message can say "the server asks to wait N s".
   */
  readonly refusedWait?: RefusedWait;
  constructor(init: ApiErrorInit & { retryAfterMs: number | null; refusedWait?: RefusedWait }, hint?: string) {
    super(init, hint);
    this.retryAfterMs = init.retryAfterMs;
    if (init.refusedWait) this.refusedWait = init.refusedWait;
  }
}

/**
 * The answer was larger than the client reads (ClientOptions.maxBodyBytes): reading stopped
 * there. `status` is the status line that came before the body (0 if none had).
 */
export class ResponseTooLargeError extends VigilError {
  override name = 'ResponseTooLargeError';
  readonly request: FailedRequest;
  readonly limitBytes: number;
  readonly status: number;
  constructor(request: FailedRequest, limitBytes: number, status: number) {
    super(
      `The answer to ${request.method} ${request.path} is larger than ${formatMiB(limitBytes)}, the most vigil reads`,
    );
    this.request = request;
    this.limitBytes = limitBytes;
    this.status = status;
  }
}

function formatMiB(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return mib >= 1 ? `${Math.round(mib * 10) / 10} MiB` : `${bytes} bytes`;
}

/** No complete answer within the per-attempt time limit. */
export class TimeoutError extends VigilError {
  override name = 'TimeoutError';
  readonly request: FailedRequest;
  readonly timeoutMs: number;
  readonly origin: string;
  constructor(request: FailedRequest, timeoutMs: number, origin: string) {
    super(`No answer from ${origin} within ${formatSeconds(timeoutMs)} for ${request.method} ${request.path}`);
    this.request = request;
    this.timeoutMs = timeoutMs;
    this.origin = origin;
  }
}

/** The connection could not be made or broke before a full answer arrived. */
export class NetworkError extends VigilError {
  override name = 'NetworkError';
  readonly request: FailedRequest;
  readonly origin: string;
  /** System error code such as ECONNREFUSED, when known. */
  readonly code?: string;
  constructor(request: FailedRequest, origin: string, code?: string, detail?: string) {
    super(
      `Could not reach ${origin} for ${request.method} ` +
        `${request.path}${code ? ` (${code})` : detail ? ` (${detail})` : ''}`,
    );
    this.request = request;
    this.origin = origin;
    if (code !== undefined) this.code = code;
  }
}

/** The answer was JSON of the wrong shape (or not JSON where JSON was expected). */
export class ResponseShapeError extends VigilError {
  override name = 'ResponseShapeError';
  readonly request: FailedRequest;
  /** Where in the body the first problem is, e.g. `[0].name`; empty for the whole body. */
  readonly fieldPath: string;
  constructor(request: FailedRequest, fieldPath: string, problem: string) {
    const where = fieldPath === '' ? '' : `${fieldPath} `;
    super(`The server answered ${request.method} ${request.path} with an unexpected shape: ${where}${problem}`);
    this.request = request;
    this.fieldPath = fieldPath;
  }
}

/** A request that would change something, refused before sending because of --read-only. */
export class ReadOnlyError extends VigilError {
  override name = 'ReadOnlyError';
  readonly request: FailedRequest;
  constructor(request: FailedRequest) {
    super(`Read-only mode: ${request.method} ${request.path} was not sent`);
    this.request = request;
  }
}

/** A request that holds the API key outside its Authorization header, refused before sending (key-in-request.ts). */
export class KeyInRequestError extends VigilError {
  override name = 'KeyInRequestError';
  readonly request: FailedRequest;
  constructor(request: FailedRequest) {
    super(`${request.method} ${request.path} holds the API key and was not sent`);
    this.request = request;
  }
}

/** A path that is not a plain path under the base URL (absolute URL, `//host`, ...). */
export class InvalidPathError extends VigilError {
  override name = 'InvalidPathError';
  readonly path: string;
  constructor(path: string, why: string) {
    super(`Invalid API path ${JSON.stringify(path)}: ${why}`);
    this.path = path;
  }
}

/** The caller cancelled the request (its AbortSignal fired). */
export class AbortError extends VigilError {
  override name = 'AbortError';
  constructor(message = 'Request cancelled') {
    super(message);
  }
}

/** True for our AbortError and for the platform's abort errors (DOMException AbortError). */
export function isAbort(e: unknown): boolean {
  if (e instanceof AbortError) return true;
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}

/** A duration as it was set: `500 ms`, `1.5s`, `60s` (500 ms is not rounded up to "1s"). */
export function formatSeconds(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  const tenths = Math.ceil(ms / 100) / 10;
  return Number.isInteger(tenths) ? `${tenths}s` : `${tenths.toFixed(1)}s`;
}

/**
 * What a Retry-After asked for, in words: `30 s` for delta-seconds, `until Wed, 25 Nov 2026
 * 10:02:34 GMT` for an HTTP-date (escaped, at most 40 characters of it).
 */
export function retryAfterText(asked: string): string {
  const text = sanitizeLine(asked.trim()).slice(0, 40);
  return /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(text) ? `${text} s` : `until ${text}`;
}

/** The error class for a status: 400 BadRequest, 401, 403, 404, 429, 5xx; others plain ApiError. */
export function apiErrorFor(
  init: ApiErrorInit & { retryAfterMs?: number | null; refusedWait?: RefusedWait },
): ApiError {
  const { retryAfterMs, refusedWait, ...rest } = init;
  switch (init.status) {
    case 400:
      return new BadRequestError(rest);
    case 401:
      return new UnauthorizedError(rest);
    case 403:
      return new ForbiddenError(rest);
    case 404:
      return new NotFoundError(rest);
    case 429:
      return new RateLimitedError({ ...rest, retryAfterMs: retryAfterMs ?? null, refusedWait });
    default:
      return init.status >= 500 ? new ServerError(rest) : new ApiError(rest);
  }
}

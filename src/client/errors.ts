// The typed errors every caller of the client sees. Each carries what failed (method and path,
// never headers or the key) so one sentence can tell the user what happened and what to do.
import { sanitizeLine } from '../sanitize.js';
import { statusText } from './status-text.js';

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
export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError';
  /** How long the server asked us to wait; null when it sent no usable Retry-After. */
  readonly retryAfterMs: number | null;
  constructor(init: ApiErrorInit & { retryAfterMs: number | null }, hint?: string) {
    super(init, hint);
    this.retryAfterMs = init.retryAfterMs;
  }
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
    super(`Could not reach ${origin} for ${request.method} ${request.path}${code ? ` (${code})` : detail ? ` (${detail})` : ''}`);
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

export function formatSeconds(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return `${s}s`;
}

/** The error class for a status: 400 BadRequest, 401, 403, 404, 429, 5xx; others plain ApiError. */
export function apiErrorFor(init: ApiErrorInit & { retryAfterMs?: number | null }): ApiError {
  const { retryAfterMs, ...rest } = init;
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
      return new RateLimitedError({ ...rest, retryAfterMs: retryAfterMs ?? null });
    default:
      return init.status >= 500 ? new ServerError(rest) : new ApiError(rest);
  }
}

export { statusText } from './status-text.js';

const MAX_SERVER_TEXT = 300;

/** Server text goes to a terminal: escape controls and keep it to one short line. */
function serverText(text: string): string {
  const line = sanitizeLine(text).trim();
  return line.length > MAX_SERVER_TEXT ? `${line.slice(0, MAX_SERVER_TEXT - 1)}…` : line;
}

function where(request: FailedRequest): string {
  return `${request.method} ${sanitizeLine(request.path)}`;
}

function withPeriod(sentence: string): string {
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

function describeApiError(e: ApiError): string {
  const label = `${e.status} ${serverText(e.error || statusText(e.status))}`;
  const message = serverText(e.message);
  const said = message !== '' && message !== e.error ? `: ${message}` : '';
  if (e.hint) return withPeriod(`${where(e.request)} failed (${label}${said}): ${e.hint}`);
  if (e instanceof UnauthorizedError) {
    return withPeriod(`The server rejected the API key (${label}${said}): run \`vigil login\` again`);
  }
  if (e instanceof ForbiddenError) {
    return withPeriod(
      `The API key may not ${where(e.request)} (${label}${said}): use a key with the needed permissions or check the account ID`,
    );
  }
  if (e instanceof NotFoundError) {
    return withPeriod(`Nothing found at ${where(e.request)} (${label}${said}): check the ID`);
  }
  if (e instanceof RateLimitedError) {
    const wait = e.retryAfterMs === null ? 'in a moment' : `in ${formatSeconds(e.retryAfterMs)}`;
    return withPeriod(`Rate limited by the server on ${where(e.request)} (${label}): retry ${wait}`);
  }
  if (e instanceof BadRequestError) {
    return withPeriod(`The server refused ${where(e.request)} (${label}${said}): fix the request and try again`);
  }
  if (e instanceof ServerError) {
    return withPeriod(`The server failed on ${where(e.request)} (${label}${said}): try again in a moment`);
  }
  return withPeriod(`The server answered ${where(e.request)} with ${label}${said}`);
}

/** The one sentence a user sees for any error: what happened and what to do. Never the key. */
export function describeError(e: unknown): string {
  if (e instanceof ApiError) return describeApiError(e);
  if (isAbort(e)) return 'Cancelled.';
  if (e instanceof TimeoutError) return withPeriod(`${e.message}: check the network and try again`);
  if (e instanceof NetworkError) return withPeriod(`${sanitizeLine(e.message)}: check the base URL and your network`);
  if (e instanceof ResponseShapeError) {
    return withPeriod(`${serverText(e.message)}; the server may speak another API version`);
  }
  if (e instanceof ReadOnlyError) return withPeriod(`${e.message}: run without --read-only to make changes`);
  if (e instanceof VigilError) {
    const message = sanitizeLine(e.message);
    return withPeriod(e.hint ? `${message}: ${e.hint}` : message);
  }
  if (e instanceof Error) return withPeriod(sanitizeLine(e.message) || e.name);
  return withPeriod(sanitizeLine(String(e)));
}

// The one sentence a user sees for an error the client threw: what happened and what to do.
// Server text in it is untrusted: escaped and kept to one short line. Never the key.
import { sanitizeLine } from '../sanitize.js';
import { statusText } from './status-text.js';
import { ConnectError, ProxyAuthRequired } from './connect-error.js';
import {
  ApiError,
  BadRequestError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  KeyInRequestError,
  ReadOnlyError,
  ResponseShapeError,
  ResponseTooLargeError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  VigilError,
  formatSeconds,
  retryAfterText,
  isAbort,
  type FailedRequest,
} from './errors.js';

const MAX_SERVER_TEXT = 300;

/** Server text goes to a terminal: escape controls and keep it to one short line. */
function serverText(text: string): string {
  const line = sanitizeLine(text).trim();
  return line.length > MAX_SERVER_TEXT ? `${line.slice(0, MAX_SERVER_TEXT - 1)}…` : line;
}

function where(request: FailedRequest): string {
  return `${request.method} ${sanitizeLine(request.path)}`;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isWrite(request: FailedRequest): boolean {
  return WRITES.has(request.method.toUpperCase());
}

/**
 * The read that shows whether a write was done: the list a DELETE removed from (its parent
 * path), the list a POST added to, the thing a PUT or PATCH changed.
 */
function checkCommandFor(request: FailedRequest): string {
  const path = request.path.split('?')[0]!.replace(/\/+$/, '');
  const method = request.method.toUpperCase();
  const target = method === 'DELETE' && path.lastIndexOf('/') > 0 ? path.slice(0, path.lastIndexOf('/')) : path;
  return `vigil api ${sanitizeLine(target)}`;
}

/** For a write whose answer never (fully) came: the outcome is unknown, so say how to look. */
export function outcomeUnknown(request: FailedRequest): string {
  return (
    `the server may or may not have done it, so do not send it again before checking: run ` +
    `\`${checkCommandFor(request)}\` to see`
  );
}

function describeTooLarge(e: ResponseTooLargeError): string {
  const { request, status } = e;
  const head = sanitizeLine(e.message);
  if (!isWrite(request)) {
    return withPeriod(`${head}: ask for less (a smaller --limit, a filter) or raise VIGIL_MAX_BODY_MB`);
  }
  if (status >= 200 && status < 300) {
    return withPeriod(
      `${head}, but its status was ${status} ${statusText(status)}, so it was done: run ` +
        `\`${checkCommandFor(request)}\` to see the result`,
    );
  }
  if (status >= 400 && status < 500) {
    return withPeriod(`${head}; its status was ${status} ${statusText(status)}, so it was refused and nothing changed`);
  }
  return withPeriod(`${head}${status ? ` (status ${status})` : ''}: ${outcomeUnknown(request)}`);
}

function withPeriod(sentence: string): string {
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

function describeApiError(e: ApiError): string {
  const label = `${e.status} ${serverText(e.error || statusText(e.status))}`;
  const message = serverText(e.message);
  const said = message !== '' && message !== e.error ? `: ${message}` : '';
  if (e instanceof UnauthorizedError) {
    return withPeriod(`The server rejected the API key (${label}${said}): ${e.hint ?? 'run `vigil login` again'}`);
  }
  if (e.hint) return withPeriod(`${where(e.request)} failed (${label}${said}): ${e.hint}`);
  if (e instanceof ForbiddenError) {
    // A reason of the server's own ("You cannot remove yourself from the account") is not about the
    // key: advice to change keys would send the user the wrong way.
    if (said !== '' && message.toLowerCase() !== statusText(e.status).toLowerCase()) {
      return withPeriod(
        `The server refused ${where(e.request)} (${label}${said}): nothing changed; if that is about the key's ` +
          `permissions, use a key that has them`,
      );
    }
    return withPeriod(
      `The API key may not ${where(e.request)} (${label}${said}): use a key with the needed permissions or check the ` +
        `account ID`,
    );
  }
  if (e instanceof NotFoundError) {
    return withPeriod(`Nothing found at ${where(e.request)} (${label}${said}): check the ID`);
  }
  if (e instanceof RateLimitedError) {
    if (e.refusedWait) {
      const { asked, boundMs, waitedMs } = e.refusedWait;
      const more = waitedMs > 0 ? ` more after ${formatSeconds(waitedMs)}` : '';
      return withPeriod(
        `Rate limited by the server on ${where(e.request)} (${label}): the server asks to wait ` +
          `${retryAfterText(asked)}${more}, longer than vigil waits (${formatSeconds(boundMs)} in all); try again ` +
          `after that`,
      );
    }
    const wait = e.retryAfterMs === null ? 'in a moment' : `in ${formatSeconds(e.retryAfterMs)}`;
    return withPeriod(`Rate limited by the server on ${where(e.request)} (${label}): retry ${wait}`);
  }
  if (e instanceof BadRequestError) {
    return withPeriod(`The server refused ${where(e.request)} (${label}${said}): fix the request and try again`);
  }
  if (e instanceof ServerError) {
    if (isWrite(e.request))
      return withPeriod(`The server failed on ${where(e.request)} (${label}${said}): ${outcomeUnknown(e.request)}`);
    return withPeriod(`The server failed on ${where(e.request)} (${label}${said}): try again in a moment`);
  }
  return withPeriod(`The server answered ${where(e.request)} with ${label}${said}`);
}

/** The one sentence a user sees for any error: what happened and what to do. Never the key. */
export function describeError(e: unknown): string {
  if (e instanceof ApiError) return describeApiError(e);
  if (isAbort(e)) return 'Cancelled.';
  if (e instanceof TimeoutError) {
    if (isWrite(e.request)) return withPeriod(`${sanitizeLine(e.message)}: ${outcomeUnknown(e.request)}`);
    return withPeriod(`${e.message}: check the network and try again`);
  }
  if (e instanceof NetworkError) {
    // A connection that broke after the request went out leaves a write's outcome unknown; one
    // that was never made (a ConnectError, see connect-error.ts) sent nothing.
    if (isWrite(e.request) && !(e instanceof ConnectError))
      return withPeriod(`${sanitizeLine(e.message)}: ${outcomeUnknown(e.request)}`);
    // Its message already says what to give the proxy.
    if (e instanceof ProxyAuthRequired) return withPeriod(sanitizeLine(e.message));
    return withPeriod(`${sanitizeLine(e.message)}: check the base URL and your network`);
  }
  if (e instanceof ResponseTooLargeError) return describeTooLarge(e);
  if (e instanceof ResponseShapeError) {
    return withPeriod(`${serverText(e.message)}; the server may speak another API version`);
  }
  if (e instanceof ReadOnlyError) return withPeriod(`${e.message}: run without --read-only to make changes`);
  if (e instanceof KeyInRequestError)
    return withPeriod(
      `${e.message}: take the key out of the text or ID it was pasted into (it goes only in the Authorization header)`,
    );
  if (e instanceof VigilError) {
    const message = sanitizeLine(e.message);
    return withPeriod(e.hint ? `${message}: ${e.hint}` : message);
  }
  if (e instanceof Error) return withPeriod(sanitizeLine(e.message) || e.name);
  return withPeriod(sanitizeLine(String(e)));
}

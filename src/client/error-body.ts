// Turns a failed HTTP answer into a typed error. Bodies are normally
// `{statusCode, error, message, attributes?}`, but a proxy or load balancer in between may answer
// with HTML or plain text: the message then says so briefly instead of dumping the page.
import { apiErrorFor, type ApiError } from './errors.js';
import { statusText } from './status-text.js';
import type { RawResponse } from './types.js';

export interface ParsedErrorBody {
  error: string;
  message: string;
  attributes?: Record<string, unknown>;
}

const MAX_TEXT_SNIPPET = 120;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeNonJson(body: string, contentType: string | undefined): string {
  const text = body.trim();
  if (text === '') return 'empty answer';
  const looksHtml = /html/i.test(contentType ?? '') || /^<(!doctype|html|head|body|\?xml)/i.test(text);
  if (looksHtml) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]?.trim();
    return title
      ? `non-JSON answer (an HTML page titled "${title.slice(0, MAX_TEXT_SNIPPET)}", perhaps from a proxy)`
      : 'non-JSON answer (an HTML page, perhaps from a proxy)';
  }
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const snippet = firstLine.length > MAX_TEXT_SNIPPET ? `${firstLine.slice(0, MAX_TEXT_SNIPPET)}…` : firstLine;
  return `non-JSON answer: ${snippet}`;
}

/**
 * Reads `error`, `message` and `attributes` from an error body, whatever it holds.
 * @internal exported for its unit test only
 */
export function parseErrorBody(status: number, body: string, contentType?: string): ParsedErrorBody {
  const fallbackError = statusText(status);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { error: fallbackError, message: describeNonJson(body, contentType) };
  }
  if (!isRecord(parsed)) {
    return { error: fallbackError, message: 'unexpected error body (JSON, but not an object)' };
  }
  const error = typeof parsed.error === 'string' && parsed.error !== '' ? parsed.error : fallbackError;
  const message = typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : error;
  const result: ParsedErrorBody = { error, message };
  if (isRecord(parsed.attributes)) result.attributes = parsed.attributes;
  return result;
}

/**
 * Retry-After as milliseconds from `now`: delta seconds (a fraction rounded up to the next whole
 * second, as the header is whole seconds) or an HTTP date. Null when missing or unreadable;
 * a negative wait or a date in the past is zero; one too large for a number is Infinity.
 */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i.test(text)) {
    const seconds = Number(text);
    if (Number.isNaN(seconds)) return null;
    return seconds <= 0 ? 0 : Math.ceil(seconds) * 1000;
  }
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/**
 * The typed error for an answer with status >= 400. A 429 asking for a wait over `maxWaitMs`
 * says so as the server sent it ("the server asks to wait N s"), not as a wait vigil will make.
 */
export function errorFromResponse(
  response: RawResponse,
  now?: number,
  maxWaitMs: number = Infinity,
  waitedMs = 0,
): ApiError {
  const body = parseErrorBody(response.status, response.body, response.headers['content-type']);
  const retryAfterMs = response.status === 429 ? parseRetryAfter(response.headers['retry-after'], now) : null;
  const asked = response.headers['retry-after'];
  return apiErrorFor({
    status: response.status,
    ...body,
    request: response.request,
    retryAfterMs,
    ...(retryAfterMs !== null && waitedMs + retryAfterMs > maxWaitMs && asked !== undefined
      ? { refusedWait: { asked, boundMs: maxWaitMs, waitedMs } }
      : {}),
  });
}

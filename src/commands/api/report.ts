// What `vigil api` writes besides the body: the status line and headers (-i), the request and
// response headers on stderr (--verbose), and the one-line reason a request failed.
import { outcomeUnknown } from '../../client/describe-error.js';
import { parseRetryAfter } from '../../client/error-body.js';
import { retryAfterText } from '../../client/errors.js';
import { isRead, MAX_RETRY_AFTER_MS } from '../../client/retry.js';
import type { RawResponse, RequestEvent, ResponseEvent } from '../../client/types.js';
import { sanitizeLine } from '../../sanitize.js';
import type { OutputStream } from '../../io.js';
import { maskSecrets, redactSecrets } from '../shared/secrets.js';

/**
 * `HTTP/1.1 200 OK` as the status line came (version and reason phrase). Were the version ever
 * unknown (undici's parser no longer telling), 1.1 is what vigil's HTTP client speaks.
 */
function statusLine(response: Pick<RawResponse, 'status' | 'statusText' | 'httpVersion' | 'reasonPhrase'>): string {
  const reason = response.reasonPhrase ?? response.statusText;
  return `HTTP/${sanitizeLine(response.httpVersion ?? '1.1')} ${response.status} ${sanitizeLine(reason)}`.trimEnd();
}

/** `HTTP/1.1 200 OK`, then `name: value` lines, then a blank line. */
export function statusAndHeaders(
  response: Pick<RawResponse, 'status' | 'statusText' | 'httpVersion' | 'reasonPhrase' | 'headers'>,
): string {
  const lines = [statusLine(response)];
  for (const [name, value] of Object.entries(response.headers))
    lines.push(`${sanitizeLine(name)}: ${sanitizeLine(value)}`);
  return `${lines.join('\n')}\n\n`;
}

// The client already masks Authorization as `Bearer ***`; masking again here keeps that true
// even if a header ever carried the key under another name.
function maskedHeader(name: string, value: string): string {
  const shown = name.toLowerCase() === 'authorization' ? value.replace(/^(\S+\s+).*/, '$1***') : value;
  return redactSecrets(`${sanitizeLine(name)}: ${sanitizeLine(shown)}`);
}

/** --verbose: curl-like `>` request and `<` response lines on stderr. */
export function verboseHooks(stderr: OutputStream) {
  return {
    onRequest(e: RequestEvent) {
      const lines = [
        `> ${e.method} ${maskSecrets(sanitizeLine(e.url))}${e.attempt > 1 ? `  (attempt ${e.attempt})` : ''}`,
      ];
      for (const [name, value] of Object.entries(e.headers)) lines.push(`> ${maskedHeader(name, value)}`);
      stderr.write(`${lines.join('\n')}\n>\n`);
    },
    onResponse(e: ResponseEvent) {
      const lines = [`< ${statusLine(e)}  (${Math.round(e.durationMs)} ms)`];
      for (const [name, value] of Object.entries(e.headers)) lines.push(`< ${maskedHeader(name, value)}`);
      stderr.write(`${lines.join('\n')}\n<\n`);
    },
  };
}

/** True for answers `vigil api` reports as failed: 400 and up, and redirects it did not follow. */
export function isFailure(status: number): boolean {
  return status >= 300;
}

/** One line for a failed answer, with what to do for the common ones. */
export function failureLine(
  response: Pick<RawResponse, 'status' | 'statusText' | 'headers' | 'request'>,
  unauthorizedHint?: string,
): string {
  return `${failureText(response, unauthorizedHint)}.`;
}

function failureText(
  response: Pick<RawResponse, 'status' | 'statusText' | 'headers' | 'request'>,
  unauthorizedHint?: string,
): string {
  const what = `${response.status} ${sanitizeLine(response.statusText)}`.trim();
  const where = `${response.request.method} ${sanitizeLine(response.request.path)}`;
  if (response.status >= 300 && response.status < 400) {
    // The client never follows a redirect: the key must not travel to wherever it points.
    const location = response.headers.location;
    const target = location ? `redirected to ${sanitizeLine(location)}` : 'a redirect without a location';
    return (
      `vigil: ${what} for ${where}: ${target}, which vigil does not follow so the API key stays with the ` +
      `configured base URL`
    );
  }
  switch (response.status) {
    case 401:
      return (
        `vigil: ${what} for ${where}: the API key was refused; ` +
        `${unauthorizedHint ?? 'run `vigil login` again or check VIGIL_API_KEY'}`
      );
    case 403:
      return (
        `vigil: ${what} for ${where}: this key may not do that (a read-only key cannot write; the account must ` +
        `be the key's own)`
      );
    case 404:
      return (
        `vigil: ${what} for ${where}: check the path and the IDs in it (\`vigil api /openapi.json\` lists the ` +
        `endpoints)`
      );
    case 429: {
      const asked = response.headers['retry-after'];
      const wait = parseRetryAfter(asked);
      if (wait !== null && asked !== undefined && wait > MAX_RETRY_AFTER_MS) {
        return (
          `vigil: ${what} for ${where}: the rate limit was reached; the server asks to wait ` +
          `${retryAfterText(asked)}`
        );
      }
      const when = wait !== null && wait > 0 ? `in ${Math.ceil(wait / 1000)}s` : 'in a minute';
      return `vigil: ${what} for ${where}: the rate limit was reached; try again ${when}`;
    }
    case 503: {
      const asked = response.headers['retry-after'];
      if (isRead(response.request.method) && asked !== undefined && parseRetryAfter(asked) !== null)
        return `vigil: ${what} for ${where}: the server is unavailable and asks to wait ${retryAfterText(asked)}`;
      return isRead(response.request.method)
        ? `vigil: ${what} for ${where}`
        : `vigil: ${what} for ${where}: ${outcomeUnknown(response.request)}`;
    }
    default:
      // A write the server failed on may have been done before it failed: say so, and how to look.
      if (response.status >= 500 && !isRead(response.request.method))
        return `vigil: ${what} for ${where}: ${outcomeUnknown(response.request)}`;
      return `vigil: ${what} for ${where}`;
  }
}

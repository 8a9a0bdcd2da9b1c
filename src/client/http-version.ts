// The HTTP version of an answer's status line (`1.1` in `HTTP/1.1 200 OK`). undici's handlers
// hear the status and its reason phrase but not the version, which undici's parser (llhttp) has
// read. undici's diagnostics channels say which connection a request was written to; when the
// answer's headers are in, that connection's parser is asked, and the handler hears of the
// answer next, on the same call stack (dispatch.ts takes the version then).
import { subscribe } from 'node:diagnostics_channel';
import symbols from 'undici/lib/core/symbols.js';

/** What undici's parser object holds: llhttp's exports and the parser's state. */
interface LlhttpParser {
  llhttp?: { llhttp_get_http_major?: (ptr: number) => number; llhttp_get_http_minor?: (ptr: number) => number };
  ptr?: number | null;
}

const parserOf = new WeakMap<object, LlhttpParser>();
let latest: { statusCode: number; version: string } | null = null;
let watching = false;

function versionOf(parser: LlhttpParser | undefined): string | null {
  const major = parser?.llhttp?.llhttp_get_http_major;
  const minor = parser?.llhttp?.llhttp_get_http_minor;
  if (!parser || typeof major !== 'function' || typeof minor !== 'function' || typeof parser.ptr !== 'number')
    return null;
  return `${major(parser.ptr)}.${minor(parser.ptr)}`;
}

/** Starts listening (once per process); cheap: two lookups per request. */
export function watchHttpVersions(): void {
  if (watching) return;
  watching = true;
  subscribe('undici:client:sendHeaders', (message) => {
    const { request, socket } = message as { request: object; socket: Record<symbol, unknown> };
    const parser = socket[symbols.kParser] as LlhttpParser | undefined;
    if (parser) parserOf.set(request, parser);
  });
  subscribe('undici:request:headers', (message) => {
    const { request, response } = message as { request: object; response: { statusCode: number } };
    const version = versionOf(parserOf.get(request));
    latest = version === null ? null : { statusCode: response.statusCode, version };
  });
}

/** The version of the answer whose headers just arrived, if it is `statusCode`'s; once. */
export function takeHttpVersion(statusCode: number): string | undefined {
  const found = latest;
  latest = null;
  return found && found.statusCode === statusCode ? found.version : undefined;
}

// One HTTP attempt over a keep-alive undici Pool (one pool per origin), or through the proxy of
// the environment with undici's ProxyAgent (a CONNECT tunnel). The attempt has its own
// time limit and honours the caller's AbortSignal; either one destroys the request, which frees
// the connection. undici does not follow redirects here: the transport decides about those.
//
// Only undici's public names (Pool, ProxyAgent, Dispatcher) are used. Its index requires every dispatcher,
// fetch, WebSocket, the caches and the mocks as it loads; the build serves bundles an entry with
// only the names imported here (scripts/build-plugins.mjs, `undiciNamesUsed`; its cost on and off:
// docs/performance.md). Requests go through the pool's public dispatch() (dispatch.ts), not
// undici's request(), for the same reason.
import { type Dispatcher, Pool, ProxyAgent } from 'undici';
import { AbortError, NetworkError, ResponseTooLargeError, TimeoutError, type FailedRequest } from './errors.js';
import { statusText } from './status-text.js';
import { flattenHeaders } from './headers.js';
import { ConnectError, ProxyAuthRequired, isConnectFailureCode } from './connect-error.js';
import { BodyLimitExceeded, dispatchRequest } from './dispatch.js';
import { whenAborted } from './abort-listeners.js';

export interface AttemptRequest {
  method: string;
  /** Request target: path with query, already joined to the base URL's prefix. */
  target: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Named in errors (the endpoint the caller asked for). */
  request: FailedRequest;
  /** Called once the request has been written to its connection. */
  onSent?: () => void;
  /** The largest answer read (default 64 MiB). */
  maxBodyBytes?: number;
  /** The server as errors name it, when not its origin alone (the proxy in between). */
  reached?: string;
}

export interface AttemptResponse {
  status: number;
  statusText: string;
  /**
   * `1.1`: the HTTP version undici spoke. Its public interface tells the protocol of the
   * connection, not the version a server wrote in its status line (an HTTP/1.0 answer is read by
   * the same HTTP/1.1 client).
   */
  httpVersion: string;
  /** The reason phrase exactly as received, possibly empty (statusText fills in a standard one). */
  reasonPhrase: string;
  headers: Record<string, string>;
  body: string;
  /** The body's bytes when they are not valid UTF-8 (DispatchResponse.bodyBytes). */
  bodyBytes?: Buffer;
}

/** The pool's one protocol: undici's HTTP/1.1 client (allowH2 is never set). */
const HTTP_VERSION = '1.1';

const POOL_OPTIONS = {
  // The limiter caps the rate; this caps sockets so a burst does not open hundreds.
  connections: 16,
  keepAliveTimeout: 10_000,
  // Our own per-attempt timer is the limit; these only guard against a stuck socket.
  headersTimeout: 0,
  bodyTimeout: 0,
};

/** The connections to `origin`: a pool of its own, or a tunnel through `proxyUrl` (HTTP CONNECT). */
export function createPool(origin: string, proxyUrl?: string): Dispatcher {
  return proxyUrl ? new ProxyAgent({ uri: proxyUrl, ...POOL_OPTIONS }) : new Pool(origin, POOL_OPTIONS);
}

function errorCode(e: unknown): string | undefined {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** undici's words when a proxy refuses to open the tunnel: nothing reached the server. */
const PROXY_REFUSED = /^Proxy response \((\d{3})\) !== 200 when HTTP Tunneling$/;

function networkError(e: unknown, origin: string, request: FailedRequest): NetworkError {
  const refused = PROXY_REFUSED.exec(e instanceof Error ? e.message : '');
  if (refused) {
    const status = refused[1]!;
    if (status === '407') {
      const detail = 'the proxy answered 407 to CONNECT: put a user and password it accepts in the proxy URL';
      return new ProxyAuthRequired(request, origin, undefined, detail);
    }
    return new ConnectError(request, origin, undefined, `the proxy answered ${status} to CONNECT`);
  }
  const code = errorCode(e);
  const causeCode = errorCode((e as { cause?: unknown } | null)?.cause);
  // A failure to connect is its own class: nothing was sent, so even a write may be retried.
  const Class = isConnectFailureCode(code) || isConnectFailureCode(causeCode) ? ConnectError : NetworkError;
  // System codes (ECONNREFUSED, ENOTFOUND...) say enough; undici's own say it in their message.
  if (code?.startsWith('E')) return new Class(request, origin, code);
  if (causeCode?.startsWith('E')) return new Class(request, origin, causeCode);
  const detail = e instanceof Error && e.message ? e.message : 'connection failed';
  return new Class(request, origin, undefined, detail);
}

/**
 * Sends one request and reads the whole answer; throws TimeoutError, AbortError, NetworkError or
 * ResponseTooLargeError (never retried: the same request would get the same answer).
 */
export async function attempt(pool: Dispatcher, origin: string, o: AttemptRequest): Promise<AttemptResponse> {
  if (o.signal?.aborted) throw new AbortError();
  const controller = new AbortController();
  let timedOut = false;
  const stopWaiting = o.signal ? whenAborted(o.signal, () => controller.abort()) : undefined;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, o.timeoutMs);
  try {
    const response = await dispatchRequest(pool, {
      origin,
      method: o.method,
      path: o.target,
      headers: o.headers,
      body: o.body ?? null,
      signal: controller.signal,
      onSent: o.onSent,
      maxBodyBytes: o.maxBodyBytes,
    });
    return {
      status: response.statusCode,
      statusText: response.statusMessage || statusText(response.statusCode),
      httpVersion: HTTP_VERSION,
      reasonPhrase: response.statusMessage,
      headers: flattenHeaders(response.headers),
      body: response.body,
      ...(response.bodyBytes ? { bodyBytes: response.bodyBytes } : {}),
    };
  } catch (e) {
    if (o.signal?.aborted) throw new AbortError();
    if (e instanceof BodyLimitExceeded) throw new ResponseTooLargeError(o.request, e.limitBytes, e.statusCode);
    if (timedOut) throw new TimeoutError(o.request, o.timeoutMs, o.reached ?? origin);
    throw networkError(e, o.reached ?? origin, o.request);
  } finally {
    clearTimeout(timer);
    stopWaiting?.();
  }
}

// One request through undici's dispatcher API (Dispatcher.dispatch with a handler), the answer
// read whole into a string. undici's request() would do the same through a Readable body with
// fetch's body mixins (webidl, FormData...), code a cold start loads and runs for nothing.
import { isUtf8 } from 'node:buffer';
import type { Dispatcher } from 'undici';

export interface DispatchRequest {
  /** The server's origin: a pool has its own, a proxy needs it to know where to tunnel. */
  origin: string;
  method: string;
  /** Request target: path with query. */
  path: string;
  headers: Record<string, string>;
  body: string | Buffer | null;
  /** Aborting it ends the request: the promise rejects with the signal's reason. */
  signal: AbortSignal;
  /**
   * Called once the request has been written: undici starts a request (onRequestStart) on its
   * connection and writes it in the same turn, so this runs on the next turn of the event loop.
   */
  onSent?: () => void;
  /** The most bytes of body read (default 64 MiB); past it the request is aborted (BodyLimitExceeded). */
  maxBodyBytes?: number;
}

const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;

/** The answer's body went past DispatchRequest.maxBodyBytes; the request was aborted there. */
export class BodyLimitExceeded extends Error {
  override name = 'BodyLimitExceeded';
  constructor(
    readonly limitBytes: number,
    readonly statusCode: number,
    readonly statusMessage: string,
  ) {
    super(`answer body over ${limitBytes} bytes`);
  }
}

export interface DispatchResponse {
  statusCode: number;
  /** The reason phrase of the status line; may be empty. */
  statusMessage: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body's bytes, kept only when they are not valid UTF-8 (`body` then holds U+FFFD for them). */
  bodyBytes?: Buffer;
}

const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new Error('aborted');

export function dispatchRequest(pool: Dispatcher, o: DispatchRequest): Promise<DispatchResponse> {
  return new Promise((resolve, reject) => {
    if (o.signal.aborted) {
      reject(abortReason(o.signal));
      return;
    }
    let controller: Dispatcher.DispatchController | null = null;
    let settled = false;
    let statusCode = 0;
    let statusMessage = '';
    let headers: DispatchResponse['headers'] = {};
    const chunks: Buffer[] = [];
    let received = 0;
    const maxBodyBytes = o.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const settle = (finish: () => void): void => {
      if (settled) return;
      settled = true;
      o.signal.removeEventListener('abort', onAbort);
      finish();
    };
    // Stops reading at once: nothing more is buffered, whatever the server goes on sending.
    const overLimit = (c: Dispatcher.DispatchController): void => {
      const error = new BodyLimitExceeded(maxBodyBytes, statusCode, statusMessage);
      settle(() => reject(error));
      c.abort(error);
    };
    // Before undici starts the request (still queued, or connecting) there is nothing to abort
    // yet: the promise ends now, and the request is aborted as soon as it starts.
    function onAbort(): void {
      const reason = abortReason(o.signal);
      controller?.abort(reason);
      settle(() => reject(reason));
    }
    o.signal.addEventListener('abort', onAbort, { once: true });
    pool.dispatch(
      { origin: o.origin, method: o.method as Dispatcher.HttpMethod, path: o.path, headers: o.headers, body: o.body },
      {
        onRequestStart(c) {
          controller = c;
          if (o.signal.aborted) c.abort(abortReason(o.signal));
          else if (o.onSent) setImmediate(o.onSent);
        },
        onResponseStart(c, code, responseHeaders, message) {
          // 1xx answers are informational: the real one follows.
          if (code < 200) return;
          statusCode = code;
          statusMessage = message ?? '';
          headers = responseHeaders;
          const announced = Number(responseHeaders['content-length']);
          if (announced > maxBodyBytes) overLimit(c);
        },
        onResponseData(c, chunk) {
          if (settled) return;
          received += chunk.length;
          if (received > maxBodyBytes) overLimit(c);
          else chunks.push(chunk);
        },
        onResponseEnd() {
          // Whatever goes wrong making the text must reject: a promise left pending would let the
          // process run out of work and exit 0 having done nothing.
          let body: string;
          let bodyBytes: Buffer | undefined;
          try {
            const bytes = Buffer.concat(chunks);
            body = bytes.toString('utf8');
            // `vigil api` in a pipe writes the bytes as they came, whatever they are.
            if (!isUtf8(bytes)) bodyBytes = bytes;
          } catch (e) {
            settle(() => reject(e));
            return;
          }
          chunks.length = 0;
          settle(() => resolve({ statusCode, statusMessage, headers, body, ...(bodyBytes ? { bodyBytes } : {}) }));
        },
        onResponseError(_c, error) {
          settle(() => reject(error));
        },
      },
    );
  });
}

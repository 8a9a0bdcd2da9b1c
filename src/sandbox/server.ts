// The HTTP pipeline: latency -> route -> auth (401) -> rate limit (429) -> account header (403)
// -> injected failures (5xx) -> read-only keys (403) -> body -> handler. Pending waits (latency,
// long-polls) are tracked so close() ends them and never leaves the process hanging.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { SlidingWindowLimiter, type RateLimit } from './http/rate-limit.js';
import { HttpError, type Reply, errorReply, fromHttpError } from './http/reply.js';
import { parseQueryString } from './http/query.js';
import type { RequestContext, Router } from './http/router.js';
import { openApiDocument } from './openapi.js';
import { Rng, hash32 } from './random.js';
import type { ApiKeyInfo, SandboxStore } from './store.js';

export interface RequestLogEntry {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The query string, with its leading `?` (empty when none). */
  query: string;
  status: number;
  /** When the request arrived (ms since epoch). */
  at: number;
}

export interface ServerOptions {
  store: SandboxStore;
  router: Router;
  rateLimit: RateLimit;
  latencyMs: number;
  failRate: number;
  seed: number;
  log: RequestLogEntry[];
}

const MAX_BODY = 1024 * 1024;
/** A body past MAX_BODY is read and dropped up to this size before the 413 and the close. */
const DRAIN_LIMIT = 64 * 1024 * 1024;
/** The log keeps the most recent requests only, so a long-running sandbox does not grow forever. */
const LOG_KEEP = 100_000;

interface Pending {
  cancel(): void;
}

export interface SandboxServer {
  server: Server;
  close(): Promise<void>;
}

export function createSandboxServer(o: ServerOptions): SandboxServer {
  const { store, router } = o;
  const limiter = new SlidingWindowLimiter(o.rateLimit);
  const routeLimiters = new Map<string, SlidingWindowLimiter>();
  const failures = new Rng(hash32(o.seed, 0xfa11));
  const pending = new Set<Pending>();
  let active = 0;
  let closing = false;
  let idle: (() => void) | undefined;

  function send(
    res: ServerResponse,
    method: string,
    path: string,
    query: string,
    at: number,
    reply: Reply,
    extra?: Record<string, string>,
  ): void {
    o.log.push({ method, path, query, status: reply.status, at });
    if (o.log.length > 2 * LOG_KEEP) o.log.splice(0, o.log.length - LOG_KEEP);
    if (!res.destroyed && !res.headersSent) {
      const headers: Record<string, string | number> = { ...extra, ...reply.headers };
      if (reply.status !== 204) {
        headers['content-type'] = 'application/json; charset=utf-8';
        headers['content-length'] = Buffer.byteLength(reply.body);
      }
      res.writeHead(reply.status, headers);
      res.end(reply.status === 204 ? undefined : reply.body);
    }
    active--;
    if (active === 0 && idle) idle();
  }

  /** Resolves true after `ms`, or false early when closing or when the client went away. */
  function wait(res: ServerResponse, ms: number): Promise<boolean> {
    if (closing) return Promise.resolve(false);
    return new Promise((resolve) => {
      const entry: Pending = {
        cancel() {
          clearTimeout(timer);
          pending.delete(entry);
          res.off('close', entry.cancel);
          resolve(false);
        },
      };
      const timer = setTimeout(() => {
        pending.delete(entry);
        res.off('close', entry.cancel);
        resolve(true);
      }, ms);
      pending.add(entry);
      res.once('close', entry.cancel);
    });
  }

  function authenticate(req: IncomingMessage): ApiKeyInfo | undefined {
    const header = req.headers.authorization;
    if (!header) return undefined;
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return m ? store.keys.get(m[1] as string) : undefined;
  }

  /**
   * The JSON body. Past MAX_BODY the rest is read and thrown away (up to DRAIN_LIMIT) before the
   * 413 goes out with `connection: close`: closing a socket with unread data would reset it, and
   * the client would see a reset instead of the answer.
   */
  function readBody(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let tooLarge = false;
      const refuse = () => {
        res.setHeader('connection', 'close');
        reject(new HttpError(413, 'The request body is larger than 1 MiB.'));
      };
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (tooLarge) {
          if (size > DRAIN_LIMIT) {
            req.removeAllListeners('data');
            req.removeAllListeners('end');
            refuse();
            res.once('finish', () => req.destroy());
          }
          return;
        }
        if (size > MAX_BODY) {
          tooLarge = true;
          chunks.length = 0;
          return;
        }
        chunks.push(c);
      });
      req.on('end', () => {
        if (tooLarge) return refuse();
        const text = Buffer.concat(chunks).toString('utf8');
        if (text.trim() === '') return resolve(undefined);
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new HttpError(400, 'The request body is not valid JSON.'));
        }
      });
      req.on('error', reject);
    });
  }

  function handle(req: IncomingMessage, res: ServerResponse, method: string, path: string, search: string, at: number) {
    const done = (reply: Reply, extra?: Record<string, string>) => send(res, method, path, search, at, reply, extra);
    if (closing) return done(errorReply(503, 'The sandbox is shutting down.'));
    if (path === '/openapi.json' && (method === 'GET' || method === 'HEAD'))
      return done({ status: 200, body: openApiDocument() });

    const match = router.match(method, path);
    if (!match) return done(errorReply(404, `No such endpoint: ${method} ${path}`));
    if ('allowed' in match)
      return done(errorReply(405, `${method} is not supported on ${path}; use ${match.allowed.join(' or ')}.`), {
        allow: match.allowed.join(', '),
      });

    const key = authenticate(req);
    if (!key) {
      return done(errorReply(401, 'Bad Token', { error: 'Bad Token' }), {
        'www-authenticate': 'Bearer error="Bad Token"',
      });
    }

    const now = Date.now();
    let verdict = limiter.take(key.key, now);
    const routeLimit = match.route.limit;
    if (verdict.ok && routeLimit) {
      let rl = routeLimiters.get(match.route.pattern);
      if (!rl) {
        rl = new SlidingWindowLimiter(routeLimit);
        routeLimiters.set(match.route.pattern, rl);
      }
      const own = rl.take(key.key, now);
      if (!own.ok) {
        // Refused requests are not counted: the key's general budget gets this one back.
        limiter.giveBack(key.key);
        verdict = own;
      }
    }
    const resetSeconds = Math.max(1, Math.ceil(verdict.resetMs / 1000));
    const rateHeaders = {
      'x-ratelimit-limit': String(verdict.limit),
      'x-ratelimit-remaining': String(verdict.remaining),
      'x-ratelimit-reset': String(resetSeconds),
    };
    if (!verdict.ok) {
      return done(
        errorReply(
          429,
          `Too many requests: at most ${verdict.limit} per ${Math.round((routeLimit && verdict.limit === routeLimit.limit ? routeLimit.windowMs : o.rateLimit.windowMs) / 1000)} s; retry in ${resetSeconds} s.`,
          {
            limit: verdict.limit,
            remaining: 0,
            resetSeconds,
          },
        ),
        { ...rateHeaders, 'retry-after': String(resetSeconds) },
      );
    }

    const account = req.headers['x-service-account'];
    if (account !== undefined && (Array.isArray(account) || account.toLowerCase() !== store.accountId)) {
      return done(errorReply(403, 'X-Service-Account names an account this API key cannot access.'), rateHeaders);
    }

    if (o.failRate > 0 && failures.next() < o.failRate) {
      const status = failures.chance(0.5) ? 500 : 503;
      return done(errorReply(status, `Injected failure (--fail-rate ${o.failRate}).`), rateHeaders);
    }

    if (method !== 'GET' && key.readOnly) {
      return done(errorReply(403, 'This API key is read-only: it cannot change anything.'), rateHeaders);
    }

    const run = (body: unknown) => {
      const ctx: RequestContext = {
        method,
        path,
        params: match.params,
        query: parseQueryString(search),
        body,
        key,
        now: Date.now(),
        store,
        wait: (ms) => wait(res, ms),
      };
      let reply: Reply | Promise<Reply>;
      try {
        reply = match.route.handler(ctx);
      } catch (e) {
        return done(toReply(e), rateHeaders);
      }
      if (reply instanceof Promise)
        reply.then(
          (r) => done(r, rateHeaders),
          (e: unknown) => done(toReply(e), rateHeaders),
        );
      else done(reply, rateHeaders);
    };
    if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
      readBody(req, res).then(run, (e: unknown) => done(toReply(e), rateHeaders));
    } else {
      run(undefined);
    }
  }

  const server = createServer((req, res) => {
    const at = Date.now();
    active++;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const search = q < 0 ? '' : url.slice(q);
    const method = (req.method ?? 'GET').toUpperCase();
    if (o.latencyMs > 0) {
      void wait(res, o.latencyMs).then(() => handle(req, res, method, path, search, at));
    } else {
      handle(req, res, method, path, search, at);
    }
  });
  server.keepAliveTimeout = 5_000;

  let closed: Promise<void> | undefined;
  function close(): Promise<void> {
    closed ??= new Promise<void>((resolve) => {
      closing = true;
      for (const p of [...pending]) p.cancel();
      server.close(() => resolve());
      server.closeIdleConnections();
      const finish = () => {
        clearTimeout(guard);
        server.closeAllConnections();
      };
      // let the answers to ended waits reach their sockets, then drop every connection
      const guard = setTimeout(finish, 1_000);
      if (active === 0) setImmediate(finish);
      else idle = () => setImmediate(finish);
    });
    return closed;
  }

  return { server, close };
}

function toReply(e: unknown): Reply {
  if (e instanceof HttpError) return fromHttpError(e);
  return errorReply(500, `Internal error in the sandbox: ${e instanceof Error ? e.message : String(e)}`);
}

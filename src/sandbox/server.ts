// The HTTP pipeline: latency -> route -> admission (key, rate limit, account header, injected
// failures, read-only keys: admission.ts) -> body -> handler. Pending waits (latency, long-polls)
// are tracked so close() ends them and never leaves the process hanging.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type Admit, createAdmission } from './admission.js';
import { readJsonBody } from './http/body.js';
import type { RateLimit } from './http/rate-limit.js';
import { HttpError, type Reply, errorReply, fromHttpError } from './http/reply.js';
import { parseQueryString } from './http/query.js';
import type { RequestContext, Route, Router } from './http/router.js';
import { PendingWaits } from './http/waits.js';
import { openApiDocument } from './openapi.js';
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
  /** What time it is for the data (running sessions, timestamps); waits and limits use real time. */
  clock: () => number;
}

/** The log keeps the most recent requests only, so a long-running sandbox does not grow forever. */
const LOG_KEEP = 100_000;

export interface SandboxServer {
  server: Server;
  close(): Promise<void>;
}

/** One request on its way through the pipeline. */
interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  /** The query string with its `?` (empty when none). */
  search: string;
  /** When it arrived (ms since epoch). */
  at: number;
}

type Done = (reply: Reply, headers?: Record<string, string>) => void;

export function createSandboxServer(o: ServerOptions): SandboxServer {
  const admit = createAdmission(o);
  const waits = new PendingWaits();
  const inFlight = new InFlight();
  let closing = false;

  const answer =
    (x: Exchange): Done =>
    (reply, headers) => {
      logRequest(o.log, x, reply.status);
      writeReply(x.res, reply, headers);
      inFlight.end();
    };

  // Taken here, not imported: the TUI bundles the sandbox (for --demo), and an ES module that
  // imports node:http makes Node read every export of it, which loads Node's own copy of undici:
  // 27-42 ms of every TUI start, sandbox or not.
  const { createServer } = process.getBuiltinModule('node:http');
  const server = createServer((req, res) => {
    inFlight.start();
    const x = exchangeOf(req, res);
    const handle = () => {
      if (closing) answer(x)(errorReply(503, 'The sandbox is shutting down.'));
      else route(x, answer(x), o, admit, waits);
    };
    if (o.latencyMs > 0) void waits.wait(res, o.latencyMs).then(handle);
    else handle();
  });
  server.keepAliveTimeout = 5_000;

  let closed: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closed ??= new Promise<void>((resolve) => {
      closing = true;
      waits.cancelAll();
      server.close(() => resolve());
      server.closeIdleConnections();
      // let the answers to ended waits reach their sockets, then drop every connection
      const guard = setTimeout(() => server.closeAllConnections(), 1_000);
      inFlight.whenIdle(() =>
        setImmediate(() => {
          clearTimeout(guard);
          server.closeAllConnections();
        }),
      );
    });
    return closed;
  };

  return { server, close };
}

function exchangeOf(req: IncomingMessage, res: ServerResponse): Exchange {
  const at = Date.now();
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? '' : url.slice(q);
  const method = (req.method ?? 'GET').toUpperCase();
  return { req, res, method, path, search, at };
}

/** Route (404/405), admission, then the body and the handler. */
function route(x: Exchange, done: Done, o: ServerOptions, admit: Admit, waits: PendingWaits) {
  const { method, path } = x;
  if (path === '/openapi.json' && (method === 'GET' || method === 'HEAD'))
    return done({ status: 200, body: openApiDocument() });

  const match = o.router.match(method, path);
  if (!match) return done(errorReply(404, `No such endpoint: ${method} ${path}`));
  if ('allowed' in match) {
    const allowed = match.allowed;
    return done(errorReply(405, `${method} is not supported on ${path}; use ${allowed.join(' or ')}.`), {
      allow: allowed.join(', '),
    });
  }

  const admission = admit(x.req, method, match.route);
  if (!admission.ok) return done(admission.reply, admission.headers);
  const headers = admission.headers;
  const finish: Done = (reply) => done(reply, headers);
  const run = (body: unknown) => {
    const ctx = contextOf(x, match.params, body, admission.key, o, waits);
    runHandler(match.route, ctx, finish);
  };
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    readJsonBody(x.req, x.res).then(run, (e: unknown) => finish(toReply(e)));
  } else {
    run(undefined);
  }
}

function contextOf(
  x: Exchange,
  params: Record<string, string>,
  body: unknown,
  key: ApiKeyInfo,
  o: ServerOptions,
  waits: PendingWaits,
): RequestContext {
  return {
    method: x.method,
    path: x.path,
    params,
    query: parseQueryString(x.search),
    body,
    key,
    now: o.clock(),
    clock: o.clock,
    store: o.store,
    wait: (ms) => waits.wait(x.res, ms),
  };
}

/** A handler's reply, whether it returns, throws, resolves or rejects. */
function runHandler(route: Route, ctx: RequestContext, done: Done) {
  let reply: Reply | Promise<Reply>;
  try {
    reply = route.handler(ctx);
  } catch (e) {
    return done(toReply(e));
  }
  if (reply instanceof Promise) reply.then(done, (e: unknown) => done(toReply(e)));
  else done(reply);
}

function logRequest(log: RequestLogEntry[], x: Exchange, status: number): void {
  log.push({ method: x.method, path: x.path, query: x.search, status, at: x.at });
  if (log.length > 2 * LOG_KEEP) log.splice(0, log.length - LOG_KEEP);
}

function writeReply(res: ServerResponse, reply: Reply, extra?: Record<string, string>): void {
  if (res.destroyed || res.headersSent) return;
  const headers: Record<string, string | number> = { ...extra, ...reply.headers };
  if (reply.status !== 204) {
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = Buffer.byteLength(reply.body);
  }
  res.writeHead(reply.status, headers);
  res.end(reply.status === 204 ? undefined : reply.body);
}

/** Requests that arrived and are not answered yet, so close() can wait for the last answer. */
class InFlight {
  private active = 0;
  private idle: (() => void) | undefined;

  start(): void {
    this.active++;
  }

  end(): void {
    this.active--;
    if (this.active === 0 && this.idle) this.idle();
  }

  /** Runs `then` now when nothing is in flight, else once the last answer is written. */
  whenIdle(then: () => void): void {
    if (this.active === 0) then();
    else this.idle = then;
  }
}

function toReply(e: unknown): Reply {
  if (e instanceof HttpError) return fromHttpError(e);
  return errorReply(500, `Internal error in the sandbox: ${e instanceof Error ? e.message : String(e)}`);
}

// A small HTTP server that fails the way real networks and proxies do, for what the sandbox
// cannot do: a connection reset halfway through a body, JSON cut short, an HTML error page from a
// proxy, a 200 of the wrong shape, a server that never answers, a redirect to another host.
// It counts every request by method (so a test can say "the POST went out once") and records
// the headers each one carried (so a test can say "the key never reached the other host").
import {
  type IncomingMessage,
  type Server,
  type ServerResponse,
  createServer,
  request as httpRequest,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Misbehaviour =
  /** Headers and half the promised body, then a TCP reset. */
  | 'reset-mid-body'
  /** Accepts the connection and resets it before any answer. */
  | 'reset-before-answer'
  /** 200, content-length matching, but the JSON stops in the middle. */
  | 'truncated-json'
  /** 502 text/html from a proxy in front of the API. */
  | 'html-502'
  /** 200 application/json of the wrong shape (an object where a list belongs, wrong field types). */
  | 'wrong-shape'
  /** Reads the request and never answers (until the server closes). */
  | 'stall'
  /** 302 to the same path on `redirectTarget` (another origin). */
  | 'redirect-other-host'
  /** 302 to `/landed<path>` on the same origin, which answers 200 `{}`. */
  | 'redirect-same-origin'
  /** A same-origin hop (`/hop<path>`), then a 302 from there to `redirectTarget`. */
  | 'redirect-chain'
  /** 307 (method kept) to `redirectTarget`. */
  | 'redirect-307-other-host'
  /** 401 JSON whose message repeats the Authorization header it received (a careless server). */
  | 'echo-key-error'
  /** 200 JSON holding the Authorization header it received. */
  | 'echo-key-ok'
  /** 200 `{}` (the one well-behaved answer, for control). */
  | 'ok-empty-object'
  /** A proxy to `upstream` (the sandbox), JSON answers passed through `transform` if set. */
  | 'pass';

/** The faults every test file tries (redirect variants and key echoes are security tests'). */
export const MISBEHAVIOURS = [
  'reset-mid-body',
  'reset-before-answer',
  'truncated-json',
  'html-502',
  'wrong-shape',
  'stall',
  'redirect-other-host',
] as const satisfies readonly Misbehaviour[];

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

export interface MisbehavingServer {
  baseUrl: string;
  /** What the next requests get; change it between tests. */
  behaviour: Misbehaviour;
  /** Where `redirect-other-host` sends the client (an origin such as http://127.0.0.2:1234). */
  redirectTarget: string;
  /** Where `pass` forwards requests (a base URL such as the sandbox's). */
  upstream: string;
  /** Rewrites the JSON of 2xx answers in `pass` mode (to feed screens hostile data). */
  transform: ((path: string, data: unknown) => unknown) | undefined;
  readonly seen: SeenRequest[];
  count(method?: string): number;
  reset(): void;
  close(): Promise<void>;
}

const HTML_502 = `<!DOCTYPE html>
<html><head><title>502 Bad Gateway</title></head>
<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.25.3</center></body></html>
`;

/** A body that is an object where every list endpoint promises an array, with wrong field types. */
const WRONG_SHAPE = JSON.stringify({ data: [{ id: 42, name: null, status: 7 }], entries: 'none', results: {}, id: 5 });

/** Starts on loopback; `host` lets a second server stand in for "another host" (127.0.0.2). */
export async function startMisbehavingServer(
  o: { behaviour?: Misbehaviour; host?: string } = {},
): Promise<MisbehavingServer> {
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const stalled = new Set<ServerResponse>();

  const state: {
    behaviour: Misbehaviour;
    redirectTarget: string;
    upstream: string;
    transform: MisbehavingServer['transform'];
  } = {
    behaviour: o.behaviour ?? 'ok-empty-object',
    redirectTarget: 'http://127.0.0.2:9',
    upstream: 'http://127.0.0.1:9',
    transform: undefined,
  };

  function forward(req: IncomingMessage, body: string, res: ServerResponse): void {
    const target = new URL(req.url ?? '/', state.upstream);
    const out = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          let text = Buffer.concat(chunks).toString('utf8');
          const status = answer.statusCode ?? 502;
          if (state.transform && status >= 200 && status < 300 && /json/.test(String(answer.headers['content-type']))) {
            text = JSON.stringify(state.transform(target.pathname, JSON.parse(text)));
          }
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          delete headers.connection;
          delete headers['keep-alive'];
          res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(text) });
          res.end(text);
        });
      },
    );
    out.on('error', () => res.destroy());
    out.end(body === '' ? undefined : body);
  }

  function answer(req: IncomingMessage, res: ServerResponse, body: string): void {
    const socket = req.socket;
    switch (state.behaviour) {
      case 'reset-mid-body': {
        const body = JSON.stringify({ entries: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `check ${i}` })) });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.write(body.slice(0, Math.floor(body.length / 2)));
        // Let the half body reach the client before the reset.
        setTimeout(() => socket.resetAndDestroy(), 20);
        return;
      }
      case 'reset-before-answer':
        socket.resetAndDestroy();
        return;
      case 'truncated-json': {
        const body = '{"entries":[{"id":"6f1c","name":"api health","status":"PAS';
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
        return;
      }
      case 'html-502':
        res.writeHead(502, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(HTML_502) });
        res.end(HTML_502);
        return;
      case 'wrong-shape':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(WRONG_SHAPE) });
        res.end(WRONG_SHAPE);
        return;
      case 'stall':
        stalled.add(res);
        res.on('close', () => stalled.delete(res));
        return;
      case 'redirect-other-host':
        res.writeHead(302, { location: `${state.redirectTarget}${req.url ?? '/'}`, 'content-length': 0 });
        res.end();
        return;
      case 'redirect-same-origin':
        if ((req.url ?? '').startsWith('/landed/')) {
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': 2 });
          res.end('{}');
        } else {
          res.writeHead(302, { location: `/landed${req.url ?? '/'}`, 'content-length': 0 });
          res.end();
        }
        return;
      case 'redirect-chain': {
        const url = req.url ?? '/';
        const location = url.startsWith('/hop/') ? `${state.redirectTarget}${url}` : `/hop${url}`;
        res.writeHead(302, { location, 'content-length': 0 });
        res.end();
        return;
      }
      case 'redirect-307-other-host':
        res.writeHead(307, { location: `${state.redirectTarget}${req.url ?? '/'}`, 'content-length': 0 });
        res.end();
        return;
      case 'echo-key-error': {
        const body = JSON.stringify({
          statusCode: 401,
          error: 'Unauthorized',
          message: `Bad Token: ${req.headers.authorization ?? ''}`,
        });
        res.writeHead(401, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
        return;
      }
      case 'echo-key-ok': {
        const body = JSON.stringify({ youSent: req.headers.authorization ?? '' });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
        return;
      }
      case 'ok-empty-object':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': 2 });
        res.end('{}');
        return;
      case 'pass':
        forward(req, body, res);
        return;
    }
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({
        method: (req.method ?? 'GET').toUpperCase(),
        url: req.url ?? '/',
        headers: req.headers,
        body,
        at: Date.now(),
      });
      answer(req, res, body);
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Resets are the point of this server: a socket error must not take the test process down.
  server.on('clientError', (_e, socket) => socket.destroy());

  const host = o.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://${host}:${port}`,
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(b: Misbehaviour) {
      state.behaviour = b;
    },
    get redirectTarget() {
      return state.redirectTarget;
    },
    set redirectTarget(t: string) {
      state.redirectTarget = t;
    },
    get upstream() {
      return state.upstream;
    },
    set upstream(u: string) {
      state.upstream = u;
    },
    get transform() {
      return state.transform;
    },
    set transform(t: MisbehavingServer['transform']) {
      state.transform = t;
    },
    seen,
    count: (method?: string) => (method ? seen.filter((r) => r.method === method.toUpperCase()).length : seen.length),
    reset: () => {
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of stalled) res.destroy();
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** "Another host" for redirects: 127.0.0.2 where the loopback range allows it, else another port. */
export async function startOtherHost(): Promise<MisbehavingServer> {
  try {
    return await startMisbehavingServer({ host: '127.0.0.2', behaviour: 'ok-empty-object' });
  } catch {
    return startMisbehavingServer({ behaviour: 'ok-empty-object' });
  }
}

// A server that answers in ways no well-meant one would, for the client's bounds: bodies too big
// to hold (announced, or chunked without end), odd Retry-After values, lists whose total or
// cursor never stops moving, endpoints that ignore `page`, and writes that are done but answered
// too late, cut off or with too much. Beside misbehaving-server.ts (network and proxy faults).
// It counts requests by method, so a test can say "the write went out once", and records when
// each came, so a test can say how long the client waited.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Hostility =
  /** 200 with a Content-Length of 600 MiB, then data until the client goes. */
  | 'huge-announced'
  /** 200 chunked, no Content-Length, data without end (until the client goes). */
  | 'endless-chunked'
  /** 429 with `Retry-After: <retryAfter>` for the first `failures` requests, then 200 `[]`. */
  | 'retry-after'
  /** A JSON array page of 10 whatever `page` asks, `content-range` total growing past each page. */
  | 'growing-total'
  /** `{entries: [...], nextId}` with a new cursor on every page, forever. */
  | 'new-cursors'
  /** The same JSON array (no content-range) whatever the query: an endpoint that is not paged. */
  | 'not-paged'
  /** The same array with `content-range: 0-9/1000` whatever `page` asks. */
  | 'same-page'
  /** A write is done (counted as `done`), then answered after `delayMs`; reads answer at once. */
  | 'slow-write'
  /** A write is done, then its connection reset before any answer. */
  | 'reset-after-write'
  /** A write is done and answered 200 with an endless chunked body. */
  | 'write-endless-answer';

export interface HostileServer {
  baseUrl: string;
  hostility: Hostility;
  /** For `retry-after`: the header as sent. */
  retryAfter: string;
  /** For `retry-after`: how many requests get the 429 before one succeeds. */
  failures: number;
  /** For `slow-write`. */
  delayMs: number;
  readonly seen: { method: string; url: string; at: number }[];
  /** Writes the server carried out (whatever the client heard of them). */
  readonly done: { method: string; url: string }[];
  /** Bytes of body written to clients so far (all answers). */
  readonly sentBytes: () => number;
  count(method?: string): number;
  close(): Promise<void>;
}

const MIB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** Writes CHUNKs as fast as the client reads them, until it closes the connection. */
function pour(res: ServerResponse, counter: { bytes: number }): void {
  const write = (): void => {
    while (!res.destroyed) {
      counter.bytes += CHUNK.length;
      if (!res.write(CHUNK)) {
        res.once('drain', write);
        return;
      }
    }
  };
  res.on('error', () => undefined);
  write();
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

const items = (from: number) =>
  Array.from({ length: 10 }, (_, i) => ({ id: `item-${from + i}`, name: `item ${from + i}` }));

export async function startHostileServer(o: { hostility?: Hostility } = {}): Promise<HostileServer> {
  const seen: HostileServer['seen'] = [];
  const done: HostileServer['done'] = [];
  const sockets = new Set<Socket>();
  const counter = { bytes: 0 };
  const state = { hostility: o.hostility ?? 'not-paged', retryAfter: '1', failures: 1, delayMs: 5_000 };
  let cursor = 0;

  function answer(req: IncomingMessage, res: ServerResponse): void {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://x');
    const write = method !== 'GET';
    switch (state.hostility) {
      case 'huge-announced':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(600 * MIB) });
        pour(res, counter);
        return;
      case 'endless-chunked':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
        pour(res, counter);
        return;
      case 'retry-after':
        if (seen.length <= state.failures) {
          json(
            res,
            429,
            { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' },
            { 'retry-after': state.retryAfter },
          );
        } else {
          json(res, 200, []);
        }
        return;
      case 'growing-total': {
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
        const first = (page - 1) * 10;
        json(res, 200, items(first), { 'content-range': `${first}-${first + 9}/${first + 30}` });
        return;
      }
      case 'new-cursors':
        cursor++;
        json(res, 200, { entries: items(cursor * 10), nextId: `cursor-${cursor}`, length: 10 });
        return;
      case 'not-paged':
        json(res, 200, items(0).concat(items(10)));
        return;
      case 'same-page':
        json(res, 200, items(0), { 'content-range': '0-9/1000' });
        return;
      case 'slow-write':
        if (!write) {
          json(res, 200, []);
          return;
        }
        done.push({ method, url: url.pathname });
        setTimeout(() => {
          if (!res.destroyed) json(res, 200, { id: 'late' });
        }, state.delayMs);
        return;
      case 'reset-after-write':
        if (!write) {
          json(res, 200, []);
          return;
        }
        done.push({ method, url: url.pathname });
        req.socket.resetAndDestroy();
        return;
      case 'write-endless-answer':
        if (!write) {
          json(res, 200, []);
          return;
        }
        done.push({ method, url: url.pathname });
        res.writeHead(200, { 'content-type': 'application/json' });
        pour(res, counter);
        return;
    }
  }

  const server: Server = createServer((req, res) => {
    req.on('data', () => undefined);
    req.on('end', () => {
      seen.push({ method: (req.method ?? 'GET').toUpperCase(), url: req.url ?? '/', at: Date.now() });
      answer(req, res);
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (_e, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    get hostility() {
      return state.hostility;
    },
    set hostility(h: Hostility) {
      state.hostility = h;
    },
    get retryAfter() {
      return state.retryAfter;
    },
    set retryAfter(v: string) {
      state.retryAfter = v;
    },
    get failures() {
      return state.failures;
    },
    set failures(n: number) {
      state.failures = n;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    seen,
    done,
    sentBytes: () => counter.bytes,
    count: (method?: string) => (method ? seen.filter((r) => r.method === method.toUpperCase()).length : seen.length),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Runs the server in this process until killed: `npx tsx test/faults/hostile-server.ts endless-chunked`. */
if (process.argv[1] && /hostile-server\.ts$/.test(process.argv[1])) {
  void startHostileServer({ hostility: (process.argv[2] as Hostility | undefined) ?? 'endless-chunked' }).then((s) => {
    process.stdout.write(`${s.baseUrl}\n`);
  });
}

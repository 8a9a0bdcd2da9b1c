// A tiny HTTP server of a test's own on loopback, and a client pointed at it: what a test of the
// client's wire behaviour (headers, redirects, retries, timeouts) needs that the sandbox cannot
// do on purpose (misbehave on cue). Two servers: the second is "another origin".
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createClient, type ClientInternals, type VigilClient } from '../../src/client/client.js';
import type { ClientOptions } from '../../src/client/types.js';

export const API_KEY = 'sk_test_0123456789abcdef';
export const ACCOUNT = '11111111-2222-3333-4444-555555555555';
export const Ok = z.looseObject({ ok: z.boolean() });

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  closed: Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, seen: Seen) => void;

export class LocalServer {
  seen: Seen[] = [];
  handler: Handler = (_req, res) => json(res, 200, { ok: true });
  private server: Server;
  constructor() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
        const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, closed };
        this.seen.push(seen);
        this.handler(req, res, seen);
      });
    });
  }
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Waits for a condition the test cannot await directly (a request the server has seen). */
export async function until(predicate: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !predicate(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!predicate()) throw new Error('condition never became true');
}

export interface LocalServers {
  server: LocalServer;
  other: LocalServer;
  /** Set once the servers listen (in beforeAll). */
  origin: string;
  otherOrigin: string;
  /** A client of `server` (closed after each test), with backoff jitter fixed at 0. */
  client(extra?: Partial<ClientOptions>, internals?: ClientInternals): VigilClient;
}

/** Starts both servers for the file's tests; after each test, clients closed and handlers reset. */
export function useLocalServers(): LocalServers {
  const clients: Array<{ close(): Promise<void> }> = [];
  const local: LocalServers = {
    server: new LocalServer(),
    other: new LocalServer(),
    origin: '',
    otherOrigin: '',
    client(extra = {}, internals = {}) {
      const c = createClient(
        { baseUrl: local.origin, apiKey: API_KEY, accountId: ACCOUNT, ...extra },
        { random: () => 0, ...internals },
      );
      clients.push(c);
      return c;
    },
  };
  beforeAll(async () => {
    local.origin = await local.server.start();
    local.otherOrigin = await local.other.start();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    local.server.seen = [];
    local.other.seen = [];
    local.server.handler = (_req, res) => json(res, 200, { ok: true });
  });
  afterAll(async () => {
    await local.server.stop();
    await local.other.stop();
  });
  return local;
}

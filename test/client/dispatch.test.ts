// dispatchRequest: one request through the pool's dispatch(), against a real loopback server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchRequest } from '../../src/client/dispatch.js';
import { createPool } from '../../src/client/http.js';

let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
let received = 0;
const server = createServer((req, res) => {
  received++;
  handler(req, res);
});
let origin = '';
const pool = () => createPool(origin);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const request = (signal = new AbortController().signal, body: string | null = null) => ({
  origin,
  method: body === null ? 'GET' : 'POST',
  path: '/x?y=1',
  headers: { 'x-test': 'yes' },
  body,
  signal,
});

describe('dispatchRequest', () => {
  it('gives the status, reason phrase, headers and the whole body, sent in pieces', async () => {
    handler = (req, res) => {
      let sent = '';
      req.on('data', (c: Buffer) => (sent += c.toString()));
      req.on('end', () => {
        res.writeHead(201, 'Made It', { 'x-seen': `${req.method} ${req.url} ${req.headers['x-test']} ${sent}` });
        res.write('{"a":');
        setTimeout(() => res.end('"数据"}'), 5);
      });
    };
    const p = pool();
    const response = await dispatchRequest(p, request(undefined, 'hello'));
    await p.close();
    expect(response.statusCode).toBe(201);
    expect(response.statusMessage).toBe('Made It');
    expect(response.headers['x-seen']).toBe('POST /x?y=1 yes hello');
    expect(JSON.parse(response.body)).toEqual({ a: '数据' });
  });

  it('calls onSent once the request is written, while the answer is still to come', async () => {
    // The server answers only after onSent: were it called with the answer, this would never end.
    let sent!: () => void;
    const onSentCalled = new Promise<void>((resolve) => (sent = resolve));
    handler = (_req, res) => void onSentCalled.then(() => res.end('late'));
    let calls = 0;
    const p = pool();
    const response = await dispatchRequest(p, {
      ...request(),
      onSent: () => {
        calls++;
        sent();
      },
    });
    await p.close();
    expect(response.body).toBe('late');
    expect(calls).toBe(1);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const before = received;
    const aborted = new AbortController();
    aborted.abort(new Error('gone'));
    const p = pool();
    await expect(dispatchRequest(p, request(aborted.signal))).rejects.toThrow('gone');
    await p.close();
    expect(received).toBe(before);
  });

  it('ends at once when aborted while the server holds the answer, and the pool goes on', async () => {
    handler = (req, res) => {
      if (req.url === '/x?y=1') res.writeHead(200).write('partial');
      else res.end('fine');
    };
    const p = pool();
    const abort = new AbortController();
    const pending = dispatchRequest(p, request(abort.signal));
    setTimeout(() => abort.abort(new Error('timed out here')), 50);
    await expect(pending).rejects.toThrow('timed out here');
    const next = await dispatchRequest(p, { ...request(), path: '/other' });
    expect(next.body).toBe('fine');
    await p.close();
  });
});

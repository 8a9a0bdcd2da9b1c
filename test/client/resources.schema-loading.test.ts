// A schema given to client.request() as a loader is loaded once the request has been written, so
// zod builds it while the server answers (src/client/resources.ts passes every schema so): not
// before anything is sent, and not only once the answer is in.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type VigilClient } from '../../src/client/index.js';
import { NetworkError } from '../../src/client/errors.js';

// The server answers only once the schema has been asked for (before or after the request
// reaches it): were the loader called only with the answer, the request would never end.
let schemaAsked!: () => void;
const asked = new Promise<void>((resolve) => (schemaAsked = resolve));
const server = createServer((_req, res) => {
  void asked.then(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"payments"}'));
});
let origin = '';
const clients: VigilClient[] = [];
const client = (baseUrl: string) => {
  const c = createClient({ baseUrl, apiKey: 'test-key-1234', accountId: 'acct', maxRetries: 1 });
  clients.push(c);
  return c;
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  server.closeAllConnections();
  server.close();
});

describe('a schema loader', () => {
  it('is called once the request has left, before the answer, and the answer is checked with it', async () => {
    let loads = 0;
    const loader = () => {
      loads++;
      schemaAsked();
      return Promise.resolve(z.object({ name: z.string() }));
    };
    const { data } = await client(origin).request({ method: 'GET', path: '/v1/thing' }, loader);
    expect(data).toEqual({ name: 'payments' });
    expect(loads).toBe(1);
  });

  it('is never called when nothing could be sent', async () => {
    // A port nobody listens on: connecting fails (and is retried), so no request ever leaves.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    let loads = 0;
    const loader = () => {
      loads++;
      return Promise.resolve(z.object({ name: z.string() }));
    };
    await expect(
      client(`http://127.0.0.1:${port}`).request({ method: 'GET', path: '/v1/thing' }, loader),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(loads).toBe(0);
  });
});

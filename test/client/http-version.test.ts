// The HTTP version and the reason phrase of an answer, through the real client: a loopback server
// that answers with a status line of its choosing. The version is the one undici's public
// interface tells, the protocol it spoke (HTTP/1.1), even to a server answering HTTP/1.0; the
// reason phrase is the server's own.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/index.js';

let server: Server;
let baseUrl = '';

beforeAll(async () => {
  // GET /1.0 answers `HTTP/1.0 200 Fine`, anything else `HTTP/1.1 418 Short And Stout`.
  server = createServer((socket) => {
    socket.on('data', (chunk) => {
      const line = chunk.toString('latin1').split('\r\n')[0]!;
      const body = '{"ok":true}';
      const status = line.startsWith('GET /1.0 ')
        ? 'HTTP/1.0 200 Fine'
        : line.startsWith('GET /bare ')
          ? 'HTTP/1.1 200 '
          : 'HTTP/1.1 418 Short And Stout';
      socket.end(
        `${status}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('RawResponse.httpVersion', () => {
  it.each([
    ['/1.0', 200, '1.1', 'Fine'],
    ['/other', 418, '1.1', 'Short And Stout'],
  ])('GET %s: %s, HTTP/%s %s', async (path, status, version, reason) => {
    const client = createClient({
      baseUrl,
      apiKey: 'test-key-1234',
      accountId: 'acc',
      maxRetries: 0,
      shareRateLimit: false,
    });
    try {
      const response = await client.send({ method: 'GET', path });
      expect(response).toMatchObject({ status, httpVersion: version, statusText: reason, reasonPhrase: reason });
    } finally {
      await client.close();
    }
  });

  it('keeps an empty reason phrase empty (statusText names the status)', async () => {
    const client = createClient({
      baseUrl,
      apiKey: 'test-key-1234',
      accountId: 'acc',
      maxRetries: 0,
      shareRateLimit: false,
    });
    try {
      const response = await client.send({ method: 'GET', path: '/bare' });
      expect(response).toMatchObject({ status: 200, httpVersion: '1.1', reasonPhrase: '', statusText: 'OK' });
    } finally {
      await client.close();
    }
  });
});

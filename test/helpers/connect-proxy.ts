// A real HTTP proxy on loopback for tests: it answers CONNECT by opening a TCP tunnel, as a
// corporate proxy does, and records each CONNECT (the authority asked for, the Proxy-Authorization
// sent). Host names are resolved by the proxy, not the client: `hosts` maps names no DNS knows
// (vigil-sandbox.test) to a loopback port, so a request can only succeed through the proxy.
import { createServer, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface ConnectSeen {
  authority: string;
  proxyAuthorization: string | undefined;
}

export interface ConnectProxy {
  url: string;
  seen: ConnectSeen[];
  close(): Promise<void>;
}

export async function startConnectProxy(o: {
  hosts: Record<string, number>;
  /** When set, a CONNECT without this Proxy-Authorization gets 407. */
  requireAuthorization?: string;
}): Promise<ConnectProxy> {
  const seen: ConnectSeen[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const authority = req.url ?? '';
    const proxyAuthorization = req.headers['proxy-authorization'];
    seen.push({ authority, proxyAuthorization });
    if (o.requireAuthorization !== undefined && proxyAuthorization !== o.requireAuthorization) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\n\r\n');
      return;
    }
    const [host = '', port = ''] = authority.split(':');
    const target = o.hosts[host] ?? (host === '127.0.0.1' ? Number(port) : undefined);
    if (target === undefined) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    const upstream = connect(target, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

// `vigil api` through the built binary against a server scripted per path: a 503's Retry-After
// read as a 429's, an HTTP-date worded as a date, a time limit worded as set, a stalled body
// announced on stderr, and a body that is not UTF-8 written byte for byte in a pipe.
import { spawn } from 'node:child_process';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST_CLI, TEST_NODE, tempConfigDir } from '../../helpers/run-cli.js';

const KEY = 'sk_test_0123456789abcdefSECRET';
const ACCOUNT = '4a1e2b3c-0d9f-4e8a-9b7c-6d5e4f3a2b1c';
const NOT_UTF8 = Buffer.from([0x6f, 0x6b, 0xff, 0xfe, 0x80, 0xc3, 0x28, 0x0a]);
const LATER = 'Wed, 25 Nov 2099 10:02:34 GMT';

let server: Server;
let baseUrl = '';
const hits = new Map<string, number>();
/** Responses held open by /stall-body until the test has seen the notice. */
const stalled: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    req.resume();
    if (path === '/bytes') res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(NOT_UTF8);
    else if (path === '/unavailable') res.writeHead(503, { 'retry-after': '120' }).end('{"message":"down"}');
    else if (path === '/limited-until') res.writeHead(429, { 'retry-after': LATER }).end('{}');
    else if (path === '/stall-body') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"part":');
      stalled.push(res);
    } else if (path === '/never') {
      // No answer at all: the time limit ends it.
    } else res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface ByteRun {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/** The built binary with raw stdout; `onStderr` sees stderr as it comes. */
function vigil(argv: string[], env: Record<string, string> = {}, onStderr?: (text: string) => void) {
  return new Promise<ByteRun>((resolve) => {
    const child = spawn(TEST_NODE, [DIST_CLI, 'api', ...argv], {
      env: {
        PATH: process.env.PATH,
        VIGIL_API_KEY: KEY,
        VIGIL_ACCOUNT_ID: ACCOUNT,
        VIGIL_BASE_URL: baseUrl,
        VIGIL_CONFIG_DIR: tempConfigDir(),
        VIGIL_CODE_CACHE: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
      onStderr?.(stderr);
    });
    child.on('close', (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr }));
  });
}

describe('vigil api: outcomes, waits and bytes, built binary', () => {
  it('in a pipe, a body that is not UTF-8 is written byte for byte (no U+FFFD)', async () => {
    const r = await vigil(['/bytes']);
    expect(r.code).toBe(0);
    expect(r.stdout.equals(NOT_UTF8)).toBe(true);
  });

  it("a 503's Retry-After is read as a 429's: longer than vigil waits, the answer is shown at once, no retry", async () => {
    const r = await vigil(['/unavailable']);
    expect(r.code).toBe(1);
    expect(hits.get('/unavailable')).toBe(1);
    expect(r.stderr).toBe(
      'vigil: 503 Service Unavailable for GET /unavailable: the server is unavailable and asks to wait 120 s.\n',
    );
  });

  it('a Retry-After date is worded as a date', async () => {
    const r = await vigil(['/limited-until', '-X', 'POST']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `vigil: 429 Too Many Requests for POST /limited-until: the rate limit was reached; the server asks to wait until ${LATER}.\n`,
    );
  });

  it('a time limit is worded with its real value (500 ms, not 1s)', async () => {
    const r = await vigil(['/never', '-X', 'POST'], { VIGIL_TIMEOUT_MS: '500' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/within 500 ms for POST \/never: the server may or may not have done it/);
    expect(r.stderr).toContain('run `vigil api /never` to see');
    expect(r.stderr).not.toMatch(/try again|1s/);
  });

  it('a body that stalls is announced on stderr after 2 s, then the answer is printed', async () => {
    const r = await vigil(['/stall-body'], {}, (stderr) => {
      if (stderr.includes('still waiting')) for (const res of stalled.splice(0)) res.end('1}');
    });
    expect(r.stderr).toMatch(
      /^vigil: no complete answer to GET \/stall-body after 2s; still waiting \(each try gives up after 15s\)\.\n$/,
    );
    expect(r.code).toBe(0);
    expect(r.stdout.toString()).toBe('{"part":1}\n');
  });
});

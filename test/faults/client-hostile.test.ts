// The client against a hostile server (hostile-server.ts): bodies past the cap stop at once and
// say so, Retry-After is read as the server meant it and a wait past the bound is refused with
// what the server asked, and a write whose answer never came is reported as unknown, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError, parseRetryAfter, TimeoutError, NetworkError } from '../../src/client/index.js';
import { RateLimitedError, ResponseTooLargeError } from '../../src/client/errors.js';
import { createClient } from '../../src/client/index.js';
import type { WaitEvent } from '../../src/client/types.js';
import { type HostileServer, startHostileServer } from './hostile-server.js';
import { ACCOUNT_ID, SECRET_KEY } from './secret.js';

const MIB = 1024 * 1024;
let server: HostileServer;

beforeAll(async () => {
  server = await startHostileServer();
});
afterAll(async () => {
  await server.close();
});

function client(extra: Parameters<typeof createClient>[0] extends infer O ? Partial<O> : never = {}) {
  return createClient({
    baseUrl: server.baseUrl,
    apiKey: SECRET_KEY,
    accountId: ACCOUNT_ID,
    shareRateLimit: false,
    ...extra,
  });
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected the request to fail');
}

describe('answer body cap', () => {
  it('an endless chunked body stops at the cap, once, with a sentence naming the cap', async () => {
    server.hostility = 'endless-chunked';
    server.seen.length = 0;
    const c = client({ maxBodyBytes: 2 * MIB });
    const before = server.sentBytes();
    const e = await failure(c.send({ method: 'GET', path: '/v1/checks' }));
    await c.close();
    expect(e).toBeInstanceOf(ResponseTooLargeError);
    expect(describeError(e)).toMatch(/larger than 2 MiB, the most vigil reads: .*VIGIL_MAX_BODY_MB/);
    // Not retried (the same request would get the same answer), and reading stopped near the cap.
    expect(server.count('GET')).toBe(1);
    expect(server.sentBytes() - before).toBeLessThan(64 * MIB);
  });

  it('a Content-Length past the cap is refused before reading the body', async () => {
    server.hostility = 'huge-announced';
    const c = client({ maxBodyBytes: 1 * MIB });
    const e = await failure(c.listChecks());
    await c.close();
    expect(e).toBeInstanceOf(ResponseTooLargeError);
    expect((e as ResponseTooLargeError).status).toBe(200);
  });

  it('a write whose answer is too big says it was done (the status came) and how to look', async () => {
    server.hostility = 'write-endless-answer';
    server.done.length = 0;
    const c = client({ maxBodyBytes: 1 * MIB });
    const e = await failure(c.removeMember('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'));
    await c.close();
    expect(e).toBeInstanceOf(ResponseTooLargeError);
    const text = describeError(e);
    expect(text).toMatch(/status was 200 OK, so it was done/);
    expect(text).toContain(`vigil api /v1/accounts/${ACCOUNT_ID}/members`);
    expect(text).not.toMatch(/try again/i);
    expect(server.done).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it('is read as delta-seconds rounded up, an HTTP-date, negative as zero', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('59.9999', now)).toBe(60_000);
    expect(parseRetryAfter('0.2', now)).toBe(1_000);
    expect(parseRetryAfter('-5', now)).toBe(0);
    expect(parseRetryAfter('1e9', now)).toBe(1e12);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
  });

  it('a wait past the bound ends at once with what the server asked, one request sent', async () => {
    server.hostility = 'retry-after';
    server.retryAfter = '1e9';
    server.failures = 5;
    server.seen.length = 0;
    const waits: WaitEvent[] = [];
    const c = client({ onWait: (w) => waits.push(w) });
    const e = await failure(c.listChecks());
    await c.close();
    expect(e).toBeInstanceOf(RateLimitedError);
    expect(describeError(e)).toMatch(/the server asks to wait 1e9 s, longer than vigil waits \(60s in all\)/);
    expect(server.count()).toBe(1);
    expect(waits).toEqual([]);
  });

  it('the Retry-After waits of one request stay within the bound in all', async () => {
    server.hostility = 'retry-after';
    server.retryAfter = '1.5';
    server.failures = 5;
    server.seen.length = 0;
    const waits: WaitEvent[] = [];
    // A bound of 2 s: the first 2 s wait fits, the second would not.
    const c = client({ onWait: (w) => waits.push(w), maxRetryAfterMs: 2_000 });
    const e = await failure(c.listChecks());
    await c.close();
    expect(waits.map((w) => [w.reason, w.ms])).toEqual([['retry-after', 2_000]]);
    expect(describeError(e)).toMatch(/the server asks to wait 1\.5 s more after 2s/);
    expect(server.count()).toBe(2);
  });

  it('a negative Retry-After is zero, yet the retries still back off (not all at once)', async () => {
    server.hostility = 'retry-after';
    server.retryAfter = '-5';
    server.failures = 1;
    server.seen.length = 0;
    const waits: WaitEvent[] = [];
    const c = client({ onWait: (w) => waits.push(w) });
    await c.listChecks();
    await c.close();
    expect(server.count()).toBe(2);
    expect(waits).toHaveLength(1);
    expect(waits[0]!.ms).toBeGreaterThan(0);
  });

  it('a write refused with a long Retry-After says what the server asked, not a wait vigil makes', async () => {
    server.hostility = 'retry-after';
    server.retryAfter = '1e9';
    server.failures = 5;
    const c = client();
    const e = await failure(
      c.postIncidentUpdate('5d0e6a2f-7c41-4b8e-9f3a-1e2d3c4b5a69', { description: 'x', status: 'MONITORING' } as never),
    );
    await c.close();
    expect(describeError(e)).toMatch(/the server asks to wait 1e9 s/);
    expect(describeError(e)).not.toMatch(/1000000000s/);
  });
});

describe('writes whose outcome is unknown', () => {
  it('a timed-out member removal names the read that checks it, never "try again", sent once', async () => {
    server.hostility = 'slow-write';
    server.delayMs = 2_000;
    server.done.length = 0;
    server.seen.length = 0;
    const c = client({ timeoutMs: 300 });
    const e = await failure(c.removeMember('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'));
    await c.close();
    expect(e).toBeInstanceOf(TimeoutError);
    const text = describeError(e);
    expect(text).toMatch(/may or may not have done it/);
    expect(text).toContain(`\`vigil api /v1/accounts/${ACCOUNT_ID}/members\``);
    expect(text).not.toMatch(/try again/i);
    expect(server.count('DELETE')).toBe(1);
  });

  it('a reset after an incident update was sent names the incident updates to check', async () => {
    server.hostility = 'reset-after-write';
    server.seen.length = 0;
    const c = client();
    const incident = '5d0e6a2f-7c41-4b8e-9f3a-1e2d3c4b5a69';
    const e = await failure(c.postIncidentUpdate(incident, { description: 'x', status: 'MONITORING' } as never));
    await c.close();
    expect(e).toBeInstanceOf(NetworkError);
    const text = describeError(e);
    expect(text).toContain(`vigil api /v1/status-pages/incidents/${incident}/incident-updates`);
    expect(text).not.toMatch(/try again/i);
    expect(server.count('POST')).toBe(1);
  });
});

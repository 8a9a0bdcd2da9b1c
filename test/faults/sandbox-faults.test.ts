// The sandbox's own fault injection: 5xx answers (failRate), slowness (latencyMs) and its rate
// limit (429 + Retry-After), against the real client and the plain commands. Reads recover by
// retrying; writes are sent once, so nothing is posted twice and nothing is lost; everything
// that still fails ends in one line and exit 1.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimeoutError, describeError, type VigilClient } from '../../src/client/index.js';
import { RateLimitedError, ServerError } from '../../src/client/errors.js';
import { clientFor } from '../helpers/client.js';
import { runCli } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';
import type { RunningSandbox } from '../../src/sandbox/index.js';
import { errorTexts, expectNoSecret, expectOneLineError } from './secret.js';

function envFor(s: RunningSandbox): Record<string, string> {
  return { VIGIL_BASE_URL: s.baseUrl, VIGIL_API_KEY: s.apiKey, VIGIL_ACCOUNT_ID: s.accountId };
}

const injected = (s: RunningSandbox) => s.requests.filter((r) => r.status === 500 || r.status === 503).length;

describe('failRate 0.3: three answers in ten are 500 or 503', () => {
  const sandbox = useSandbox({ seed: 41, failRate: 0.3, sessions: 200 });
  let client: VigilClient;
  beforeAll(() => {
    client = clientFor(sandbox());
  });
  afterAll(async () => {
    await client.close();
  });

  // A read fails only when all four attempts meet a fault: 0.3^4, under 1% of reads.
  it('reads recover by retrying: nearly all succeed, and a failure only after four attempts', async () => {
    const before = injected(sandbox());
    const { failedSessionId, errorGroupId, escapeCheckId } = sandbox().fixtures;
    const reads: Array<() => Promise<unknown>> = [];
    for (let i = 0; i < 5; i++) {
      reads.push(
        () => client.listChecks({ page: i + 1, limit: 10 }),
        () => client.getCheck(escapeCheckId),
        () => client.getTestSession(failedSessionId),
        () => client.getErrorGroup(errorGroupId),
        () => client.listTestSessions({ limit: 5 }),
      );
    }
    let failed = 0;
    for (const read of reads) {
      const start = sandbox().requests.length;
      try {
        await read();
      } catch (e) {
        failed++;
        expect(e).toBeInstanceOf(ServerError);
        const attempts = sandbox().requests.slice(start);
        expect(attempts.map((r) => r.status).every((s) => s === 500 || s === 503)).toBe(true);
        expect(attempts).toHaveLength(4);
      }
    }
    expect(failed).toBeLessThanOrEqual(2);
    // The faults really happened (25 reads, about 11 injected failures at this rate).
    expect(injected(sandbox()) - before).toBeGreaterThan(3);
  });

  it('plain commands that read succeed too (or, rarely, fail in one line after four attempts)', async () => {
    const env = envFor(sandbox());
    let failed = 0;
    for (let i = 0; i < 4; i++) {
      for (const argv of [
        ['test-sessions', 'list', '-o', 'json', '--limit', '3'],
        ['api', '/v1/checks'],
      ]) {
        const result = await runCli(argv, { env });
        if (result.code !== 0) {
          failed++;
          expectOneLineError({ ...result, stdout: '' });
          expect(result.stderr).toMatch(/50[03]/);
          continue;
        }
        const data = JSON.parse(result.stdout) as unknown;
        expect(Array.isArray(data) ? data : (data as { data: unknown[] }).data).toHaveLength(
          argv[0] === 'api' ? 10 : 3,
        );
      }
    }
    expect(failed).toBeLessThanOrEqual(1);
  });

  it('incident updates are posted at most once each: none twice, none lost', async () => {
    const { incidentId } = sandbox().fixtures;
    const postsBefore = sandbox().requests.filter((r) => r.method === 'POST').length;
    const sent: Array<{ description: string; stored: boolean }> = [];
    for (let i = 0; i < 20; i++) {
      const description = `fault-run ${randomUUID()}`;
      try {
        await client.postIncidentUpdate(incidentId, { description });
        sent.push({ description, stored: true });
      } catch (e) {
        expect(e).toBeInstanceOf(ServerError);
        // A 5xx on a write leaves its outcome unknown: never advised to be sent again.
        expect(describeError(e)).toMatch(
          /may or may not have done it.*`vigil api \/v1\/status-pages\/incidents\/.*\/incident-updates`/,
        );
        expect(describeError(e)).not.toMatch(/try again/);
        sent.push({ description, stored: false });
      }
    }
    const posts = sandbox()
      .requests.filter((r) => r.method === 'POST')
      .slice(postsBefore);
    expect(posts).toHaveLength(20);
    expect(sent.some((s) => !s.stored)).toBe(true);
    // What the server holds is exactly what the client was told succeeded.
    const updates = await client.listIncidentUpdates(incidentId);
    for (const s of sent) {
      const copies = updates.filter((u) => u.description === s.description).length;
      expect(copies, s.description).toBe(s.stored ? 1 : 0);
    }
  });

  it('a write through vigil api that meets a 5xx is one line and exit 1, sent once', async () => {
    const env = envFor(sandbox());
    const path = `/v1/status-pages/incidents/${sandbox().fixtures.incidentId}/incident-updates`;
    let failures = 0;
    for (let i = 0; i < 12; i++) {
      const before = sandbox().requests.filter((r) => r.method === 'POST').length;
      const result = await runCli(['api', path, '-F', `description=cli ${i}`], { env });
      expect(sandbox().requests.filter((r) => r.method === 'POST').length).toBe(before + 1);
      if (result.code === 0) continue;
      failures++;
      // The error body goes to stdout as it came (a script may want it); the reason to stderr.
      expectOneLineError({ ...result, stdout: '' });
      expect(result.stderr).toMatch(/^vigil: 50[03] /);
    }
    expect(failures).toBeGreaterThan(0);
  });
});

describe('latencyMs: a slow server', () => {
  const sandbox = useSandbox({ seed: 42, latencyMs: 400, sessions: 50 });

  it('commands wait for it and succeed', async () => {
    const result = await runCli(['test-sessions', 'list', '--limit', '2', '-o', 'json'], { env: envFor(sandbox()) });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).data).toHaveLength(2);
  });

  it('a client whose time limit is shorter gives up with a timeout after its retries', async () => {
    const client = clientFor(sandbox(), { timeoutMs: 100, maxRetries: 2 });
    try {
      const started = Date.now();
      const e = await client.listChecks().then(
        () => null,
        (error: unknown) => error,
      );
      expect(e).toBeInstanceOf(TimeoutError);
      expect(describeError(e)).toMatch(
        /^No answer from http:\/\/127\.0\.0\.1:\d+ within 100 ms for GET \/v1\/checks: check the network and try again\.$/,
      );
      expectNoSecret(errorTexts(e, describeError), sandbox().apiKey);
      // Three attempts of 0.1 s plus backoff: nowhere near the generous bound.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await client.close();
    }
  });
});

describe('the rate limit: 8 requests per 2 s per key', () => {
  const sandbox = useSandbox({ seed: 43, sessions: 50, rateLimit: { limit: 8, windowMs: 2_000 } });

  it('reads past the limit wait for Retry-After and succeed', async () => {
    const env = envFor(sandbox());
    const before = sandbox().requests.length;
    const codes: number[] = [];
    // Each command is a new process-like client with its own limiter: only the server's 429
    // and its Retry-After hold the later ones back.
    for (let i = 0; i < 12; i++) codes.push((await runCli(['api', '/v1/checks?limit=1'], { env })).code);
    expect(codes).toEqual(Array(12).fill(0));
    const seen = sandbox().requests.slice(before);
    expect(seen.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    expect(seen.filter((r) => r.status === 200)).toHaveLength(12);
  });
});

describe('a Retry-After longer than a minute is not waited for', () => {
  const sandbox = useSandbox({ seed: 44, sessions: 50, rateLimit: { limit: 2, windowMs: 120_000 } });

  it('the read fails at once with the wait named, one line, exit 1', async () => {
    const env = envFor(sandbox());
    expect((await runCli(['api', '/v1/checks'], { env })).code).toBe(0);
    expect((await runCli(['api', '/v1/checks'], { env })).code).toBe(0);
    const started = Date.now();
    const result = await runCli(['test-sessions', 'list'], { env });
    expectOneLineError(result);
    expect(result.stderr.trim()).toMatch(/rate limited.*the server asks to wait 1[12]\d s, longer than vigil waits/i);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a write past the limit is refused at once: one line naming the wait, exit 1, sent once', async () => {
    const env = envFor(sandbox());
    // The reads of the test before used up the window; the post comes inside it.
    const before = sandbox().requests.filter((r) => r.method === 'POST').length;
    const path = `/v1/status-pages/incidents/${sandbox().fixtures.incidentId}/incident-updates`;
    const result = await runCli(['api', path, '-F', 'description=over the limit'], { env });
    expectOneLineError({ ...result, stdout: '' });
    expect(result.stderr).toMatch(/429 .*rate limit.*the server asks to wait 1[12]\d s\.?$/m);
    const posts = sandbox()
      .requests.filter((r) => r.method === 'POST')
      .slice(before);
    // Refused before the handler ran: the 429 is the whole story, nothing was stored.
    expect(posts.map((r) => r.status)).toEqual([429]);
  });

  it('the typed error carries the wait for the TUI to show', async () => {
    const client = clientFor(sandbox());
    try {
      const e = await client.listChecks().then(
        () => null,
        (error: unknown) => error,
      );
      expect(e).toBeInstanceOf(RateLimitedError);
      expect((e as RateLimitedError).retryAfterMs).toBeGreaterThan(60_000);
    } finally {
      await client.close();
    }
  });
});

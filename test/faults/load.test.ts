// Load: TUI-like clients (real createClient instances, one shared key, each polling the lists a
// screen shows) against the sandbox. In `npm test` a scaled-down window (60 requests per 3 s on
// both sides) for a few seconds; with VIGIL_SOAK=1 (`npm run soak`) the real limit, 600 per 60 s,
// for a bit over a minute so the window is crossed.
//
// What it shows:
// - 20 clients in one process draw on one limiter (shared per base URL, key and limit), so
//   together they never send more than the limit in any sliding window, the server never has to
//   refuse one, and the first-come-first-served queue gives every client answers.
// - Two processes on one key (two groups of 10, each group sharing its own limiter) send up to
//   twice the limit together: the server's 429 and Retry-After then hold them back. After a 429
//   nobody in that process sends a read until the Retry-After has passed, and the sandbox never
//   accepts more than the limit in any sliding window.
// - Nothing ends in an unhandled error, and every failed poll is a typed RateLimitedError a
//   screen can show.
//
// Also: the sandbox itself holds exactly `limit` requests per window per key and answers every
// request beyond with 429 (raw HTTP requests, no client in between), at the real 600 per minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VigilError, createClient, isAbort, type VigilClient } from '../../src/client/index.js';
import { RateLimitedError } from '../../src/client/errors.js';
import type { RateLimitOptions } from '../../src/client/types.js';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/index.js';

const SOAK = process.env.VIGIL_SOAK === '1';
const RATE = SOAK ? { limit: 600, windowMs: 60_000 } : { limit: 60, windowMs: 3_000 };
const RUN_MS = SOAK ? 65_000 : 6_500;
const CLIENTS = 20;
/** Lists a TUI keeps fresh: the Checks screen (checks + statuses) and the Sessions screen. */
const POLLS_PER_ROUND = 3;
const POLL_PAUSE_MS = SOAK ? 250 : 50;

interface Attempt {
  client: number;
  group: number;
  at: number;
}
interface Refusal {
  client: number;
  group: number;
  at: number;
  retryAfterMs: number;
}
interface Outcome {
  polls: number;
  ok: number;
  rateLimited: number;
  cancelled: number;
  other: unknown[];
  okPerClient: number[];
}
interface LoadRun {
  attempts: Attempt[];
  refusals: Refusal[];
  unhandled: unknown[];
  outcome: Outcome;
}

/** The most events inside any window of `windowMs` (sliding: every event starts one). */
function maxInSlidingWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while (sorted[end]! - sorted[start]! >= windowMs) start++;
    best = Math.max(best, end - start + 1);
  }
  return best;
}

/**
 * `CLIENTS` clients poll for `RUN_MS`; client i uses `rateOf(i)`. Clients with the same limit
 * share a limiter (as in one process), so a group with a limit of its own acts as another process.
 */
async function runLoad(
  sandbox: RunningSandbox,
  rateOf: (client: number) => { group: number; rate: RateLimitOptions },
): Promise<LoadRun> {
  const run: LoadRun = {
    attempts: [],
    refusals: [],
    unhandled: [],
    outcome: { polls: 0, ok: 0, rateLimited: 0, cancelled: 0, other: [], okPerClient: Array(CLIENTS).fill(0) },
  };
  const onUnhandled = (e: unknown) => run.unhandled.push(e);
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);
  const clients: VigilClient[] = [];
  try {
    for (let i = 0; i < CLIENTS; i++) {
      const { group, rate } = rateOf(i);
      clients.push(
        createClient({
          baseUrl: sandbox.baseUrl,
          apiKey: sandbox.apiKey,
          accountId: sandbox.accountId,
          rateLimit: rate,
          onRequest: () => run.attempts.push({ client: i, group, at: Date.now() }),
          onResponse: (e) => {
            if (e.status === 429)
              run.refusals.push({
                client: i,
                group,
                at: Date.now(),
                retryAfterMs: Number(e.headers['retry-after']) * 1000,
              });
          },
        }),
      );
    }
    const until = Date.now() + RUN_MS;
    // At the end the screens close: polls still waiting for a slot or a Retry-After are cancelled.
    const closing = new AbortController();
    const stop = setTimeout(() => closing.abort(), RUN_MS);
    const { outcome } = run;
    const poll = async (client: VigilClient, index: number): Promise<void> => {
      const o = { signal: closing.signal };
      while (Date.now() < until) {
        const round = await Promise.allSettled([
          client.listChecks({ limit: 20 }, o),
          client.listCheckStatuses(o),
          client.listTestSessions({ limit: 20 }, o),
        ]);
        for (const r of round) {
          outcome.polls++;
          if (r.status === 'fulfilled') {
            outcome.ok++;
            outcome.okPerClient[index]!++;
          } else if (r.reason instanceof RateLimitedError) outcome.rateLimited++;
          else if (isAbort(r.reason)) outcome.cancelled++;
          else outcome.other.push(r.reason);
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_PAUSE_MS));
      }
    };
    await Promise.all(clients.map(poll));
    clearTimeout(stop);
  } finally {
    await Promise.all(clients.map((c) => c.close()));
    process.off('unhandledRejection', onUnhandled);
    process.off('uncaughtException', onUnhandled);
  }
  return run;
}

function figures(sandbox: RunningSandbox, run: LoadRun) {
  const seen = sandbox.requests;
  return {
    polls: run.outcome.polls,
    pollsOk: run.outcome.ok,
    pollsRateLimited: run.outcome.rateLimited,
    pollsCancelledAtEnd: run.outcome.cancelled,
    attemptsSent: run.attempts.length,
    serverSaw: seen.length,
    server200: seen.filter((r) => r.status === 200).length,
    server429: seen.filter((r) => r.status === 429).length,
    maxArrivalsPerSlidingWindow: maxInSlidingWindow(
      seen.map((r) => r.at),
      RATE.windowMs,
    ),
    maxAcceptedPerSlidingWindow: maxInSlidingWindow(
      seen.filter((r) => r.status !== 429).map((r) => r.at),
      RATE.windowMs,
    ),
    clientsWithoutAnswer: run.outcome.okPerClient.filter((n) => n === 0).length,
  };
}

function expectNoUnhandledErrors(run: LoadRun): void {
  expect(run.unhandled).toEqual([]);
  expect(run.outcome.other).toEqual([]);
  expect(run.outcome.ok + run.outcome.rateLimited + run.outcome.cancelled).toBe(run.outcome.polls);
}

describe(`${CLIENTS} clients in one process polling on one key for ${RUN_MS / 1000} s at ${RATE.limit} per ${RATE.windowMs / 1000} s`, () => {
  let sandbox: RunningSandbox;
  let run: LoadRun;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 77, sessions: 300, rateLimit: RATE });
    run = await runLoad(sandbox, () => ({ group: 0, rate: RATE }));
  }, RUN_MS + 60_000);

  afterAll(async () => {
    await sandbox?.close();
  });

  it('reports its figures', () => {
    const f = figures(sandbox, run);
    console.log(`load figures (one process): ${JSON.stringify(f)}`);
    // Attempts cancelled at the very end may not have reached the server.
    expect(f.serverSaw).toBeLessThanOrEqual(f.attemptsSent);
    expect(f.server200).toBeGreaterThanOrEqual(RATE.limit);
    expect(run.outcome.polls).toBeGreaterThanOrEqual(CLIENTS * POLLS_PER_ROUND);
  });

  it('ends in no unhandled error: every poll succeeded or was cancelled at the end', () => {
    expectNoUnhandledErrors(run);
    expect(run.outcome.rateLimited).toBe(0);
  });

  it('together the clients never send more than the limit in any sliding window, so the server refuses none', () => {
    expect(
      maxInSlidingWindow(
        run.attempts.map((a) => a.at),
        RATE.windowMs,
      ),
    ).toBeLessThanOrEqual(RATE.limit);
    expect(
      maxInSlidingWindow(
        sandbox.requests.map((r) => r.at),
        RATE.windowMs,
      ),
    ).toBeLessThanOrEqual(RATE.limit);
    expect(sandbox.requests.filter((r) => r.status === 429)).toEqual([]);
  });

  it('shares the budget first come, first served: every client gets answers', () => {
    expect(run.outcome.okPerClient.filter((n) => n === 0)).toEqual([]);
  });
});

describe(`two processes on one key (${CLIENTS / 2} clients each) polling for ${RUN_MS / 1000} s at ${RATE.limit} per ${RATE.windowMs / 1000} s`, () => {
  let sandbox: RunningSandbox;
  let run: LoadRun;
  // The registry keys limiters by limit too: the same limit over a window 1 ms longer is the
  // other process's limiter.
  const OTHER = { limit: RATE.limit, windowMs: RATE.windowMs + 1 };

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 76, sessions: 300, rateLimit: RATE });
    run = await runLoad(sandbox, (i) => (i % 2 === 0 ? { group: 0, rate: RATE } : { group: 1, rate: OTHER }));
  }, RUN_MS + 60_000);

  afterAll(async () => {
    await sandbox?.close();
  });

  it('reports its figures', () => {
    const f = figures(sandbox, run);
    console.log(`load figures (two processes): ${JSON.stringify(f)}`);
    expect(f.serverSaw).toBeLessThanOrEqual(f.attemptsSent);
    expect(f.server200).toBeGreaterThanOrEqual(RATE.limit);
  });

  it('ends in no unhandled error: every failed poll is a typed RateLimitedError (or cancelled at the end)', () => {
    expectNoUnhandledErrors(run);
  });

  it('the sandbox accepts no more than the limit in any sliding window, whatever the two send together', () => {
    const accepted = sandbox.requests.filter((r) => r.status !== 429).map((r) => r.at);
    expect(maxInSlidingWindow(accepted, RATE.windowMs)).toBeLessThanOrEqual(RATE.limit);
  });

  it('each process keeps its own sends inside the limit in every sliding window', () => {
    for (const group of [0, 1]) {
      const mine = run.attempts.filter((a) => a.group === group).map((a) => a.at);
      expect(maxInSlidingWindow(mine, RATE.windowMs), `process ${group}`).toBeLessThanOrEqual(RATE.limit);
    }
  });

  it('after a 429 nobody in that process sends until its Retry-After has passed', () => {
    expect(run.refusals.length).toBeGreaterThan(0);
    for (const refusal of run.refusals) {
      const early = run.attempts.filter(
        (a) => a.group === refusal.group && a.at > refusal.at && a.at < refusal.at + refusal.retryAfterMs - 5,
      );
      expect(early, `process ${refusal.group} after the 429 at ${refusal.at}`).toEqual([]);
    }
  });

  it('the pause is shared within each process: 429s stay within one round of every client per window', () => {
    // Each client has at most POLLS_PER_ROUND requests in flight when the window fills up; after
    // the first 429 its process waits for the Retry-After.
    const windows = Math.ceil(RUN_MS / RATE.windowMs) + 1;
    const refused = sandbox.requests.filter((r) => r.status === 429).length;
    expect(refused).toBeLessThanOrEqual(windows * CLIENTS * POLLS_PER_ROUND);
  });
});

describe('one client with the matching limit', () => {
  it('never meets a 429 and stays inside the limit in every sliding window at the sandbox', async () => {
    const rate = { limit: 30, windowMs: 1_500 };
    const sandbox = await startSandbox({ seed: 78, sessions: 50, rateLimit: rate });
    const client = createClient({
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.apiKey,
      accountId: sandbox.accountId,
      rateLimit: rate,
    });
    try {
      const until = Date.now() + 2_000;
      const loops = Array.from({ length: 4 }, async () => {
        while (Date.now() < until) await client.listChecks({ limit: 5 });
      });
      await Promise.all(loops);
      expect(sandbox.requests.filter((r) => r.status === 429)).toEqual([]);
      expect(
        maxInSlidingWindow(
          sandbox.requests.map((r) => r.at),
          rate.windowMs,
        ),
      ).toBeLessThanOrEqual(rate.limit);
      expect(sandbox.requests.length).toBeGreaterThan(rate.limit);
    } finally {
      await client.close();
      await sandbox.close();
    }
  });
});

describe('the sandbox holds 600 requests a minute per key', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 79, sessions: 50 });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('answers exactly 600 raw requests and 429 with Retry-After to every one beyond', async () => {
    const total = 650;
    const statuses: number[] = [];
    const retryAfters: string[] = [];
    let next = 0;
    // Raw HTTP, no vigil client (and so no client limiter) in between: 10 at a time.
    const worker = async () => {
      while (next < total) {
        next++;
        const response = await fetch(`${sandbox.baseUrl}/v1/checks?limit=1`, {
          headers: { authorization: `Bearer ${sandbox.apiKey}`, 'x-service-account': sandbox.accountId },
        });
        const body = (await response.json()) as { statusCode?: number; error?: string; attributes?: unknown };
        statuses.push(response.status);
        if (response.status === 429) {
          retryAfters.push(response.headers.get('retry-after') ?? '');
          expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
          expect(body.attributes).toBeTypeOf('object');
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    expect(statuses.filter((s) => s === 200)).toHaveLength(600);
    expect(statuses.filter((s) => s === 429)).toHaveLength(total - 600);
    // In arrival order at the server: 600 answers, then nothing but 429.
    const order = sandbox.requests.map((r) => r.status);
    expect(order.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(order.slice(600).every((s) => s === 429)).toBe(true);
    for (const value of retryAfters) {
      expect(Number(value)).toBeGreaterThan(0);
      expect(Number(value)).toBeLessThanOrEqual(60);
    }
  });

  it('another key has a budget of its own', async () => {
    const response = await fetch(`${sandbox.baseUrl}/v1/checks?limit=1`, {
      headers: { authorization: `Bearer ${sandbox.readOnlyApiKey}` },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });

  it('with retries off, the typed client reports the refusal as a RateLimitedError', async () => {
    const client = createClient({
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.apiKey,
      accountId: sandbox.accountId,
      maxRetries: 0,
    });
    try {
      const e = await client.listChecks().catch((error: unknown) => error);
      expect(e).toBeInstanceOf(RateLimitedError);
      expect(e).toBeInstanceOf(VigilError);
    } finally {
      await client.close();
    }
  });
});

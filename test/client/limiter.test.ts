import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAbort } from '../../src/client/errors.js';
import { PausedError, RateLimiter } from '../../src/client/limiter.js';
import type { Clock } from '../../src/client/clock.js';
import { FakeClock, flush } from './fake-clock.js';

interface Planned {
  /** When the caller asks for a slot (ms after start). */
  at: number;
  /** How long the request takes once started. */
  duration: number;
  /** Where between start and finish the server sees it (0..1). */
  arrival: number;
}

interface Outcome {
  starts: number[];
  arrivals: number[];
}

/** Runs planned requests through the limiter on a fake clock; `pauses` are 429s seen at a time. */
async function simulate(
  limiter: RateLimiter,
  clock: FakeClock,
  planned: Planned[],
  pauses: Array<{ at: number; ms: number }> = [],
  until = 0,
): Promise<Outcome> {
  const t0 = clock.now();
  const starts: number[] = [];
  const arrivals: number[] = [];
  const done: Array<Promise<void>> = [];
  for (const p of planned) {
    clock.setTimer(
      () => {
        done.push(
          limiter.acquire().then((release) => {
            const start = clock.now();
            starts.push(start - t0);
            arrivals.push(start - t0 + p.arrival * p.duration);
            clock.setTimer(release, p.duration, true);
          }),
        );
      },
      p.at,
      true,
    );
  }
  for (const pause of pauses) clock.setTimer(() => limiter.pauseFor(pause.ms), pause.at, true);
  const horizon = Math.max(until, ...planned.map((p) => p.at)) + 1;
  await clock.advance(horizon);
  // Keep going until every request has started and finished.
  for (let i = 0; i < 10_000 && (starts.length < planned.length || clock.pendingTimers() > 0); i++) {
    await clock.advance(limiter.windowMs / 4);
  }
  await Promise.all(done);
  return { starts, arrivals };
}

/** The most events any window (t - windowMs, t] holds. */
function maxInWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let left = 0;
  for (let right = 0; right < sorted.length; right++) {
    while (sorted[left]! <= sorted[right]! - windowMs) left++;
    best = Math.max(best, right - left + 1);
  }
  return best;
}

describe('RateLimiter', () => {
  it('lets the first `limit` requests start at once and holds the next until a slot leaves the window', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 3, windowMs: 1000, clock });
    const started: number[] = [];
    for (let i = 0; i < 4; i++) {
      void limiter.acquire().then((release) => {
        started.push(clock.now());
        release();
      });
    }
    await flush();
    expect(started).toHaveLength(3);
    expect(limiter.remaining()).toBe(0);
    await clock.advance(999);
    expect(started).toHaveLength(3);
    await clock.advance(1);
    expect(started).toHaveLength(4);
    expect(started[3]! - started[0]!).toBe(1000);
    limiter.close();
  });

  it('counts a request in flight as using its slot until it finishes', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 1, windowMs: 100, clock });
    const release = await limiter.acquire();
    let second = false;
    void limiter.acquire().then(() => {
      second = true;
    });
    await clock.advance(5000);
    expect(second).toBe(false);
    release();
    await clock.advance(99);
    expect(second).toBe(false);
    await clock.advance(1);
    expect(second).toBe(true);
    limiter.close();
  });

  it('never has more than 600 requests in any 60 s window over a simulated burst of 1,500', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 600, windowMs: 60_000, clock });
    const planned: Planned[] = [];
    for (let i = 0; i < 1500; i++)
      planned.push({ at: i < 900 ? 0 : 30_000 + i, duration: 5 + (i % 40), arrival: (i % 7) / 6 });
    const { starts, arrivals } = await simulate(limiter, clock, planned);
    expect(starts).toHaveLength(1500);
    expect(maxInWindow(starts, 60_000)).toBe(600);
    expect(maxInWindow(arrivals, 60_000)).toBeLessThanOrEqual(600);
    limiter.close();
  });

  it('stays under the limit for any burst pattern, request duration and 429 pause', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 200, max: 5000 }),
        fc.array(
          fc.record({
            at: fc.integer({ min: 0, max: 20_000 }),
            duration: fc.integer({ min: 0, max: 3000 }),
            arrival: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          { maxLength: 60 },
        ),
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 20_000 }), ms: fc.integer({ min: 0, max: 4000 }) }), {
          maxLength: 3,
        }),
        async (limit, windowMs, planned, pauses) => {
          const clock = new FakeClock();
          const limiter = new RateLimiter({ limit, windowMs, clock });
          const { starts, arrivals } = await simulate(limiter, clock, planned, pauses);
          limiter.close();
          expect(starts).toHaveLength(planned.length);
          expect(maxInWindow(starts, windowMs)).toBeLessThanOrEqual(limit);
          expect(maxInWindow(arrivals, windowMs)).toBeLessThanOrEqual(limit);
          for (const pause of pauses) {
            // A start exactly when a pause begins was granted before the 429 arrived.
            expect(starts.filter((s) => s > pause.at && s < pause.at + pause.ms)).toEqual([]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('wakes a read that arrives as a pause ends, even when the clock ticks while it is queued', async () => {
    // A real clock can move on between the limiter's reads of it: the read that finds the pause
    // still running must also be the one that times the wake-up, or nothing wakes the waiter.
    const inner = new FakeClock();
    let offset = 0;
    let tickAfterNextRead = false;
    const clock: Clock = {
      now() {
        const t = inner.now() + offset;
        if (tickAfterNextRead) {
          tickAfterNextRead = false;
          offset += 1;
        }
        return t;
      },
      setTimer: (fn, ms, keepAlive) => inner.setTimer(fn, ms, keepAlive),
      clearTimer: (handle) => inner.clearTimer(handle),
    };
    const limiter = new RateLimiter({ limit: 600, windowMs: 60_000, clock });
    (await limiter.acquire())();
    limiter.pauseFor(1000);
    await inner.advance(999);
    let started = false;
    tickAfterNextRead = true;
    void limiter.acquire({ maxPauseMs: 60_000 }).then(() => {
      started = true;
    });
    await inner.advance(5000);
    expect(started).toBe(true);
    limiter.close();
  });

  it('holds every request during a 429 pause and reports 0 remaining until it ends', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 10, windowMs: 1000, clock });
    limiter.pauseFor(5000);
    expect(limiter.remaining()).toBe(0);
    let started = false;
    void limiter.acquire().then(() => {
      started = true;
    });
    await clock.advance(4999);
    expect(started).toBe(false);
    await clock.advance(1);
    expect(started).toBe(true);
    expect(limiter.remaining()).toBe(9);
    limiter.close();
  });

  it('tells listeners when the remaining count changes, including when slots come back', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000, clock });
    const seen: number[] = [];
    const stop = limiter.onChange((n) => seen.push(n));
    (await limiter.acquire())();
    (await limiter.acquire())();
    expect(seen).toEqual([1, 0]);
    await clock.advance(1000);
    expect(seen).toEqual([1, 0, 2]);
    stop();
    (await limiter.acquire())();
    expect(seen).toEqual([1, 0, 2]);
    expect(limiter.remaining()).toBe(1);
    limiter.close();
  });

  it('rejects a waiting request whose signal aborts, and gives its turn to the next', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000, clock });
    (await limiter.acquire())();
    const controller = new AbortController();
    const first = limiter.acquire(controller.signal);
    let secondAt = -1;
    void limiter.acquire().then(() => {
      secondAt = clock.now();
    });
    controller.abort();
    const error = await first.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    const t = clock.now();
    await clock.advance(1000);
    expect(secondAt).toBe(t + 1000);
    limiter.close();
  });

  it('rejects at once when the signal has already fired', async () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000, clock: new FakeClock() });
    const error = await limiter.acquire(AbortSignal.abort()).catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect(limiter.remaining()).toBe(1);
    limiter.close();
  });

  it('rejects waiting requests when closed and cancels its timers', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000, clock });
    (await limiter.acquire())();
    const waiting = limiter.acquire();
    await flush();
    limiter.close();
    expect(isAbort(await waiting.catch((e: unknown) => e))).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });

  it("cancel(owner) rejects only that owner's waits; the others keep their place", async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000, clock });
    const a = {};
    const b = {};
    (await limiter.acquire({ owner: a }))();
    const mine = limiter.acquire({ owner: a });
    let theirsAt = -1;
    const theirs = limiter.acquire({ owner: b }).then((release) => {
      theirsAt = clock.now();
      release();
    });
    await flush();
    const t = clock.now();
    limiter.cancel(a);
    const error = await mine.catch((e: unknown) => e);
    expect(isAbort(error)).toBe(true);
    expect((error as Error).message).toBe('Client closed');
    await clock.advance(1000);
    await theirs;
    expect(theirsAt).toBe(t + 1000);
    // The limiter still serves everyone, including the owner that closed a client.
    await clock.advance(1000);
    (await limiter.acquire({ owner: a }))();
    limiter.close();
  });

  it('keeps no timer that holds the process once nobody waits, and none at all without listeners', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000, clock });
    const owner = {};
    (await limiter.acquire())();
    const waiting = limiter.acquire({ owner });
    await flush();
    expect(clock.keepAliveTimers()).toBe(1);
    limiter.cancel(owner);
    await waiting.catch(() => undefined);
    expect(clock.keepAliveTimers()).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
    const stop = limiter.onChange(() => undefined);
    // A display refresh is scheduled for when the slot comes back, but it may not hold the process.
    expect(clock.pendingTimers()).toBe(1);
    expect(clock.keepAliveTimers()).toBe(0);
    stop();
    expect(clock.pendingTimers()).toBe(0);
  });

  it('is idle only when nothing is in flight, waiting, listening, paused or inside the window', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000, clock });
    expect(limiter.isIdle()).toBe(true);
    const release = await limiter.acquire();
    expect(limiter.isIdle()).toBe(false);
    release();
    expect(limiter.isIdle()).toBe(false);
    await clock.advance(1000);
    expect(limiter.isIdle()).toBe(true);
    limiter.pauseFor(500);
    expect(limiter.isIdle()).toBe(false);
    await clock.advance(500);
    expect(limiter.isIdle()).toBe(true);
    const stop = limiter.onChange(() => undefined);
    expect(limiter.isIdle()).toBe(false);
    stop();
    expect(limiter.isIdle()).toBe(true);
    limiter.close();
  });

  it('lets a request that ignores the pause go during a 429 pause, still within the window', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000, clock });
    (await limiter.acquire())();
    limiter.pauseFor(5000);
    let readAt = -1;
    void limiter.acquire().then((release) => {
      readAt = clock.now();
      release();
    });
    const t = clock.now();
    const write = await limiter.acquire({ ignorePause: true });
    write();
    // The window is now full: the next write waits for a slot, not for the pause.
    let secondWriteAt = -1;
    void limiter.acquire({ ignorePause: true }).then((release) => {
      secondWriteAt = clock.now();
      release();
    });
    await clock.advance(1000);
    expect(secondWriteAt).toBe(t + 1000);
    expect(readAt).toBe(-1);
    await clock.advance(4000);
    expect(readAt).toBe(t + 5000);
    limiter.close();
  });

  it('refuses at once a wait longer than maxPauseMs, with the time left, and holds shorter ones', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000, clock });
    // The one slot is in flight, so both wait.
    const inFlight = await limiter.acquire();
    let shortAt = -1;
    const waiting = limiter.acquire({ maxPauseMs: 60_000 });
    void limiter.acquire({ maxPauseMs: 100_000 }).then((release) => {
      shortAt = clock.now();
      release();
    });
    await flush();
    const t = clock.now();
    limiter.pauseFor(90_000);
    const error = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PausedError);
    expect((error as PausedError).remainingMs).toBe(90_000);
    expect(limiter.pausedForMs()).toBe(90_000);
    const late = await limiter.acquire({ maxPauseMs: 60_000 }).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(PausedError);
    inFlight();
    await clock.advance(90_000);
    expect(shortAt).toBe(t + 90_000);
    expect(limiter.pausedForMs()).toBe(0);
    limiter.close();
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new RateLimiter({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => new RateLimiter({ limit: 5, windowMs: 0 })).toThrow(RangeError);
  });
});

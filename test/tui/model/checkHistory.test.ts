// The history loader alone, with a fake clock and a fake client: it never has more than the
// budget's requests in a window (counted as the client's limiter counts them), serves the opened
// check first and then the list's rows in their order, forgets rows that left the screen, says
// how long the next request waits, keeps what it loaded in the shared cache and does not ask
// again for fresh runs.
import { describe, expect, it } from 'vitest';
import type { CursorPage } from '../../../src/client/index.js';
import type { CheckResult } from '../../../src/client/schemas/index.js';
import { CheckHistory, type HistoryWant } from '../../../src/tui/model/checkHistory.js';
import { ResourceCache } from '../../../src/tui/state/cache.js';
import { FakeClock, flush } from '../../client/fake-clock.js';

const WINDOW = 10_000;

function run(id: string, failed: boolean): CheckResult {
  return { id, hasFailures: failed, hasErrors: false, isDegraded: false } as CheckResult;
}

/** A server that answers after `latencyMs` of the fake clock, logging when each request arrived and finished. */
class FakeServer {
  asked: { id: string; at: number }[] = [];
  finishedAt: number[] = [];
  failing = new Set<string>();
  constructor(
    private readonly clock: FakeClock,
    private readonly latencyMs = 200,
  ) {}
  client = {
    listCheckResults: (id: string, _q: unknown, o?: { signal?: AbortSignal }) => {
      this.asked.push({ id, at: this.clock.now() });
      return new Promise<CursorPage<CheckResult>>((resolve, reject) => {
        this.clock.setTimer(
          () => {
            this.finishedAt.push(this.clock.now());
            if (o?.signal?.aborted) reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
            else
              resolve({
                items: [run(`${id}-r1`, this.failing.has(id) || id.startsWith('f'))],
                nextId: null,
                length: 1,
              });
          },
          this.latencyMs,
          true,
        );
      });
    },
  } as never;

  /** The most requests that arrived inside any window of the budget. */
  peak(): number {
    let peak = 0;
    for (const a of this.asked)
      peak = Math.max(peak, this.asked.filter((b) => b.at >= a.at && b.at < a.at + WINDOW).length);
    return peak;
  }
}

function setUp(latencyMs = 200) {
  const clock = new FakeClock();
  const server = new FakeServer(clock, latencyMs);
  const cache = new ResourceCache();
  const history = new CheckHistory(server.client, cache, { key: (id) => `runs:${id}`, clock });
  return { clock, server, cache, history };
}

const failing = (...ids: string[]): HistoryWant[] => ids.map((id) => ({ id, state: 'failed' }));

describe('CheckHistory', () => {
  it("asks for the rows at most 4 in 10 s (the 5th is an opened check's), in the order given, and says how long the rest waits", async () => {
    const { clock, server, history } = setUp();
    const ids = Array.from({ length: 12 }, (_, i) => `f${i}`);
    history.show(failing(...ids));
    await flush();
    expect(server.asked.map((a) => a.id)).toEqual(['f0', 'f1', 'f2', 'f3']);
    expect(history.get('f4')).toEqual({ kind: 'queued' });
    expect(history.get('f0')).toEqual({ kind: 'loading' });
    await clock.advance(200);
    expect(history.get('f0')).toMatchObject({ kind: 'loaded' });
    // The first slot comes back 10 s after the first request finished.
    expect(history.waitMs()).toBe(WINDOW);
    await clock.advance(4_000);
    expect(history.waitMs()).toBe(6_000);
    await clock.advance(30_000);
    expect(server.asked.map((a) => a.id)).toEqual(ids);
    expect(server.peak()).toBeLessThanOrEqual(5);
    expect(history.waitMs()).toBe(0);
  });

  it('never over the budget counted from when each request finished, however slow the answers', async () => {
    const { clock, server, history } = setUp(3_000);
    history.show(failing(...Array.from({ length: 30 }, (_, i) => `f${i}`)));
    await clock.advance(120_000);
    expect(server.asked).toHaveLength(30);
    // As the client's limiter counts: a request arrives at least 10 s after the one whose slot it took finished.
    for (let i = 5; i < server.asked.length; i++)
      expect(server.asked[i]!.at).toBeGreaterThanOrEqual(server.finishedAt[i - 5]! + WINDOW);
  });

  it('serves an opened check at once, in the slot the rows leave it, and forgets rows that left the screen', async () => {
    const { clock, server, history } = setUp();
    history.show(failing(...Array.from({ length: 8 }, (_, i) => `f${i}`)));
    await clock.advance(1_000);
    history.open('p-opened');
    await flush();
    expect(server.asked.at(-1)).toEqual({ id: 'p-opened', at: clock.now() });
    history.show(failing('f6', 'f7', 'f8'));
    await clock.advance(30_000);
    expect(server.asked.map((a) => a.id)).toEqual(['f0', 'f1', 'f2', 'f3', 'p-opened', 'f6', 'f7', 'f8']);
    history.show([]);
    expect(history.get('f5')).toBeUndefined();
  });

  it('keeps the runs in the shared cache and does not ask again for fresh ones', async () => {
    const { clock, server, cache, history } = setUp();
    history.show(failing('f1'));
    await clock.advance(500);
    expect(cache.get<CursorPage<CheckResult>>('runs:f1')?.data.items[0]?.id).toBe('f1-r1');
    const close = history.open('f1');
    await clock.advance(500);
    expect(server.asked).toHaveLength(1);
    close();
    // reload asks again at once, whatever the age
    history.reload('f1');
    await clock.advance(500);
    expect(server.asked).toHaveLength(2);
  });

  it('asks again for runs older than the status (a row turned failing after they loaded)', async () => {
    const { clock, server, history } = setUp();
    history.show([{ id: 'p1', state: 'failed' }]);
    await clock.advance(500);
    expect(history.get('p1')).toMatchObject({ kind: 'loaded' });
    server.failing.add('p1');
    // not at once (the status may be ahead of the runs): after the retry delay
    await clock.advance(10_000);
    expect(server.asked).toHaveLength(1);
    await clock.advance(30_000);
    expect(server.asked).toHaveLength(2);
    await clock.advance(60_000);
    expect(server.asked).toHaveLength(2);
  });

  it('stops when closed: in-flight requests aborted, nothing more asked', async () => {
    const { clock, server, history } = setUp();
    history.show(failing(...Array.from({ length: 10 }, (_, i) => `f${i}`)));
    await flush();
    history.close();
    await clock.advance(60_000);
    expect(server.asked).toHaveLength(4);
    expect(clock.pendingTimers()).toBe(0);
  });
});

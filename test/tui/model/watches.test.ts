// Running watches alone, with a fake clock and a fake client (a unit test of one piece): while the
// server is down a watch tries once per backoff step (capped at a second, with the client's own
// retries off), is back as soon as the server answers, and rings once when the session ends.
import { describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../src/client/index.js';
import { NetworkError } from '../../../src/client/errors.js';
import type { TestSessionDetail } from '../../../src/client/schemas/index.js';
import { SessionWatches } from '../../../src/tui/model/watches.js';
import { FakeClock } from '../../client/fake-clock.js';

const START = '2026-11-25T08:00:00.000Z';

function session(status: string): TestSessionDetail {
  return {
    testSessionId: 's1',
    name: 'deploy',
    status,
    errorGroupIds: [],
    startedAt: START,
    timeElapsed: 1000,
    results: [],
  } as unknown as TestSessionDetail;
}

class FakeServer {
  up = true;
  ended = false;
  /** [time, what, maxRetries] of every request. */
  calls: Array<[number, string, number | undefined]> = [];
  constructor(private readonly clock: FakeClock) {}
  private refuse(path: string): never {
    throw new NetworkError({ method: 'GET', path }, 'http://127.0.0.1:1', 'ECONNREFUSED');
  }
  client = {
    awaitTestSessionCompletion: async (_id: string, _q: unknown, o: { maxRetries?: number }) => {
      this.calls.push([this.clock.now(), 'completion', o.maxRetries]);
      if (!this.up) this.refuse('/v1/test-sessions/s1/completion');
      // The long-poll: held a second, then 408 (still running) or the final session.
      await new Promise<void>((resolve) => this.clock.setTimer(resolve, 1000, true));
      return this.ended ? { done: true, session: session('PASSED') } : { done: false };
    },
    getTestSession: async (_id: string, o: { maxRetries?: number }) => {
      this.calls.push([this.clock.now(), 'session', o.maxRetries]);
      if (!this.up) this.refuse('/v1/test-sessions/s1');
      return session(this.ended ? 'PASSED' : 'RUNNING');
    },
  } as unknown as VigilClient;
}

describe('SessionWatches', () => {
  it('tries once per backoff step (at most once a second) while the server is down, and is back within a second of its return', async () => {
    const clock = new FakeClock(Date.parse(START) + 60_000);
    const server = new FakeServer(clock);
    const rings: number[] = [];
    const watches = new SessionWatches({ client: server.client, ring: () => rings.push(clock.now()), clock });
    watches.start(session('RUNNING'), 1);
    expect(watches.state('s1')).toMatchObject({ phase: 'watching', startedAt: Date.parse(START) });
    await clock.advance(2500);
    server.up = false;
    const downAt = clock.now();
    await clock.advance(10_000);
    expect(watches.state('s1')).toMatchObject({ phase: 'reconnecting' });
    const whileDown = server.calls.filter(([at]) => at > downAt);
    // 250 ms, 500 ms, then a second apart: about ten tries in ten seconds, never two in 900 ms after the first three.
    expect(whileDown.length).toBeGreaterThanOrEqual(9);
    expect(whileDown.length).toBeLessThanOrEqual(12);
    for (let i = 3; i < whileDown.length; i++)
      expect(whileDown[i]![0] - whileDown[i - 1]![0]).toBeGreaterThanOrEqual(1000);
    // Every request of a watch has the client's own retries off.
    expect(server.calls.every(([, , retries]) => retries === 0)).toBe(true);
    server.up = true;
    const upAt = clock.now();
    await clock.advance(1000);
    expect(watches.state('s1')).toMatchObject({ phase: 'watching' });
    const back = server.calls.find(([at, what]) => at >= upAt && what === 'session');
    expect(back![0] - upAt).toBeLessThanOrEqual(1000);
    server.ended = true;
    await clock.advance(3000);
    expect(watches.state('s1')).toMatchObject({ phase: 'done' });
    expect(rings).toHaveLength(1);
    watches.close();
  });

  it('ends at once when the session ended while the server was away', async () => {
    const clock = new FakeClock(Date.parse(START));
    const server = new FakeServer(clock);
    const rings: string[] = [];
    // The session it ended with is told (a desktop notification names it: useWatch.ts).
    const watches = new SessionWatches({ client: server.client, ring: (ended) => rings.push(ended.status), clock });
    server.up = false;
    watches.start(session('RUNNING'), 1);
    await clock.advance(3000);
    server.ended = true;
    server.up = true;
    await clock.advance(1000);
    expect(watches.state('s1')).toMatchObject({ phase: 'done' });
    expect(rings).toEqual([(watches.state('s1') as { session: TestSessionDetail }).session.status]);
    expect(rings[0]).not.toBe('RUNNING');
    watches.close();
  });
});

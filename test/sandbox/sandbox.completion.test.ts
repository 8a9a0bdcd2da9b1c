// Running sessions finish by themselves; the completion long-poll answers 408 while they run,
// then 200 with the final session; close() ends pending long-polls. The sandboxes run on a
// stepped clock: a session is as far along as the test has stepped it, however slow the machine.
import { describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/index.js';
import { steppedClock } from '../helpers/clock.js';
import { useSandbox } from '../helpers/sandbox.js';
import { UNKNOWN_GUID, api } from './support.js';

/** Rate limits with an hour's window: a probe's count of requests taken never drops during a test. */
const rateLimit = { limit: 100_000, windowMs: 3_600_000 };

const clock = steppedClock();
const sandbox = useSandbox({ seed: 61, sessions: 30, runningSessionMs: 4_000, clock, rateLimit });

/** How many requests the key has made (a probe's x-ratelimit-remaining counts them, the probe's own included). */
async function requestsTaken(sb: RunningSandbox): Promise<number> {
  const probe = await api(sb, '/v1/test-sessions?limit=1');
  return Number(probe.headers.get('x-ratelimit-limit')) - Number(probe.headers.get('x-ratelimit-remaining'));
}

/** Resolves once the server has taken in one request more than `before` besides the probes sent here. */
async function untilTakenIn(sb: RunningSandbox, before: number): Promise<void> {
  for (let probes = 1; (await requestsTaken(sb)) - before - probes < 1; probes++);
}

describe('running sessions and completion', () => {
  it('answers 408 while the session runs, then 200 with the final detail', async () => {
    const sb = sandbox();
    const id = sb.fixtures.runningSessionIds[0]!;
    const running = await api(sb, `/v1/test-sessions/${id}`);
    expect(running.body.status).toBe('RUNNING');
    expect(running.body.stoppedAt).toBeNull();

    const timeout = await api(sb, `/v1/test-sessions/${id}/completion?maxWaitSeconds=1`);
    expect(timeout.status).toBe(408);
    expect(timeout.body).toEqual({ statusCode: 408, error: 'Request Timeout', message: expect.any(String) });

    // The session ends while a long-poll waits: that one answers with it.
    const before = await requestsTaken(sb);
    const waiting = api(sb, `/v1/test-sessions/${id}/completion?maxWaitSeconds=5`);
    await untilTakenIn(sb, before);
    clock.step(4_000);
    const done = await waiting;
    expect(done.status).toBe(200);
    expect(['PASSED', 'FAILED', 'CANCELLED']).toContain(done.body.status);
    expect(done.body.stoppedAt).toEqual(expect.any(String));
    expect(done.body.results.every((r: { status: string }) => r.status !== 'RUNNING')).toBe(true);

    const after = await api(sb, `/v1/test-sessions?limit=5`);
    const entry = after.body.entries.find((e: { id: string }) => e.id === id);
    expect(entry.status).toBe(done.body.status);
    expect(entry.running).toEqual([]);
  });

  it('answers a final session at once', async () => {
    const sb = sandbox();
    const res = await api(sb, `/v1/test-sessions/${sb.fixtures.failedSessionId}/completion`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('FAILED');
    expect((await api(sb, `/v1/test-sessions/${UNKNOWN_GUID}/completion`)).status).toBe(404);
    expect(
      (await api(sb, `/v1/test-sessions/${sb.fixtures.failedSessionId}/completion?maxWaitSeconds=31`)).status,
    ).toBe(400);
    expect((await api(sb, `/v1/test-sessions/${sb.fixtures.failedSessionId}/completion?maxWaitSeconds=0`)).status).toBe(
      400,
    );
  });
});

describe('a running session while it runs', () => {
  it('moves its counts as results finish', async () => {
    const clock = steppedClock();
    const sb = await startSandbox({ seed: 62, sessions: 20, runningSessionMs: 3_000, clock });
    try {
      const id = sb.fixtures.runningSessionIds[0]!;
      const counts = async () => {
        const e = (await api(sb, '/v1/test-sessions?limit=3')).body.entries.find((x: { id: string }) => x.id === id);
        return {
          running: e.running.length as number,
          done: (e.passed.length + e.failed.length + e.cancelled.length) as number,
          status: e.status as string,
        };
      };
      const first = await counts();
      expect(first.status).toBe('RUNNING');
      expect(first.running).toBeGreaterThan(1);
      const total = first.running + first.done;
      let last = first;
      const seenDone = new Set([first.done]);
      while (last.status === 'RUNNING') {
        clock.step(500);
        const now = await counts();
        expect(now.done).toBeGreaterThanOrEqual(last.done);
        expect(now.running + now.done).toBe(total);
        seenDone.add(now.done);
        last = now;
      }
      // the finished count went up one result at a time, from the first (ended at the start) to all
      expect([...seenDone]).toEqual(Array.from({ length: total }, (_, k) => k + 1));
      expect(last.running).toBe(0);
      expect(last.done).toBe(total);
    } finally {
      await sb.close();
    }
  });
});

describe('closing with a long-poll pending', () => {
  it('ends the long-poll and closes', async () => {
    const sb = await startSandbox({ seed: 63, sessions: 20, runningSessionMs: 600_000, rateLimit });
    const before = await requestsTaken(sb);
    const pending = api(sb, `/v1/test-sessions/${sb.fixtures.runningSessionIds[0]}/completion?maxWaitSeconds=30`).then(
      (r) => r.status,
      () => 'connection closed',
    );
    await untilTakenIn(sb, before);
    await sb.close();
    expect([503, 'connection closed']).toContain(await pending);
    expect(sb.requests.some((r) => r.path.endsWith('/completion') && r.status === 503)).toBe(true);
  });
});

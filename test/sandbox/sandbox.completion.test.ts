// Running sessions finish by themselves; the completion long-poll answers 408 while they run,
// then 200 with the final session; close() ends pending long-polls.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.js';
import { useSandbox } from '../helpers/sandbox.js';
import { UNKNOWN_GUID, api } from './support.js';

const sandbox = useSandbox({ seed: 61, sessions: 30, runningSessionMs: 4_000 });

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

    let done = await api(sb, `/v1/test-sessions/${id}/completion?maxWaitSeconds=5`);
    for (let i = 0; done.status === 408 && i < 5; i++)
      done = await api(sb, `/v1/test-sessions/${id}/completion?maxWaitSeconds=5`);
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
    const sb = await startSandbox({ seed: 62, sessions: 20, runningSessionMs: 3_000 });
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
        await new Promise((r) => setTimeout(r, 100));
        const now = await counts();
        expect(now.done).toBeGreaterThanOrEqual(last.done);
        expect(now.running + now.done).toBe(total);
        seenDone.add(now.done);
        last = now;
      }
      // the finished count went up in steps, not all at once (no timing assumed: just >2 values)
      expect(seenDone.size).toBeGreaterThan(2);
      expect(last.running).toBe(0);
      expect(last.done).toBe(total);
    } finally {
      await sb.close();
    }
  });
});

describe('closing with a long-poll pending', () => {
  it('ends the long-poll and closes', async () => {
    const sb = await startSandbox({ seed: 63, sessions: 20, runningSessionMs: 600_000 });
    const pending = api(sb, `/v1/test-sessions/${sb.fixtures.runningSessionIds[0]}/completion?maxWaitSeconds=30`).then(
      (r) => r.status,
      () => 'connection closed',
    );
    await new Promise((r) => setTimeout(r, 100));
    await sb.close();
    expect([503, 'connection closed']).toContain(await pending);
    expect(sb.requests.some((r) => r.path.endsWith('/completion') && r.status === 503)).toBe(true);
  });
});

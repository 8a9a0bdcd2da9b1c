// Waiting for a running session: 408 while it runs (done: false, not retried), then 200 with the
// final session.
import { describe, expect, it } from 'vitest';
import { useSandboxClient } from '../helpers/client.js';

const { sandbox, client } = useSandboxClient({ seed: 9, runningSessionMs: 3000 });

describe('session completion', () => {
  it('answers done: false (408) while running, then the final session', async () => {
    // The first running session is the last to finish, at runningSessionMs after the start.
    const id = sandbox().fixtures.runningSessionIds[0]!;
    const running = await client().getTestSession(id);
    expect(running.status).toBe('RUNNING');

    const first = await client().awaitTestSessionCompletion(id, { maxWaitSeconds: 1 });
    expect(first).toEqual({ done: false });
    const waits = sandbox().requests.filter((r) => r.path.includes('/completion'));
    expect(waits).toHaveLength(1);
    expect(waits[0]!.status).toBe(408);

    let outcome = first;
    for (let i = 0; i < 5 && !outcome.done; i++) {
      outcome = await client().awaitTestSessionCompletion(id, { maxWaitSeconds: 5 });
    }
    expect(outcome.done).toBe(true);
    if (outcome.done) {
      expect(outcome.session.testSessionId).toBe(id);
      expect(['PASSED', 'FAILED', 'CANCELLED']).toContain(outcome.session.status);
    }
    expect(
      sandbox()
        .requests.filter((r) => r.path.includes('/completion'))
        .at(-1)!.status,
    ).toBe(200);
  });
});

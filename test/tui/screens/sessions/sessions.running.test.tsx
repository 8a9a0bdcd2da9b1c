// Running sessions: the list refreshes them until they end and then stops asking; `w` watches one
// to its end with the completion long-poll and rings the bell; leaving the screen ends its polls,
// never a watch. The sandbox and the screens read one stepped clock: a session is as far along as
// the test has stepped it (never as far as a loaded machine let real time run), and each step is
// followed by a wait for what it shows.
import { describe, expect, it, vi } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../../src/sandbox/index.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { clientFor } from '../../../helpers/client.js';
import { steppedClock, type SteppedClock } from '../../../helpers/clock.js';
import { renderApp } from '../../harness.js';
import { cells, screensWith, selectedLine, sessionRows, sleep, waitUntil } from './helpers.js';

/**
 * How long the running sessions take on the stepped clock: the newest one's 4 results end at 0,
 * 10, 20 and 30 s; the second (FAILED) ends at 25.5 s, the third at 21 s.
 */
const RUNNING_MS = 30_000;

/** A sandbox (started now, so its sessions are running) on a stepped clock, and a client, closed after `body`. */
async function withSandbox(
  o: SandboxOptions,
  body: (sb: RunningSandbox, client: VigilClient, clock: SteppedClock) => Promise<void>,
): Promise<void> {
  const clock = steppedClock();
  const sb = await startSandbox({ runningSessionMs: RUNNING_MS, ...o, clock });
  const client = clientFor(sb);
  try {
    await body(sb, client, clock);
  } finally {
    await client.close();
    await sb.close();
  }
}

const sessionRequests = (sb: RunningSandbox) => sb.requests.filter((r) => r.path.startsWith('/v1/test-sessions'));
const listRequests = (sb: RunningSandbox) => sb.requests.filter((r) => r.path === '/v1/test-sessions');
const completions = (sb: RunningSandbox, id: string) =>
  sb.requests.filter((r) => r.path === `/v1/test-sessions/${id}/completion`);

describe('running sessions', () => {
  it('refresh by themselves in the list, counts moving, until they end; then the list stops asking', async () => {
    await withSandbox({}, async (sb, client, clock) => {
      const screens = screensWith({ pollMs: 150 });
      const tui = renderApp({ client, clock, screen: 'sessions', screens, columns: 100, rows: 24 });
      const first = await tui.waitForFrame((f) => sessionRows(f).length > 5);
      expect(first).toContain('RUN: refreshes every 0.2s');
      expect(
        sessionRows(first)
          .slice(0, 3)
          .every((l) => /^(> | {2})RUN /.test(l)),
      ).toBe(true);
      // The newest session (it ends last, PASSED): its results are seen finishing one by one
      // (failed/passed/running), each step shown by the list's own refresh.
      const top = () => cells(tui.frame(), 100)[0];
      expect(top()?.counts).toBe('0/1/3');
      for (const counts of ['0/2/2', '0/3/1']) {
        clock.step(RUNNING_MS / 3);
        await waitUntil(() => top()?.counts === counts);
        expect(top()?.status).toBe('RUN');
      }
      clock.step(RUNNING_MS / 3);
      await waitUntil(() => {
        const rows = cells(tui.frame(), 100);
        return rows.length > 3 && rows.slice(0, 3).every((r) => r.status !== 'RUN');
      });
      const done = cells(tui.frame(), 100);
      expect(done[0]!.status).toBe('PASS');
      expect(done[1]!.status).toBe('FAIL');
      expect(done[0]!.counts).toBe('0/4/0');
      expect(tui.frame()).not.toContain('RUN: refreshes');
      // Nothing runs any more: no more polls. (The first wait lets a poll already on its way land.)
      await sleep(6 * 150);
      const asked = listRequests(sb).length;
      await sleep(6 * 150);
      expect(listRequests(sb).length).toBe(asked);
    });
  });

  it('w on a running session in the list opens it and watches it to its final state, ringing the bell once', async () => {
    await withSandbox({}, async (sb, client, clock) => {
      const ring = vi.fn();
      const screens = screensWith({ pollMs: 200, completionWaitSeconds: 1, ring });
      const tui = renderApp({ client, clock, screen: 'sessions', screens, columns: 100, rows: 30 });
      await tui.waitForFrame((f) => sessionRows(f).length > 5);
      // The second newest session ends FAILED.
      await tui.press('j');
      expect(selectedLine(tui.frame())).toMatch(/^> RUN /);
      await tui.press('w');
      let frame = await tui.waitForFrame(/WATCHING\s+\d+ of \d+ results done/);
      expect(frame).toContain('the bell rings when it ends');
      // Long-polls are answered 408 while it runs (and asked again); then the session ends.
      const id = sb.fixtures.runningSessionIds[1]!;
      await waitUntil(() => completions(sb, id).some((r) => r.status === 408));
      expect(ring).not.toHaveBeenCalled();
      clock.step(RUNNING_MS);
      frame = await tui.waitForFrame('FINISHED FAIL');
      expect(frame).toMatch(/ended failed after \d/);
      expect(frame).toMatch(/Status\s+FAIL\s+failed/);
      expect(ring).toHaveBeenCalledTimes(1);
      // The last long-poll answered 200 with the end, and only it.
      const waits = completions(sb, id);
      expect(waits[waits.length - 1]!.status).toBe(200);
      expect(waits.filter((r) => r.status === 200)).toHaveLength(1);
      // The final state stays; w again says there is nothing to watch; the bell rang once.
      await tui.press('w');
      await tui.waitForFrame('nothing to watch');
      await sleep(300);
      expect(ring).toHaveBeenCalledTimes(1);
      await tui.press('escape');
      frame = await tui.waitForFrame((f) => /^> FAIL /.test(selectedLine(f)));
      await tui.press('w');
      await tui.waitForFrame('That session has finished (FAIL): nothing to watch.');
    });
  });

  it("w in a session's screen watches it; the session refreshes by itself meanwhile", async () => {
    await withSandbox({}, async (sb, client, clock) => {
      const ring = vi.fn();
      const id = sb.fixtures.runningSessionIds[0]!;
      const screens = screensWith({ pollMs: 150, completionWaitSeconds: 1, ring });
      const tui = renderApp({ client, clock, screen: route('session', { id }), screens, columns: 80, rows: 30 });
      let frame = await tui.waitForFrame(/RUN\s+1 of 4 results done; refreshes every 0.2s; w watches it to the end/);
      expect(frame).toMatch(/Status\s+RUN\s+running/);
      expect(frame).toContain('none yet: the session is still running');
      await tui.press('w');
      await tui.waitForFrame('WATCHING');
      // It refreshes by itself: asked again, and the next result's end shown.
      const details = () => sessionRequests(sb).filter((r) => r.path === `/v1/test-sessions/${id}`).length;
      const seen = details();
      await waitUntil(() => details() > seen);
      clock.step(RUNNING_MS / 3);
      frame = await tui.waitForFrame(/WATCHING\s+2 of 4 results done/);
      // How long it has run is read on the same clock: 7 s before the sandbox started, 10 s after.
      expect(frame).toContain('running for 17.0s');
      expect(ring).not.toHaveBeenCalled();
      clock.step(RUNNING_MS);
      frame = await tui.waitForFrame('FINISHED PASS');
      expect(frame).toMatch(/Status\s+PASS\s+passed/);
      expect(frame).toContain('Results (4): 4 passed');
      expect(ring).toHaveBeenCalledTimes(1);
    });
  });

  it('leaving the screens stops their polls; a watch goes on (its long-poll only) and rings when the session ends', async () => {
    await withSandbox({}, async (sb, client, clock) => {
      const ring = vi.fn();
      const screens = screensWith({ pollMs: 100, completionWaitSeconds: 1, ring });
      const tui = renderApp({ client, clock, screen: 'sessions', screens, columns: 80, rows: 24 });
      await tui.waitForFrame((f) => sessionRows(f).length > 5);
      // The list polls while sessions run.
      const listed = listRequests(sb).length;
      await waitUntil(() => listRequests(sb).length >= listed + 3);
      // Watch one: the session's screen polls too while it is shown.
      await tui.press('w');
      await tui.waitForFrame('WATCHING');
      const id = sb.fixtures.runningSessionIds[0]!;
      const details = () => sb.requests.filter((r) => r.path === `/v1/test-sessions/${id}`).length;
      const seen = details();
      await waitUntil(() => details() >= seen + 2);
      // Leave for the Checks screen: the polls stop, the watch does not.
      const completion = `/v1/test-sessions/${id}/completion`;
      const polls = () => sessionRequests(sb).filter((r) => r.path !== completion).length;
      await tui.press('1');
      await tui.waitForFrame('Checks');
      // A completion answered after leaving: the watch goes on (a poll already on its way has landed by then).
      const before = completions(sb, id).length;
      await waitUntil(() => completions(sb, id).length > before);
      const pollsAfterLeaving = polls();
      // Still running: the bell is yet to ring. The session ends; the watch hears it.
      expect(ring).toHaveBeenCalledTimes(0);
      clock.step(RUNNING_MS);
      await waitUntil(() => ring.mock.calls.length === 1);
      expect(completions(sb, id).at(-1)!.status).toBe(200);
      expect(polls()).toBe(pollsAfterLeaving);
      expect(ring).toHaveBeenCalledTimes(1);
    });
  });
});

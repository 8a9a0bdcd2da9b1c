// Running sessions against a sandbox whose sessions finish within seconds: the list refreshes
// them until they end and then stops asking; `w` watches one to its end with the completion
// long-poll and rings the bell; leaving the screen ends its polls, never a watch.
import { describe, expect, it, vi } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../../../src/sandbox/index.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { clientFor } from '../../../helpers/client.js';
import { renderApp } from '../../harness.js';
import { cells, screensWith, selectedLine, sessionRows, sleep, waitUntil } from './helpers.js';

/** A sandbox (started now, so its sessions are running) and a client, closed after `body`. */
async function withSandbox(
  o: SandboxOptions,
  body: (sb: RunningSandbox, client: VigilClient) => Promise<void>,
): Promise<void> {
  const sb = await startSandbox(o);
  const client = clientFor(sb);
  try {
    await body(sb, client);
  } finally {
    await client.close();
    await sb.close();
  }
}

const sessionRequests = (sb: RunningSandbox) => sb.requests.filter((r) => r.path.startsWith('/v1/test-sessions'));
const listRequests = (sb: RunningSandbox) => sb.requests.filter((r) => r.path === '/v1/test-sessions');

describe('running sessions', () => {
  it('refresh by themselves in the list, counts moving, until they end; then the list stops asking', async () => {
    await withSandbox({ runningSessionMs: 2500 }, async (sb, client) => {
      const tui = renderApp({
        client,
        screen: 'sessions',
        screens: screensWith({ pollMs: 150 }),
        columns: 100,
        rows: 24,
      });
      const first = await tui.waitForFrame((f) => sessionRows(f).length > 5);
      expect(first).toContain('RUN: refreshes every 0.2s');
      expect(
        sessionRows(first)
          .slice(0, 3)
          .every((l) => /^(> | {2})RUN /.test(l)),
      ).toBe(true);
      // Watch the newest session (it ends last, PASSED) until every row on top has ended.
      const counts = new Set<string>();
      await waitUntil(() => {
        const rows = cells(tui.frame(), 100);
        if (rows[0]?.status === 'RUN') counts.add(rows[0].counts!);
        return rows.length > 3 && rows.slice(0, 3).every((r) => r.status !== 'RUN');
      }, 10_000);
      const done = cells(tui.frame(), 100);
      expect(done[0]!.status).toBe('PASS');
      expect(done[1]!.status).toBe('FAIL');
      expect(done[0]!.counts).toBe('0/4/0');
      // Its results were seen finishing one by one (failed/passed/running).
      expect(counts.size).toBeGreaterThanOrEqual(2);
      for (const c of counts) expect(c).toMatch(/^0\/[0-3]\/[1-4]$/);
      expect(tui.frame()).not.toContain('RUN: refreshes');
      // Nothing runs any more: no more polls.
      await sleep(200);
      const asked = listRequests(sb).length;
      await sleep(6 * 150);
      expect(listRequests(sb).length).toBe(asked);
    });
  });

  it('w on a running session in the list opens it and watches it to its final state, ringing the bell once', async () => {
    await withSandbox({ runningSessionMs: 3000 }, async (sb, client) => {
      const ring = vi.fn();
      const screens = screensWith({ pollMs: 200, completionWaitSeconds: 1, ring });
      const tui = renderApp({ client, screen: 'sessions', screens, columns: 100, rows: 30 });
      await tui.waitForFrame((f) => sessionRows(f).length > 5);
      // The second newest session ends FAILED.
      await tui.press('j');
      expect(selectedLine(tui.frame())).toMatch(/^> RUN /);
      await tui.press('w');
      let frame = await tui.waitForFrame(/WATCHING\s+\d+ of \d+ results done/);
      expect(frame).toContain('the bell rings when it ends');
      expect(ring).not.toHaveBeenCalled();
      frame = await tui.waitForFrame('FINISHED FAIL', 10_000);
      expect(frame).toMatch(/ended failed after \d/);
      expect(frame).toMatch(/Status\s+FAIL\s+failed/);
      expect(ring).toHaveBeenCalledTimes(1);
      // Long-polls answered 408 while it ran (and were asked again), then 200 with the end.
      const waits = sb.requests.filter(
        (r) => r.path === `/v1/test-sessions/${sb.fixtures.runningSessionIds[1]}/completion`,
      );
      expect(waits.some((r) => r.status === 408)).toBe(true);
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
    await withSandbox({ runningSessionMs: 2500 }, async (sb, client) => {
      const ring = vi.fn();
      const id = sb.fixtures.runningSessionIds[0]!;
      const screens = screensWith({ pollMs: 150, completionWaitSeconds: 1, ring });
      const tui = renderApp({ client, screen: route('session', { id }), screens, columns: 80, rows: 30 });
      let frame = await tui.waitForFrame(/RUN\s+\d+ of 4 results done; refreshes every 0.2s; w watches it to the end/);
      expect(frame).toMatch(/Status\s+RUN\s+running/);
      expect(frame).toContain('none yet: the session is still running');
      await tui.press('w');
      await tui.waitForFrame('WATCHING');
      frame = await tui.waitForFrame('FINISHED PASS', 10_000);
      expect(frame).toMatch(/Status\s+PASS\s+passed/);
      expect(frame).toContain('Results (4): 4 passed');
      expect(ring).toHaveBeenCalledTimes(1);
      const details = sessionRequests(sb).filter((r) => r.path === `/v1/test-sessions/${id}`);
      expect(details.length).toBeGreaterThan(1);
    });
  });

  it('leaving the screens stops their polls; a watch goes on (its long-poll only) and rings when the session ends', async () => {
    await withSandbox({ runningSessionMs: 12_000 }, async (sb, client) => {
      const ring = vi.fn();
      const screens = screensWith({ pollMs: 100, completionWaitSeconds: 1, ring });
      const tui = renderApp({ client, screen: 'sessions', screens, columns: 80, rows: 24 });
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
      const completions = () => sb.requests.filter((r) => r.path === completion).length;
      const polls = () => sessionRequests(sb).filter((r) => r.path !== completion).length;
      await tui.press('1');
      await tui.waitForFrame('Checks');
      // Still running when we left: the bell is yet to ring.
      expect(ring).toHaveBeenCalledTimes(0);
      // A completion answered after leaving: the watch goes on (a poll already on its way has landed by then).
      const before = completions();
      await waitUntil(() => completions() > before, 15_000);
      const pollsAfterLeaving = polls();
      await waitUntil(() => ring.mock.calls.length === 1, 20_000);
      expect(polls()).toBe(pollsAfterLeaving);
      expect(ring).toHaveBeenCalledTimes(1);
    });
  }, 45_000);
});

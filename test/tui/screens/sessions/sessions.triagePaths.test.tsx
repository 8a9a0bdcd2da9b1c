// The triage paths of issue 15, counted in keys on 10,000 checks at 80x24: from start to "the
// sessions failing with this session's error", and "pause the check named X".
import { describe, expect, it } from 'vitest';
import { statusTone } from '../../../../src/format/status.js';
import { useTuiSandbox } from '../../../helpers/tui.js';
import type { Tui } from '../../harness.js';
import { screensWith } from './helpers.js';

const { client, open } = useTuiSandbox({ checks: 10_000, runningSessionMs: 1 });

/** How long a step of the 10,000-check path may take on a loaded machine (a net, not a measure). */
const SLOW = 120_000;

/** Presses keys and counts them (typed text counts one key per character). */
function counted(tui: Tui) {
  let keys = 0;
  return {
    press: async (...names: string[]) => {
      keys += names.length;
      await tui.press(...names);
    },
    type: async (text: string) => {
      keys += [...text].length;
      await tui.type(text);
    },
    keys: () => keys,
  };
}

describe('triage paths in keys', () => {
  it("start to the sessions failing with a failed session's error: at most 6 keys", async () => {
    const first = (await client().listTestSessions({ limit: 50 })).items;
    const failedIndex = first.findIndex((s) => statusTone(s.status) === 'failed' && s.errorGroupIds.length > 0);
    expect(failedIndex).toBeGreaterThanOrEqual(0);
    const groupId = first[failedIndex]!.errorGroupIds[0]!;
    const tui = open(undefined, { columns: 80, rows: 24, screens: screensWith({ pollMs: 60_000 }) });
    const keys = counted(tui);
    await tui.waitForFrame('Checks  10,000');
    await keys.press('3');
    await tui.waitForFrame((f) => f.split('\n')[1]!.startsWith('Sessions') && f.includes('> '));
    // `]` to the first failed session, unless the cursor is on one already.
    if (statusTone(first[0]!.status) !== 'failed' || first[0]!.errorGroupIds.length === 0) await keys.press(']');
    await keys.press('e');
    await tui.waitForFrame('Error group');
    await keys.press('s');
    await tui.waitForFrame('Sessions with error group');
    const frame = await tui.waitForFrame((f) => /^(> | {2})FAIL /m.test(f));
    expect(frame).toContain('Sessions with error group');
    expect(keys.keys()).toBeLessThanOrEqual(6);
    // Every session listed carries the error group.
    const listed = (await client().listTestSessions({ errorGroupId: groupId, limit: 50 })).items;
    expect(listed.every((s) => s.errorGroupIds.includes(groupId))).toBe(true);
  });

  // Each typed letter filters 10,000 rows while the background loading of every check rebuilds
  // and sorts them (indexRows, sortEntries): 10 s on a quiet machine, 2 min beside cpu-load. The
  // test waits for each state; its limits are only nets.
  it('pause the check named X on 10,000 checks: / X Enter x y', { timeout: 300_000 }, async () => {
    const statuses = await client().listCheckStatuses();
    const target = statuses.find(
      (s) =>
        /^[A-Za-z][^\u0000-\u001f]{5,20}$/.test(s.name) && statuses.filter((o) => o.name.includes(s.name)).length === 1,
    )!;
    const tui = open(undefined, { columns: 80, rows: 24 });
    const keys = counted(tui);
    await tui.waitForFrame('Checks  10,000', SLOW);
    await keys.press('/');
    await keys.type(target.name);
    await keys.press('enter');
    // The target selected, and loaded (its row has its settings, or every check is in). Typed
    // keys may still be on their way: a loaded row that is not the target is not the state.
    await tui.waitForFrame((f) => {
      const selected = f.split('\n').find((l) => l.startsWith('> ')) ?? '';
      return selected.includes(target.name) && (/ yes /.test(selected) || !f.includes('loading every'));
    }, SLOW);
    await keys.press('x');
    await tui.waitForFrame(`Pause check "${target.name}"?`, SLOW);
    await keys.press('y');
    await tui.waitForFrame(`Paused "${target.name}"`, SLOW);
    expect((await client().getCheck(target.checkId)).activated).toBe(false);
    expect(keys.keys()).toBe(target.name.length + 4);
    await client().updateCheck(target.checkId, { activated: true });
  });
});

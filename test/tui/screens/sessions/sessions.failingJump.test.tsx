// `]` and `[` jump between failed rows on the sessions list and a session's results, and between
// failing checks in a group's list of checks.
import { expect, it } from 'vitest';
import { route } from '../../../../src/tui/state/navigation.js';
import { useTuiSandbox } from '../../../helpers/tui.js';
import { screensWith, selectedLine } from './helpers.js';

const { sandbox, client, open } = useTuiSandbox({ runningSessionMs: 1 });

const rowIndex = (frame: string) => frame.split('\n').findIndex((l) => l.startsWith('> '));

it('jumps to the next and previous failed session on the list', async () => {
  const tui = open('sessions', { screens: screensWith({ pollMs: 60_000 }), columns: 100, rows: 40 });
  await tui.waitForFrame((f) => /^(> | {2})FAIL /m.test(f) && f.includes('> '));
  await tui.press(']');
  const first = tui.frame();
  expect(selectedLine(first)).toMatch(/^> FAIL /);
  await tui.press(']');
  const second = tui.frame();
  expect(selectedLine(second)).toMatch(/^> FAIL /);
  expect(rowIndex(second)).not.toBe(rowIndex(first));
  await tui.press('[');
  expect(rowIndex(tui.frame())).toBe(rowIndex(first));
});

it('jumps between the failed results of a session', async () => {
  const { failedSessionId } = sandbox().fixtures;
  const tui = open(route('session', { id: failedSessionId }), { screens: screensWith({}), columns: 100, rows: 40 });
  await tui.waitForFrame('Results (');
  await tui.press('g', ']');
  const frame = tui.frame();
  expect(selectedLine(frame)).toMatch(/^> FAIL /);
});

it('jumps between the failing checks of a group', async () => {
  const groups = (await client().listCheckGroups({ limit: 100 })).items;
  const statuses = new Map((await client().listCheckStatuses()).map((s) => [s.checkId, s]));
  let groupId: number | undefined;
  for (const g of groups) {
    const checks = (await client().listGroupChecks(g.id, { limit: 50 })).items;
    if (checks.some((c) => c.activated && (statuses.get(c.id)?.hasFailures || statuses.get(c.id)?.hasErrors))) {
      groupId = g.id;
      break;
    }
  }
  expect(groupId).toBeDefined();
  const tui = open(route('group', { id: String(groupId) }), { columns: 100, rows: 80 });
  // Every check of the group in (the heading no longer says "so far").
  await tui.waitForFrame((f) => f.includes('sorted failing first') && !f.includes('so far') && /^ {2}FAIL /m.test(f));
  await tui.press(']');
  expect(selectedLine(tui.frame())).toMatch(/^> FAIL /);
});

// Walkthrough item 7: a check in a group that sets a frequency shows the same effective frequency,
// and where it comes from, in the Checks list, its detail and its group's list of checks.
import { expect, it } from 'vitest';
import { route } from '../../../../src/tui/state/navigation.js';
import { useTuiSandbox } from '../../../helpers/tui.js';

const { client, open } = useTuiSandbox();

it('shows "10s grp" for a 15m check in a 10s group in the list, the detail and the group', async () => {
  const checks = [
    ...(await client().listChecks({ page: 1, limit: 100 })).items,
    ...(await client().listChecks({ page: 2, limit: 100 })).items,
  ];
  const groups = (await client().listCheckGroups({ limit: 100 })).items;
  // A check whose own frequency differs from its group's.
  const check = checks.find((c) => {
    const g = groups.find((x) => x.id === c.groupId);
    return g?.frequency === 'EVERY_10S' && c.frequency === 15 && /^[A-Za-z][^\u0000-\u001f]{5,22}$/.test(c.name);
  });
  expect(check).toBeDefined();
  const group = groups.find((g) => g.id === check!.groupId)!;
  const tui = open(undefined, { columns: 160, rows: 30 });
  await tui.waitForFrame('Checks  137');
  await tui.press('/');
  await tui.paste(check!.name);
  await tui.press('enter');
  const list = await tui.waitForFrame((f) =>
    (f.split('\n').find((l) => l.startsWith('> ')) ?? '').includes(check!.name),
  );
  expect(list.split('\n').find((l) => l.startsWith('> '))).toMatch(/ 10s grp /);
  await tui.press('enter');
  const detail = await tui.waitForFrame(/frequency\s+10s grp: from the group/);
  expect(detail).toContain("the check's own 15m is not used");
  const groupView = open(route('group', { id: String(group.id) }), { columns: 100, rows: 60 });
  const lines = await groupView.waitForFrame(check!.name);
  expect(lines.split('\n').find((l) => l.includes(check!.name))).toMatch(/10s grp {2}/);
});

// Walkthrough item 5: `n` while a page loads is not "This is the last page.", and the rows stay
// (marked as loading the next page) until it is in. Groups screen, 120 groups, a slow sandbox.
import { expect, it } from 'vitest';
import { useTuiSandbox } from '../../helpers/tui.js';

const { open } = useTuiSandbox({ groups: 120, latencyMs: 400 });

const rowsOf = (frame: string) => frame.split('\n').filter((l) => /^(> | {2}) *(\d+|…) +(\d+|…) /.test(l));

it('keeps the rows while the next page loads; n pressed then waits for it and runs once it has come', async () => {
  const tui = open('groups', { columns: 100, rows: 24 });
  // Once the per-group counts are in (the order is failing groups first, so it settles then).
  const first = await tui.waitForFrame(
    (f) => f.includes('1-50 of 120') && rowsOf(f).length > 5 && rowsOf(f).every((l) => /^(> | {2}) *\d+ +\d+ /.test(l)),
    20_000,
  );
  const before = rowsOf(first).map((l) => l.slice(12, 40));
  expect(before.length).toBeGreaterThan(5);
  await tui.press('n');
  const loading = await tui.waitForFrame('loading page 2');
  expect(rowsOf(loading).map((l) => l.slice(12, 40))).toEqual(before);
  await tui.press('n');
  const said = await tui.waitForFrame('Page 2 is still loading.');
  expect(said).not.toContain('This is the last page.');
  await tui.waitForFrame('51-100 of 120');
  await tui.press('n');
  await tui.waitForFrame('101-120 of 120');
  await tui.press('n');
  await tui.waitForFrame('This is the last page.');
});

import { describe, expect, it } from 'vitest';
import {
  CHECK_COLUMNS,
  checkColumns,
  checkListRow,
  groupCheckRows,
  partialCheckRow,
} from '../../src/format/check-columns.js';
import { fitColumns, rowCells } from '../../src/format/columns.js';

const cells = (row: ReturnType<typeof checkListRow>) =>
  Object.fromEntries(CHECK_COLUMNS.map((c) => [c.id, c.value(row)]));

describe('checkListRow and the check columns', () => {
  it('sanitizes server text, names the group and takes its frequency', () => {
    const row = checkListRow(
      {
        id: 'c1',
        name: 'Bad \u001b[2J name',
        checkType: 'API',
        frequency: 5,
        activated: true,
        muted: false,
        groupId: 3,
      },
      { checkId: 'c1', hasFailures: true },
      { name: 'Edge \u0007 group', frequency: 'EVERY_10S' },
    );
    expect(cells(row)).toEqual({
      id: 'c1',
      status: 'FAIL',
      name: 'Bad \\x1b[2J name',
      type: 'API',
      frequency: '10s grp',
      group: 'Edge \\x07 group',
      activated: 'yes',
      muted: 'no',
    });
    expect(cells(checkListRow({ id: 'c1', name: 'n', frequency: 5 }, undefined, undefined)).frequency).toBe('5m');
  });

  it('shows the group ID until its name is known, a dash without a group, NEW on a check that just failed', () => {
    expect(cells(checkListRow({ id: 'a', name: 'a', groupId: 7 }, undefined, undefined)).group).toBe('#7');
    expect(cells(checkListRow({ id: 'a', name: 'a', groupId: null }, undefined, undefined)).group).toBe('-');
    expect(cells(checkListRow({ id: 'a', name: 'a' }, { hasErrors: true }, undefined, true)).status).toBe('FAIL NEW');
  });

  it('shows a check known only from its status as loading', () => {
    const row = partialCheckRow({ checkId: 'x1', name: 'Only a status', isDegraded: true });
    expect(cells(row)).toMatchObject({
      status: 'DEGR',
      name: 'Only a status',
      type: '…',
      frequency: '…',
      group: '…',
      activated: '…',
    });
  });

  it('marks what a search matched in the name, and nothing without one', () => {
    const row = checkListRow({ id: 'a', name: 'Checkout checkout' }, undefined, undefined);
    expect(checkColumns('check').find((c) => c.id === 'name')!.marks!(row)).toEqual([
      [0, 5],
      [9, 14],
    ]);
    expect(checkColumns().find((c) => c.id === 'name')!.marks).toBeUndefined();
  });

  it("lists a group's checks failing first, with the group's frequency", () => {
    const rows = groupCheckRows(
      [
        { id: 'p', name: 'Passing', checkType: 'API', frequency: 5, groupId: 4 },
        { id: 'f', name: 'Failing', checkType: 'BROWSER', frequency: 10, groupId: 4 },
      ],
      new Map([
        ['p', { checkId: 'p' }],
        ['f', { checkId: 'f', hasFailures: true }],
      ]),
      'EVERY_1M',
    );
    expect(rows.map((r) => [r.status, r.name, r.frequency])).toEqual([
      ['FAIL', 'Failing', '1m grp'],
      ['PASS', 'Passing', '1m grp'],
    ]);
  });

  it('at 80 cells keeps status, name, type, frequency, group, active and muted, and leaves the ID out', () => {
    const row = checkListRow(
      {
        id: '5b0d3b0e-1111-4c3e-9b7a-2f1e0c9d8a71',
        name: 'Docs API – stock level',
        checkType: 'API',
        frequency: 5,
        activated: true,
        muted: false,
        groupId: 1,
      },
      { checkId: 'x', hasFailures: true },
      { name: 'Coupons monitoring' },
    );
    const layout = fitColumns(CHECK_COLUMNS, [row], 80);
    expect(layout.columns.map((c) => c.id)).toEqual([
      'status',
      'name',
      'type',
      'frequency',
      'group',
      'activated',
      'muted',
    ]);
    expect(rowCells(layout, row).join('  ')).toBe(
      'FAIL    Docs API – stock level  API     5m  Coupons monitoring  yes     no',
    );
  });
});

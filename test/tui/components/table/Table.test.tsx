// The Table draws only the rows in its window: 10,000 rows cost what 20 do.
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { useInput } from 'ink';
import { MEASURED_ROWS, Table } from '../../../../src/tui/components/table/Table.js';
import type { Column } from '../../../../src/format/columns.js';
import { selectionReducer, initialSelection, type SelectionAction } from '../../../../src/tui/state/selection.js';
import { displayWidth } from '../../../../src/format/width.js';
import { renderTui } from '../../harness.js';

interface Row {
  n: number;
  name: string;
}

const formatted: number[] = [];
const columns: Column<Row>[] = [
  {
    id: 'n',
    header: 'N',
    min: 6,
    align: 'right',
    fixed: true,
    priority: 2,
    value: (r) => {
      formatted.push(r.n);
      return String(r.n);
    },
  },
  { id: 'name', header: 'NAME', min: 10, priority: 1, value: (r) => r.name },
];

const rows: Row[] = Array.from({ length: 10_000 }, (_, n) => ({
  n,
  name: n === 3 ? '日本語の名前がとても長いチェック名'.repeat(3) : `row ${n}`,
}));

function Harness({ height }: { height: number }) {
  const geometry = { count: rows.length, height: height - 1 };
  const [sel, dispatch] = useReducer(
    (s: typeof initialSelection, a: SelectionAction) => selectionReducer(s, a, geometry),
    initialSelection,
  );
  useInput((input, key) => {
    if (input === 'j') dispatch({ type: 'move', delta: 1 });
    if (input === 'G') dispatch({ type: 'bottom' });
    if (key.pageDown) dispatch({ type: 'page', direction: 1 });
  });
  return <Table columns={columns} rows={rows} selected={sel.index} offset={sel.offset} height={height} width={40} />;
}

describe('Table', () => {
  it('draws only the visible rows of 10,000, one line each, measures the first rows once, and formats only the visible ones', async () => {
    formatted.length = 0;
    const tui = renderTui(<Harness height={12} />, { columns: 40, rows: 20 });
    let frame = await tui.waitForFrame('row 10');
    let lines = frame.split('\n');
    expect(lines).toHaveLength(12);
    // N is 3 cells wide in the first rows (up to 499).
    expect(lines[1]).toMatch(/^> {3}0 {2}row 0/);
    // The natural widths come from the first rows, never from all 10,000, and the window's rows.
    expect(formatted.length).toBeLessThanOrEqual(MEASURED_ROWS + 3 * 11);
    formatted.length = 0;
    await tui.press('j', 'j', 'j', 'j', 'pagedown');
    frame = tui.frame();
    expect(frame.split('\n')).toHaveLength(12);
    const formattedBefore = formatted.length;
    await tui.press('G');
    frame = await tui.waitForFrame('9999');
    lines = frame.split('\n');
    expect(lines).toHaveLength(12);
    // 9999 is wider than the first rows' numbers: the window's rows are measured too, nothing is cut.
    expect(lines[11]).toMatch(/^> 9999 {2}row 9999/);
    // Only the newly visible rows were measured and formatted, never the whole list.
    expect(formatted.length - formattedBefore).toBeLessThanOrEqual(3 * 11);
  });

  it('fits wide characters by cells and cuts long cells with an ellipsis', async () => {
    const tui = renderTui(<Harness height={6} />, { columns: 40, rows: 10 });
    const frame = await tui.waitForFrame('row 4');
    for (const line of frame.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(40);
    const wide = frame.split('\n').find((l) => l.includes('日本語'))!;
    expect(wide).toContain('…');
    expect(displayWidth(wide.trimEnd())).toBeLessThanOrEqual(40);
  });
});

import { describe, expect, it } from 'vitest';
import { fitColumns, formatCells, MARKER_WIDTH, CELL_GAP, type Column } from '../../../../src/tui/components/table/columns.js';
import { displayWidth } from '../../../../src/format/width.js';

interface Row {
  a: string;
  b: string;
  c: string;
}
const columns: Column<Row>[] = [
  { id: 'a', header: 'A', width: 6, value: (r) => r.a },
  { id: 'b', header: 'B', width: 10, grow: 1, value: (r) => r.b },
  { id: 'c', header: 'C', width: 8, priority: 1, value: (r) => r.c },
];

function used(widths: number[]): number {
  return MARKER_WIDTH + widths.reduce((s, w) => s + w, 0) + CELL_GAP * (widths.length - 1);
}

describe('fitColumns', () => {
  it('gives the spare width to growing columns and fills the line', () => {
    const fitted = fitColumns(columns, 80);
    expect(fitted.map((f) => f.column.id)).toEqual(['a', 'b', 'c']);
    expect(used(fitted.map((f) => f.width))).toBe(80);
    expect(fitted[0]!.width).toBe(6);
    expect(fitted[2]!.width).toBe(8);
  });

  it('drops the least important columns when the terminal is narrow', () => {
    const fitted = fitColumns(columns, 22);
    expect(fitted.map((f) => f.column.id)).toEqual(['a', 'b']);
    expect(used(fitted.map((f) => f.width))).toBeLessThanOrEqual(22);
  });

  it('shrinks essential columns rather than overflow', () => {
    const fitted = fitColumns(columns, 12);
    expect(used(fitted.map((f) => f.width))).toBeLessThanOrEqual(12);
  });

  it('respects maxWidth', () => {
    const capped = [{ ...columns[0]!, grow: 1, maxWidth: 9 }, columns[1]!];
    const fitted = fitColumns(capped, 100);
    expect(fitted[0]!.width).toBe(9);
  });

  it('fits wide characters by cells, with an ellipsis', () => {
    const fitted = fitColumns(columns, 40);
    const cells = formatCells(fitted, { a: '日本語ログイン', b: 'x'.repeat(50), c: 'ok' });
    for (const [i, cell] of cells.entries()) expect(displayWidth(cell)).toBe(fitted[i]!.width);
    expect(cells[0]).toBe('日本… ');
    expect(cells[1]!.endsWith('…')).toBe(true);
  });
});

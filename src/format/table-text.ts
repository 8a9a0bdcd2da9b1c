// Plain-text tables that fit a terminal width: a row is never wrapped. The layout is the one of
// format/columns.ts (the TUI's Table uses it too), measured over every row of the table.
import { CELL_GAP, fitColumns, headerCells, joinCells, rowCells, type Column, type Layout } from './columns.js';

export interface RenderOptions<R> {
  gap?: number;
  /** Decorate a cell after it was fitted (colour): widths are measured before, never after. */
  paint?: (text: string, row: number | 'header', column: Column<R>) => string;
}

/** Header line then one line per row; every line is at most `width` cells, no trailing spaces. */
export function renderTable<R>(
  columns: readonly Column<R>[],
  rows: readonly R[],
  width: number,
  options: RenderOptions<R> = {},
): string[] {
  const layout = fitColumns(columns, rows, width, options.gap ?? CELL_GAP);
  return renderLayout(layout, rows, options.paint);
}

export function renderLayout<R>(layout: Layout<R>, rows: readonly R[], paint?: RenderOptions<R>['paint']): string[] {
  const line = (cells: string[], index: number | 'header') => {
    if (!paint) return joinCells(cells, layout.gap);
    // Painted lines end in codes: an empty last cell is dropped before painting instead.
    const painted = cells.map((text, i) => paint(text, index, layout.columns[i]!));
    while (painted.length > 1 && cells[painted.length - 1]!.trim() === '') painted.pop();
    return painted.join(' '.repeat(layout.gap));
  };
  return [line(headerCells(layout), 'header'), ...rows.map((row, i) => line(rowCells(layout, row), i))];
}

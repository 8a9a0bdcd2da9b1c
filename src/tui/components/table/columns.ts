// Column layout for the Table: declared once, fitted to the terminal width. Cells are measured in
// terminal cells (wide characters count two), never in string length.
import type { ThemeToken } from '../../theme/index.js';
import { fit } from '../../../format/width.js';

export interface Column<T> {
  id: string;
  header: string;
  /** Fixed width, or the minimum width of a column that grows. */
  width: number;
  /** Share of the leftover width this column takes (0 or absent: fixed). */
  grow?: number;
  maxWidth?: number;
  align?: 'left' | 'right';
  /** 0 is never dropped; at narrow widths the highest numbers are dropped first. */
  priority?: number;
  /** The cell text; server text must already be sanitized. */
  value: (row: T) => string;
  /** Semantic style of the cell, e.g. the status column. */
  token?: (row: T) => ThemeToken | undefined;
  /** Parts of the value to mark (what a search matched), as [start, end) string offsets. */
  marks?: (row: T) => ReadonlyArray<readonly [number, number]>;
}

export interface FittedColumn<T> {
  column: Column<T>;
  width: number;
}

export const CELL_GAP = 1;
/** '> ' before the selected row, so the selection shows without colour. */
export const MARKER_WIDTH = 2;

export function fitColumns<T>(columns: readonly Column<T>[], totalWidth: number): FittedColumn<T>[] {
  const available = Math.max(0, totalWidth - MARKER_WIDTH);
  const kept = [...columns];
  const needed = (cols: readonly Column<T>[]) =>
    cols.reduce((sum, c) => sum + c.width, 0) + CELL_GAP * Math.max(0, cols.length - 1);
  while (kept.length > 1 && needed(kept) > available) {
    let drop = -1;
    for (let i = 0; i < kept.length; i++) {
      const p = kept[i]!.priority ?? 0;
      if (p > 0 && (drop < 0 || p >= (kept[drop]!.priority ?? 0))) drop = i;
    }
    if (drop < 0) break;
    kept.splice(drop, 1);
  }
  const widths = kept.map((c) => c.width);
  let spare = available - needed(kept);
  if (spare < 0) {
    // Even the essential columns do not fit: shrink the growing ones, then the widest.
    for (let i = widths.length - 1; i >= 0 && spare < 0; i--) {
      const cut = Math.min(-spare, Math.max(0, widths[i]! - 3));
      widths[i] = widths[i]! - cut;
      spare += cut;
    }
  }
  // Hand out the leftover width to growing columns by their share, respecting maxWidth.
  for (let round = 0; round < 4 && spare > 0; round++) {
    const growers = kept
      .map((c, i) => ({ c, i }))
      .filter(({ c, i }) => (c.grow ?? 0) > 0 && (c.maxWidth === undefined || widths[i]! < c.maxWidth));
    const shares = growers.reduce((sum, { c }) => sum + (c.grow ?? 0), 0);
    if (shares === 0) break;
    let given = 0;
    for (const { c, i } of growers) {
      let add = Math.floor((spare * (c.grow ?? 0)) / shares);
      if (c.maxWidth !== undefined) add = Math.min(add, c.maxWidth - widths[i]!);
      widths[i] = widths[i]! + add;
      given += add;
    }
    if (given === 0) {
      // Rounding left a few cells: give them to the first grower.
      const first = growers[0]!;
      widths[first.i] = widths[first.i]! + 1;
      given = 1;
    }
    spare -= given;
  }
  return kept.map((column, i) => ({ column, width: widths[i]! }));
}

export function formatCells<T>(fitted: readonly FittedColumn<T>[], row: T): string[] {
  return fitted.map(({ column, width }) => fit(column.value(row), width, column.align ?? 'left'));
}

export function formatHeader<T>(fitted: readonly FittedColumn<T>[]): string {
  return fitted.map(({ column, width }) => fit(column.header, width, column.align ?? 'left')).join(' '.repeat(CELL_GAP));
}

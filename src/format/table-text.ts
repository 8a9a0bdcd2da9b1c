// Plain-text tables that fit a terminal width: a row is never wrapped. Columns first shrink
// (the least important first, each down to its minimum), and when even the minimums do not
// fit, the least important columns are left out.
import { displayWidth, fit, truncate } from './width.js';

export interface TextColumn {
  key: string;
  header: string;
  align?: 'left' | 'right';
  /** Narrowest the column is cut to before columns are dropped. */
  min: number;
  /**
   * Never cut: shown whole or left out. For values a cut would make wrong or useless
   * (IDs, counts, durations).
   */
  fixed?: boolean;
  /** Widest it ever gets, however long its cells. */
  max?: number;
  /** Lower is left out first when the minimums do not fit; the highest stays to the end. */
  priority: number;
}

export type TextRow = Readonly<Record<string, string>>;

export interface TableLayout {
  columns: TextColumn[];
  widths: number[];
}

/** Which columns show, and how wide, for these rows in `width` cells with `gap` between. */
export function layoutColumns(columns: readonly TextColumn[], rows: readonly TextRow[], width: number, gap = 2): TableLayout {
  // Measured once: columns are dropped one at a time below, and each text is measured once.
  const naturalOf = new Map(columns.map((column) => [column, naturalWidth(column, rows)]));
  let visible = [...columns];
  for (;;) {
    const natural = visible.map((column) => naturalOf.get(column)!);
    const floors = visible.map((column, i) => (column.fixed ? natural[i]! : Math.min(natural[i]!, column.min)));
    const gaps = gap * Math.max(0, visible.length - 1);
    const floorTotal = floors.reduce((a, b) => a + b, 0) + gaps;
    if (floorTotal > width && visible.length > 1) {
      visible = withoutLeastImportant(visible);
      continue;
    }
    const widths = shrinkToFit(natural, floors, visible.map((c) => c.priority), Math.max(0, width - gaps));
    return { columns: visible, widths };
  }
}

function naturalWidth(column: TextColumn, rows: readonly TextRow[]): number {
  let widest = displayWidth(column.header);
  for (const row of rows) widest = Math.max(widest, displayWidth(row[column.key] ?? ''));
  return column.max === undefined ? widest : Math.min(widest, column.max);
}

function withoutLeastImportant(columns: TextColumn[]): TextColumn[] {
  let drop = 0;
  columns.forEach((column, i) => {
    if (column.priority < columns[drop]!.priority) drop = i;
  });
  return columns.filter((_, i) => i !== drop);
}

// The least important column gives way first, down to its minimum, then the next one: the name
// of a session keeps its room while a branch or user is cut.
function shrinkToFit(natural: number[], floors: number[], priorities: number[], room: number): number[] {
  const widths = [...natural];
  let excess = widths.reduce((a, b) => a + b, 0) - room;
  const order = priorities.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p || b.i - a.i);
  for (const { i } of order) {
    if (excess <= 0) break;
    const take = Math.min(excess, widths[i]! - floors[i]!);
    widths[i]! -= take;
    excess -= take;
  }
  // A single column wider than the terminal: cut it to the room there is.
  if (excess > 0 && widths.length === 1) widths[0] = Math.max(0, room);
  return widths;
}

export interface RenderOptions {
  gap?: number;
  /** Decorate a cell after it was fitted (colour): widths are measured before, never after. */
  paint?: (text: string, row: number | 'header', key: string, source: string) => string;
}

/** Header line then one line per row; every line is at most `width` cells, no trailing spaces. */
export function renderTable(
  columns: readonly TextColumn[],
  rows: readonly TextRow[],
  width: number,
  options: RenderOptions = {},
): string[] {
  const gap = options.gap ?? 2;
  const layout = layoutColumns(columns, rows, width, gap);
  const header: TextRow = Object.fromEntries(layout.columns.map((c) => [c.key, c.header]));
  const line = (row: TextRow, index: number | 'header') => {
    const joined = layout.columns
      .map((column, i) => {
        const source = row[column.key] ?? '';
        const last = i === layout.columns.length - 1;
        const w = layout.widths[i]!;
        // The last left-aligned cell is not padded, so lines carry no trailing spaces.
        const text = last && column.align !== 'right' ? truncate(source, w) : fit(source, w, column.align ?? 'left');
        return options.paint ? options.paint(text, index, column.key, source) : text;
      })
      .join(' '.repeat(gap));
    // Empty trailing cells would leave spaces; painted lines end in codes, so only plain ones.
    return options.paint ? joined : joined.trimEnd();
  };
  return [line(header, 'header'), ...rows.map((row, i) => line(row, i))];
}

// The one column model of every list: declared once here in format/, laid out by one function,
// drawn by the TUI's Table and by the plain-text and Markdown tables of the commands. Widths are
// terminal cells (wide characters count two), never string length.
import type { StatusTone } from './status.js';
import { displayWidth, fit, truncate } from './width.js';

export interface Column<R> {
  /** Names the column (tests, `select` of a screen); `id` is the row's ID, copied whole. */
  id: string;
  header: string;
  /** The cell's text: plain, one line, already sanitized. */
  value: (row: R) => string;
  align?: 'left' | 'right';
  /** Narrowest a cut may leave it; when even the minimums do not fit, columns are left out. */
  min: number;
  /** Widest it gets, however long its cells (absent: as wide as its longest cell). */
  max?: number;
  /**
   * Takes the room left once every column has its width, past `max`, up to its longest cell (a name on a wide
   * terminal).
   */
  grow?: boolean;
  /** Never cut: shown whole or left out (IDs, counts, durations: a cut would make them wrong). */
  fixed?: boolean;
  /** At least `min` wide even while its cells are shorter: cells that fill in later move no other column. */
  steady?: boolean;
  /**
   * How much the column matters: HIGHER STAYS LONGER. When a row does not fit, the lowest
   * priority is cut first (down to its `min`), then the next; when even the minimums do not fit,
   * the lowest priority is left out first. The highest is the last to go.
   */
  priority: number;
  /** Colour of the cell (a status); the TUI maps it to a theme token, a command to ANSI. */
  tone?: (row: R) => StatusTone | undefined;
  /** Parts of the value a search matched, as [start, end) string offsets (the TUI marks them). */
  marks?: (row: R) => ReadonlyArray<readonly [number, number]>;
}

/** Cells between two columns, in the TUI and in the commands alike. */
export const CELL_GAP = 2;

/** The TUI's '> ' before the selected row (the selection shows without colour). */
const MARKER_WIDTH = 2;

/**
 * The room a table's rows get in a terminal `columns` wide: the TUI draws its selection marker
 * in the first two cells, and the commands leave the same two cells unused (at the end of the
 * line), so one check's row is the same text on the Checks screen and in `vigil checks list`.
 */
export function tableWidth(columns: number): number {
  return Math.max(1, columns - MARKER_WIDTH);
}

export interface Layout<R> {
  columns: readonly Column<R>[];
  widths: readonly number[];
  gap: number;
}

/**
 * Each column's natural width: its header and its widest cell (`max` is applied by the layout).
 * Only the first `limit` rows are read: a screen of 10,000 rows measures a sample once per row
 * list, never per keypress.
 */
export function measureColumns<R>(
  columns: readonly Column<R>[],
  rows: readonly R[],
  limit = Number.POSITIVE_INFINITY,
): number[] {
  const count = Math.min(rows.length, limit);
  return columns.map((column) => {
    let widest = displayWidth(column.header);
    for (let i = 0; i < count; i++) {
      const w = displayWidth(column.value(rows[i]!));
      if (w > widest) widest = w;
    }
    return widest;
  });
}

/** Which columns show, and how wide, in `width` cells, given their natural widths (measureColumns). */
export function layoutColumns<R>(
  columns: readonly Column<R>[],
  measured: readonly number[],
  width: number,
  gap = CELL_GAP,
): Layout<R> {
  let visible = columns.map((column, i) => {
    const longest = Math.max(measured[i] ?? displayWidth(column.header), column.steady ? column.min : 0);
    return { column, longest, natural: column.max === undefined ? longest : Math.min(longest, column.max) };
  });
  for (;;) {
    const floors = visible.map(({ column, natural: n }) => (column.fixed ? n : Math.min(n, column.min)));
    const gaps = gap * Math.max(0, visible.length - 1);
    if (floors.reduce((a, b) => a + b, 0) + gaps > width && visible.length > 1) {
      visible = withoutLowest(visible);
      continue;
    }
    const room = Math.max(0, width - gaps);
    const widths = shrinkToFit(
      visible.map((v) => v.natural),
      floors,
      visible.map((v) => v.column.priority),
      room,
    );
    // Room left over goes to the growing columns, in order, up to their longest cell.
    let spare = room - widths.reduce((a, b) => a + b, 0);
    visible.forEach((v, i) => {
      if (!v.column.grow || spare <= 0) return;
      const add = Math.min(spare, v.longest - widths[i]!);
      if (add > 0) {
        widths[i]! += add;
        spare -= add;
      }
    });
    return { columns: visible.map((v) => v.column), widths, gap };
  }
}

/** Measure the rows and lay the columns out: what a text table does in one call. */
export function fitColumns<R>(
  columns: readonly Column<R>[],
  rows: readonly R[],
  width: number,
  gap = CELL_GAP,
): Layout<R> {
  return layoutColumns(columns, measureColumns(columns, rows), width, gap);
}

// Ties go to the later column: of two equal priorities, the one read last is left out.
function withoutLowest<T extends { column: { priority: number } }>(visible: T[]): T[] {
  let drop = 0;
  visible.forEach((v, i) => {
    if (v.column.priority <= visible[drop]!.column.priority) drop = i;
  });
  return visible.filter((_, i) => i !== drop);
}

// The lowest priority gives way first, down to its floor, then the next one: the name of a
// check keeps its room while a group is cut.
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
  // A single column wider than the room: cut it to the room there is.
  if (excess > 0 && widths.length === 1) widths[0] = Math.max(0, room);
  return widths;
}

/**
 * The cells of a row fitted to the layout: padded to their width, except the last left-aligned
 * one, which is only cut (so a line carries no trailing spaces).
 */
function layoutCells<R>(layout: Layout<R>, cellOf: (column: Column<R>) => string): string[] {
  const last = layout.columns.length - 1;
  return layout.columns.map((column, i) => {
    const w = layout.widths[i]!;
    const text = cellOf(column);
    return i === last && column.align !== 'right' ? truncate(text, w) : fit(text, w, column.align ?? 'left');
  });
}

export function rowCells<R>(layout: Layout<R>, row: R): string[] {
  return layoutCells(layout, (column) => column.value(row));
}

export function headerCells<R>(layout: Layout<R>): string[] {
  return layoutCells(layout, (column) => column.header);
}

/** Cells joined by the gap, without trailing spaces (an empty last cell leaves none). */
export function joinCells(cells: readonly string[], gap: number): string {
  return cells.join(' '.repeat(gap)).trimEnd();
}

/** The same columns over another row type: a screen's row that carries the format row inside. */
export function columnsOf<S, R>(columns: readonly Column<S>[], pick: (row: R) => S): Column<R>[] {
  return columns.map(({ value, tone, marks, ...rest }) => ({
    ...rest,
    value: (row: R) => value(pick(row)),
    ...(tone ? { tone: (row: R) => tone(pick(row)) } : {}),
    ...(marks ? { marks: (row: R) => marks(pick(row)) } : {}),
  }));
}

/** The columns less those named: a screen that opens a row instead of showing its ID. */
export function withoutColumns<R>(columns: readonly Column<R>[], ids: readonly string[]): Column<R>[] {
  return columns.filter((c) => !ids.includes(c.id));
}

// Lists for scripts in a pipe: one line per row, every column's whole value, separated by tabs,
// no header and no notes (as gh prints a list when stdout is not a terminal), so `cut -f` works.
import type { Column } from './columns.js';

/** A value on one line with no tab in it (values are already sanitized one-line text). */
function tsvCell(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ');
}

export function tsvLines<R>(columns: readonly Column<R>[], rows: readonly R[]): string[] {
  return rows.map((row) => columns.map((c) => tsvCell(c.value(row))).join('\t'));
}

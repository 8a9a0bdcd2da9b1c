// The cells of a table as drawn (a TUI frame or a command's output), read back by the header
// line: the header names the columns shown, in order, and cells are apart by at least two
// spaces (the gap of format/columns.ts). Cells here never hold two spaces in a row.
import type { Column } from '../../src/format/columns.js';

const split = (line: string) => line.trim().split(/ {2,}/);

/** The header line's columns (by id), or null when the line is not the header of these columns. */
export function headerIds(line: string, columns: readonly Column<never>[]): string[] | null {
  const words = split(line.replace(/^> /, '  '));
  const ids: string[] = [];
  let from = 0;
  for (const word of words) {
    const at = columns.findIndex((c, i) => i >= from && c.header === word);
    if (at < 0) return null;
    ids.push(columns[at]!.id);
    from = at + 1;
  }
  return ids.length >= 2 ? ids : null;
}

/**
 * Each row line's cells by column id, from the first header line of these columns (or `known`,
 * the header of the frame a lone row line was taken from).
 */
export function tableCells(
  lines: readonly string[],
  columns: readonly Column<never>[],
  isRow: (line: string) => boolean,
  known?: readonly string[],
): Array<Record<string, string>> {
  const header = lines.map((l) => headerIds(l, columns)).find((ids) => ids !== null) ?? known;
  if (!header) throw new Error(`no header of ${columns.map((c) => c.header).join(', ')} in:\n${lines.join('\n')}`);
  return lines.filter(isRow).map((line) => {
    const cells = split(line.replace(/^> /, '  '));
    if (cells.length !== header.length)
      throw new Error(`${cells.length} cells for ${header.length} columns in "${line}"`);
    return Object.fromEntries(header.map((id, i) => [id, cells[i]!]));
  });
}

// Markdown ready to paste into an incident document or a pull request. Cells hold untrusted
// server text: control characters are escaped (sanitize), and the characters that would end a
// cell or a row (`|`, line breaks) are escaped so one odd name never breaks the table.
import type { Column } from './columns.js';
import { sanitizeLine } from '../sanitize.js';
import { displayWidth } from './width.js';

/** One table cell: safe to paste, never more than one line, never splits the row. */
export function markdownCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const oneLine = String(value).replace(/\r\n|\r|\n/g, '<br>');
  return sanitizeLine(oneLine).replace(/\\/g, '\\\\').replace(/\|/g, '\\|').trim();
}

/** Inline text outside tables (headings, list items): one line, control characters escaped. */
export function markdownInline(value: unknown): string {
  if (value === null || value === undefined) return '';
  return sanitizeLine(String(value).replace(/\r\n|\r|\n/g, ' ')).trim();
}

/** Text for inline code spans: a backtick inside would end the span early, so the fence grows. */
export function markdownCode(value: unknown): string {
  const text = markdownInline(value);
  let fence = '`';
  while (text.includes(fence)) fence += '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

export interface MarkdownColumn {
  header: string;
  align?: 'left' | 'right';
}

/**
 * A GitHub-flavoured Markdown table. Cells must already be escaped with `markdownCell` (so a
 * caller can put inline code in a cell); columns are padded so the raw text reads as a table too.
 */
export function markdownTable(columns: readonly MarkdownColumn[], rows: readonly (readonly string[])[]): string {
  const headers = columns.map((c) => markdownCell(c.header));
  const widths = columns.map((_, i) =>
    Math.max(3, displayWidth(headers[i]!), ...rows.map((row) => displayWidth(row[i] ?? ''))),
  );
  const pad = (text: string, i: number) => {
    const space = ' '.repeat(widths[i]! - displayWidth(text));
    return columns[i]!.align === 'right' ? space + text : text + space;
  };
  const line = (cells: readonly string[]) => `| ${columns.map((_, i) => pad(cells[i] ?? '', i)).join(' | ')} |`;
  const dashes = (align: string | undefined, width: number) =>
    align === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width);
  const rule = `| ${columns.map((c, i) => dashes(c.align, widths[i]!)).join(' | ')} |`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/**
 * Rows as a Markdown table of the list's columns, every one (Markdown has no width); the ID as inline code, so it
 * copies whole.
 */
export function markdownColumns<R>(columns: readonly Column<R>[], rows: readonly R[]): string {
  const cells = rows.map((row) =>
    columns.map((c) => (c.id === 'id' ? markdownCode(c.value(row)) : markdownCell(c.value(row)))),
  );
  return markdownTable(
    columns.map((c) => ({ header: c.header, ...(c.align ? { align: c.align } : {}) })),
    cells,
  );
}

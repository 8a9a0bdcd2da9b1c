// The three outputs every list command shares: a table fitted to the terminal (the columns of
// format/, as the TUI's screens declare them), Markdown to paste, and JSON for scripts
// (`{data, pagination}`). Pure apart from writing to stdout.
import { toSafeJson } from '../../format/json.js';
import { markdownCell, markdownCode, markdownTable } from '../../format/markdown.js';
import { renderTable, type TextColumn, type TextRow } from '../../format/table-text.js';
import type { Paint, Style } from '../test-sessions/ansi.js';
import { colourWanted, painter } from '../test-sessions/ansi.js';
import type { CommandIO } from '../types.js';

export const LIST_OUTPUTS = ['table', 'json', 'md'] as const;
export type ListOutput = (typeof LIST_OUTPUTS)[number];

export interface ListDocument {
  columns: readonly TextColumn[];
  rows: readonly TextRow[];
  /** What `-o json` prints as `data`: the items as the server sent them. */
  data: unknown;
  pagination: Record<string, unknown>;
  /** Lines under the table (count, next page); not in Markdown or JSON. */
  footer: readonly string[];
  /** Said instead of an empty table. */
  empty: string;
  /** Colour of a cell on a terminal (words always stand beside it). */
  tone?: (row: TextRow, key: string) => Style | undefined;
}

/** Width of the table: the terminal's, or 80 in a pipe (as `test-sessions list`). */
function outputWidth(io: CommandIO): number {
  return io.stdout.isTTY && io.stdout.columns ? io.stdout.columns : 80;
}

function renderListText(doc: ListDocument, width: number, paint: Paint): string {
  // An empty page of a filtered list may still have pages after it: keep the way there.
  if (doc.rows.length === 0) return `${[doc.empty, ...doc.footer.filter((l) => l.startsWith('Next page'))].join('\n')}\n`;
  const lines = renderTable(doc.columns, doc.rows, width, {
    paint: (text, row, key) => {
      if (row === 'header') return paint(text, 'bold');
      const tone = doc.tone?.(doc.rows[row]!, key);
      return tone ? paint(text, tone) : text;
    },
  });
  return `${[...lines, ...doc.footer].join('\n')}\n`;
}

/** Every column (Markdown has no width limit); IDs as inline code so they copy whole. */
function renderListMarkdown(doc: ListDocument): string {
  if (doc.rows.length === 0) return `${doc.empty}\n`;
  const columns = doc.columns.map((c) => ({ header: c.header, align: c.align }));
  const rows = doc.rows.map((row) => doc.columns.map((c) => (c.key === 'id' ? markdownCode(row[c.key] ?? '') : markdownCell(row[c.key] ?? ''))));
  return `${markdownTable(columns, rows)}\n`;
}

function renderListJson(doc: ListDocument): string {
  return `${toSafeJson({ data: doc.data, pagination: doc.pagination }, 2)}\n`;
}

export function writeList(io: CommandIO, output: ListOutput, doc: ListDocument): void {
  if (output === 'json') io.stdout.write(renderListJson(doc));
  else if (output === 'md') io.stdout.write(renderListMarkdown(doc));
  else io.stdout.write(renderListText(doc, outputWidth(io), painter(colourWanted(io))));
}

// The three outputs every list command shares: a table fitted to the terminal (the columns of
// format/, which the TUI's screens draw too), Markdown to paste, and JSON for scripts
// (`{data, pagination}`, one pagination shape for every list: `{nextId, length}`, as
// `test-sessions list` prints it for upstream's scripts). Pure apart from writing to stdout.
import { toSafeJson } from '../../format/json.js';
import { tableWidth, type Column } from '../../format/columns.js';
import { markdownColumns } from '../../format/markdown.js';
import { renderTable } from '../../format/table-text.js';
import type { Paint } from '../test-sessions/ansi.js';
import { colourWanted, painter } from '../test-sessions/ansi.js';
import type { CommandIO } from '../types.js';

export const LIST_OUTPUTS = ['table', 'json', 'md'] as const;
export type ListOutput = (typeof LIST_OUTPUTS)[number];

/** The -o option of every list command, for its option table. */
export const LIST_OUTPUT_OPTION = {
  type: 'text',
  short: 'o',
  valueName: 'FORMAT',
  values: LIST_OUTPUTS,
  aliases: { markdown: 'md' },
  default: 'table',
  description: 'how to print the list (a table fits the terminal; json is {data, pagination: {nextId, length}})',
} as const;

export interface ListDocument<R> {
  /** The list's columns as format/ declares them (its screen draws the same). */
  columns: readonly Column<R>[];
  rows: readonly R[];
  /** What `-o json` prints as `data`: the items as the server sent them. */
  data: readonly unknown[];
  /**
   * What the command's next-page option takes (`--cursor` of a cursor list, `--page` of a
   * numbered one), or null on the last page and for lists that are not paged.
   */
  nextId: string | null;
  /** Lines under the table (count, next page); not in Markdown or JSON. */
  footer: readonly string[];
  /** Said instead of an empty table. */
  empty: string;
}

/** Width of the table: the terminal's, or 80 in a pipe (as `test-sessions list`). */
function outputWidth(io: CommandIO): number {
  return io.stdout.isTTY && io.stdout.columns ? io.stdout.columns : 80;
}

/** Coloured by the columns' tones on a terminal (words always stand beside the colour). */
function renderListText<R>(doc: ListDocument<R>, width: number, paint: Paint): string {
  // An empty page of a filtered list may still have pages after it: keep the way there.
  if (doc.rows.length === 0)
    return `${[doc.empty, ...doc.footer.filter((l) => l.startsWith('Next page'))].join('\n')}\n`;
  const lines = renderTable(doc.columns, doc.rows, tableWidth(width), {
    paint: (text, row, column) => {
      if (row === 'header') return paint(text, 'bold');
      const tone = column.tone?.(doc.rows[row]!);
      return tone ? paint(text, tone) : text;
    },
  });
  return `${[...lines, ...doc.footer].join('\n')}\n`;
}

/** Every column (Markdown has no width limit). */
function renderListMarkdown<R>(doc: ListDocument<R>): string {
  if (doc.rows.length === 0) return `${doc.empty}\n`;
  return `${markdownColumns(doc.columns, doc.rows)}\n`;
}

function renderListJson<R>(doc: ListDocument<R>): string {
  return `${toSafeJson({ data: doc.data, pagination: { nextId: doc.nextId, length: doc.data.length } }, 2)}\n`;
}

export function writeList<R>(io: CommandIO, output: ListOutput, doc: ListDocument<R>): void {
  if (output === 'json') io.stdout.write(renderListJson(doc));
  else if (output === 'md') io.stdout.write(renderListMarkdown(doc));
  else io.stdout.write(renderListText(doc, outputWidth(io), painter(colourWanted(io))));
}

// The three outputs every list command shares: a table fitted to the terminal (the columns of
// format/, which the TUI's screens draw too), Markdown to paste, and JSON for scripts
// (`{data, pagination}`, one pagination shape for every list: `{nextId, length}`, as
// `test-sessions list` prints it for upstream's scripts). Pure apart from writing to stdout.
import { toSafeJson } from '../../format/json.js';
import { tableWidth, type Column } from '../../format/columns.js';
import { markdownColumns } from '../../format/markdown.js';
import { renderTable } from '../../format/table-text.js';
import { tsvLines } from '../../format/tsv.js';
import type { Paint } from './ansi.js';
import { colourWanted, painter } from './ansi.js';
import type { CommandIO } from '../../io.js';
import { maskSecrets } from './secrets.js';

export const LIST_OUTPUTS = ['table', 'json', 'md', 'tsv'] as const;
export type ListOutput = (typeof LIST_OUTPUTS)[number];

/** The output when -o is not given: a fitted table on a terminal, whole values in a pipe. */
function defaultListOutput(io: CommandIO): ListOutput {
  return io.stdout.isTTY ? 'table' : 'tsv';
}

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

/** Whole values, tab-separated; an empty list writes nothing on stdout and says why on stderr. */
function writeListTsv<R>(io: CommandIO, doc: ListDocument<R>): void {
  if (doc.rows.length === 0) {
    io.stderr.write(`${doc.empty}\n`);
    return;
  }
  io.stdout.write(`${tsvLines(doc.columns, doc.rows).join('\n')}\n`);
}

/** `output` undefined: -o was not given (a table on a terminal, tsv in a pipe). */
export function writeList<R>(io: CommandIO, given: ListOutput | undefined, doc: ListDocument<R>): void {
  // vigil's own lines (the count, the hints, what an empty page says) are masked as stderr is:
  // a key typed as a profile, a search term or a filter is never printed back.
  const own = { ...doc, footer: doc.footer.map(maskSecrets), empty: maskSecrets(doc.empty) };
  const output = given ?? defaultListOutput(io);
  if (output === 'tsv') writeListTsv(io, own);
  else if (output === 'json') io.stdout.write(renderListJson(own));
  else if (output === 'md') io.stdout.write(renderListMarkdown(own));
  else io.stdout.write(renderListText(own, outputWidth(io), painter(colourWanted(io))));
}

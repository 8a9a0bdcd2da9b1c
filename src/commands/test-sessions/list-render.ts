// The three outputs of `vigil test-sessions list`: a table that fits the terminal, Markdown to
// paste, and JSON for scripts. Pure: data in, text out.
import type { CursorPage } from '../../client/index.js';
import type { TestSessionListEntry } from '../../client/schemas/index.js';
import { escapeUnsafeJsonText, toSafeJson } from '../../format/json.js';
import { jsonMemberText, reformatJson } from '../../format/json-text.js';
import { sanitizeLine } from '../../sanitize.js';
import { markdownColumns } from '../../format/markdown.js';
import { fitColumns, tableWidth } from '../../format/columns.js';
import { COUNTS_LEGEND, SESSION_COLUMNS, SESSION_MARKDOWN_COLUMNS, sessionRow } from '../../format/sessions.js';
import { renderLayout } from '../../format/table-text.js';
import { tsvLines } from '../../format/tsv.js';
import type { GlobalOptions } from '../types.js';
import type { Paint } from '../shared/ansi.js';
import { listArgs, type ListOptions } from './list-options.js';
import { vigilCommand } from '../shared/command-line.js';
import { plural } from '../shared/list-options.js';

export interface ListView {
  page: CursorPage<TestSessionListEntry>;
  /** The answer's text as the server sent it (after its check), for -o json. */
  rawBody?: string;
  options: ListOptions;
  global: GlobalOptions;
  now: number;
}

/** The lines after the table: the count, the next cursor and the commands to go on with. */
function listFooter(view: ListView): string[] {
  const { page, options, global } = view;
  const lines = [''];
  const count = `${plural(page.items.length, 'session')}, newest first.`;
  if (page.nextId) {
    lines.push(`${count} Next cursor: ${sanitizeLine(page.nextId)}`);
    lines.push(`Next page:     ${vigilCommand(['test-sessions', 'list', ...listArgs(options, page.nextId)], global)}`);
  } else {
    lines.push(`${count} This is the last page.`);
  }
  const first = page.items[0];
  if (first) lines.push(`First session: ${vigilCommand(['test-sessions', 'get', first.id], global)}`);
  return lines;
}

function emptyMessage(options: ListOptions): string {
  if (options.cursor !== undefined) return 'No more test sessions after this cursor.';
  const filtered =
    options.statuses.length + options.branches.length + options.users.length + options.providers.length > 0 ||
    options.from ||
    options.to ||
    options.search !== undefined ||
    options.errorGroup !== undefined ||
    options.noUsers;
  return filtered
    ? 'No test sessions match these filters: try fewer filters or a wider --from/--to.'
    : 'No test sessions yet.';
}

export function renderListTable(view: ListView, width: number, paint: Paint): string {
  if (view.page.items.length === 0) {
    const footer = view.page.nextId ? listFooter(view) : [];
    return `${[emptyMessage(view.options), ...footer].join('\n')}\n`;
  }
  const rows = view.page.items.map((entry) => sessionRow(entry, view.now));
  const layout = fitColumns(SESSION_COLUMNS, rows, tableWidth(width));
  const lines = renderLayout(layout, rows, (text, row, column) => {
    if (row === 'header') return paint(text, 'bold');
    const tone = column.id === 'status' ? column.tone?.(rows[row]!) : undefined;
    return tone ? paint(text, tone) : text;
  });
  const footer = listFooter(view);
  // The legend belongs to the table; the output still ends with the commands to go on with.
  if (layout.columns.some((c) => c.id === 'counts')) footer.splice(1, 0, `${COUNTS_LEGEND}.`);
  return `${[...lines, ...footer].join('\n')}\n`;
}

/**
 * For scripts in a pipe: one session per line, whole values (times absolute, UTC), tab-separated,
 * no header or notes (format/tsv.ts). Empty: nothing, and the caller says why on stderr.
 */
export function renderListTsv(view: ListView): string {
  if (view.page.items.length === 0) return '';
  const rows = view.page.items.map((entry) => sessionRow(entry, view.now));
  return `${tsvLines(SESSION_MARKDOWN_COLUMNS, rows).join('\n')}\n`;
}

/** What an empty page says (stderr when stdout carries tsv). */
export function emptyListMessage(view: ListView): string {
  return emptyMessage(view.options);
}

/**
 * A Markdown table ready to paste. Times are absolute (UTC): "4m ago" would be wrong by the
 * time someone reads the incident document.
 */
export function renderListMarkdown(view: ListView): string {
  return `${markdownColumns(
    SESSION_MARKDOWN_COLUMNS,
    view.page.items.map((entry) => sessionRow(entry, view.now)),
  )}\n`;
}

/**
 * `{data, pagination: {nextId, length}}`: the entries as the server sent them (its key order, its
 * digits, fields vigil does not know), terminal-unsafe characters escaped.
 */
export function renderListJson(view: ListView): string {
  const pagination = { nextId: view.page.nextId, length: view.page.length };
  const entries = view.rawBody === undefined ? undefined : jsonMemberText(view.rawBody, 'entries');
  if (entries === undefined) return `${toSafeJson({ data: view.page.items, pagination }, 2)}\n`;
  // reformatJson writes line breaks only between values, never inside a string: indenting every
  // line by two moves the whole list one level in.
  const data = reformatJson(entries, 2).replace(/\n/g, '\n  ');
  const tail = JSON.stringify({ pagination }, null, 2).slice(1);
  return `${escapeUnsafeJsonText(`{\n  "data": ${data},${tail}`)}\n`;
}

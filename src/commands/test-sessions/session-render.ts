// The session view of `vigil test-sessions get`: what failed and why first (summary, error
// groups), then the results, failures first, then the commands to dig further.
import type { ErrorGroup, TestSessionDetail } from '../../client/schemas/index.js';
import { markdownCode, markdownColumns, markdownInline } from '../../format/markdown.js';
import { sanitizeLine } from '../../sanitize.js';
import { errorGroupMessage, sessionErrorGroupIds, sessionSummaryFields } from '../../format/session-detail.js';
import { RESULT_COLUMNS, resultRow, resultTally, sortResults, type ResultRow } from '../../format/session-results.js';
import { isFinalStatus, STATUS_WORD_WIDTH, statusTone, statusWord } from '../../format/status.js';
import { fitColumns, tableWidth } from '../../format/columns.js';
import { renderLayout } from '../../format/table-text.js';
import { truncate } from '../../format/width.js';
import type { GlobalOptions } from '../types.js';
import type { Paint } from '../shared/ansi.js';
import { joinLines, markdownFields, nextStepLines, section, type NextStep } from './blocks.js';
import { fieldLines } from '../../format/fields.js';
import { vigilCommand } from '../shared/command-line.js';

/** An error group of the summary: loaded, or why it could not be. */
export interface LoadedGroup {
  id: string;
  group?: ErrorGroup;
  problem?: string;
}

export interface SessionView {
  session: TestSessionDetail;
  groups: LoadedGroup[];
  /** All error group IDs of the session (the summary shows the first few). */
  groupIds: string[];
  fullError: boolean;
  global: GlobalOptions;
  now: number;
}

/** Results shown in the detail view; the rest are counted, and -o md / -o json list them all. */
const DETAIL_RESULT_ROWS = 25;

function sessionSteps(view: SessionView): NextStep[] {
  const { session, global } = view;
  const id = session.testSessionId;
  const steps: NextStep[] = [];
  if (!isFinalStatus(session.status)) {
    steps.push({
      what: 'Wait for it to finish',
      command: vigilCommand(['test-sessions', 'get', id, '--watch'], global),
    });
  }
  const results = sortResults(session.results);
  const first = results[0];
  if (first) {
    const failed = first.status === 'FAILED';
    steps.push({
      what:
        `${failed ? 'Logs and timing of the first failure' : 'Logs and timing of a result'} ` +
        `(${truncate(sanitizeLine(first.name ?? ''), 40)})`,
      command: vigilCommand(['test-sessions', 'get', id, '--result', first.testSessionResultId], global),
    });
  }
  const group = view.groupIds[0];
  if (group) {
    steps.push({
      what: 'The first error group, with its raw error',
      command: vigilCommand(['test-sessions', 'get', id, '--error-group', group], global),
    });
    steps.push({
      what: 'Other sessions that hit it',
      command: vigilCommand(['test-sessions', 'list', '--error-group', group], global),
    });
  }
  return steps;
}

function groupMessage(loaded: LoadedGroup, fullError: boolean): string[] {
  if (!loaded.group) return [`(could not load: ${loaded.problem ?? 'unknown error'})`];
  if (!fullError) return [errorGroupMessage(loaded.group)];
  const raw = loaded.group.rawErrorMessage || loaded.group.cleanedErrorMessage;
  return raw
    ? raw
        .replace(/\r\n/g, '\n')
        .split('\n')
        .map((l) => sanitizeLine(l))
    : [errorGroupMessage(loaded.group)];
}

export function renderSessionDetail(view: SessionView, width: number, paint: Paint): string {
  const { session } = view;
  const lines: string[] = [];
  lines.push(
    `${paint(statusWord(session.status), statusTone(session.status))}  ${paint(sanitizeLine(session.name), 'bold')}`,
  );
  lines.push(
    ...fieldLines(
      [{ label: 'ID', value: sanitizeLine(session.testSessionId) }, ...sessionSummaryFields(session, view.now)],
      (label) => paint(label, 'dim'),
    ),
  );

  if (view.groupIds.length > 0) {
    lines.push(
      '',
      section(
        `Error groups (${view.groups.length < view.groupIds.length ? `first ${view.groups.length} of ` : ''}` +
          `${view.groupIds.length})`,
        paint,
      ),
    );
    view.groups.forEach((loaded, i) => {
      const number = `${i + 1}.`;
      const indent = ' '.repeat(number.length + 3);
      const message = groupMessage(loaded, view.fullError);
      // One line each: cut to the terminal so a long message never wraps (--full-error shows all).
      const first = view.fullError ? message[0]! : truncate(message[0]!, Math.max(20, width - indent.length));
      lines.push(`  ${number} ${first}`);
      for (const more of message.slice(1)) lines.push(`${indent}${more}`);
      lines.push(`${indent}${paint(sanitizeLine(loaded.id), 'dim')}`);
    });
    if (view.groups.length < view.groupIds.length) {
      lines.push(
        `  ${view.groupIds.length - view.groups.length} more: add --error-groups-limit ${view.groupIds.length}`,
      );
    }
  }

  const results = sortResults(session.results);
  lines.push('', section(`Results (${resultTally(session.results)})`, paint));
  if (results.length > 0) {
    const shown = results.slice(0, DETAIL_RESULT_ROWS);
    const rows: ResultRow[] = shown.map(resultRow);
    const layout = fitColumns(RESULT_COLUMNS, rows, tableWidth(width));
    const table = renderLayout(layout, rows, (text, row, column) =>
      row === 'header' ? paint(text, 'dim') : column.id === 'status' ? paint(text, rows[row]!.tone) : text,
    );
    const idShown = layout.columns.some((c) => c.id === 'id');
    lines.push(table[0]!);
    // Too narrow for the ID column: each ID goes on its own line under its row, for --result.
    rows.forEach((row, i) => {
      lines.push(table[i + 1]!);
      if (!idShown) lines.push(`${' '.repeat(STATUS_WORD_WIDTH + 2)}${paint(row.id, 'dim')}`);
    });
    if (results.length > shown.length) {
      lines.push(`(${shown.length} of ${results.length} shown, failures first; -o md or -o json lists them all)`);
    }
  }
  lines.push(...nextStepLines(sessionSteps(view), paint));
  return joinLines(lines);
}

export function renderSessionMarkdown(view: SessionView): string {
  const { session } = view;
  const out: string[] = [];
  out.push(`## ${statusWord(session.status)}: ${markdownInline(session.name)}`, '');
  out.push(
    ...markdownFields([
      { label: 'ID', value: markdownCode(session.testSessionId) },
      ...sessionSummaryFields(session, view.now).map((f) =>
        f.label === 'Started' ? { ...f, value: f.value.replace(/ \(.*\)$/, '') } : f,
      ),
    ]),
  );
  if (view.groupIds.length > 0) {
    out.push('', `### Error groups (${view.groups.length} of ${view.groupIds.length})`, '');
    for (const loaded of view.groups) {
      const message = groupMessage(loaded, false)[0]!;
      out.push(`- ${markdownInline(message)} (${markdownCode(loaded.id)})`);
    }
  }
  const results = sortResults(session.results);
  out.push('', `### Results (${resultTally(session.results)})`, '');
  if (results.length > 0) {
    out.push(markdownColumns(RESULT_COLUMNS, results.map(resultRow)));
  }
  return `${out.join('\n')}\n`;
}

/** The error group IDs the summary shows (first `limit`). */
export function summaryGroupIds(session: TestSessionDetail, limit: number): { all: string[]; shown: string[] } {
  const all = sessionErrorGroupIds(session);
  return { all, shown: all.slice(0, limit) };
}

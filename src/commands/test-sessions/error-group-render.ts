// The error group view of `vigil test-sessions get <id> --error-group <groupId>`: the cleaned
// message, when and where it was seen, and the raw error (whole with --full-error).
import type { ErrorGroup } from '../../client/schemas/index.js';
import { markdownInline } from '../../format/markdown.js';
import { sanitizeLine, sanitizeLines } from '../../sanitize.js';
import { errorGroupFields, errorGroupMessage } from '../../format/session-detail.js';
import type { GlobalOptions } from '../types.js';
import type { Paint } from '../shared/ansi.js';
import { joinLines, markdownFence, markdownFields, nextStepLines, section } from './blocks.js';
import { fieldLines } from '../../format/fields.js';
import { vigilCommand } from '../shared/command-line.js';

export interface ErrorGroupView {
  sessionId: string;
  group: ErrorGroup;
  fullError: boolean;
  global: GlobalOptions;
  now: number;
}

/** Raw error lines shown without --full-error: the cleaned message above says what it is. */
const RAW_ERROR_LINES = 6;
// Hiding one or two lines behind a flag helps nobody: short errors are shown whole.
const RAW_ERROR_SLACK = 2;

function rawLines(view: ErrorGroupView): { lines: string[]; hidden: number } {
  const raw = view.group.rawErrorMessage ?? '';
  const lines = raw === '' ? [] : sanitizeLines(raw.replace(/\n$/, ''));
  if (view.fullError || lines.length <= RAW_ERROR_LINES + RAW_ERROR_SLACK) return { lines, hidden: 0 };
  return { lines: lines.slice(0, RAW_ERROR_LINES), hidden: Math.max(0, lines.length - RAW_ERROR_LINES) };
}

export function renderErrorGroupDetail(view: ErrorGroupView, paint: Paint): string {
  const { group } = view;
  const lines: string[] = [paint('Error group', 'bold')];
  lines.push(
    ...fieldLines(
      [
        { label: 'Message', value: errorGroupMessage(group) },
        { label: 'ID', value: sanitizeLine(group.id) },
        { label: 'Session ID', value: sanitizeLine(view.sessionId) },
        ...errorGroupFields(group, view.now),
      ],
      (label) => paint(label, 'dim'),
    ),
  );
  const raw = rawLines(view);
  if (raw.lines.length > 0) {
    const title =
      view.fullError || raw.hidden === 0
        ? 'Raw error'
        : `Raw error (first ${raw.lines.length} lines; ${raw.hidden} more with --full-error)`;
    lines.push('', section(title, paint), ...raw.lines.map((l) => `  ${l}`));
  }
  const steps = [
    {
      what: 'Other sessions that hit this error',
      command: vigilCommand(['test-sessions', 'list', '--error-group', group.id], view.global),
    },
  ];
  if (!view.fullError && raw.hidden > 0) {
    steps.push({
      what: 'The whole raw error',
      command: vigilCommand(
        ['test-sessions', 'get', view.sessionId, '--error-group', group.id, '--full-error'],
        view.global,
      ),
    });
  }
  lines.push(...nextStepLines(steps, paint));
  return joinLines(lines);
}

export function renderErrorGroupMarkdown(view: ErrorGroupView): string {
  const { group } = view;
  const out = [`## Error group: ${markdownInline(errorGroupMessage(group))}`, ''];
  out.push(
    ...markdownFields([
      { label: 'ID', value: `\`${sanitizeLine(group.id)}\`` },
      { label: 'Session ID', value: `\`${sanitizeLine(view.sessionId)}\`` },
      ...errorGroupFields(group, view.now).map((f) => ({ ...f, value: f.value.replace(/ \(.*\)$/, '') })),
    ]),
  );
  const raw = rawLines(view);
  if (raw.lines.length > 0) {
    out.push(
      '',
      `### Raw error${raw.hidden > 0 ? ` (first ${raw.lines.length} lines)` : ''}`,
      '',
      ...markdownFence(raw.lines),
    );
  }
  return `${out.join('\n')}\n`;
}

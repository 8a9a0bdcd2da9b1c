// The result view of `vigil test-sessions get <id> --result <resultId>`: state and timing,
// then why it failed (assertions, request and response for API checks; errors for browser and
// script checks), then the whole log last, so its tail is what stays on the screen.
import type { TestSessionResultDetail } from '../../client/schemas/index.js';
import { markdownInline } from '../../format/markdown.js';
import { sanitizeLine } from '../../sanitize.js';
import { resultFields, resultLogLines, resultSections, type DetailSection } from '../../format/result-detail.js';
import { resultStatusTone, resultStatusWord } from '../../format/status.js';
import type { GlobalOptions } from '../types.js';
import type { Paint } from '../shared/ansi.js';
import { capLine, joinLines, markdownFence, markdownFields, nextStepLines, section } from './blocks.js';
import { fieldLines } from '../../format/fields.js';
import { vigilCommand } from '../shared/command-line.js';

export interface ResultView {
  sessionId: string;
  result: TestSessionResultDetail;
  global: GlobalOptions;
  now: number;
}

/** Response bodies can be long; the log is where the whole story is (-o json has all of it). */
const BODY_LINES = 20;

function sectionLines(sections: readonly DetailSection[], paint: Paint): string[] {
  return sections.flatMap((s) => [
    '',
    section(s.title, paint),
    ...s.lines.map((l) => `  ${l.mark ? `${paint(l.mark.padEnd(4), l.tone ?? 'unknown')}  ` : ''}${l.text}`),
  ]);
}

export function renderResultDetail(view: ResultView, paint: Paint): string {
  const { result } = view;
  const lines: string[] = [];
  lines.push(
    `${paint(resultStatusWord(result), resultStatusTone(result))}  ` +
      `${paint(sanitizeLine(result.name || '(unnamed)'), 'bold')}`,
  );
  lines.push(
    ...fieldLines(
      [
        { label: 'Result ID', value: sanitizeLine(result.testSessionResultId) },
        { label: 'Session ID', value: sanitizeLine(view.sessionId) },
        ...resultFields(result, view.now),
      ],
      (label) => paint(label, 'dim'),
    ),
  );
  lines.push(...sectionLines(resultSections(result, { bodyLines: BODY_LINES }), paint));

  const log = resultLogLines(result);
  lines.push('', section(`Log (${log.length} line${log.length === 1 ? '' : 's'})`, paint));
  lines.push(...(log.length > 0 ? log.map((l) => `  ${capLine(l)}`) : ['  (no log)']));

  const steps = [];
  if (result.status === 'RUNNING') {
    steps.push({
      what: 'Wait for the session to finish',
      command: vigilCommand(['test-sessions', 'get', view.sessionId, '--watch'], view.global),
    });
  }
  for (const group of (result.errorGroupIds ?? []).slice(0, 1)) {
    steps.push({
      what: "This result's error group",
      command: vigilCommand(['test-sessions', 'get', view.sessionId, '--error-group', group], view.global),
    });
  }
  steps.push({
    what: 'Back to the session',
    command: vigilCommand(['test-sessions', 'get', view.sessionId], view.global),
  });
  lines.push(...nextStepLines(steps, paint));
  return joinLines(lines);
}

export function renderResultMarkdown(view: ResultView): string {
  const { result } = view;
  const noColour: Paint = (t) => t;
  const out: string[] = [`## ${resultStatusWord(result)}: ${markdownInline(result.name || '(unnamed)')}`, ''];
  out.push(
    ...markdownFields([
      { label: 'Result ID', value: `\`${sanitizeLine(result.testSessionResultId)}\`` },
      { label: 'Session ID', value: `\`${sanitizeLine(view.sessionId)}\`` },
      ...resultFields(result, view.now).map((f) =>
        f.label === 'Started' ? { ...f, value: f.value.replace(/ \(.*\)$/, '') } : f,
      ),
    ]),
  );
  // The same sections as the terminal view, as a code block: their alignment is the point.
  const details = sectionLines(resultSections(result, { bodyLines: BODY_LINES }), noColour).slice(1);
  if (details.length > 0) out.push('', '### Details', '', ...markdownFence(details.map((l) => l.trimEnd())));
  const log = resultLogLines(result);
  out.push('', `### Log (${log.length} line${log.length === 1 ? '' : 's'})`, '');
  out.push(...(log.length > 0 ? markdownFence(log.map((l) => capLine(l))) : ['(no log)']));
  return `${out.join('\n')}\n`;
}

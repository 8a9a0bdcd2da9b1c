// The text of a result's screen, top to bottom: timing and state, why it failed (assertions,
// request, response, errors), then the job log, which is what `/` searches.
import type { TestSessionResultDetail } from '../../../client/schemas/index.js';
import { resultSectionLines, type ToneLine } from '../../../format/session-screen.js';
import { resultFields, resultLogLines } from '../../../format/result-detail.js';
import { sanitizeLine } from '../../../sanitize.js';
import { formatTimestamp } from '../../../format/time.js';
import { displayWidth, wrapCells, fit } from '../../../format/width.js';
import { linkLines } from './wrap.js';
import { keyOf } from '../../keys/commands.js';
import type { resultKeymap } from './keymap.js';

export interface ResultContent {
  lines: ToneLine[];
  /** The plain text of each line, for the search. */
  texts: string[];
  /** Index of the first log line. */
  logStart: number;
  logLength: number;
}

export interface LogPart {
  lines: ToneLine[];
  texts: string[];
}

const LABEL_WIDTH = 14;

/** The log part, built once per loaded result (it can be 10,000 lines): not on every clock tick. */
export function resultLog(result: TestSessionResultDetail): LogPart {
  const lines = resultLogLines(result).map((line): ToneLine => ({ text: `  ${line}` }));
  return { lines, texts: lines.map((l) => l.text) };
}

/** Everything above the log: timing and state (relative to `now`), sections, the log's heading. */
export function resultHead(
  origin: { label: string; value: string },
  result: TestSessionResultDetail,
  now: number,
  width: number,
  logLength: number,
  /** The result view's keys in use (resultKeymap, remapped): hints name them. */
  keymap: typeof resultKeymap,
): ToneLine[] {
  const field = (label: string, value: string): ToneLine => ({ text: `${fit(label, LABEL_WIDTH)} ${value}` });
  const lines: ToneLine[] = [];
  for (const f of resultFields(result, now)) {
    // On a line of its own, never wrapped; the copy-link key copies it whole.
    if (f.label === 'Link')
      for (const text of linkLines(f.label, f.value, LABEL_WIDTH, width, `(${keyOf(keymap, 'copy-link')} copies it)`))
        lines.push({ text });
    else lines.push(field(f.label, f.value));
    if (f.label === 'Started')
      lines.push(field('Stopped', result.stoppedAt ? formatTimestamp(result.stoppedAt) : '- (still running)'));
  }
  lines.push(field('Error groups', String(result.errorGroupIds.length)));
  lines.push(field('Result ID', sanitizeLine(result.testSessionResultId)));
  lines.push(field(origin.label, sanitizeLine(origin.value)));
  lines.push(...resultSectionLines(result));
  lines.push(
    { text: '' },
    {
      text: `Log (${logLength} line${logLength === 1 ? '' : 's'}): / searches it, n/N jump, G goes to its end`,
      tone: 'heading',
    },
  );
  if (logLength === 0) lines.push({ text: '  (no log)', tone: 'muted' });
  return lines;
}

export function joinContent(head: readonly ToneLine[], log: LogPart): ResultContent {
  return {
    lines: [...head, ...log.lines],
    texts: [...head.map((l) => l.text), ...log.texts],
    logStart: head.length,
    logLength: log.lines.length,
  };
}

/**
 * The log with every line longer than `width` wrapped onto the lines under it (continuations
 * indented like the line), so a long diagnostic can be read whole. Built when wrapping is on.
 */
export function wrapLog(log: LogPart, width: number): LogPart {
  const room = Math.max(8, width - 2);
  const lines: ToneLine[] = [];
  for (const line of log.lines) {
    if (displayWidth(line.text) <= width) {
      lines.push(line);
      continue;
    }
    const parts = wrapCells(line.text.slice(2), room);
    for (const part of parts) lines.push({ ...line, text: `  ${part}` });
  }
  return { lines, texts: lines.map((l) => l.text) };
}

// The text of a result's screen, top to bottom: timing and state, why it failed (assertions,
// request, response, errors), then the job log, which is what `/` searches.
import type { TestSessionResultDetail } from '../../../client/schemas/index.js';
import { resultLogLines, resultSectionLines, type ToneLine } from '../../../format/session-screen.js';
import { resultFields } from '../../../format/sessions.js';
import { sanitizeLine } from '../../../format/sanitize.js';
import { formatTimestamp } from '../../../format/time.js';
import { fit } from '../../../format/width.js';
import { labelledLines } from './wrap.js';

export interface ResultContent {
  lines: ToneLine[];
  /** The plain text of each line, for the search. */
  texts: string[];
  /** Index of the first log line. */
  logStart: number;
  logLength: number;
}

const LABEL_WIDTH = 14;

export function resultContent(sessionId: string, result: TestSessionResultDetail, now: number, width: number): ResultContent {
  const field = (label: string, value: string): ToneLine => ({ text: `${fit(label, LABEL_WIDTH)} ${value}` });
  const lines: ToneLine[] = [];
  for (const f of resultFields(result, now)) {
    // The link is shown whole (wrapped), since no browser opens over SSH.
    if (f.label === 'Link') for (const text of labelledLines(f.label, f.value, LABEL_WIDTH, width)) lines.push({ text });
    else lines.push(field(f.label, f.value));
    if (f.label === 'Started') lines.push(field('Stopped', result.stoppedAt ? formatTimestamp(result.stoppedAt) : '- (still running)'));
  }
  lines.push(field('Error groups', String(result.errorGroupIds.length)));
  lines.push(field('Result ID', sanitizeLine(result.testSessionResultId)));
  lines.push(field('Session ID', sanitizeLine(sessionId)));
  lines.push(...resultSectionLines(result));
  const log = resultLogLines(result);
  lines.push({ text: '' }, { text: `Log (${log.length} line${log.length === 1 ? '' : 's'}): / searches it, n/N jump, G goes to its end`, tone: 'heading' });
  if (log.length === 0) lines.push({ text: '  (no log)', tone: 'muted' });
  const logStart = lines.length;
  for (const line of log) lines.push({ text: `  ${line}` });
  return { lines, texts: lines.map((l) => l.text), logStart, logLength: log.length };
}

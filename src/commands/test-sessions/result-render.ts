// The result view of `vigil test-sessions get <id> --result <resultId>`: state and timing,
// then why it failed (assertions, request and response for API checks; errors for browser and
// script checks), then the whole log last, so its tail is what stays on the screen.
import type { TestSessionResultDetail } from '../../client/schemas/index.js';
import { markdownInline } from '../../format/markdown.js';
import { sanitizeLine, sanitizeLines } from '../../format/sanitize.js';
import { assertionLine, jobLogLines, resultFields } from '../../format/sessions.js';
import { resultStatusTone, resultStatusWord } from '../../format/status.js';
import { formatDuration } from '../../format/time.js';
import type { GlobalOptions } from '../types.js';
import type { Paint } from './ansi.js';
import { capLine, fieldLines, joinLines, markdownFence, markdownFields, nextStepLines, section } from './blocks.js';
import { vigilCommand } from './shell.js';

export interface ResultView {
  sessionId: string;
  result: TestSessionResultDetail;
  global: GlobalOptions;
  now: number;
}

type Loose = Record<string, unknown>;

const asRecord = (v: unknown): Loose | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : null);
const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** Response bodies can be long; the log is where the whole story is. */
const BODY_LINES = 20;

function headerLines(headers: unknown, indent: string): string[] {
  const record = asRecord(headers);
  if (!record) return [];
  return Object.entries(record).map(([k, v]) => `${indent}${sanitizeLine(k)}: ${sanitizeLine(text(v))}`);
}

function bodyLines(body: unknown, indent: string): string[] {
  const raw = text(body);
  if (raw === '') return [];
  const lines = sanitizeLines(raw);
  const shown = lines.slice(0, BODY_LINES).map((l) => indent + l);
  if (lines.length > BODY_LINES) shown.push(`${indent}(${lines.length - BODY_LINES} more lines: -o json shows the whole body)`);
  return shown;
}

function timingLine(timings: unknown): string {
  const t = asRecord(timings);
  if (!t) return '';
  const part = (label: string, key: string) => (typeof t[key] === 'number' ? `${label} ${formatDuration(t[key] as number)}` : '');
  const parts = [part('dns', 'dns'), part('tcp', 'tcp'), part('first byte', 'firstByte'), part('download', 'download')].filter(Boolean);
  const total = typeof t.total === 'number' ? `total ${formatDuration(t.total)}` : '';
  return [total, parts.length ? `(${parts.join(', ')})` : ''].filter(Boolean).join(' ');
}

/** Assertions, request, response and request error of an API check, as sections. */
function apiSections(api: Loose, paint: Paint): string[] {
  const out: string[] = [];
  const assertions = Array.isArray(api.assertions) ? api.assertions : [];
  if (assertions.length > 0) {
    out.push('', section('Assertions', paint));
    for (const a of assertions) {
      const line = assertionLine(asRecord(a) ?? {});
      const word = line.passed === true ? 'PASS' : line.passed === false ? 'FAIL' : '?';
      out.push(`  ${paint(word.padEnd(4), line.passed === false ? 'failed' : line.passed ? 'passed' : 'unknown')}  ${line.text}`);
    }
  }
  if (typeof api.requestError === 'string' && api.requestError !== '') {
    out.push('', `${section('Request error', paint)}  ${sanitizeLine(api.requestError)}`);
  }
  const request = asRecord(api.request);
  if (request) {
    out.push('', section('Request', paint), `  ${sanitizeLine(text(request.method) || 'GET')} ${sanitizeLine(text(request.url))}`);
    out.push(...headerLines(request.headers, '  '));
    out.push(...bodyLines(request.data ?? request.body, '  '));
  }
  const response = asRecord(api.response);
  if (response) {
    const status = `${text(response.status)} ${text(response.statusText)}`.trim();
    const timing = timingLine(response.timings);
    out.push('', section('Response', paint), `  ${sanitizeLine(status || '-')}${timing ? `  ${timing}` : ''}`);
    out.push(...headerLines(response.headers, '  '));
    out.push(...bodyLines(response.body, '  '));
  }
  return out;
}

/** Errors of a browser, multi-step or Playwright result: the stack when there is one. */
function errorLines(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e, i) => {
    const record = asRecord(e);
    const body = record ? text(record.stack ?? record.message ?? record) : text(e);
    const lines = sanitizeLines(body);
    return [`  ${i + 1}. ${lines[0] ?? ''}`, ...lines.slice(1).map((l) => `     ${l}`)];
  });
}

function scriptResult(result: TestSessionResultDetail): Loose | null {
  return asRecord(result.browserCheckResult) ?? asRecord(result.multiStepCheckResult) ?? asRecord(result.playwrightCheckResult);
}

function logOf(result: TestSessionResultDetail): unknown {
  return asRecord(result.apiCheckResult)?.jobLog ?? scriptResult(result)?.jobLog;
}

export function renderResultDetail(view: ResultView, paint: Paint): string {
  const { result } = view;
  const lines: string[] = [];
  lines.push(`${paint(resultStatusWord(result), resultStatusTone(result))}  ${paint(sanitizeLine(result.name || '(unnamed)'), 'bold')}`);
  lines.push(
    ...fieldLines(
      [
        { label: 'Result ID', value: sanitizeLine(result.testSessionResultId) },
        { label: 'Session ID', value: sanitizeLine(view.sessionId) },
        ...resultFields(result, view.now),
      ],
      paint,
    ),
  );
  const api = asRecord(result.apiCheckResult);
  if (api) lines.push(...apiSections(api, paint));
  const script = scriptResult(result);
  const errors = errorLines(script?.errors);
  if (errors.length > 0) lines.push('', section('Errors', paint), ...errors);

  const log = jobLogLines(logOf(result));
  lines.push('', section(`Log (${log.length} line${log.length === 1 ? '' : 's'})`, paint));
  lines.push(...(log.length > 0 ? log.map((l) => `  ${capLine(l)}`) : ['  (no log)']));

  const steps = [];
  if (result.status === 'RUNNING') {
    steps.push({ what: 'Wait for the session to finish', command: vigilCommand(['test-sessions', 'get', view.sessionId, '--watch'], view.global) });
  }
  for (const group of (result.errorGroupIds ?? []).slice(0, 1)) {
    steps.push({ what: "This result's error group", command: vigilCommand(['test-sessions', 'get', view.sessionId, '--error-group', group], view.global) });
  }
  steps.push({ what: 'Back to the session', command: vigilCommand(['test-sessions', 'get', view.sessionId], view.global) });
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
      ...resultFields(result, view.now).map((f) => (f.label === 'Started' ? { ...f, value: f.value.replace(/ \(.*\)$/, '') } : f)),
    ]),
  );
  const api = asRecord(result.apiCheckResult);
  // The same sections as the terminal view, as a code block: their alignment is the point.
  const details = [...(api ? apiSections(api, noColour) : [])];
  const errors = errorLines(scriptResult(result)?.errors);
  if (errors.length > 0) details.push('', 'Errors', ...errors);
  if (details.length > 0) out.push('', '### Details', '', ...markdownFence(details.filter((l, i) => i > 0 || l !== '')));
  const log = jobLogLines(logOf(result));
  out.push('', `### Log (${log.length} line${log.length === 1 ? '' : 's'})`, '');
  out.push(...(log.length > 0 ? markdownFence(log.map((l) => capLine(l))) : ['(no log)']));
  return `${out.join('\n')}\n`;
}

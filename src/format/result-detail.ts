// A result's detail: its fields, why it ended as it did (assertions, request, response, errors)
// and its log, as sanitized lines. Shared by `vigil test-sessions result` and the Sessions screen.
import type { Field } from './fields.js';
import type { SessionResultLike } from './session-detail.js';
import { sanitizeLine, sanitizeLines } from '../sanitize.js';
import { statusLabel, type StatusTone } from './status.js';
import { elapsedMs, formatDuration, formatTimestamp, relativeTime } from './time.js';

/** A log time: `11:56:00.123` (UTC) from epoch milliseconds or an ISO string. */
function logTime(time: unknown): string {
  const ms = typeof time === 'number' ? time : typeof time === 'string' ? Date.parse(time) : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(11, 23) : '';
}

/**
 * A result's `jobLog` as safe lines, whatever shape it came in: text, a list of lines, or a
 * list of `{time, level, msg}` entries (`message`/`text` also read). A multi-line message keeps
 * its lines, indented under the first.
 * @internal exported for its unit test only
 */
export function jobLogLines(jobLog: unknown): string[] {
  if (jobLog === null || jobLog === undefined) return [];
  if (typeof jobLog === 'string') return jobLog === '' ? [] : sanitizeLines(jobLog.replace(/\n$/, ''));
  if (!Array.isArray(jobLog)) return sanitizeLines(JSON.stringify(jobLog, null, 2));
  const out: string[] = [];
  for (const item of jobLog) {
    if (typeof item === 'string') {
      out.push(...sanitizeLines(item));
      continue;
    }
    if (typeof item !== 'object' || item === null) {
      out.push(sanitizeLine(JSON.stringify(item)));
      continue;
    }
    const entry = item as Record<string, unknown>;
    const text = entry.msg ?? entry.message ?? entry.text;
    const prefix = [
      logTime(entry.time ?? entry.timestamp),
      typeof entry.level === 'string' ? sanitizeLine(entry.level).padEnd(5) : '',
    ]
      .filter(Boolean)
      .join(' ');
    const lines = sanitizeLines(typeof text === 'string' ? text : JSON.stringify(text ?? entry));
    out.push(prefix ? `${prefix} ${lines[0] ?? ''}` : (lines[0] ?? ''));
    const indent = ' '.repeat(prefix ? prefix.length + 1 : 2);
    for (const line of lines.slice(1)) out.push(indent + line);
  }
  return out;
}

/**
 * One API-check assertion as a line: "FAIL  status code equals 200, got 503: expected 200".
 * @internal exported for its unit test only
 */
export function assertionLine(assertion: Record<string, unknown>): { passed: boolean | null; text: string } {
  const error = assertion.error;
  const failed = (typeof error === 'string' && error !== '') || assertion.passed === false;
  const passed = failed ? false : error === null || assertion.passed === true ? true : null;
  const words = (v: unknown) => (typeof v === 'string' ? v.toLowerCase().replace(/_/g, ' ') : '');
  const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  const parts = [
    words(assertion.source),
    show(assertion.property),
    words(assertion.comparison),
    show(assertion.target),
  ].filter((p) => p !== '');
  let text = parts.join(' ');
  if (assertion.actual !== undefined && assertion.actual !== null) text += `, got ${show(assertion.actual)}`;
  if (failed && typeof error === 'string' && error !== '') text += `: ${error}`;
  return { passed, text: sanitizeLine(text || JSON.stringify(assertion)) };
}

/** A result's fields, most useful first: state, where, and how long. */
export function resultFields(result: SessionResultLike & Record<string, unknown>, now: number): Field[] {
  const started = result.startedAt
    ? `${formatTimestamp(result.startedAt)} (${relativeTime(result.startedAt, now)})`
    : '-';
  const running = result.status?.toUpperCase() === 'RUNNING';
  const fields: Field[] = [
    { label: 'Status', value: `${statusLabel(result.status)}${result.isDegraded ? ' (degraded)' : ''}` },
    { label: 'Type', value: sanitizeLine(result.checkType || '-') },
    { label: 'Location', value: sanitizeLine(result.runLocation || '-') },
    { label: 'Started', value: started },
    {
      label: running ? 'Running for' : 'Took',
      value: formatDuration(elapsedMs(result.startedAt, result.stoppedAt, now)),
    },
    { label: 'Response time', value: formatDuration(result.responseTime) },
  ];
  if (typeof result.attempts === 'number') fields.push({ label: 'Attempts', value: String(result.attempts) });
  if (typeof result.traceId === 'string' && result.traceId)
    fields.push({ label: 'Trace ID', value: sanitizeLine(result.traceId) });
  fields.push({ label: 'Link', value: sanitizeLine(result.testSessionResultLink || '-') });
  return fields;
}

/** A line of a detail section; `mark` (PASS, FAIL) is a word a renderer may colour by `tone`. */
export interface DetailLine {
  text: string;
  mark?: string;
  tone?: StatusTone;
  /** A header or the count of body lines left out: a renderer may dim it. */
  muted?: true;
}

export interface DetailSection {
  title: string;
  lines: DetailLine[];
}

type Loose = Record<string, unknown>;
const asRecord = (v: unknown): Loose | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : null;
const asText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** A result as its sections and log read it: only the check-type parts below are looked at. */
export interface ResultDetailLike {
  apiCheckResult?: unknown;
  browserCheckResult?: unknown;
  multiStepCheckResult?: unknown;
  playwrightCheckResult?: unknown;
  [field: string]: unknown;
}

export interface SectionOptions {
  /** Lines of a request or response body to keep (the rest is counted). Default: all. */
  bodyLines?: number;
  /** The line that counts the body lines left out. Default: it points to -o json. */
  moreLines?: (hidden: number) => string;
  /** Titles of the assertions and errors say how many there are: "Errors (2)". */
  counts?: boolean;
}

const moreBodyLines = (hidden: number) => `(${hidden} more lines: -o json shows the whole body)`;

function headerLines(headers: unknown): DetailLine[] {
  const record = asRecord(headers);
  if (!record) return [];
  return Object.entries(record).map(([k, v]) => ({
    text: `${sanitizeLine(k)}: ${sanitizeLine(asText(v))}`,
    muted: true,
  }));
}

function bodyLines(body: unknown, keep: number, more: (hidden: number) => string): DetailLine[] {
  const raw = asText(body);
  if (raw === '') return [];
  const lines = sanitizeLines(raw);
  const shown: DetailLine[] = lines.slice(0, keep).map((text) => ({ text }));
  if (lines.length > keep) shown.push({ text: more(lines.length - keep), muted: true });
  return shown;
}

function timingText(timings: unknown): string {
  const t = asRecord(timings);
  if (!t) return '';
  const part = (label: string, key: string) =>
    typeof t[key] === 'number' ? `${label} ${formatDuration(t[key] as number)}` : '';
  const parts = [
    part('dns', 'dns'),
    part('tcp', 'tcp'),
    part('first byte', 'firstByte'),
    part('download', 'download'),
  ].filter(Boolean);
  const total = typeof t.total === 'number' ? `total ${formatDuration(t.total)}` : '';
  return [total, parts.length ? `(${parts.join(', ')})` : ''].filter(Boolean).join(' ');
}

function scriptResult(result: ResultDetailLike): Loose | null {
  return (
    asRecord(result.browserCheckResult) ??
    asRecord(result.multiStepCheckResult) ??
    asRecord(result.playwrightCheckResult)
  );
}

/**
 * Why a result ended as it did, as sections: for API checks the assertions (each with a
 * PASS/FAIL mark), the request error, the request and the response with its timing; for
 * browser, multi-step and Playwright checks the errors (their stacks when sent). Not the log:
 * see `resultLogLines`.
 */
export function resultSections(result: ResultDetailLike, o: SectionOptions = {}): DetailSection[] {
  const keep = o.bodyLines ?? Number.POSITIVE_INFINITY;
  const more = o.moreLines ?? moreBodyLines;
  const title = (name: string, count: number) => (o.counts ? `${name} (${count})` : name);
  const sections: DetailSection[] = [];
  const api = asRecord(result.apiCheckResult);
  if (api) {
    const assertions = Array.isArray(api.assertions) ? api.assertions : [];
    if (assertions.length > 0) {
      sections.push({
        title: title('Assertions', assertions.length),
        lines: assertions.map((a) => {
          const line = assertionLine(asRecord(a) ?? {});
          const mark = line.passed === true ? 'PASS' : line.passed === false ? 'FAIL' : '?';
          const tone: StatusTone = line.passed === true ? 'passed' : line.passed === false ? 'failed' : 'unknown';
          return { text: line.text, mark, tone };
        }),
      });
    }
    if (typeof api.requestError === 'string' && api.requestError !== '') {
      sections.push({ title: 'Request error', lines: [{ text: sanitizeLine(api.requestError), tone: 'failed' }] });
    }
    const request = asRecord(api.request);
    if (request) {
      sections.push({
        title: 'Request',
        lines: [
          { text: `${sanitizeLine(asText(request.method) || 'GET')} ${sanitizeLine(asText(request.url))}` },
          ...headerLines(request.headers),
          ...bodyLines(request.data ?? request.body, keep, more),
        ],
      });
    }
    const response = asRecord(api.response);
    if (response) {
      const status = `${asText(response.status)} ${asText(response.statusText)}`.trim();
      const timing = timingText(response.timings);
      sections.push({
        title: 'Response',
        lines: [
          { text: `${sanitizeLine(status || '-')}${timing ? `  ${timing}` : ''}` },
          ...headerLines(response.headers),
          ...bodyLines(response.body, keep, more),
        ],
      });
    }
  }
  const errors = scriptResult(result)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    sections.push({
      title: title('Errors', errors.length),
      lines: errors.flatMap((e, i) => {
        const record = asRecord(e);
        const lines = sanitizeLines(record ? asText(record.stack ?? record.message ?? record) : asText(e));
        return [
          { text: `${i + 1}. ${lines[0] ?? ''}`, tone: 'failed' as StatusTone },
          ...lines.slice(1).map((l) => ({ text: `   ${l}` })),
        ];
      }),
    });
  }
  return sections;
}

/** The result's log (`jobLog` of whichever check result it carries) as safe lines. */
export function resultLogLines(result: ResultDetailLike): string[] {
  return jobLogLines(asRecord(result.apiCheckResult)?.jobLog ?? scriptResult(result)?.jobLog);
}

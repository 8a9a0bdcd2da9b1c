// Test sessions as rows and fields, shared by `vigil test-sessions` and the Sessions screen.
// Every string returned here is already sanitized (safe to draw) and plain: no colour, no
// padding. Renderers add layout and colour (see `statusTone`).
//
// Inputs are typed structurally (only the fields read here) so these functions accept the
// schema types of src/client/schemas and hand-made test data alike.
import { sanitizeLine, sanitizeLines } from './sanitize.js';
import {
  providerLabel,
  resultStatusTone,
  resultStatusWord,
  statusLabel,
  statusRank,
  statusTone,
  statusWord,
  STATUS_WORD_WIDTH,
  type StatusTone,
} from './status.js';
import type { TextColumn } from './table-text.js';
import { elapsedMs, formatDuration, formatTimestamp, relativeTime } from './time.js';

export interface SessionEntryLike {
  id: string;
  name?: string | null;
  provider?: string | null;
  status?: string | null;
  running?: readonly unknown[] | null;
  passed?: readonly unknown[] | null;
  failed?: readonly unknown[] | null;
  cancelled?: readonly unknown[] | null;
  invoker?: { name?: string | null } | null;
  commitOwner?: string | null;
  branchName?: string | null;
  environment?: string | null;
  startedAt?: string | null;
  stoppedAt?: string | null;
  created_at?: string | null;
  errorGroupIds?: readonly string[] | null;
}

/** One list row: every cell a plain, sanitized string, keyed like `SESSION_COLUMNS`. */
export interface SessionRow {
  id: string;
  status: string;
  tone: StatusTone;
  started: string;
  startedAt: string;
  name: string;
  provider: string;
  branch: string;
  user: string;
  passed: string;
  failed: string;
  running: string;
  counts: string;
  duration: string;
  [key: string]: string;
}

const count = (list: readonly unknown[] | null | undefined) => String(list?.length ?? 0);

/** Who the session belongs to: the commit owner, else whoever started it. */
export function sessionUser(entry: Pick<SessionEntryLike, 'commitOwner' | 'invoker'>): string {
  return sanitizeLine(entry.commitOwner || entry.invoker?.name || '-');
}

export function sessionRow(entry: SessionEntryLike, now: number): SessionRow {
  const passed = count(entry.passed);
  const failed = count(entry.failed);
  const running = count(entry.running);
  const started = entry.startedAt ?? entry.created_at;
  return {
    id: sanitizeLine(entry.id),
    status: statusWord(entry.status),
    tone: statusTone(entry.status),
    started: relativeTime(started, now),
    startedAt: formatTimestamp(started),
    name: sanitizeLine(entry.name || '(unnamed)'),
    provider: providerLabel(entry.provider ? sanitizeLine(entry.provider) : null),
    branch: sanitizeLine(entry.branchName || '-'),
    user: sessionUser(entry),
    passed,
    failed,
    running,
    // Failed first: it is the number someone on call looks for.
    counts: `${failed}/${passed}/${running}`,
    duration: formatDuration(elapsedMs(entry.startedAt, entry.stoppedAt, now)),
  };
}

/**
 * Columns of the session list, in reading order. Priorities decide what a narrow terminal
 * keeps: status, name, the ID (what `get` needs) and when it started; at 80 columns the rest
 * gives way, widest terminals show everything. The name keeps at least 24 cells, so similar
 * names stay apart; a branch or user cut shorter than its minimum is left out instead.
 */
export const SESSION_COLUMNS: readonly TextColumn[] = [
  { key: 'status', header: 'STATUS', min: STATUS_WORD_WIDTH, fixed: true, priority: 100 },
  { key: 'started', header: 'STARTED', min: 8, max: 10, fixed: true, priority: 80 },
  { key: 'name', header: 'NAME', min: 24, max: 48, priority: 95 },
  { key: 'counts', header: 'F/P/R', min: 5, max: 14, align: 'right', fixed: true, priority: 70 },
  { key: 'duration', header: 'TOOK', min: 7, max: 8, align: 'right', fixed: true, priority: 40 },
  { key: 'branch', header: 'BRANCH', min: 12, max: 28, priority: 60 },
  { key: 'user', header: 'USER', min: 10, max: 20, priority: 30 },
  { key: 'provider', header: 'PROVIDER', min: 8, max: 11, fixed: true, priority: 20 },
  { key: 'id', header: 'ID', min: 36, fixed: true, priority: 90 },
];

/** Explains the F/P/R column when it is shown. */
export const COUNTS_LEGEND = 'F/P/R: failed/passed/running results';

export interface SessionDetailLike {
  testSessionId: string;
  testSessionLink?: string | null;
  name?: string | null;
  status?: string | null;
  errorGroupIds?: readonly string[] | null;
  startedAt?: string | null;
  stoppedAt?: string | null;
  timeElapsed?: number | null;
  metadata?: {
    environment?: string | null;
    repoUrl?: string | null;
    commitId?: string | null;
    commitOwner?: string | null;
    commitMessage?: string | null;
    branchName?: string | null;
  } | null;
  results?: readonly SessionResultLike[] | null;
}

export interface SessionResultLike {
  testSessionResultId: string;
  testSessionResultLink?: string | null;
  checkId?: string | null;
  checkType?: string | null;
  name?: string | null;
  runLocation?: string | null;
  errorGroupIds?: readonly string[] | null;
  status?: string | null;
  isDegraded?: boolean | null;
  hasErrors?: boolean | null;
  hasFailures?: boolean | null;
  responseTime?: number | null;
  startedAt?: string | null;
  stoppedAt?: string | null;
}

export interface Field {
  label: string;
  value: string;
}

/** How long the session took (or has been running). */
export function sessionDurationMs(detail: SessionDetailLike, now: number): number | null {
  if (detail.status?.toUpperCase() !== 'RUNNING' && typeof detail.timeElapsed === 'number') return detail.timeElapsed;
  return elapsedMs(detail.startedAt, detail.stoppedAt, now);
}

/** A commit as one line: short hash and the first line of its message. */
export function commitLine(meta: SessionDetailLike['metadata']): string {
  if (!meta?.commitId && !meta?.commitMessage) return '-';
  const hash = meta.commitId ? sanitizeLine(meta.commitId.slice(0, 12)) : '';
  const subject = meta.commitMessage ? sanitizeLine(meta.commitMessage.split(/\r?\n/)[0]) : '';
  return [hash, subject].filter(Boolean).join('  ');
}

/** The session summary, most urgent first: what it is, its state, where it ran, when. */
export function sessionSummaryFields(detail: SessionDetailLike, now: number): Field[] {
  const meta = detail.metadata ?? {};
  const running = detail.status?.toUpperCase() === 'RUNNING';
  const started = detail.startedAt
    ? `${formatTimestamp(detail.startedAt)} (${relativeTime(detail.startedAt, now)})`
    : '-';
  return [
    { label: 'Status', value: statusLabel(detail.status) },
    { label: 'Branch', value: sanitizeLine(meta.branchName || '-') },
    { label: 'Commit', value: commitLine(meta) },
    { label: 'Owner', value: sanitizeLine(meta.commitOwner || '-') },
    { label: 'Environment', value: sanitizeLine(meta.environment || '-') },
    { label: 'Started', value: started },
    {
      label: running ? 'Running for' : 'Duration',
      value: formatDuration(sessionDurationMs(detail, now)),
    },
    { label: 'Link', value: sanitizeLine(detail.testSessionLink || '-') },
  ];
}

/** Result counts by status, for the line above the results: "2 failed, 10 passed". */
export function resultTally(results: readonly SessionResultLike[]): string {
  const tally = new Map<string, number>();
  for (const r of results) tally.set(statusLabel(r.status), (tally.get(statusLabel(r.status)) ?? 0) + 1);
  const order = ['failed', 'running', 'cancelled', 'passed'];
  const keys = [...tally.keys()].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  return keys.map((k) => `${tally.get(k)} ${k}`).join(', ') || 'no results';
}

/** Failures first, then running, cancelled, passed; the server's order within each. */
export function sortResults<T extends SessionResultLike>(results: readonly T[]): T[] {
  return results
    .map((r, i) => ({ r, i }))
    .sort((a, b) => statusRank(a.r.status) - statusRank(b.r.status) || a.i - b.i)
    .map(({ r }) => r);
}

export interface ResultRow {
  id: string;
  status: string;
  tone: StatusTone;
  name: string;
  type: string;
  location: string;
  responseTime: string;
  [key: string]: string;
}

export function resultRow(result: SessionResultLike): ResultRow {
  return {
    id: sanitizeLine(result.testSessionResultId),
    status: resultStatusWord(result),
    tone: resultStatusTone(result),
    name: sanitizeLine(result.name || '(unnamed)'),
    type: sanitizeLine(result.checkType || '-'),
    location: sanitizeLine(result.runLocation || '-'),
    responseTime: formatDuration(result.responseTime),
  };
}

/**
 * Columns of a session's results. The result ID goes first when space is short: a renderer
 * that finds it left out shows it on a line of its own under each row instead.
 */
export const RESULT_COLUMNS: readonly TextColumn[] = [
  { key: 'status', header: 'STATUS', min: STATUS_WORD_WIDTH, fixed: true, priority: 100 },
  { key: 'name', header: 'NAME', min: 20, max: 48, priority: 95 },
  { key: 'type', header: 'TYPE', min: 4, max: 10, fixed: true, priority: 60 },
  { key: 'location', header: 'LOCATION', min: 8, max: 16, fixed: true, priority: 70 },
  { key: 'responseTime', header: 'RESPONSE', min: 8, max: 8, align: 'right', fixed: true, priority: 80 },
  { key: 'id', header: 'RESULT ID', min: 36, fixed: true, priority: 50 },
];

export interface ErrorGroupLike {
  id: string;
  cleanedErrorMessage?: string | null;
  rawErrorMessage?: string | null;
  environments?: readonly string[] | null;
  firstSeen?: string | null;
  lastSeen?: string | null;
  archivedUntilNextEvent?: boolean | null;
}

/** The cleaned message on one line (what the summary shows). */
export function errorGroupMessage(group: ErrorGroupLike): string {
  const message = group.cleanedErrorMessage || group.rawErrorMessage || '(no message)';
  // Collapse runs of whitespace so a multi-line message still reads as one line.
  return sanitizeLine(message.replace(/\s*\r?\n\s*/g, ' ').trim());
}

export function errorGroupFields(group: ErrorGroupLike, now: number): Field[] {
  const seen = (iso: string | null | undefined) => (iso ? `${formatTimestamp(iso)} (${relativeTime(iso, now)})` : '-');
  return [
    { label: 'First seen', value: seen(group.firstSeen) },
    { label: 'Last seen', value: seen(group.lastSeen) },
    {
      label: 'Environments',
      value: group.environments?.length ? group.environments.map((e) => sanitizeLine(e)).join(', ') : '-',
    },
    ...(group.archivedUntilNextEvent ? [{ label: 'Archived', value: 'until the next event' }] : []),
  ];
}

/** The error group IDs of a session, from the session and its results, first seen first. */
export function sessionErrorGroupIds(detail: SessionDetailLike): string[] {
  const ids = new Set<string>(detail.errorGroupIds ?? []);
  for (const r of detail.results ?? []) for (const id of r.errorGroupIds ?? []) ids.add(id);
  return [...ids];
}

/** A log time: `11:56:00.123` (UTC) from epoch milliseconds or an ISO string. */
function logTime(time: unknown): string {
  const ms = typeof time === 'number' ? time : typeof time === 'string' ? Date.parse(time) : Number.NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString().slice(11, 23) : '';
}

/**
 * A result's `jobLog` as safe lines, whatever shape it came in: text, a list of lines, or a
 * list of `{time, level, msg}` entries (`message`/`text` also read). A multi-line message keeps
 * its lines, indented under the first.
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
    const prefix = [logTime(entry.time ?? entry.timestamp), typeof entry.level === 'string' ? sanitizeLine(entry.level).padEnd(5) : '']
      .filter(Boolean)
      .join(' ');
    const lines = sanitizeLines(typeof text === 'string' ? text : JSON.stringify(text ?? entry));
    out.push(prefix ? `${prefix} ${lines[0] ?? ''}` : (lines[0] ?? ''));
    const indent = ' '.repeat(prefix ? prefix.length + 1 : 2);
    for (const line of lines.slice(1)) out.push(indent + line);
  }
  return out;
}

/** One API-check assertion as a line: "FAIL  status code equals 200, got 503: expected 200". */
export function assertionLine(assertion: Record<string, unknown>): { passed: boolean | null; text: string } {
  const error = assertion.error;
  const failed = (typeof error === 'string' && error !== '') || assertion.passed === false;
  const passed = failed ? false : error === null || assertion.passed === true ? true : null;
  const words = (v: unknown) => (typeof v === 'string' ? v.toLowerCase().replace(/_/g, ' ') : '');
  const show = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  const parts = [words(assertion.source), show(assertion.property), words(assertion.comparison), show(assertion.target)].filter(
    (p) => p !== '',
  );
  let text = parts.join(' ');
  if (assertion.actual !== undefined && assertion.actual !== null) text += `, got ${show(assertion.actual)}`;
  if (failed && typeof error === 'string' && error !== '') text += `: ${error}`;
  return { passed, text: sanitizeLine(text || JSON.stringify(assertion)) };
}

/** A result's fields, most useful first: state, where, and how long. */
export function resultFields(result: SessionResultLike & Record<string, unknown>, now: number): Field[] {
  const started = result.startedAt ? `${formatTimestamp(result.startedAt)} (${relativeTime(result.startedAt, now)})` : '-';
  const running = result.status?.toUpperCase() === 'RUNNING';
  const fields: Field[] = [
    { label: 'Status', value: `${statusLabel(result.status)}${result.isDegraded ? ' (degraded)' : ''}` },
    { label: 'Type', value: sanitizeLine(result.checkType || '-') },
    { label: 'Location', value: sanitizeLine(result.runLocation || '-') },
    { label: 'Started', value: started },
    { label: running ? 'Running for' : 'Took', value: formatDuration(elapsedMs(result.startedAt, result.stoppedAt, now)) },
    { label: 'Response time', value: formatDuration(result.responseTime) },
  ];
  if (typeof result.attempts === 'number') fields.push({ label: 'Attempts', value: String(result.attempts) });
  if (typeof result.traceId === 'string' && result.traceId) fields.push({ label: 'Trace ID', value: sanitizeLine(result.traceId) });
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
const asRecord = (v: unknown): Loose | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : null);
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
  return Object.entries(record).map(([k, v]) => ({ text: `${sanitizeLine(k)}: ${sanitizeLine(asText(v))}`, muted: true }));
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
  const part = (label: string, key: string) => (typeof t[key] === 'number' ? `${label} ${formatDuration(t[key] as number)}` : '');
  const parts = [part('dns', 'dns'), part('tcp', 'tcp'), part('first byte', 'firstByte'), part('download', 'download')].filter(Boolean);
  const total = typeof t.total === 'number' ? `total ${formatDuration(t.total)}` : '';
  return [total, parts.length ? `(${parts.join(', ')})` : ''].filter(Boolean).join(' ');
}

function scriptResult(result: ResultDetailLike): Loose | null {
  return asRecord(result.browserCheckResult) ?? asRecord(result.multiStepCheckResult) ?? asRecord(result.playwrightCheckResult);
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
        return [{ text: `${i + 1}. ${lines[0] ?? ''}`, tone: 'failed' as StatusTone }, ...lines.slice(1).map((l) => ({ text: `   ${l}` }))];
      }),
    });
  }
  return sections;
}

/** The result's log (`jobLog` of whichever check result it carries) as safe lines. */
export function resultLogLines(result: ResultDetailLike): string[] {
  return jobLogLines(asRecord(result.apiCheckResult)?.jobLog ?? scriptResult(result)?.jobLog);
}

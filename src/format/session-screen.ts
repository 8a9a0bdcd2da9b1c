// Test sessions as the Sessions screen of the TUI shows them, beyond what `sessions.ts` shares
// with the plain commands: a result's row with its error-group count, and a result's sections
// (assertions, request, response, errors) as plain lines with a tone. The filter form's checks
// are in `session-filters.ts`. Every string returned is sanitized.
import { sanitizeLine, sanitizeLines } from './sanitize.js';
import { assertionLine, jobLogLines, resultRow, type ResultRow, type SessionResultLike } from './sessions.js';
import type { StatusTone } from './status.js';
import { formatDuration } from './time.js';

export interface ResultListRow extends ResultRow {
  /** How many error groups the result has ("-" for none). */
  errorGroups: string;
}

export function resultListRow(result: SessionResultLike): ResultListRow {
  const groups = result.errorGroupIds?.length ?? 0;
  return { ...resultRow(result), errorGroups: groups === 0 ? '-' : String(groups) };
}

/** How far a session has got: "3 of 8 results done". */
export function resultProgress(results: readonly { status?: string | null }[]): string {
  const done = results.filter((r) => r.status?.toUpperCase() !== 'RUNNING').length;
  return `${done} of ${results.length} result${results.length === 1 ? '' : 's'} done`;
}

export type LineTone = StatusTone | 'heading' | 'muted' | 'error';

export interface ToneLine {
  text: string;
  tone?: LineTone;
}

type Loose = Record<string, unknown>;

const record = (v: unknown): Loose | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Loose) : null);
const asText = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** Response and request bodies are shown up to this many lines; the log has the rest. */
export const BODY_LINES = 40;

function headerLines(headers: unknown): ToneLine[] {
  const h = record(headers);
  if (!h) return [];
  return Object.entries(h).map(([k, v]) => ({ text: `  ${sanitizeLine(k)}: ${sanitizeLine(asText(v))}`, tone: 'muted' }));
}

function bodyLines(body: unknown): ToneLine[] {
  const raw = asText(body);
  if (raw === '') return [];
  const lines = sanitizeLines(raw);
  const out: ToneLine[] = lines.slice(0, BODY_LINES).map((l) => ({ text: `  ${l}` }));
  if (lines.length > BODY_LINES) out.push({ text: `  (${lines.length - BODY_LINES} more lines)`, tone: 'muted' });
  return out;
}

function timings(t: unknown): string {
  const r = record(t);
  if (!r) return '';
  const part = (label: string, key: string) => (typeof r[key] === 'number' ? `${label} ${formatDuration(r[key] as number)}` : '');
  const parts = [part('dns', 'dns'), part('tcp', 'tcp'), part('first byte', 'firstByte'), part('download', 'download')].filter(Boolean);
  const total = typeof r.total === 'number' ? `total ${formatDuration(r.total)}` : '';
  return [total, parts.length > 0 ? `(${parts.join(', ')})` : ''].filter(Boolean).join(' ');
}

/** The check-type part of a result: the first of browser, multi-step and Playwright results present. */
function scriptPart(result: Loose): Loose | null {
  return record(result.browserCheckResult) ?? record(result.multiStepCheckResult) ?? record(result.playwrightCheckResult);
}

/** The result's job log, wherever its check type keeps it. */
export function resultJobLog(result: Loose): unknown {
  return record(result.apiCheckResult)?.jobLog ?? scriptPart(result)?.jobLog;
}

/** The result's log as safe lines. */
export function resultLogLines(result: Loose): string[] {
  return jobLogLines(resultJobLog(result));
}

/**
 * Why a result failed, as sections: an API result's assertions, request error, request and
 * response; a browser, multi-step or Playwright result's errors. Empty when there is nothing.
 */
export function resultSectionLines(result: Loose): ToneLine[] {
  const out: ToneLine[] = [];
  const api = record(result.apiCheckResult);
  if (api) {
    const assertions = Array.isArray(api.assertions) ? api.assertions : [];
    if (assertions.length > 0) {
      out.push({ text: '' }, { text: `Assertions (${assertions.length})`, tone: 'heading' });
      for (const a of assertions) {
        const line = assertionLine(record(a) ?? {});
        const word = line.passed === true ? 'PASS' : line.passed === false ? 'FAIL' : '?';
        out.push({ text: `  ${word.padEnd(4)}  ${line.text}`, tone: line.passed === false ? 'failed' : line.passed ? 'passed' : 'unknown' });
      }
    }
    if (typeof api.requestError === 'string' && api.requestError !== '') {
      out.push({ text: '' }, { text: 'Request error', tone: 'heading' }, { text: `  ${sanitizeLine(api.requestError)}`, tone: 'failed' });
    }
    const request = record(api.request);
    if (request) {
      out.push({ text: '' }, { text: 'Request', tone: 'heading' });
      out.push({ text: `  ${sanitizeLine(asText(request.method) || 'GET')} ${sanitizeLine(asText(request.url))}` });
      out.push(...headerLines(request.headers), ...bodyLines(request.data ?? request.body));
    }
    const response = record(api.response);
    if (response) {
      const status = `${asText(response.status)} ${asText(response.statusText)}`.trim();
      const time = timings(response.timings);
      out.push({ text: '' }, { text: 'Response', tone: 'heading' });
      out.push({ text: `  ${sanitizeLine(status || '-')}${time ? `  ${time}` : ''}` });
      out.push(...headerLines(response.headers), ...bodyLines(response.body));
    }
  }
  const errors = scriptPart(result)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    out.push({ text: '' }, { text: `Errors (${errors.length})`, tone: 'heading' });
    errors.forEach((e, i) => {
      const r = record(e);
      const lines = sanitizeLines(r ? asText(r.stack ?? r.message ?? r) : asText(e));
      out.push({ text: `  ${i + 1}. ${lines[0] ?? ''}`, tone: 'failed' });
      for (const l of lines.slice(1)) out.push({ text: `     ${l}` });
    });
  }
  return out;
}

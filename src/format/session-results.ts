// A test session's results as rows and columns (failed first), shared by `vigil test-sessions
// get` and the Sessions screen. Every string returned is sanitized.
import type { Column } from './columns.js';
import type { SessionResultLike } from './session-detail.js';
import { sanitizeLine } from '../sanitize.js';
import {
  resultStatusTone,
  resultStatusWord,
  statusLabel,
  statusRank,
  STATUS_WORD_WIDTH,
  type StatusTone,
} from './status.js';
import { formatDuration } from './time.js';

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
  /** How many error groups the result has ("-" for none). */
  errorGroups: string;
}

export function resultRow(result: SessionResultLike): ResultRow {
  const groups = result.errorGroupIds?.length ?? 0;
  return {
    id: sanitizeLine(result.testSessionResultId),
    status: resultStatusWord(result),
    tone: resultStatusTone(result),
    name: sanitizeLine(result.name || '(unnamed)'),
    type: sanitizeLine(result.checkType || '-'),
    location: sanitizeLine(result.runLocation || '-'),
    responseTime: formatDuration(result.responseTime),
    errorGroups: groups === 0 ? '-' : String(groups),
  };
}

/**
 * Columns of a session's results. The result ID goes first when space is short: the command,
 * finding it left out, shows it on a line of its own under each row; the screen opens the row.
 */
export const RESULT_COLUMNS: readonly Column<ResultRow>[] = [
  {
    id: 'status',
    header: 'STATUS',
    min: STATUS_WORD_WIDTH,
    fixed: true,
    priority: 100,
    value: (r) => r.status,
    tone: (r) => r.tone,
  },
  { id: 'name', header: 'NAME', min: 20, max: 48, grow: true, priority: 95, value: (r) => r.name },
  { id: 'type', header: 'TYPE', min: 4, max: 10, fixed: true, priority: 60, value: (r) => r.type },
  { id: 'location', header: 'LOCATION', min: 8, max: 16, fixed: true, priority: 70, value: (r) => r.location },
  {
    id: 'responseTime',
    header: 'RESPONSE',
    min: 8,
    max: 8,
    align: 'right',
    fixed: true,
    priority: 80,
    value: (r) => r.responseTime,
  },
  { id: 'errorGroups', header: 'ERRS', min: 4, align: 'right', fixed: true, priority: 55, value: (r) => r.errorGroups },
  { id: 'id', header: 'RESULT ID', min: 36, fixed: true, priority: 50, value: (r) => r.id },
];

import { describe, expect, it } from 'vitest';
import { fitColumns } from '../../src/format/columns.js';
import { RESULT_COLUMNS, resultRow, resultTally, sortResults } from '../../src/format/session-results.js';
import { SESSION_RESULTS } from '../helpers/session-fixture.js';

const results = SESSION_RESULTS;
const detail = { results };

describe('session results', () => {
  it('puts failed results first and keeps the order within a status', () => {
    expect(sortResults(detail.results).map((r) => r.testSessionResultId)).toEqual(['r2', 'r1', 'r3']);
    expect(resultTally(detail.results)).toBe('1 failed, 2 passed');
    expect(resultTally([])).toBe('no results');
  });
  it('shows result rows with their response time and a degraded mark', () => {
    expect(resultRow(detail.results[1]!)).toMatchObject({
      status: 'FAIL',
      name: 'cart',
      type: 'API',
      location: 'us-east-1',
      responseTime: '12.5s',
    });
    expect(resultRow(detail.results[2]!)).toMatchObject({
      status: 'DEGR',
      tone: 'degraded',
      responseTime: '-',
      location: '-',
    });
  });
  it('counts error groups, and leaves the result ID out first when room is short', () => {
    const rows = results.map((r, i) =>
      resultRow({ ...r, testSessionResultId: `5dbc75c4-468f-47e0-b940-a50de09b516${i}` }),
    );
    expect(rows.map((r) => r.errorGroups)).toEqual(['-', '2', '-']);
    expect(fitColumns(RESULT_COLUMNS, rows, 78).columns.map((c) => c.id)).toEqual([
      'status',
      'name',
      'type',
      'location',
      'responseTime',
      'errorGroups',
    ]);
    expect(fitColumns(RESULT_COLUMNS, rows, 120).columns.map((c) => c.id)).toContain('id');
  });
});

import { describe, expect, it } from 'vitest';
import { resultRow } from '../../src/format/session-results.js';
import { BODY_LINES, resultProgress, resultSectionLines } from '../../src/format/session-screen.js';

describe('resultRow and resultProgress', () => {
  it('counts the error groups of a result', () => {
    const base = {
      testSessionResultId: 'r1',
      name: 'Login',
      status: 'FAILED',
      checkType: 'API',
      runLocation: 'eu-west-1',
      responseTime: 120,
    };
    expect(resultRow({ ...base, errorGroupIds: ['a', 'b'] })).toMatchObject({
      status: 'FAIL',
      name: 'Login',
      errorGroups: '2',
      responseTime: '120ms',
    });
    expect(resultRow({ ...base, errorGroupIds: [] }).errorGroups).toBe('-');
  });

  it('tells how many results are done', () => {
    expect(resultProgress([{ status: 'RUNNING' }, { status: 'PASSED' }, { status: 'FAILED' }])).toBe(
      '2 of 3 results done',
    );
    expect(resultProgress([{ status: 'RUNNING' }])).toBe('0 of 1 result done');
  });
});

describe('resultSectionLines', () => {
  it("shows an API result's assertions, request error, request and response, escaped", () => {
    const body = Array.from({ length: BODY_LINES + 5 }, (_, i) => `line ${i}`).join('\n');
    const lines = resultSectionLines({
      apiCheckResult: {
        assertions: [
          {
            source: 'STATUS_CODE',
            comparison: 'EQUALS',
            property: '',
            target: '200',
            actual: 503,
            error: 'expected 200, received 503',
          },
          { source: 'RESPONSE_TIME', comparison: 'LESS_THAN', property: '', target: '2000', actual: 46, error: null },
        ],
        requestError: 'socket hang up\u001b]0;owned\u0007',
        request: {
          method: 'POST',
          url: 'https://api.example.com/x',
          headers: { accept: 'application/json' },
          data: '{"a":1}',
        },
        response: {
          status: 503,
          statusText: 'Service Unavailable',
          headers: { 'x-id': 'abc' },
          body,
          timings: { total: 120, dns: 10 },
        },
      },
    });
    const texts = lines.map((l) => l.text);
    expect(texts).toContain('Assertions (2)');
    expect(lines.find((l) => l.text.includes('status code equals 200'))).toEqual({
      text: '  FAIL  status code equals 200, got 503: expected 200, received 503',
      tone: 'failed',
    });
    expect(lines.find((l) => l.text.includes('response time'))?.tone).toBe('passed');
    expect(texts).toContain('  socket hang up\\x1b]0;owned\\x07');
    expect(texts).toContain('  POST https://api.example.com/x');
    expect(texts).toContain('  accept: application/json');
    expect(texts).toContain('  503 Service Unavailable  total 120ms (dns 10ms)');
    expect(texts).toContain(`  line ${BODY_LINES - 1}`);
    expect(texts).not.toContain(`  line ${BODY_LINES}`);
    expect(texts).toContain('  (5 more lines)');
    expect(texts.join('\n')).not.toContain('\u001b');
  });

  it('shows the errors of browser, multi-step and Playwright results with their stacks', () => {
    for (const key of ['browserCheckResult', 'multiStepCheckResult', 'playwrightCheckResult']) {
      const lines = resultSectionLines({
        [key]: { errors: [{ message: 'Timeout', stack: 'TimeoutError: 30s\n    at page.click' }, 'plain'] },
      });
      expect(lines.map((l) => l.text)).toEqual([
        '',
        'Errors (2)',
        '  1. TimeoutError: 30s',
        '         at page.click',
        '  2. plain',
      ]);
      expect(lines[2]!.tone).toBe('failed');
    }
  });

  it('is empty when there is nothing to explain', () => {
    expect(resultSectionLines({})).toEqual([]);
    expect(resultSectionLines({ browserCheckResult: { errors: [] } })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  BODY_LINES,
  parseFilterTime,
  parseTimeAgo,
  resultListRow,
  resultLogLines,
  resultProgress,
  resultSectionLines,
  searchLengthError,
  splitValues,
} from '../../src/format/session-screen.js';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const NOW_S = NOW / 1000;

describe('parseTimeAgo', () => {
  it.each([
    ['45s', 45_000],
    ['30m', 1_800_000],
    ['2h', 7_200_000],
    ['7d', 7 * 86_400_000],
    ['1w', 7 * 86_400_000],
    ['2H', 7_200_000],
    [' 2 h ', 7_200_000],
    ['2h ago', 7_200_000],
  ])('reads %j as %d ms back', (text, ms) => {
    expect(parseTimeAgo(text)).toBe(ms);
  });

  it.each(['', 'h', '2', '2x', '-2h', '2.5h', 'two hours', '2h later'])('refuses %j', (text) => {
    expect(parseTimeAgo(text)).toBeNull();
  });
});

describe('parseFilterTime', () => {
  it('turns a time ago into Unix seconds before now', () => {
    expect(parseFilterTime('2h', NOW)).toEqual({ seconds: NOW_S - 7200 });
    expect(parseFilterTime('30m ago', NOW)).toEqual({ seconds: NOW_S - 1800 });
  });

  it('reads ISO dates and Unix seconds as the plain command does', () => {
    expect(parseFilterTime('2024-05-01', NOW)).toEqual({ seconds: Date.parse('2024-05-01T00:00:00Z') / 1000 });
    expect(parseFilterTime('2024-05-01T10:30Z', NOW)).toEqual({ seconds: Date.parse('2024-05-01T10:30:00Z') / 1000 });
    expect(parseFilterTime('1714560000', NOW)).toEqual({ seconds: 1714560000 });
  });

  it('keeps the date parser\'s precise words for a bad date or milliseconds', () => {
    expect(parseFilterTime('2024-02-31', NOW)).toEqual({ error: '"2024-02-31" is not a real date' });
    expect(parseFilterTime('1714560000000', NOW)).toEqual({ error: '1714560000000 looks like milliseconds; give Unix seconds' });
  });

  it('names every accepted form for anything else, escaped', () => {
    const result = parseFilterTime('yesterday\u001b[2J', NOW);
    expect(result).toEqual({
      error: '"yesterday\\x1b[2J" is not a time: use a time ago (30m, 2h, 7d), an ISO date (2024-05-01, 2024-05-01T14:00Z) or Unix seconds',
    });
  });
});

describe('searchLengthError', () => {
  it('accepts 3 to 200 characters', () => {
    expect(searchLengthError('abc')).toBeUndefined();
    expect(searchLengthError('x'.repeat(200))).toBeUndefined();
  });

  it('says how long the text is when it is not', () => {
    expect(searchLengthError('ab')).toBe('must be 3 to 200 characters long (this one has 2)');
    expect(searchLengthError('x'.repeat(201))).toBe('must be 3 to 200 characters long (this one has 201)');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(searchLengthError('🚦🚦')).toBe('must be 3 to 200 characters long (this one has 2)');
  });
});

describe('splitValues', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(splitValues(' main, release/1.2,,main , ')).toEqual(['main', 'release/1.2']);
    expect(splitValues('')).toEqual([]);
  });
});

describe('resultListRow and resultProgress', () => {
  it('counts the error groups of a result', () => {
    const base = { testSessionResultId: 'r1', name: 'Login', status: 'FAILED', checkType: 'API', runLocation: 'eu-west-1', responseTime: 120 };
    expect(resultListRow({ ...base, errorGroupIds: ['a', 'b'] })).toMatchObject({ status: 'FAIL', name: 'Login', errorGroups: '2', responseTime: '120ms' });
    expect(resultListRow({ ...base, errorGroupIds: [] }).errorGroups).toBe('-');
  });

  it('tells how many results are done', () => {
    expect(resultProgress([{ status: 'RUNNING' }, { status: 'PASSED' }, { status: 'FAILED' }])).toBe('2 of 3 results done');
    expect(resultProgress([{ status: 'RUNNING' }])).toBe('0 of 1 result done');
  });
});

describe('resultSectionLines', () => {
  it('shows an API result\'s assertions, request error, request and response, escaped', () => {
    const body = Array.from({ length: BODY_LINES + 5 }, (_, i) => `line ${i}`).join('\n');
    const lines = resultSectionLines({
      apiCheckResult: {
        assertions: [
          { source: 'STATUS_CODE', comparison: 'EQUALS', property: '', target: '200', actual: 503, error: 'expected 200, received 503' },
          { source: 'RESPONSE_TIME', comparison: 'LESS_THAN', property: '', target: '2000', actual: 46, error: null },
        ],
        requestError: 'socket hang up\u001b]0;owned\u0007',
        request: { method: 'POST', url: 'https://api.example.com/x', headers: { accept: 'application/json' }, data: '{"a":1}' },
        response: { status: 503, statusText: 'Service Unavailable', headers: { 'x-id': 'abc' }, body, timings: { total: 120, dns: 10 } },
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
      const lines = resultSectionLines({ [key]: { errors: [{ message: 'Timeout', stack: 'TimeoutError: 30s\n    at page.click' }, 'plain'] } });
      expect(lines.map((l) => l.text)).toEqual(['', 'Errors (2)', '  1. TimeoutError: 30s', '         at page.click', '  2. plain']);
      expect(lines[2]!.tone).toBe('failed');
    }
  });

  it('is empty when there is nothing to explain', () => {
    expect(resultSectionLines({})).toEqual([]);
    expect(resultSectionLines({ browserCheckResult: { errors: [] } })).toEqual([]);
  });
});

describe('resultLogLines', () => {
  it('finds the log wherever the check type keeps it', () => {
    expect(resultLogLines({ apiCheckResult: { jobLog: 'a\nb' } })).toEqual(['a', 'b']);
    expect(resultLogLines({ playwrightCheckResult: { jobLog: ['x', 'y'] } })).toEqual(['x', 'y']);
    expect(resultLogLines({})).toEqual([]);
  });
});

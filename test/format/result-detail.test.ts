import { describe, expect, it } from 'vitest';
import {
  assertionLine,
  jobLogLines,
  resultFields,
  resultLogLines,
  resultSections,
} from '../../src/format/result-detail.js';

const NOW = Date.parse('2024-05-01T12:00:00Z');

describe('jobLogLines', () => {
  it('reads {time, level, msg} entries, text and lists of lines', () => {
    expect(jobLogLines([{ time: Date.parse('2024-05-01T11:56:00.123Z'), level: 'INFO', msg: 'Starting' }])).toEqual([
      '11:56:00.123 INFO  Starting',
    ]);
    expect(jobLogLines('one\ntwo\n')).toEqual(['one', 'two']);
    expect(jobLogLines(['a', 'b\nc'])).toEqual(['a', 'b', 'c']);
    expect(jobLogLines(null)).toEqual([]);
    expect(jobLogLines({ odd: true })).toEqual(['{', '  "odd": true', '}']);
  });
  it('indents the rest of a multi-line message under its first line', () => {
    expect(jobLogLines([{ time: '2024-05-01T11:56:00Z', level: 'ERROR', message: 'Boom\n  at x' }])).toEqual([
      '11:56:00.000 ERROR Boom',
      '                     at x',
    ]);
  });
  it('escapes control characters', () => {
    const [line] = jobLogLines([{ time: 0, level: 'INFO', msg: '\u001b]0;pwned\u0007 \u009b6n' }]);
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(line).toContain('\\x1b]0;pwned\\x07');
  });
});

describe('assertionLine', () => {
  it('reads a failed and a passed assertion', () => {
    expect(
      assertionLine({
        source: 'STATUS_CODE',
        comparison: 'EQUALS',
        property: '',
        target: '200',
        actual: 503,
        error: 'expected 200, received 503',
      }),
    ).toEqual({
      passed: false,
      text: 'status code equals 200, got 503: expected 200, received 503',
    });
    expect(
      assertionLine({
        source: 'JSON_BODY',
        property: '$.ok',
        comparison: 'EQUALS',
        target: 'true',
        actual: true,
        error: null,
      }),
    ).toEqual({
      passed: true,
      text: 'json body $.ok equals true, got true',
    });
  });
  it('says it does not know when the assertion carries no verdict', () => {
    expect(assertionLine({ source: 'TEXT_BODY' }).passed).toBeNull();
  });
});

const apiResult = {
  testSessionResultId: 'r1',
  name: 'cart',
  status: 'FAILED',
  checkType: 'API',
  runLocation: 'eu-west-1',
  startedAt: '2024-05-01T11:58:00Z',
  stoppedAt: '2024-05-01T11:58:02Z',
  responseTime: 1500,
  attempts: 2,
  traceId: 'abc',
  apiCheckResult: {
    assertions: [{ source: 'STATUS_CODE', comparison: 'EQUALS', target: '200', actual: 500, error: 'expected 200' }],
    requestError: null,
    request: {
      method: 'POST',
      url: 'https://api.example.com/cart',
      headers: { accept: 'application/json' },
      data: '{"a":1}',
    },
    response: {
      status: 500,
      statusText: 'Internal Server Error',
      headers: {},
      body: 'x\ny\nz',
      timings: { total: 1500, dns: 10 },
    },
    jobLog: [{ time: Date.parse('2024-05-01T11:58:00Z'), level: 'INFO', msg: 'go' }],
  },
};

describe('resultSections', () => {
  it('gives the assertions, request and response of an API result', () => {
    const sections = resultSections(apiResult, { bodyLines: 2 });
    expect(sections.map((s) => s.title)).toEqual(['Assertions', 'Request', 'Response']);
    expect(sections[0]!.lines).toEqual([
      { text: 'status code equals 200, got 500: expected 200', mark: 'FAIL', tone: 'failed' },
    ]);
    expect(sections[1]!.lines.map((l) => l.text)).toEqual([
      'POST https://api.example.com/cart',
      'accept: application/json',
      '{"a":1}',
    ]);
    expect(sections[2]!.lines.map((l) => l.text)).toEqual([
      '500 Internal Server Error  total 1.5s (dns 10ms)',
      'x',
      'y',
      '(1 more lines: -o json shows the whole body)',
    ]);
  });
  it('gives the errors of a browser result, stacks included', () => {
    const sections = resultSections({
      testSessionResultId: 'r2',
      browserCheckResult: { errors: [{ message: 'Timeout', stack: 'Timeout\n    at spec.ts:3' }, 'plain'] },
    });
    expect(sections).toEqual([
      {
        title: 'Errors',
        lines: [
          { text: '1. Timeout', tone: 'failed' },
          { text: '       at spec.ts:3' },
          { text: '2. plain', tone: 'failed' },
        ],
      },
    ]);
  });
  it('finds the log wherever the result keeps it', () => {
    expect(resultLogLines(apiResult)).toEqual(['11:58:00.000 INFO  go']);
    expect(resultLogLines({ testSessionResultId: 'x', playwrightCheckResult: { jobLog: 'a\nb' } })).toEqual(['a', 'b']);
  });
});

describe('resultFields', () => {
  it('lists state, place and timing', () => {
    expect(Object.fromEntries(resultFields(apiResult, NOW).map((f) => [f.label, f.value]))).toEqual({
      Status: 'failed',
      Type: 'API',
      Location: 'eu-west-1',
      Started: '2024-05-01 11:58:00 UTC (2m ago)',
      Took: '2.0s',
      'Response time': '1.5s',
      Attempts: '2',
      'Trace ID': 'abc',
      Link: '-',
    });
  });
});

describe('resultLogLines', () => {
  it('finds the log wherever the check type keeps it, a bare result included', () => {
    expect(resultLogLines({ apiCheckResult: { jobLog: 'a\nb' } })).toEqual(['a', 'b']);
    expect(resultLogLines({ playwrightCheckResult: { jobLog: ['x', 'y'] } })).toEqual(['x', 'y']);
    expect(resultLogLines({})).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isFinalStatus,
  parseProvider,
  parseStatus,
  providerLabel,
  resultStatusWord,
  STATUS_WORD_WIDTH,
  statusLabel,
  statusTone,
  statusWord,
  SESSION_STATUSES,
} from '../../src/format/status.js';

describe('status words', () => {
  it.each([
    ['FAILED', 'FAIL', 'failed'],
    ['PASSED', 'PASS', 'passed'],
    ['RUNNING', 'RUN', 'running'],
    ['CANCELLED', 'CANCEL', 'cancelled'],
  ])('%s shows as %s and reads %s', (wire, word, label) => {
    expect(statusWord(wire)).toBe(word);
    expect(statusLabel(wire)).toBe(label);
    expect(statusTone(wire)).toBe(label);
  });
  it('fits every word in the status column', () => {
    for (const s of SESSION_STATUSES) expect(statusWord(s).length).toBeLessThanOrEqual(STATUS_WORD_WIDTH);
    expect(statusWord('SOMETHING_NEW').length).toBeLessThanOrEqual(STATUS_WORD_WIDTH);
  });
  it('marks unknown and missing statuses', () => {
    expect(statusWord(undefined)).toBe('?');
    expect(statusTone('WEIRD')).toBe('unknown');
  });
  it('does not let a degraded pass look fine', () => {
    expect(resultStatusWord({ status: 'PASSED', isDegraded: true })).toBe('DEGR');
    expect(resultStatusWord({ status: 'FAILED', isDegraded: true })).toBe('FAIL');
  });
  it('knows which statuses are final', () => {
    expect(isFinalStatus('RUNNING')).toBe(false);
    expect(isFinalStatus('PASSED')).toBe(true);
  });
});

describe('parsing what people type', () => {
  it('accepts lower case statuses and providers and sends them upper case', () => {
    expect(parseStatus('failed')).toBe('FAILED');
    expect(parseStatus('Running')).toBe('RUNNING');
    expect(parseStatus('broken')).toBeNull();
    expect(parseProvider('pw_reporter')).toBe('PW_REPORTER');
    expect(parseProvider('gitlab')).toBeNull();
    expect(providerLabel('PW_REPORTER')).toBe('pw_reporter');
  });
});

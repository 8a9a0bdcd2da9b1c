import { describe, expect, it } from 'vitest';
import {
  commitLine,
  errorGroupFields,
  errorGroupMessage,
  sessionErrorGroupIds,
  sessionSummaryFields,
} from '../../src/format/session-detail.js';
import { SESSION_DETAIL } from '../helpers/session-fixture.js';

const NOW = Date.parse('2024-05-01T12:00:00Z');

const detail = SESSION_DETAIL;

describe('session detail fields', () => {
  it('lists the summary in the order someone on call reads it', () => {
    const fields = sessionSummaryFields(detail, NOW);
    expect(fields.map((f) => f.label)).toEqual([
      'Status',
      'Branch',
      'Commit',
      'Owner',
      'Environment',
      'Started',
      'Duration',
      'Link',
    ]);
    expect(Object.fromEntries(fields.map((f) => [f.label, f.value]))).toMatchObject({
      Status: 'failed',
      Commit: '0123456789ab  Fix cart',
      Started: '2024-05-01 11:56:00 UTC (4m ago)',
      Duration: '2m 05s',
      Link: 'https://app.example.test/sessions/7d3c',
    });
  });
  it('says how long a running session has been going', () => {
    const fields = sessionSummaryFields({ ...detail, status: 'RUNNING', stoppedAt: null, timeElapsed: 0 }, NOW);
    expect(fields.find((f) => f.label === 'Running for')?.value).toBe('4m 00s');
  });
  it('collects error groups from the session and its results', () => {
    expect(sessionErrorGroupIds(detail)).toEqual(['g1', 'g2']);
  });
  it('shows a dash for a commit it knows nothing about', () => {
    expect(commitLine({})).toBe('-');
    expect(commitLine(null)).toBe('-');
  });
});

describe('error groups', () => {
  const group = {
    id: 'g1',
    cleanedErrorMessage: 'Timeout 30000ms exceeded\n   waiting for \u001b]0;pwned\u0007 selector',
    rawErrorMessage: 'raw',
    environments: ['production', 'staging'],
    firstSeen: '2024-04-30T12:00:00Z',
    lastSeen: '2024-05-01T11:58:00Z',
    archivedUntilNextEvent: false,
  };
  it('shows the cleaned message on one safe line', () => {
    const line = errorGroupMessage(group);
    expect(line).toBe('Timeout 30000ms exceeded waiting for \\x1b]0;pwned\\x07 selector');
  });
  it('falls back to the raw message', () => {
    expect(errorGroupMessage({ id: 'x', cleanedErrorMessage: '', rawErrorMessage: 'boom' })).toBe('boom');
  });
  it('gives first and last seen and the environments', () => {
    expect(errorGroupFields(group, NOW)).toEqual([
      { label: 'First seen', value: '2024-04-30 12:00:00 UTC (1d ago)' },
      { label: 'Last seen', value: '2024-05-01 11:58:00 UTC (2m ago)' },
      { label: 'Environments', value: 'production, staging' },
    ]);
  });
});

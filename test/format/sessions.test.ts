import { describe, expect, it } from 'vitest';
import { SESSION_COLUMNS, sessionRow } from '../../src/format/sessions.js';
import { renderTable } from '../../src/format/table-text.js';
import { displayWidth } from '../../src/format/width.js';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const ID = '7d3c1a52-90b4-4f0e-9a57-1f6f1c2b3a4d';

const entry = {
  id: ID,
  name: 'Checkout \u001b[31mflow\u001b[0m',
  provider: 'PW_REPORTER',
  status: 'FAILED',
  running: [],
  passed: ['a', 'b', 'c'],
  failed: ['d'],
  cancelled: [],
  invoker: { name: 'ci-bot' },
  commitOwner: null,
  branchName: 'main',
  startedAt: '2024-05-01T11:56:00Z',
  stoppedAt: '2024-05-01T11:58:05Z',
  created_at: '2024-05-01T11:56:00Z',
};

describe('sessionRow', () => {
  it('gives plain, safe cells', () => {
    const row = sessionRow(entry, NOW);
    expect(row).toMatchObject({
      id: ID,
      status: 'FAIL',
      tone: 'failed',
      started: '4m ago',
      startedAt: '2024-05-01 11:56:00 UTC',
      provider: 'pw_reporter',
      branch: 'main',
      user: 'ci-bot',
      counts: '1/3/0',
      duration: '2m 05s',
    });
    expect(row.name).toBe('Checkout \\x1b[31mflow\\x1b[0m');
  });
  it('prefers the commit owner, and runs the clock on a running session', () => {
    const row = sessionRow({ ...entry, status: 'RUNNING', stoppedAt: null, commitOwner: 'ana' }, NOW);
    expect(row.user).toBe('ana');
    expect(row.duration).toBe('4m 00s');
    expect(row.status).toBe('RUN');
  });
  it('fills gaps with dashes instead of empty cells', () => {
    const row = sessionRow({ id: ID }, NOW);
    expect(row).toMatchObject({ name: '(unnamed)', branch: '-', user: '-', provider: '-', counts: '0/0/0' });
  });
  it('keeps status, name and ID at 80 columns and drops the least useful', () => {
    const lines = renderTable(SESSION_COLUMNS, [sessionRow(entry, NOW)], 80);
    expect(lines[0]).toMatch(/^STATUS/);
    expect(lines[0]).toContain('ID');
    expect(lines[0]).not.toContain('PROVIDER');
    expect(lines[1]).toContain(ID);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(80);
  });
});

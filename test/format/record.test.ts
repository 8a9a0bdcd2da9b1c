import { describe, expect, it } from 'vitest';
import {
  clustersText,
  incidentCreateCommand,
  incidentUpdateCommand,
  openedText,
  recordLines,
  recordMarkdown,
  shellWord,
  vigilCommandLine,
} from '../../src/format/record.js';

const ID = '11111111-1111-4111-8111-111111111111';

describe('record formatting', () => {
  it('quotes shell words only when needed, single quotes escaped', () => {
    expect(shellWord(ID)).toBe(ID);
    expect(shellWord("it's down")).toBe(`'it'\\''s down'`);
    expect(vigilCommandLine(['checks', 'pause', ID, '--yes'])).toBe(`vigil checks pause ${ID} --yes`);
  });

  it('gives the plain command of each write', () => {
    expect(incidentUpdateCommand(ID, { description: 'Fixed.', status: 'RESOLVED', notifySubscribers: true })).toBe(
      `vigil incident-update ${ID} -d Fixed. -s resolved --notify`,
    );
    expect(
      incidentCreateCommand({
        name: 'Checkout down',
        severity: 'MAJOR',
        services: [{ id: ID }],
        incidentUpdates: [{ description: 'Looking', status: 'INVESTIGATING' }],
      }),
    ).toBe(
      `vigil incidents create --name 'Checkout down' --severity major --service ${ID} -d Looking -s investigating`,
    );
  });

  it('writes Markdown with times, escaped text and the command in a code span', () => {
    const md = recordMarkdown([
      { at: '2026-11-25T09:12:03.000Z', text: 'Opened check *x*.' },
      { at: '2026-11-25T09:13:00.000Z', text: 'Paused check "a\u001b[2Jb".', command: 'vigil checks pause 1 --yes' },
    ]);
    expect(md).toContain('- 2026-11-25 09:12:03 Opened check \\*x\\*.');
    expect(md).toContain('`vigil checks pause 1 --yes`');
    expect(md).not.toContain('\u001b');
    expect(recordMarkdown([])).toContain('Nothing recorded.');
    expect(recordLines([{ at: '2026-11-25T09:13:00Z', text: 't', command: 'vigil x' }])).toEqual([
      '2026-11-25 09:13:00  t',
      '    $ vigil x',
    ]);
  });

  it('names what was opened, lists left out; an error group is left to its view (it records the message)', () => {
    expect(openedText('error-group', { id: 'g1' })).toBeNull();
    expect(openedText('session-result', { sessionId: 's', resultId: 'r' })).toBe('Opened result r of test session s.');
    expect(openedText('checks', {})).toBeNull();
    expect(openedText('checks', { by: 'location', key: 'eu-west-1', label: 'eu-west-1' })).toBe(
      'Looked at the checks of cluster eu-west-1 (by location).',
    );
  });

  it('says which clusters were looked at: the biggest three with their counts', () => {
    const c = (label: string, failing: number, degraded = 0) => ({ label, failing, degraded, total: 20 });
    expect(clustersText('location', [c('eu-west-1', 12, 2), c('us-east-1', 3), c('a', 1), c('b', 1)])).toBe(
      'Looked at the clusters by location: eu-west-1 12 failing, 2 degraded of 20; us-east-1 3 failing of 20; a 1 failing of 20 and 1 more.',
    );
    expect(clustersText('tag', [])).toBe('Looked at the clusters by tag: no check failing or degraded.');
    expect(clustersText('host', [c('evil\u001b[2J', 1)])).not.toContain('\u001b');
  });

  it('marks a failed write and one whose outcome is unknown, with its command and the read that checks', () => {
    const entries = [
      {
        at: '2026-11-25T09:20:00Z',
        text: 'Could not pause check "A": the server answered 500.',
        command: 'vigil checks pause 1 --yes',
        outcome: 'failed' as const,
      },
      {
        at: '2026-11-25T09:21:00Z',
        text: 'Pausing check "A" timed out: it may have been paused.',
        command: 'vigil checks pause 1 --yes',
        outcome: 'unknown' as const,
        verify: 'vigil checks get 1',
      },
    ];
    const md = recordMarkdown(entries);
    expect(md).toContain(
      '- 2026-11-25 09:20:00 **FAILED** Could not pause check "A": the server answered 500. `vigil checks pause 1 --yes`',
    );
    expect(md).toContain(
      '- 2026-11-25 09:21:00 **OUTCOME UNKNOWN** Pausing check "A" timed out: it may have been paused. `vigil checks pause 1 --yes` (to see whether it was done: `vigil checks get 1`)',
    );
    expect(recordLines(entries)).toEqual([
      '2026-11-25 09:20:00  FAILED: Could not pause check "A": the server answered 500.',
      '    $ vigil checks pause 1 --yes',
      '2026-11-25 09:21:00  OUTCOME UNKNOWN: Pausing check "A" timed out: it may have been paused.',
      '    $ vigil checks pause 1 --yes',
      '    $ vigil checks get 1   (shows whether it was done)',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
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

  it('names what was opened, lists left out', () => {
    expect(openedText('error-group', { id: 'g1' })).toBe('Followed error group g1.');
    expect(openedText('session-result', { sessionId: 's', resultId: 'r' })).toBe('Opened result r of test session s.');
    expect(openedText('checks', {})).toBeNull();
  });
});

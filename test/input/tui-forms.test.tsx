// Bad input in every text field of the TUI's forms (the session filter and the incident update):
// empty, too long, control characters and escapes, injection-like text. Each value is either
// refused next to its field with nothing sent, or sent exactly as typed as one value; the
// frame stays safe to draw and within the terminal, whatever was pasted.
import { describe, expect, it } from 'vitest';
import { displayWidth } from '../../src/format/width.js';
import { useTuiSandbox } from '../helpers/tui.js';
import type { Tui } from '../tui/harness.js';
import { terminalProblem } from '../fuzz/hostile.js';

const { sandbox, open } = useTuiSandbox({ seed: 73, sessions: 80 });
const COLUMNS = 90;

const VALUES = [
  'y'.repeat(300),
  '\u001b[2J\u001b]0;pwned\u0007\u202eevil',
  'main&statuses=PASSED',
  '../../v1/checks',
  "'; DROP TABLE x; --",
];

function expectSafeFrame(tui: Tui, what: string): void {
  const frame = tui.frame();
  expect(terminalProblem(frame, { allowNewline: true }), what).toBeNull();
  for (const line of frame.split('\n'))
    expect(displayWidth(line), `${what}: ${JSON.stringify(line)}`).toBeLessThanOrEqual(COLUMNS);
}

const listRequests = () => sandbox().requests.filter((r) => r.method === 'GET' && r.path === '/v1/test-sessions');

describe('the session filter form', () => {
  // Tab stops of the text fields, and the query parameter each one sets.
  const FIELDS: Array<[string, number, string]> = [
    ['branch', 1, 'branches[]'],
    ['user', 3, 'users[]'],
    ['search', 5, 'textSearch'],
    ['from', 6, 'from'],
    ['to', 7, 'to'],
    ['error group', 8, 'errorGroupId'],
  ];

  it.each(FIELDS)('%s: each value refused in place with nothing sent, or sent as typed', async (name, tabs, param) => {
    for (const value of VALUES) {
      const tui = open('sessions', { columns: COLUMNS, rows: 30 });
      await tui.waitForFrame((f) => f.includes('page 1 (more: n)'));
      const sent = listRequests().length;
      await tui.press('f');
      await tui.waitForFrame('Filter sessions');
      await tui.press(...new Array<string>(tabs).fill('tab'));
      await tui.paste(value);
      expectSafeFrame(tui, `${name} typed ${JSON.stringify(value.slice(0, 20))}`);
      await tui.press('enter');
      // Applied, or refused in place: the sentence under the field, marked '!'.
      const frame = await tui.waitForFrame(
        (f) => f.includes('Filters: ') || f.split('\n').some((l) => /^ +! /.test(l)),
      );
      expectSafeFrame(tui, `${name} ${JSON.stringify(value.slice(0, 20))}`);
      if (frame.includes('Filter sessions')) {
        // Refused in place: the field is marked and nothing went out.
        await new Promise((r) => setTimeout(r, 50));
        expect(listRequests().length, `${name}: nothing sent`).toBe(sent);
      } else {
        const deadline = Date.now() + 5_000;
        while (listRequests().length === sent && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        const query = new URLSearchParams(listRequests().at(-1)!.query.replace(/^\?/, ''));
        // A text field takes printable text: control characters in a paste are dropped.
        const typed = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
        expect(query.getAll(param), `${name}: sent as typed`).toEqual([typed]);
        expect([...query.getAll('statuses'), ...query.getAll('statuses[]')], `${name}: nothing crept in`).toEqual([]);
      }
      tui.unmount();
    }
  });
});

describe('the incident update form', () => {
  const posts = () => sandbox().requests.filter((r) => r.method === 'POST').length;

  it('the incident ID field refuses anything but a GUID, safely, sending nothing', async () => {
    for (const value of [...VALUES, '']) {
      const tui = open('incident', { columns: COLUMNS, rows: 30 });
      await tui.waitForFrame('Incidents');
      await tui.press('i');
      await tui.waitForFrame('> Incident ID');
      await tui.paste(value);
      await tui.press('tab');
      await tui.paste('A description');
      const before = posts();
      await tui.press('ctrl+s');
      await tui.waitForFrame(/Incident ID (must be a GUID|is required)/);
      expectSafeFrame(tui, `incident ID ${JSON.stringify(value.slice(0, 20))}`);
      expect(tui.frame()).not.toContain('Review the request');
      expect(posts()).toBe(before);
      tui.unmount();
    }
  });

  it('the description takes any text: reviewed escaped and within the width, never sent without y', async () => {
    for (const value of VALUES) {
      const tui = open('incident', { columns: COLUMNS, rows: 30 });
      await tui.waitForFrame('LAST STATUS');
      await tui.press('enter');
      await tui.waitForFrame('> Description');
      await tui.paste(value);
      expectSafeFrame(tui, `description ${JSON.stringify(value.slice(0, 20))}`);
      const before = posts();
      await tui.press('ctrl+s');
      await tui.waitForFrame('Review the request');
      expectSafeFrame(tui, `review of ${JSON.stringify(value.slice(0, 20))}`);
      await tui.press('n');
      await tui.waitForFrame('> Description');
      expect(posts()).toBe(before);
      tui.unmount();
    }
  });

  it('the public date refuses anything but an ISO 8601 date-time, sending nothing', async () => {
    for (const value of [...VALUES, 'now', '2024-02-31T12:00:00Z']) {
      const tui = open('incident', { columns: COLUMNS, rows: 30 });
      await tui.waitForFrame('LAST STATUS');
      await tui.press('enter');
      await tui.waitForFrame('> Description');
      await tui.paste('Monitoring');
      // Description -> status -> notify -> public date; clear the prefilled date, paste.
      await tui.press('tab', 'tab', 'tab', 'ctrl+u');
      await tui.paste(value);
      const before = posts();
      await tui.press('ctrl+s');
      await tui.waitForFrame('Public date must be an ISO 8601 date-time');
      expectSafeFrame(tui, `date ${JSON.stringify(value.slice(0, 20))}`);
      expect(posts()).toBe(before);
      tui.unmount();
    }
  });
});

// From the list to a session, a result and its log, an error group and the sessions it spans,
// and back, with the selection kept at every level; a 500-result session and a 10,000-line log
// drawn within the terminal; server text escaped.
import { describe, expect, it } from 'vitest';
import { resultLogLines } from '../../../../src/format/result-detail.js';
import { truncate } from '../../../../src/format/width.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { useTuiSandbox } from '../../../helpers/tui.js';
import { frozenClock, type Tui } from '../../harness.js';
import { cells, screensWith, selectedLine, sessionRows } from './helpers.js';

const { sandbox, client, open } = useTuiSandbox({ runningSessionMs: 1 });

const screens = screensWith({ pollMs: 100 });

/** The Link field: the line under its label, never wrapped. */
function linkIn(frame: string): string {
  const lines = frame.split('\n');
  const at = lines.findIndex((l) => /^(> | {2})?Link\s/.test(l));
  if (at < 0) return '';
  return (lines[at + 1] ?? '').replace(/^(> | {2})/, '').trim();
}

function lineCount(frame: string): number {
  return frame.split('\n').length;
}

async function copiedAfter(tui: Tui, what: string): Promise<string> {
  const before = tui.copied().length;
  await tui.press('y');
  await tui.waitForFrame(`copied ${what}`);
  const copied = tui.copied();
  expect(copied.length).toBe(before + 1);
  return copied[copied.length - 1]!;
}

describe('Sessions drill-down', () => {
  it('goes session -> result -> log search -> back -> error group -> full error -> its sessions -> back to the list, keeping the selection', async () => {
    const { failedSessionId, errorGroupId } = sandbox().fixtures;
    // The ages in the rows ("9m ago") come from a stopped clock: the row kept at the end must read
    // as it did at the start, however long the way down and back took.
    const tui = open('sessions', { screens, columns: 100, rows: 30, clock: frozenClock() });
    await tui.waitForFrame((f) => sessionRows(f).length > 10);
    // The failed session is the fourth newest.
    await tui.press('j', 'j', 'j');
    const listSelection = selectedLine(tui.frame());
    expect(await copiedAfter(tui, 'session ID')).toBe(failedSessionId);

    await tui.press('enter');
    let frame = await tui.waitForFrame('Results (6): 3 failed, 3 passed');
    expect(frame).toMatch(/Status\s+FAIL\s+failed/);
    for (const label of ['Branch', 'Commit', 'Owner', 'Environment', 'Started', 'Duration', 'Link', 'ID'])
      expect(frame).toContain(label);
    expect(linkIn(frame)).toBe(`https://app.example.com/test-sessions/${failedSessionId}`);
    expect(frame).toMatch(/STATUS\s+NAME\s+TYPE\s+LOCATION\s+RESPONSE\s+ERRS/);
    expect(frame).toContain('Error groups (2)');
    // It opens on the first failed result; take the second.
    expect(selectedLine(frame)).toMatch(/^> FAIL /);
    await tui.press('j');
    const resultSelection = selectedLine(tui.frame());
    expect(resultSelection).toMatch(/^> FAIL /);
    const resultId = await copiedAfter(tui, 'ID');

    await tui.press('enter');
    frame = await tui.waitForFrame(/^FAIL {2}Result "/m);
    expect(frame).toMatch(/Started\s+\d{4}-/);
    expect(frame).toMatch(/Stopped\s+\d{4}-/);
    expect(frame).toMatch(/Response time\s+\S+/);
    expect(frame).toMatch(/Attempts\s+[12]/);
    // The link is on one line, never wrapped: whole when it fits, cut with '…' when not; L copies it whole.
    const url = `https://app.example.com/test-sessions/${failedSessionId}/results/${resultId}`;
    const shown = linkIn(frame);
    expect(shown === url || (shown.endsWith('…') && url.startsWith(shown.slice(0, -1)))).toBe(true);
    await tui.press('L');
    await tui.waitForFrame('copied link');
    expect(tui.copied().at(-1)).toBe(url);
    expect(await copiedAfter(tui, 'result ID')).toBe(resultId);
    // Search the log: Enter keeps the search, n/N jump between matches.
    await tui.press('/');
    await tui.type('error');
    await tui.press('enter');
    frame = await tui.waitForFrame(/\/error: 1 of (\d+) \(n\/N\)/);
    const total = Number(/\/error: 1 of (\d+)/.exec(frame)![1]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(selectedLine(frame).toLowerCase()).toContain('error');
    await tui.press('n');
    frame = await tui.waitForFrame(`/error: 2 of ${total}`);
    expect(selectedLine(frame).toLowerCase()).toContain('error');
    await tui.press('N', 'N');
    await tui.waitForFrame(`/error: ${total} of ${total}`);
    // Esc clears the search first, then goes back.
    await tui.press('escape');
    frame = await tui.waitForFrame((f) => !f.includes('/error'));
    expect(selectedLine(frame)).toBe('');
    await tui.press('escape');
    frame = await tui.waitForFrame('Results (6)');
    expect(selectedLine(frame)).toBe(resultSelection);

    // The error groups are at the end: the last but one is the fixture's.
    await tui.press('G', 'k');
    const groupSelection = selectedLine(tui.frame());
    expect(await copiedAfter(tui, 'ID')).toBe(errorGroupId);
    await tui.press('enter');
    frame = await tui.waitForFrame('F shows the full raw error');
    const group = await client().getErrorGroup(errorGroupId);
    expect(frame).toContain(group.cleanedErrorMessage.split(' ').slice(0, 3).join(' '));
    expect(frame).toMatch(/First seen\s+\d{4}-/);
    expect(frame).toMatch(/Last seen\s+\d{4}-/);
    expect(frame).toMatch(/Environments\s+\w/);
    await tui.press('F');
    frame = await tui.waitForFrame('Full error (');
    expect(frame).toContain(group.rawErrorMessage!.split('\n')[0]!.slice(0, 40));
    await tui.press('j', 'j');
    const groupViewSelection = selectedLine(tui.frame());

    await tui.press('s');
    frame = await tui.waitForFrame((f) => f.includes('Sessions with error group') && sessionRows(f).length > 0);
    expect(frame).toContain(`Filters: error group ${errorGroupId}`);
    const lastList = sandbox()
      .requests.filter((r) => r.path === '/v1/test-sessions')
      .pop()!;
    expect(new URLSearchParams(lastList.query).get('errorGroupId')).toBe(errorGroupId);
    expect(new Set(cells(frame, 100).map((c) => c.status))).toEqual(new Set(['FAIL']));
    await tui.press('j');

    // Back up every level: each shows what it showed, selection included.
    await tui.press('escape');
    frame = await tui.waitForFrame('Full error (');
    expect(selectedLine(frame)).toBe(groupViewSelection);
    await tui.press('escape');
    frame = await tui.waitForFrame('Results (6)');
    expect(selectedLine(frame)).toBe(groupSelection);
    await tui.press('escape');
    frame = await tui.waitForFrame((f) => f.includes('page 1 (more: n)') && !f.includes('Filters:'));
    expect(selectedLine(frame)).toBe(listSelection);
  });

  it('draws a session of 500 results within the terminal and moves through it', async () => {
    const { bigSessionId } = sandbox().fixtures;
    for (const [columns, rows] of [
      [80, 24],
      [60, 15],
    ] as const) {
      const tui = open(route('session', { id: bigSessionId }), { screens, columns, rows });
      let frame = await tui.waitForFrame('Results (500): 5 failed, 495 passed');
      expect(lineCount(frame)).toBeLessThanOrEqual(rows);
      const drawn = () =>
        tui
          .frame()
          .split('\n')
          .filter((l) => /^(> | {2})(PASS|FAIL|DEGR) /.test(l)).length;
      expect(drawn()).toBeLessThan(rows);
      await tui.press('pagedown', 'pagedown');
      expect(lineCount(tui.frame())).toBeLessThanOrEqual(rows);
      await tui.press('G');
      frame = await tui.waitForFrame('Error groups (');
      expect(lineCount(frame)).toBeLessThanOrEqual(rows);
      expect(drawn()).toBeLessThan(rows);
      await tui.press('g');
      frame = await tui.waitForFrame(/^> Name/m);
      expect(lineCount(frame)).toBeLessThanOrEqual(rows);
      tui.unmount();
    }
  });

  it('pages a 10,000-line log: the frame stays within the terminal, G shows the last line, / finds a line deep inside', async () => {
    const { bigSessionId, bigLogResultId } = sandbox().fixtures;
    const result = await client().getTestSessionResult(bigSessionId, bigLogResultId);
    const log = resultLogLines(result);
    expect(log.length).toBeGreaterThanOrEqual(10_000);
    for (const [columns, rows] of [
      [80, 24],
      [60, 15],
    ] as const) {
      const tui = open(route('session', { id: bigSessionId }), { screens, columns, rows });
      await tui.waitForFrame('Results (500)');
      // The session opens on its first failed result: the one with the long log.
      await tui.press('enter');
      let frame = await tui.waitForFrame(/lines 1-\d+ of \d{5}/);
      expect(lineCount(frame)).toBeLessThanOrEqual(rows);
      await tui.press('G');
      frame = await tui.waitForFrame('(end)');
      expect(lineCount(frame)).toBeLessThanOrEqual(rows);
      expect(frame).toContain(truncate(`  ${log[log.length - 1]!}`, columns).slice(0, columns - 2));
      await tui.press('g');
      await tui.waitForFrame(/lines 1-/);
      await tui.press('/');
      await tui.type('[5000]');
      await tui.press('enter');
      frame = await tui.waitForFrame('/[5000]: 1 of 1');
      expect(selectedLine(frame)).toContain('[5000]');
      expect(lineCount(frame)).toBeLessThanOrEqual(rows);
      await tui.press('pagedown', 'ctrl+d', 'pageup', 'j', 'k');
      expect(lineCount(tui.frame())).toBeLessThanOrEqual(rows);
      tui.unmount();
    }
  });

  it('shows names and logs holding escape sequences escaped, never passed to the terminal', async () => {
    const tui = open('sessions', { screens, columns: 200, rows: 30 });
    // Session names of every 997th session hold `\u001b[2J\u001b[31m`: the sixth newest does.
    const frame = await tui.waitForFrame((f) => f.includes('\\x1b[2J'));
    expect(frame).toContain('\\x1b[31m(escape test)');
    expect(tui.rawFrame()).not.toContain('\u001b[2J');
    // A log line with colours and an OSC 8 link: found with the search in the long log.
    const { bigSessionId, bigLogResultId } = sandbox().fixtures;
    const view = open(route('session-result', { sessionId: bigSessionId, resultId: bigLogResultId }), {
      screens,
      columns: 200,
      rows: 30,
    });
    await view.waitForFrame(/lines 1-/);
    await view.press('/');
    await view.type('colored output');
    await view.press('enter');
    const log = await view.waitForFrame(/\/colored output: 1 of \d+/);
    expect(selectedLine(log)).toContain(
      '\\x1b[32mcolored output\\x1b[0m from the page \\x1b]8;;https://evil.example\\x07link',
    );
    expect(view.rawFrame()).not.toContain('\u001b]8;;');
    expect(view.rawFrame()).not.toContain('\u001b[32mcolored');
  });

  it('says what is wrong with an ID that is not one, and sends nothing for it', async () => {
    const before = sandbox().requests.length;
    const tui = open(route('error-group', { id: 'nope' }), { screens });
    await tui.waitForFrame('"nope" is not an error group ID');
    const result = open(route('session-result', { sessionId: 'a', resultId: 'b' }), { screens });
    await result.waitForFrame('both IDs must be GUIDs');
    // Only the shell's own account lookup went out.
    expect(
      sandbox()
        .requests.slice(before)
        .filter((r) => r.path.includes('test-session')),
    ).toEqual([]);
  });
});

// Shell behaviour on the key tables against the real sandbox: read-only refuses writes at once,
// each top-level screen keeps its own stack, reserved keys do nothing, text fields take
// ctrl+u/ctrl+w, and a new log search starts empty.
import { describe, expect, it } from 'vitest';
import { route } from '../../../src/tui/state/navigation.js';
import { useTuiSandbox } from '../../helpers/tui.js';
import { screensWith, waitUntil, sleep } from '../screens/sessions/helpers.js';

const tui = useTuiSandbox();

function selectedLine(frame: string): string {
  return frame.split('\n').find((l) => l.startsWith('> ')) ?? '';
}

describe('the shell on its command tables', () => {
  it('--read-only: pause/resume is not offered, and refused at once with no y/n question and nothing sent', async () => {
    const view = tui.open('checks', { readOnly: true });
    let frame = await view.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    // The footer offers the list's keys but not the write (issue 23: keys that cannot act are not offered).
    expect(frame.split('\n').at(-1)).toContain('/ filter');
    expect(frame.split('\n').at(-1)).not.toContain('pause/resume');
    const before = tui.sandbox().requests.length;
    await view.press('x');
    frame = await view.waitForFrame('read-only');
    expect(frame).not.toMatch(/(Pause|Resume) check/);
    expect(frame).not.toContain('(default No)');
    // The next key is a list key again, not an answer to a question.
    await view.press('j');
    await view.waitForFrame((f) => selectedLine(f) !== '' && !f.includes('(default No)'));
    expect(
      tui
        .sandbox()
        .requests.slice(before)
        .filter((r) => r.method !== 'GET'),
    ).toEqual([]);
    await view.press('?');
    frame = await view.waitForFrame('unavailable: read-only');
    expect(frame).toContain('pause or resume');
  });

  it("number keys keep each screen's own stack: in a result, 1 then 3 comes back to the result", async () => {
    const { failedSessionId } = tui.sandbox().fixtures;
    // Start on Sessions, open the session, then a result (a stack of three).
    const app = tui.open('sessions', { screens: screensWith({}) });
    await app.waitForFrame(/FAIL /);
    await app.press(':');
    await app.type(`session ${failedSessionId}`);
    await app.press('enter');
    await app.waitForFrame('Results (');
    await app.press('enter');
    const result = await app.waitForFrame(/Result "/);
    const title = result.split('\n')[1]!;
    await app.press('1');
    await app.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    await app.press('3');
    const back = await app.waitForFrame(/Result "/);
    expect(back.split('\n')[1]).toBe(title);
    // Esc still walks that stack back: the session, then the list.
    await app.press('escape');
    await app.waitForFrame('Results (');
    // The shown screen's own number goes to its first screen.
    await app.press('3');
    await app.waitForFrame((f) => f.split('\n')[1]!.startsWith('Sessions'));
  });

  it('ctrl+j (a lone line feed) and the other reserved keys do nothing: nothing opens', async () => {
    const view = tui.open('checks');
    // Every check in (nothing fills in by itself any more).
    await view.waitForFrame(
      (f) =>
        /Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/.test(f) &&
        !f.includes('loading every check'),
    );
    await view.press('j');
    const frame = await view.waitForFrame((f) => selectedLine(f) !== '');
    for (const key of ['ctrl+j', 'ctrl+h', 'ctrl+k', 'ctrl+l', 'ctrl+a']) await view.press(key);
    await sleep(100);
    // Every line but the age of the data ("updated 3 s ago"), which moves by itself.
    const still = (f: string) =>
      f
        .split('\n')
        .filter((l) => !l.startsWith('updated '))
        .join('\n');
    expect(still(view.frame())).toBe(still(frame));
  });

  it('ctrl+w deletes a word and ctrl+u clears to the start in the palette and the filter prompt', async () => {
    const view = tui.open('checks');
    await view.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    await view.press(':');
    await view.type('check abc def');
    await view.press('ctrl+w');
    await view.waitForFrame((f) => f.includes(':check abc ') && !f.includes('def'));
    await view.press('ctrl+u');
    await view.waitForFrame((f) => f.split('\n')[1]!.trim() === ':');
    await view.press('escape');
    await view.press('/');
    await view.type('zz qq');
    await view.press('ctrl+w');
    await waitUntil(() => /\/zz\s/.test(view.frame()) && !view.frame().includes('zz qq'));
    await view.press('ctrl+u');
    await view.press('enter');
    await view.waitForFrame((f) => !f.includes('/zz'));
  });

  it('/ in a result log starts empty, the last search still shown until something is typed', async () => {
    const { failedSessionId, failedResultId } = tui.sandbox().fixtures;
    const view = tui.open(route('session-result', { sessionId: failedSessionId, resultId: failedResultId }), {
      screens: screensWith({}),
    });
    await view.waitForFrame(/lines 1-/);
    await view.press('/');
    await view.type('e');
    await view.press('enter');
    await view.waitForFrame(/\/e: \d+ of \d+/);
    await view.press('/');
    const prompt = await view.waitForFrame((f) => f.split('\n').at(-1)!.startsWith('/'));
    // The prompt line holds no text before the hint.
    expect(prompt.split('\n').at(-1)).toMatch(/^\/\s+searches the log/);
    expect(prompt).toMatch(/\/e: \d+ of \d+/);
  });
});

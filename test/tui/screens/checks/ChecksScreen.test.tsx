// The Checks screen driven by keys against the real sandbox over loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { sanitizeLine } from '../../../../src/format/sanitize.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { useSandbox } from '../../../helpers/sandbox.js';
import { clientFor } from '../../../helpers/client.js';
import { renderApp } from '../../harness.js';

const sandbox = useSandbox();
let client: VigilClient;
beforeAll(() => {
  client = clientFor(sandbox());
});
afterAll(async () => {
  await client.close();
});

function selectedLine(frame: string): string {
  return frame.split('\n').find((l) => l.startsWith('> ')) ?? '';
}

/** A check on page 1 with a plain ASCII name, for typing into the filter. */
async function plainCheckOnFirstPage(): Promise<{ id: string; name: string }> {
  const page = await client.listChecks({ page: 1, limit: 50 });
  const found = page.items.find((c) => /^[A-Za-z][A-Za-z ]{5,20}$/.test(c.name) && c.activated);
  if (!found) throw new Error('no plain check on page 1');
  return found;
}

describe('Checks screen', () => {
  it('lists checks with status words, the range from content-range, and pages with n/p', async () => {
    const tui = renderApp({ client });
    let frame = await tui.waitForFrame('1-50 of 137 (page 1 of 3)');
    for (const header of ['STATUS', 'NAME', 'TYPE', 'FREQ', 'GROUP', 'ACTIVE', 'MUTED']) expect(frame).toContain(header);
    frame = await tui.waitForFrame((f) => f.includes('FAIL') && f.includes('PASS'));
    expect(frame).toContain('PAUSED');
    await tui.press('n');
    await tui.waitForFrame('51-100 of 137 (page 2 of 3)');
    await tui.press('n');
    await tui.waitForFrame('101-137 of 137 (page 3 of 3)');
    await tui.press('n');
    await tui.waitForFrame('This is the last page.');
    await tui.press('p');
    await tui.waitForFrame('51-100 of 137');
  });

  it('moves with j/k, arrows, g/G, Home/End, PgUp/PgDn and ctrl+u/ctrl+d', async () => {
    const tui = renderApp({ client, columns: 80, rows: 24 });
    const first = await tui.waitForFrame('1-50 of 137').then(selectedLine);
    await tui.press('j');
    const second = selectedLine(tui.frame());
    expect(second).not.toBe(first);
    await tui.press('k');
    expect(selectedLine(tui.frame())).toBe(first);
    await tui.press('down', 'down', 'up');
    expect(selectedLine(tui.frame())).toBe(second);
    await tui.press('G');
    const last = selectedLine(tui.frame());
    const lines = tui.frame().split('\n');
    // The last row of the page is drawn and selected, just above the footer.
    expect(lines[lines.length - 2]).toBe(last);
    await tui.press('g');
    expect(selectedLine(tui.frame())).toBe(first);
    await tui.press('end');
    expect(selectedLine(tui.frame())).toBe(last);
    await tui.press('home', 'pagedown');
    const paged = selectedLine(tui.frame());
    expect(paged).not.toBe(first);
    await tui.press('pageup');
    expect(selectedLine(tui.frame())).toBe(first);
    await tui.press('ctrl+d');
    expect(selectedLine(tui.frame())).toBe(paged);
    await tui.press('ctrl+u');
    expect(selectedLine(tui.frame())).toBe(first);
  });

  it('filters the loaded page by name with /, says so in the footer, and Esc clears the filter', async () => {
    const target = await plainCheckOnFirstPage();
    const tui = renderApp({ client });
    await tui.waitForFrame('1-50 of 137');
    await tui.press('/');
    await tui.waitForFrame('filters the loaded page only');
    await tui.type(target.name.toLowerCase());
    let frame = await tui.waitForFrame((f) => selectedLine(f).includes(target.name));
    const rowsShown = frame.split('\n').filter((l) => /^(> | {2})(PASS|FAIL|DEGR|PAUSED|\?) /.test(l)).length;
    expect(rowsShown).toBeLessThan(10);
    await tui.press('enter');
    frame = await tui.waitForFrame('this page only');
    expect(frame).toMatch(/filtered \d+ of 50: this page only/);
    expect(frame).toContain(`/${target.name.toLowerCase()}`);
    // Esc clears the filter instead of leaving the screen.
    await tui.press('escape');
    frame = await tui.waitForFrame((f) => !f.includes('this page only'));
    expect(frame).toContain('1-50 of 137');
    expect(tui.exited()).toBe(false);
  });

  it('opens a check with Enter, shows what it inherits from its group, and Esc comes back to the same row', async () => {
    const tui = renderApp({ client, rows: 50 });
    await tui.waitForFrame('1-50 of 137');
    // Group names loaded (not "#id"); then find a row in a group (the group column is not "-").
    let frame = await tui.waitForFrame((f) => !/ #\d+ /.test(f));
    let tries = 0;
    while (/\s-\s+(yes|no)\s+(yes|no)\s*$/.test(selectedLine(frame)) && tries++ < 15) {
      await tui.press('j');
      frame = tui.frame();
    }
    const row = selectedLine(frame);
    await tui.press('enter');
    frame = await tui.waitForFrame(/Inherited from group "/);
    expect(frame).toContain('Check "');
    expect(frame).toMatch(/runs\s+/);
    expect(frame).toMatch(/alert settings\s+rule [123]/);
    await tui.press('escape');
    frame = await tui.waitForFrame('1-50 of 137');
    expect(selectedLine(frame)).toBe(row);
  });

  it('draws a check named with escape sequences escaped, in the list and the detail', async () => {
    const { escapeCheckId } = sandbox().fixtures;
    const check = await client.getCheck(escapeCheckId);
    expect(check.name).toContain('\u001b[2J');
    const tui = renderApp({ client, screen: route('check', { id: escapeCheckId }) });
    const frame = await tui.waitForFrame('Inherited from group');
    expect(frame).toContain('\\x1b[2J');
    expect(frame).toContain(sanitizeLine(check.name).slice(0, 30));
    expect(tui.rawFrame()).not.toContain('\u001b[2J');
    expect(tui.rawFrame()).not.toContain('\u001b]0;');
    expect(tui.rawFrame()).not.toContain('\u0007');
    await tui.press('escape', '1');
    await tui.waitForFrame('1-50 of 137');
    expect(tui.rawFrame()).not.toContain('\u001b[2J');
  });

  it('copies the selected ID with OSC 52 on y', async () => {
    const page = await client.listChecks({ page: 1, limit: 50 });
    const tui = renderApp({ client });
    await tui.waitForFrame('1-50 of 137');
    await tui.press('j', 'y');
    await tui.waitForFrame('copied ID');
    expect(tui.copied()).toEqual([page.items[1]!.id]);
  });

  it('pauses and resumes a check after a y/n question that defaults to No', async () => {
    const target = await plainCheckOnFirstPage();
    const puts = () => sandbox().requests.filter((r) => r.method === 'PUT' && r.path === `/v1/checks/${target.id}`).length;
    const tui = renderApp({ client, screen: route('check', { id: target.id }) });
    await tui.waitForFrame(/activated\s+yes/);
    await tui.press('x');
    await tui.waitForFrame(`Pause check "${target.name}"?`);
    expect(tui.frame()).toContain('(default No)');
    // Enter answers the default: No. Nothing is sent.
    await tui.press('enter');
    await tui.waitForFrame((f) => !f.includes('(default No)'));
    expect(puts()).toBe(0);
    expect(tui.frame()).toMatch(/activated\s+yes/);
    // x asked; y confirms.
    await tui.press('x', 'y');
    await tui.waitForFrame(/activated\s+no/);
    await tui.waitForFrame(`Paused "${target.name}"`);
    expect(tui.frame()).toMatch(/status\s+PAUSED/);
    expect(puts()).toBe(1);
    expect((await client.getCheck(target.id)).activated).toBe(false);
    await tui.press('x');
    await tui.waitForFrame(`Resume check "${target.name}"?`);
    await tui.press('y');
    await tui.waitForFrame(`Resumed "${target.name}"`);
    expect(tui.frame()).toMatch(/activated\s+yes/);
    expect((await client.getCheck(target.id)).activated).toBe(true);
    expect(puts()).toBe(2);
  });

  it('shows a pause in the list at once', async () => {
    const page = await client.listChecks({ page: 1, limit: 50 });
    const index = page.items.findIndex((c) => c.activated && /^[A-Za-z][A-Za-z ]{5,20}$/.test(c.name));
    const target = page.items[index]!;
    const tui = renderApp({ client, rows: 60 });
    await tui.waitForFrame('1-50 of 137');
    await tui.press(...new Array<string>(index).fill('j'));
    expect(selectedLine(tui.frame())).toContain(target.name);
    await tui.press('x');
    await tui.waitForFrame(`Pause check "${target.name}"?`);
    await tui.press('y');
    const frame = await tui.waitForFrame((f) => /^> PAUSED/.test(selectedLine(f)));
    expect(selectedLine(frame)).toContain(target.name);
    await tui.waitForFrame(`Paused "${target.name}"`);
    await client.updateCheck(target.id, { activated: true });
  });
});

// The Checks screen driven by keys against the real sandbox over loopback.
import { describe, expect, it } from 'vitest';
import { sanitizeLine } from '../../../../src/sanitize.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { useTuiSandbox } from '../../../helpers/tui.js';

const { sandbox, client, open } = useTuiSandbox();

/**
 * Every check in and every group named: no row still shows "…" (known only from its status) or
 * "#id" (its group's name not loaded). Rows change as the background loads finish, so a test
 * that compares rows waits for this first.
 */
const settled = (f: string) =>
  /Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/.test(f) &&
  !f.includes('loading every check') &&
  !/ #\d+ /.test(f);

/** The selected row, its SINCE cell masked: the runs fill it in while a test moves (ChecksScreen.since-in-a-terminal.test.ts). */
function selectedLine(frame: string): string {
  const line = frame.split('\n').find((l) => l.startsWith('> ')) ?? '';
  return line.replace(/ {2}(?:…|-|\S+(?: \S+)?\+?(?: \(\d+\+?x\)(?: flap)?| flap)) +(?=\S)/, '  SINCE  ');
}

/** A check on page 1 with a plain ASCII name, for typing into the filter. */
async function plainCheckOnFirstPage(): Promise<{ id: string; name: string }> {
  const page = await client().listChecks({ page: 1, limit: 50 });
  const found = page.items.find((c) => /^[A-Za-z][A-Za-z ]{5,20}$/.test(c.name) && c.activated);
  if (!found) throw new Error('no plain check on page 1');
  return found;
}

describe('Checks screen', () => {
  it('lists every check failing first with status words and the count, then sorts by a column', async () => {
    const tui = open(undefined, { rows: 60 });
    let frame = await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    // At 80 columns SINCE (the failing rows' runs) takes the room of ACTIVE and MUTED.
    for (const header of ['STATUS', 'NAME', 'SINCE', 'TYPE', 'FREQ', 'GROUP']) expect(frame).toContain(header);
    frame = await tui.waitForFrame((f) => f.includes('FAIL') && f.includes('PASS'));
    const words = frame
      .split('\n')
      .map((l) => /^(?:> | {2})(FAIL|DEGR|PASS|\?|PAUSED)\b/.exec(l)?.[1])
      .filter((w): w is string => w !== undefined);
    const rank = (w: string) => ['FAIL', 'DEGR', 'PASS', '?', 'PAUSED'].indexOf(w);
    expect(words.length).toBeGreaterThan(20);
    expect(words.map(rank)).toEqual([...words.map(rank)].sort((x, y) => x - y));
    // s: the next column (name), S reverses it; the title says which.
    await tui.press('s');
    frame = await tui.waitForFrame('name A-Z');
    await tui.press('S');
    await tui.waitForFrame('name Z-A');
  });

  it('shows RUNS, the strip of the last 10 runs, and ACTIVE and MUTED from 120 columns', async () => {
    const tui = open(undefined, { columns: 120, rows: 30 });
    const frame = await tui.waitForFrame((f) => /^(> | {2})FAIL .* [.xd]{10} /m.test(f));
    expect(frame).toMatch(/^ {2}STATUS +NAME +SINCE +RUNS +TYPE +FREQ +GROUP +ACTIVE +MUTED$/m);
    // A failing row's strip ends in a failure (its newest run, on the right) and agrees with the API.
    const row = frame.split('\n').find((l) => /^(> | {2})FAIL .* [.xd]{10} /.test(l))!;
    const strip = / ([.xd]{10}) /.exec(row)![1]!;
    expect(strip.endsWith('x')).toBe(true);
  });

  it('moves with j/k, arrows, g/G, Home/End, PgUp/PgDn and ctrl+u/ctrl+d', async () => {
    const tui = open(undefined, { columns: 80, rows: 24 });
    const first = await tui.waitForFrame(settled).then(selectedLine);
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
    expect(selectedLine(lines[lines.length - 2]!)).toBe(last);
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

  it('filters every check by name with /, marks the match, says N of 137, and Esc clears the filter', async () => {
    const target = await plainCheckOnFirstPage();
    const tui = open();
    await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    await tui.press('/');
    await tui.type(target.name.toLowerCase());
    let frame = await tui.waitForFrame((f) => selectedLine(f).includes(target.name));
    const rowsShown = frame.split('\n').filter((l) => /^(> | {2})(PASS|FAIL|DEGR|PAUSED|\?) /.test(l)).length;
    expect(rowsShown).toBeLessThan(10);
    await tui.press('enter');
    frame = await tui.waitForFrame(/showing \d+ of 137/);
    expect(frame).toMatch(new RegExp(`Checks  ${rowsShown} of 137`));
    expect(frame).toContain(`/${target.name.toLowerCase()}`);
    // Esc clears the filter instead of leaving the screen.
    await tui.press('escape');
    frame = await tui.waitForFrame((f) => !f.includes('showing'));
    expect(frame).toMatch(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    expect(tui.exited()).toBe(false);
  });

  it("counts a filter's failing and degraded rows in the title, as `checks list --search` does", async () => {
    const statuses = await client().listCheckStatuses();
    const failing = (s: (typeof statuses)[number]) => s.hasFailures || s.hasErrors;
    // A word of a failing check's name that also names a check that is not failing.
    const word = statuses
      .filter(failing)
      .flatMap((s) => s.name.split(' ').filter((w) => /^[A-Za-z]{4,}$/.test(w)))
      .find((w) => {
        const hits = statuses.filter((s) => s.name.toLowerCase().includes(w.toLowerCase()));
        return hits.length < 30 && hits.some((s) => !failing(s));
      })!;
    const tui = open(undefined, { columns: 120, rows: 60 });
    await tui.waitForFrame(settled);
    await tui.press('/');
    await tui.type(word.toLowerCase());
    await tui.press('enter');
    const frame = await tui.waitForFrame(/showing \d+ of 137/);
    const words = frame.split('\n').map((l) => /^(?:> | {2})(FAIL|DEGR|PASS|PAUSED|\?)\b/.exec(l)?.[1]);
    const shown = (w: string) => words.filter((x) => x === w).length;
    expect(shown('FAIL')).toBeGreaterThan(0);
    expect(shown('PASS') + shown('PAUSED') + shown('DEGR')).toBeGreaterThan(0);
    expect(frame).toContain(`of 137 checks · ${shown('FAIL')} failing · ${shown('DEGR')} degraded`);
  });

  it('opens a check with Enter, shows what it inherits from its group, and Esc comes back to the same row', async () => {
    const tui = open(undefined, { rows: 50 });
    // Group names loaded (not "#id"); then find a row in a group (the group column is not "-").
    let frame = await tui.waitForFrame(settled);
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
    frame = await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    expect(selectedLine(frame)).toBe(row);
  });

  it('draws a check named with escape sequences escaped, in the list and the detail', async () => {
    const { escapeCheckId } = sandbox().fixtures;
    const check = await client().getCheck(escapeCheckId);
    expect(check.name).toContain('\u001b[2J');
    const tui = open(route('check', { id: escapeCheckId }));
    const frame = await tui.waitForFrame('Inherited from group');
    expect(frame).toContain('\\x1b[2J');
    expect(frame).toContain(sanitizeLine(check.name).slice(0, 30));
    expect(tui.rawFrame()).not.toContain('\u001b[2J');
    expect(tui.rawFrame()).not.toContain('\u001b]0;');
    expect(tui.rawFrame()).not.toContain('\u0007');
    await tui.press('escape', '1');
    await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    expect(tui.rawFrame()).not.toContain('\u001b[2J');
  });

  it('copies the selected ID with OSC 52 on y', async () => {
    const target = await plainCheckOnFirstPage();
    const tui = open();
    await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    await tui.press('/');
    await tui.type(target.name);
    await tui.press('enter', 'y');
    await tui.waitForFrame('copied ID');
    expect(tui.copied()).toEqual([target.id]);
  });

  it('pauses and resumes a check after a y/n question that defaults to No', async () => {
    const target = await plainCheckOnFirstPage();
    const puts = () =>
      sandbox().requests.filter((r) => r.method === 'PUT' && r.path === `/v1/checks/${target.id}`).length;
    const tui = open(route('check', { id: target.id }));
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
    expect((await client().getCheck(target.id)).activated).toBe(false);
    await tui.press('x');
    await tui.waitForFrame(`Resume check "${target.name}"?`);
    await tui.press('y');
    await tui.waitForFrame(`Resumed "${target.name}"`);
    expect(tui.frame()).toMatch(/activated\s+yes/);
    expect((await client().getCheck(target.id)).activated).toBe(true);
    expect(puts()).toBe(2);
  });

  it('stays on the row after a pause moves the paused check to the end, on the next check', async () => {
    const tui = open(undefined, { columns: 80, rows: 24 });
    await tui.waitForFrame(settled);
    await tui.press('j', 'j');
    const lines = tui.frame().split('\n');
    const at = lines.findIndex((l) => l.startsWith('> '));
    const name = /^> \S+ +(.+?)…? {2}/.exec(lines[at]!)![1]!;
    const next = /^ {2}\S+ +(.+?)…? {2}/.exec(lines[at + 1]!)![1]!;
    await tui.press('x');
    await tui.waitForFrame('(default No)');
    await tui.press('y');
    try {
      const frame = await tui.waitForFrame((f) => f.includes('Paused "'));
      const after = frame.split('\n');
      expect(after.findIndex((l) => l.startsWith('> '))).toBe(at);
      expect(after[at]).toContain(next);
      expect(after[at]).not.toContain(name);
    } finally {
      const id = (await client().listCheckStatuses()).find((st) => st.name.startsWith(name))!.checkId;
      await client().updateCheck(id, { activated: true });
    }
  });

  it('shows a pause in the list at once', async () => {
    const target = await plainCheckOnFirstPage();
    const tui = open(undefined, { rows: 60 });
    await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    await tui.press('/');
    await tui.type(target.name);
    await tui.press('enter');
    await tui.waitForFrame((f) => selectedLine(f).includes(target.name));
    await tui.press('x');
    await tui.waitForFrame(`Pause check "${target.name}"?`);
    await tui.press('y');
    const frame = await tui.waitForFrame((f) => /^> PAUSED/.test(selectedLine(f)));
    expect(selectedLine(frame)).toContain(target.name);
    await tui.waitForFrame(`Paused "${target.name}"`);
    await client().updateCheck(target.id, { activated: true });
  });

  it('keeps the cursor on its check and every column in place when a refresh puts a newly failing check above it', async () => {
    const statuses = await client().listCheckStatuses();
    const pages = await Promise.all([1, 2].map((page) => client().listChecks({ page, limit: 100 })));
    const active = new Set(
      pages
        .flatMap((p) => p.items)
        .filter((c) => c.activated)
        .map((c) => c.id),
    );
    // The first by name of the active passing checks: failing, it sorts above the cursor's row.
    const passing = statuses
      .filter((s) => active.has(s.checkId) && !s.hasFailures && !s.hasErrors && !s.isDegraded)
      .filter((s) => /^[A-Za-z][A-Za-z ]{4,}/.test(s.name))
      .sort((a, b) => a.name.localeCompare(b.name))[0]!;
    const tui = open(undefined, { columns: 80, rows: 24 });
    await tui.waitForFrame(settled);
    await tui.press('j', 'j', 'j', 'j', 'j');
    const before = selectedLine(tui.frame());
    expect(before).toMatch(/^> FAIL /);
    // The name as drawn (cut with an ellipsis when long): the columns around it may change.
    const name = /^> FAIL +(.+?)…? {2}/.exec(before)![1]!;
    sandbox().setCheckStatus(passing.checkId, 'failing');
    try {
      await tui.press('r');
      const frame = await tui.waitForFrame((f) => f.includes(passing.name) && /FAIL NEW/.test(f));
      const lines = frame.split('\n');
      // The new row is drawn above the cursor, so the rows under the cursor moved down by one.
      const newAt = lines.findIndex((l) => l.includes(passing.name));
      const cursorAt = lines.findIndex((l) => l.startsWith('> '));
      expect(newAt).toBeLessThan(cursorAt);
      expect(selectedLine(frame)).toContain(name);
      // The NEW mark takes room kept for it: at 80 columns SINCE stays, and so does every column.
      expect(lines.find((l) => l.startsWith('  STATUS'))).toMatch(/^ {2}STATUS +NAME +SINCE +TYPE +FREQ +GROUP$/);
      expect(/^> FAIL +/.exec(selectedLine(frame))![0].length).toBe(/^> FAIL +/.exec(before)![0].length);
    } finally {
      sandbox().setCheckStatus(passing.checkId, 'passing');
    }
  });
});

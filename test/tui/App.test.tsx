// The shell around the screens: header, help, palette, number keys, back/quit, resize, colours.
import { describe, expect, it } from 'vitest';
import { displayWidth } from '../../src/format/width.js';
import { route } from '../../src/tui/state/navigation.js';
import { screens } from '../../src/tui/screens/registry.js';
import { useTuiSandbox } from '../helpers/tui.js';

const { sandbox, client, open } = useTuiSandbox();

// Colour SGR parameters: 30-37/90-97 foreground, 40-47/100-107 background, 38;/48; extended.
const COLOUR = /\u001b\[(?:[0-9;]*;)?(?:3[0-9]|4[0-9]|9[0-7]|10[0-7])(?:;[0-9;]*)?m/;

describe('shell', () => {
  it('shows account, host, requests left, and the DEMO badge in the header', async () => {
    const tui = open(undefined, { demo: true });
    const frame = await tui.waitForFrame('Sandbox Demo Inc.');
    const header = frame.split('\n')[0]!;
    expect(header).toContain(new URL(sandbox().baseUrl).host);
    expect(header).toContain(' DEMO ');
    expect(header).toMatch(/\d+ req left/);
    const plain = open();
    expect((await plain.waitForFrame('Sandbox Demo Inc.')).split('\n')[0]).not.toContain('DEMO');
  });

  it('opens help with every key of the screen and closes it with Esc, keeping the screen', async () => {
    const tui = open(undefined, { rows: 50 });
    await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    await tui.press('?');
    const help = await tui.waitForFrame('Everywhere');
    for (const text of [
      'pause or resume',
      'filter every check',
      'PgDn/ctrl+d',
      'sort by the next',
      'jump to the next failing',
      'copy the selected',
      'command palette',
      'ctrl+c',
      'go to Alerts',
    ]) {
      expect(help).toContain(text);
    }
    await tui.press('escape');
    const back = await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    expect(back).not.toContain('Everywhere');
    expect(tui.exited()).toBe(false);
  });

  it('switches screens with the number keys 1-6 of the registry', async () => {
    const tui = open();
    await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    const numbered = screens.filter((s) => s.numberKey);
    expect(numbered).toHaveLength(6);
    for (const s of [...numbered.slice(1), numbered[0]!]) {
      await tui.press(s.numberKey!);
      await tui.waitForFrame((f) => f.split('\n')[0]!.includes(`| ${s.title} |`));
    }
    await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
  });

  it('runs palette commands by prefix: screens, check <id>, session <id>, quit', async () => {
    const { failingCheckId } = sandbox().fixtures;
    const tui = open();
    await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    await tui.press(':');
    await tui.type('gr');
    let frame = await tui.waitForFrame('go to Groups');
    expect(frame).not.toContain('go to Alerts');
    await tui.press('enter');
    await tui.waitForFrame(/Groups\s+1-\d+ of \d+/);

    await tui.press(':');
    await tui.type('check');
    frame = await tui.waitForFrame('check <id or name>');
    await tui.press('enter');
    // Not complete without the ID: the palette asks for it.
    await tui.waitForFrame('Type the id or name after "check"');
    await tui.type(failingCheckId);
    await tui.press('enter');
    frame = await tui.waitForFrame(/status\s+FAIL/);
    expect(frame).toContain(failingCheckId);
    // It opened in the Checks tab (the tab of its kind): Esc goes back to the Checks list, and
    // Groups kept its own stack.
    expect(frame.split('\n')[0]).toContain('| Check |');
    await tui.press('escape');
    await tui.waitForFrame(/Checks\s+137 checks/);
    await tui.press('2');
    await tui.waitForFrame(/Groups\s+1-\d+ of \d+/);

    await tui.press(':');
    await tui.type('check Auth');
    await tui.press('enter');
    // A name is not an ID (nothing is asked of /v1/checks/Auth): it opens the checks whose name
    // has it, in the Checks tab, and Esc goes back to the whole list.
    const names = [
      ...(await client().listChecks({ page: 1, limit: 100 })).items,
      ...(await client().listChecks({ page: 2, limit: 100 })).items,
    ].map((c) => c.name.toLowerCase());
    const named = names.filter((n) => n.includes('auth')).length;
    expect(named).toBeGreaterThan(0);
    await tui.waitForFrame(new RegExp(`Checks named "Auth"\\s+${named} of 137`));
    expect(sandbox().requests.some((r) => r.path.startsWith('/v1/checks/Auth'))).toBe(false);
    await tui.press('escape');
    await tui.waitForFrame(/Checks\s+137 checks/);
    await tui.press('2');
    await tui.waitForFrame(/Groups\s+1-\d+ of \d+/);

    await tui.press(':');
    await tui.type('session abc-123');
    await tui.press('enter');
    // A malformed ID is refused where it was typed.
    await tui.waitForFrame('"abc-123" is not an ID');
    await tui.press('ctrl+u');
    await tui.type(`session ${sandbox().fixtures.failedSessionId}`);
    await tui.press('enter');
    const session = screens.find((s) => s.name === 'session')!;
    await tui.waitForFrame((f) => f.split('\n')[0]!.includes(`| ${session.title} |`));
    await tui.press('escape');

    await tui.press(':');
    await tui.type('zzz');
    await tui.waitForFrame('no command matches');
    await tui.press('backspace', 'backspace', 'backspace');
    await tui.type('qu');
    await tui.press('enter');
    await waitFor(() => tui.exited());
  });

  it('handles keys that arrive together (fast typing, key repeat) one by one', async () => {
    const tui = open();
    const list = await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    const rows = list.split('\n').slice(list.split('\n').findIndex((l) => l.includes('STATUS')) + 1);
    // The name: the second cell (cells are two spaces apart), a prefix short of any cut.
    const third = rows[2]!.slice(2).split(/ {2,}/)[1]!.slice(0, 18).trim();
    await tui.write('jj\r');
    const detail = await tui.waitForFrame(`Check "${third}`);
    expect(detail).toContain('frequency');
  });

  it('takes the next key of a run only after the screen drew the one before (Sessions)', async () => {
    const page = await client().listTestSessions({ limit: 50 });
    const tui = open(route('sessions'));
    const selectedRow = (f: string) => {
      const lines = f.split('\n');
      const header = lines.findIndex((line) => line.includes('STATUS'));
      const selected = lines.findIndex((line) => line.startsWith('> '));
      return selected < 0 ? -1 : selected - header - 1;
    };
    await tui.waitForFrame((f) => selectedRow(f) === 0);
    await tui.write('j\r');
    await tui.waitForFrame(page.items[1]!.id);
    expect(tui.frame()).not.toContain(page.items[0]!.id);
  });

  it('goes back with q and Esc, and q at the top quits', async () => {
    const tui = open();
    await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    await tui.press('enter');
    await tui.waitForFrame('Inherited from group');
    await tui.press('q');
    await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    expect(tui.exited()).toBe(false);
    await tui.press('escape');
    expect(tui.exited()).toBe(false);
    await tui.press('q');
    await waitFor(() => tui.exited());
  });

  it('quits with ctrl+c from anywhere, even with an overlay open', async () => {
    const tui = open(route('check', { id: sandbox().fixtures.failingCheckId }));
    await tui.waitForFrame(/status\s+FAIL/);
    await tui.press(':');
    await tui.waitForFrame('Enter runs');
    await tui.press('ctrl+c');
    await waitFor(() => tui.exited());
  });

  it('re-lays out on resize and never draws more lines or columns than the terminal has', async () => {
    const tui = open(undefined, { columns: 80, rows: 24 });
    await tui.waitForFrame(/Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/);
    await tui.waitForFrame(/FAIL|PASS/);
    const fits = (f: string, columns: number, rows: number) => {
      const lines = f.split('\n');
      return lines.length <= rows && lines.every((l) => displayWidth(l) <= columns);
    };
    expect(fits(tui.frame(), 80, 24)).toBe(true);
    // At 80 columns SINCE (the failing rows' runs) takes the room of ACTIVE and MUTED.
    expect(tui.frame()).toContain('SINCE');
    await tui.resize(60, 15);
    let frame = await tui.waitForFrame((f) => f.split('\n').length <= 15);
    expect(fits(frame, 60, 15)).toBe(true);
    expect(frame).toContain('STATUS');
    expect(frame).not.toContain('SINCE');
    // Still usable: move, open, back.
    await tui.press('j', 'enter');
    frame = await tui.waitForFrame('Check "');
    expect(fits(frame, 60, 15)).toBe(true);
    await tui.press('?');
    frame = await tui.waitForFrame('Help');
    expect(fits(frame, 60, 15)).toBe(true);
    await tui.press('escape', 'escape');
    await tui.resize(120, 40);
    frame = await tui.waitForFrame((f) => f.includes('MUTED') && f.split('\n').length > 30);
    expect(fits(frame, 120, 40)).toBe(true);
  });

  it('draws without any colour under NO_COLOR, keeping status words and the selection mark', async () => {
    const coloured = open();
    await coloured.waitForFrame('FAIL');
    expect(coloured.rawFrame()).toMatch(COLOUR);
    const plain = open(undefined, { colorMode: 'none', rows: 60 });
    const frame = await plain.waitForFrame('FAIL');
    expect(plain.rawFrame()).not.toMatch(COLOUR);
    expect(frame).toContain('PASS');
    expect(frame.split('\n').some((l) => l.startsWith('> '))).toBe(true);
  });
});

async function waitFor(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

// Terminal truth for every screen: the TUI's real output (Ink's render path into the row diff,
// not Ink's debug mode) replayed into @xterm/headless, and the emulator's screen compared cell
// by cell with the frame Ink meant after every key, at 80x24 and 60x15, across resizes, with
// errors arriving and names that are long, wide (CJK, emoji) or full of escape sequences.
import { loginCredentials } from '../../../src/config/login.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../src/client/index.js';
import { Root } from '../../../src/tui/Root.js';
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index.js';
import { useSandboxClient } from '../../helpers/client.js';
import { clientFor } from '../../helpers/client.js';
import { renderInTerminal, type TerminalSession } from '../../helpers/terminal.js';

// Running sessions stay running for the whole file, so `w` always has one to watch.
const { client } = useSandboxClient({ runningSessionMs: 600_000 });

const sessions: TerminalSession[] = [];
function open(columns: number, rows: number, using: VigilClient = client()): TerminalSession {
  const t = renderInTerminal(
    <Root
      client={using}
      demo={false}
      readOnly={false}
      env={{}}
      credentials={loginCredentials({}, undefined)}
      colorMode="full"
    />,
    { columns, rows },
  );
  sessions.push(t);
  return t;
}
afterAll(() => {
  for (const t of sessions) t.unmount();
});

/** The Checks screen's title once every check is there. */
const CHECKS_TITLE = /Checks +137/;

const SIZES: Array<[number, number]> = [
  [80, 24],
  [60, 15],
];

describe.each(SIZES)('at %ix%i, the terminal shows every frame exactly', (columns, rows) => {
  it('Checks: moving, scrolling past the bottom, paging, the filter, help and the palette, a check', async () => {
    const t = open(columns, rows);
    await t.waitForText(CHECKS_TITLE);
    // Wide names on screen: the seed's CJK check found by the filter across every check.
    await t.press('/');
    await t.type('日本語');
    await t.waitForText(/日本語ログイン/);
    await t.press('escape');
    await t.waitForText(CHECKS_TITLE);
    for (let i = 0; i < rows + 2; i++) await t.press('j');
    await t.press('k', 'k', 'G', 'g', 'ctrl+d', 'ctrl+u');
    // Checks holds every check, failing first (no pages): the sort and failing-only keys redraw it.
    await t.press('s', 'S', 'f', 'f', ']', '[');
    await t.press('/');
    await t.type('API');
    await t.waitForText('/API');
    await t.press('backspace', 'escape');
    await t.press('?', 'j', 'j', 'escape');
    await t.press(':');
    await t.type('gro');
    await t.waitForText('go to Groups');
    await t.press('escape');
    await t.press('enter');
    await t.wait(300);
    await t.press('j', 'j', 'escape');
    expect(t.checks()).toBeGreaterThan(30);
  });

  it('Groups and a group; Alerts and a channel; Members', async () => {
    const t = open(columns, rows);
    await t.waitForText(CHECKS_TITLE);
    await t.press('2');
    await t.wait(300);
    await t.press('j', 'j', 'enter');
    await t.wait(300);
    await t.press('j', 'escape', '6');
    await t.waitForText('Alert channels');
    await t.press('j', 'enter');
    await t.wait(300);
    await t.press('escape', '5');
    await t.wait(300);
    await t.press('j', 'j', 'k', '?', 'escape');
  });

  it('Sessions: the list, a session and its watch, a result', async () => {
    const t = open(columns, rows);
    await t.waitForText(CHECKS_TITLE);
    await t.press('3');
    await t.wait(400);
    await t.waitForText(/RUN +\d+[smh] ago/);
    await t.press('j', 'k', 'enter');
    await t.wait(400);
    await t.press('w');
    await t.waitForText('WATCHING');
    await t.wait(1_200);
    await t.press('w', 'j', 'enter');
    await t.wait(400);
    await t.press('j', 'escape', 'escape');
  });

  it('Sessions: the filter form, applied and cleared', async () => {
    const t = open(columns, rows);
    await t.waitForText(CHECKS_TITLE);
    await t.press('3');
    await t.waitForText(/RUN +\d+[smh] ago/);
    await t.press('f');
    await t.waitForText('Filter sessions');
    await t.press('tab');
    await t.type('main');
    await t.press('enter');
    await t.wait(400);
    await t.press('j', 'escape');
  });

  it('Incident: picking an incident, the update form, typing, leaving it', async () => {
    const t = open(columns, rows);
    await t.waitForText(CHECKS_TITLE);
    await t.press('4');
    await t.wait(400);
    await t.press('j', 'enter');
    await t.waitForText('Update incident');
    await t.type('Rolled back; 日本語 ok 🚀');
    await t.press('tab', 'tab', 'escape');
    await t.wait(100);
    await t.press('escape', 'escape');
  });
});

describe('resizing mid-session', () => {
  it('80x24 to 60x15 and back, with a list, an overlay and a form open', async () => {
    const t = open(80, 24);
    await t.waitForText(CHECKS_TITLE);
    await t.press('j', 'j', 'j');
    await t.resize(60, 15);
    await t.press('j', '?');
    await t.resize(80, 24);
    await t.press('escape', '4');
    await t.wait(400);
    await t.press('enter');
    await t.wait(200);
    await t.resize(60, 15);
    await t.type('still here');
    await t.resize(80, 24);
    await t.press('escape', 'escape', '1');
    await t.wait(200);
  });
});

describe('errors arriving', () => {
  let failing: RunningSandbox;
  let failingClient: VigilClient;
  beforeAll(async () => {
    failing = await startSandbox({ failRate: 0.8, seed: 3 });
    failingClient = clientFor(failing);
  });
  afterAll(async () => {
    await failingClient.close();
    await failing.close();
  });

  it('a server that answers most requests with 500/503', async () => {
    const t = open(80, 24, failingClient);
    await t.wait(800);
    for (const key of ['r', 'n', 'p', 'r', '2', 'r', 'r', '3', 'r', 'r', '1', 'r', 'r']) {
      await t.press(key);
      await t.wait(300);
    }
    // Failures did arrive (the client retries some, and draws the rest), and so did data.
    expect(failing.requests.filter((r) => r.status >= 500).length).toBeGreaterThan(3);
    expect(t.history().some((screen) => /PASS|FAIL/.test(screen))).toBe(true);
  });

  it('a server that stops while the screen is open', async () => {
    const stopping = await startSandbox({});
    const stoppingClient = clientFor(stopping);
    try {
      const t = open(60, 15, stoppingClient);
      await t.waitForText(CHECKS_TITLE);
      await stopping.close();
      await t.press('r');
      await t.waitForText(/connect|refused|reach/i);
      await t.press('n', '2');
      await t.wait(1_000);
    } finally {
      await stoppingClient.close();
    }
  });
});

describe('the check itself', () => {
  it('notices a cell written behind the renderer', async () => {
    const t = open(80, 24);
    await t.waitForText(CHECKS_TITLE);
    await t.inject('\u001b[10;5HX');
    await expect(t.check()).rejects.toThrow(/row 10, column 5/);
  });
});

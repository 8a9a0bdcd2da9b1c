// Server text that holds the API key (an incident named with it, by a tool that sent it) is drawn
// with the key as as many stars, on every frame the terminal receives: replayed into a terminal
// emulator through the row diff, against the real sandbox. And typed into a form, it shows as stars.
import { afterAll, describe, expect, it } from 'vitest';
import { App } from '../../src/tui/App.js';
import { route } from '../../src/tui/state/navigation.js';
import { useSandboxClient } from '../helpers/client.js';
import { incidentNamedWithTheKey } from '../helpers/key-in-server-text.js';
import { renderInTerminal, type TerminalSession } from '../helpers/terminal.js';

const { sandbox, client } = useSandboxClient({ seed: 4242 });
const sessions: TerminalSession[] = [];
afterAll(() => {
  for (const t of sessions) t.unmount();
});

describe('the API key on screen', () => {
  it('is stars wherever server text holds it, and where it is typed, on every frame', async () => {
    await incidentNamedWithTheKey(sandbox());
    const key = sandbox().apiKey;
    const stars = '*'.repeat(key.length);
    const t = renderInTerminal(<App client={client()} colorMode="ansi16" start={route('incident')} />, {
      columns: 100,
      rows: 30,
    });
    sessions.push(t);
    await t.waitForText(`down ${stars}`);
    // Typed into a form's field: stars too (and the form refuses it on submit: forms/keyCheck.ts).
    await t.press('c');
    await t.waitForText('> Name');
    await t.type(key.slice(0, 10));
    await t.waitForText(key.slice(0, 10));
    await t.type(key.slice(10));
    await t.waitForText(`> Name                ${stars}`);
    expect(t.history().length).toBeGreaterThan(3);
    for (const screen of t.history()) expect(screen).not.toContain(key);
  });
});

// The built binary in a real pseudo-terminal (tmux): opens Checks, moves, opens a detail, quits,
// and leaves the terminal as it found it (alternate screen left, cursor shown).
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { tempConfigDir } from '../helpers/run-cli.js';
import { startInTmux, type TmuxTerminal } from '../helpers/tmux.js';

const sandbox = useSandbox();
const dir = tempConfigDir();
let term: TmuxTerminal | undefined;

const selected = (text: string) => text.split('\n').find((l) => l.startsWith('> ')) ?? '';

afterAll(async () => {
  await term?.close();
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
});

describe('vigil in a terminal', () => {
  it('opens Checks, moves, opens a detail and quits with the terminal restored', async () => {
    const sb = sandbox();
    // CI=true on purpose: Ink would draw only the last frame under CI; vigil must not let it.
    term = startInTmux({
      dir,
      env: {
        HOME: dir,
        CI: 'true',
        VIGIL_CONFIG_DIR: dir,
        VIGIL_API_KEY: sb.apiKey,
        VIGIL_ACCOUNT_ID: sb.accountId,
        VIGIL_BASE_URL: sb.baseUrl,
      },
      before: ['printf "before vigil\\n"'],
    });
    const { waitForPane } = term;
    let text = await waitForPane(
      (t) =>
        /Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/.test(t) &&
        /FAIL|PASS/.test(t) &&
        t.includes('Sandbox Demo Inc.'),
      'the Checks list',
    );
    expect(text).toContain('Sandbox Demo Inc.');
    expect(text.split('\n')[0]).toContain('vigil | Checks');
    const first = selected(text);
    expect(first).not.toBe('');

    // Where the selection is, not its text: a row's SINCE cell fills in while the test runs.
    const selectedAt = (t: string) => t.split('\n').findIndex((l) => l.startsWith('> '));
    const firstAt = selectedAt(text);
    term.keys('j');
    text = await waitForPane((t) => selectedAt(t) === firstAt + 1, 'the selection one row down');
    term.keys('Enter');
    text = await waitForPane(
      (t) => t.includes('Check "') && /status\s+(PASS|FAIL|DEGR|PAUSED)/.test(t),
      'the check detail',
    );
    expect(text).toMatch(/id\s+[0-9a-f-]{36}/);

    term.keys('q');
    await waitForPane(
      (t) => /Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/.test(t),
      'the list again',
    );
    term.keys('q');
    text = await waitForPane((t) => t.includes('EXIT:'), 'vigil exiting');
    expect(text).toContain('EXIT:0');
    // The alternate screen was left: the shell's own lines are back and no frame remains.
    expect(text).toContain('before vigil');
    expect(text).not.toContain('STATUS');
    expect(term.query('#{alternate_on} #{cursor_flag}')).toBe('0 1');
  });
});

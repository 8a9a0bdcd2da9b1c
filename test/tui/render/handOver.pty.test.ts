// The built binary in a real pseudo-terminal (tmux): the incident description edited in $EDITOR
// (a script) comes back into the form and is what the review shows and the server gets; the
// terminal the editor is given, and the one left after vigil, are in the modes they were in
// before vigil started (`stty -a`); a failing editor leaves the form as it was, with a sentence.
// Then a check's run opens its log in $PAGER (a script that keeps what it reads).
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../helpers/client.js';
import { tempConfigDir } from '../../helpers/run-cli.js';
import { useSandbox } from '../../helpers/sandbox.js';
import type { RunningSandbox } from '../../../src/sandbox/index.js';
import { startInTmux, type TmuxTerminal } from '../../helpers/tmux.js';

const dir = tempConfigDir();
const terms: TmuxTerminal[] = [];

afterAll(async () => {
  // The folder goes once vigil has exited (it writes into it as it goes after kill-server).
  await Promise.all(terms.map((t) => t.close()));
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}, 90_000);

const file = (name: string) => join(dir, name);

/** An executable shell script in the test's folder. */
function script(name: string, lines: string[]): string {
  const path = file(name);
  writeFileSync(path, ['#!/bin/sh', ...lines, ''].join('\n'));
  chmodSync(path, 0o755);
  return path;
}

/** Waits (by polling, never a fixed sleep) until a file exists. */
async function waitForFile(path: string, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(path)) {
    if (Date.now() > deadline) throw new Error(`${what} never happened (${path} missing)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function start(sb: RunningSandbox, env: Record<string, string>, before: string[] = []): TmuxTerminal {
  const term = startInTmux({
    dir,
    columns: 80,
    rows: 24,
    before,
    env: {
      HOME: dir,
      XDG_STATE_HOME: dir,
      VIGIL_CONFIG_DIR: dir,
      VIGIL_API_KEY: sb.apiKey,
      VIGIL_ACCOUNT_ID: sb.accountId,
      VIGIL_BASE_URL: sb.baseUrl,
      ...env,
    },
  });
  terms.push(term);
  return term;
}

describe('the terminal handed to $EDITOR', () => {
  const sandbox = useSandbox({ seed: 43 });

  it('edits the description in $EDITOR: the text arrives, the modes are the same before, during and after', async () => {
    // The editor records the terminal it was given, waits for the test to look at the screen,
    // then fails (exit 3) while `fail` exists, else writes two lines into the file.
    const editor = script('editor.sh', [
      `stty -a > ${file('stty-during')}`,
      `touch ${file('editor-started')}`,
      `while [ ! -f ${file('go')} ]; do sleep 0.05; done`,
      `rm -f ${file('go')} ${file('editor-started')}`,
      `if [ -f ${file('fail')} ]; then exit 3; fi`,
      `printf 'Payments recovered.\\nWatching the queue.\\n' > "$1"`,
    ]);
    const term = start(sandbox(), { EDITOR: editor }, [`stty -a > ${file('stty-before')}`]);
    const { waitForPane, keys, text } = term;
    await waitForPane((t) => t.includes('vigil | Checks'), 'the Checks screen');
    keys('4');
    await waitForPane((t) => t.includes('LAST STATUS') && t.includes('c: new'), 'the incidents list');
    keys('c');
    await waitForPane((t) => t.includes('> Name'), 'the new-incident form');
    text('Checkout errors');
    keys('Tab');
    text('typed first');

    // A failing editor: the form as it was, and one sentence.
    writeFileSync(file('fail'), '');
    keys('C-e');
    await waitForFile(file('editor-started'), 'the editor starting');
    expect(term.query('#{alternate_on}')).toBe('0');
    expect(term.pane()).not.toContain('Checkout errors');
    writeFileSync(file('go'), '');
    const failed = await waitForPane((t) => t.includes('status 3'), 'the failure sentence');
    expect(failed.replace(/\s*\n/g, ' ')).toContain(
      `The editor "${editor}" ($EDITOR) exited with status 3: the text is as it was.`,
    );
    expect(failed).toContain('typed first');
    expect(term.query('#{alternate_on}')).toBe('1');

    // A working one: its text replaces the field's.
    rmSync(file('fail'));
    keys('C-e');
    await waitForFile(file('editor-started'), 'the editor starting again');
    writeFileSync(file('go'), '');
    const edited = await waitForPane((t) => t.includes('Watching the queue.'), 'the edited text in the form');
    expect(edited).toContain('Payments recovered.');
    expect(edited).not.toContain('typed first');
    expect(edited).toContain('Checkout errors');

    // The review shows all of it before anything is sent; y sends exactly that.
    keys('Tab', 'Space', 'C-s');
    await waitForPane((t) => t.includes('Review the request'), 'the review');
    keys('G');
    const review = await waitForPane((t) => t.includes('"notifySubscribers": false'), 'the end of the review');
    expect(review).toContain('"description": "Payments recovered.\\nWatching the queue."');
    keys('y');
    const opened = await waitForPane((t) => t.includes('Incident opened'), 'the stored incident');
    const id = /id\s+([0-9a-f-]{36})/.exec(opened)?.[1] as string;
    const client = clientFor(sandbox());
    try {
      const incident = await client.getIncident(id);
      expect(incident.incidentUpdates[0]?.description).toBe('Payments recovered.\nWatching the queue.');
    } finally {
      await client.close();
    }

    keys('Escape');
    await waitForPane((t) => t.includes('LAST STATUS'), 'the list again');
    keys('q');
    expect(await waitForPane((t) => t.includes('EXIT:'), 'vigil exiting')).toContain('EXIT:0');
    const after = execFileSync('stty', ['-a', '-F', term.query('#{pane_tty}')], { encoding: 'utf8' });
    const before = readFileSync(file('stty-before'), 'utf8');
    expect(readFileSync(file('stty-during'), 'utf8')).toBe(before);
    expect(after).toBe(before);
    expect(before).toMatch(/ icanon /);
  }, 90_000);
});

describe('the terminal handed to $PAGER', () => {
  // A seed whose failing check has runs (test/tui/screens/checks/CheckDetail.pty.test.ts).
  const sandbox = useSandbox({ seed: 28 });

  it("opens a check run's log in $PAGER", async () => {
    const pager = script('pager.sh', [`cat > ${file('pager-input')}`]);
    const term = start(sandbox(), { PAGER: pager });
    const { waitForPane, keys, text } = term;
    await waitForPane((t) => t.includes('failing first'), 'the Checks list');
    keys(':');
    text(`check ${sandbox().fixtures.failingCheckId}`);
    keys('Enter');
    await waitForPane((t) => /Last 30 runs +[.xd]{30}/.test(t), 'the check and its runs');
    keys('G');
    await waitForPane((t) => /^> +[.xd] (passed|failed|degraded) +\d{4}-/m.test(t), 'the oldest run');
    keys('Enter');
    await waitForPane((t) => t.includes('Result "'), 'the run');
    keys('G');
    const end = await waitForPane((t) => /^lines \d+-\d+ of \d+ \(end\)/m.test(t), 'the end of its log');
    const rows = end.split('\n');
    const lastLogLine = rows[rows.findIndex((l) => /^lines \d+-/.test(l)) - 1]?.trim() ?? '';
    expect(lastLogLine.length).toBeGreaterThan(5);
    keys('o');
    await waitForFile(file('pager-input'), 'the pager running');
    await waitForPane((t) => t.includes('(end)') && term.query('#{alternate_on}') === '1', 'the view again');
    expect(readFileSync(file('pager-input'), 'utf8')).toContain(lastLogLine);
    keys('q', 'q', 'q');
  }, 60_000);
});

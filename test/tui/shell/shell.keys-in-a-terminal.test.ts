// Every key, in order, through the built program in a real terminal (tmux) against the sandbox:
// keys that arrive in one read, keys typed before a list has loaded, Esc then a key, and pastes.
import { rmSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../src/sandbox/index.js';
import { tempConfigDir } from '../../helpers/run-cli.js';
import { useSandbox } from '../../helpers/sandbox.js';
import { startInTmux, type TmuxTerminal } from '../../helpers/tmux.js';

const sandbox = useSandbox();
const slow = useSandbox({ latencyMs: 1500 });
const dir = tempConfigDir();
let term: TmuxTerminal | undefined;

afterEach(async () => {
  await term?.close();
  term = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));

function vigil(sb: RunningSandbox, rows = 24, args: string[] = []): TmuxTerminal {
  term = startInTmux({
    dir,
    rows,
    args,
    env: {
      HOME: dir,
      VIGIL_CONFIG_DIR: dir,
      VIGIL_API_KEY: sb.apiKey,
      VIGIL_ACCOUNT_ID: sb.accountId,
      VIGIL_BASE_URL: sb.baseUrl,
    },
  });
  return term;
}

const selected = (pane: string) => pane.split('\n').find((l) => l.startsWith('> ')) ?? '';
const lastLine = (pane: string) => pane.trimEnd().split('\n').at(-1) ?? '';
const postsTo = (sb: RunningSandbox, incidentId: string) =>
  sb.requests.filter((r) => r.method === 'POST' && r.path.includes(`/incidents/${incidentId}/`));

/** Opens the update form of the first incident (4, Enter) and waits for its description field. */
async function incidentForm(t: TmuxTerminal): Promise<void> {
  await t.waitForPane((p) => p.includes('Checks  137'), 'the Checks list');
  t.keys('4');
  await t.waitForPane((p) => p.includes('LAST STATUS') && selected(p) !== '', 'the incidents');
  t.keys('Enter');
  await t.waitForPane((p) => p.includes('> Description'), 'the update form');
}

describe('every key, in order, in a terminal', () => {
  it('keys that arrive in one read are each handled in turn: jj scrolls the incident review two lines', async () => {
    const t = vigil(sandbox(), 15);
    await incidentForm(t);
    t.paste('one\ntwo\nthree\nfour\nfive\nsix');
    await t.waitForPane((p) => p.includes('six'), 'the pasted description');
    t.keys('C-s');
    const first = await t.waitForPane((p) => /lines 1-\d+ of \d+/.test(p), 'the review, scrollable');
    const [, last, total] = /lines 1-(\d+) of (\d+)/.exec(first)!;
    expect(Number(total)).toBeGreaterThan(Number(last) + 2);
    t.text('jj');
    await t.waitForPane((p) => p.includes(`lines 3-${Number(last) + 2} of ${total}`), 'the review two lines down');
  });

  it('keys typed before the Sessions list has loaded apply once it has (3 ] e s under a 1.5 s latency)', async () => {
    const t = vigil(slow());
    await t.waitForPane((p) => p.includes('vigil | Checks'), 'the shell');
    t.text('3]es');
    // Said at once, not dropped in silence.
    await t.waitForPane((p) => /\] waits: the sessions are still loading/.test(p), '] waiting for the list', 30_000);
    const pane = await t.waitForPane(
      (p) => p.includes('Sessions with error group') && selected(p).includes('FAIL'),
      'the sessions of the error group of the first failed session',
      60_000,
    );
    expect(pane).toMatch(/Filters: error group [0-9a-f-]{36}/);
  }, 90_000);

  it('Esc then a key in one read is two keys (vigil binds no Alt keys): back from a check, then one row down', async () => {
    const t = vigil(sandbox());
    // Every check loaded: rows that arrive later no longer move the ones on screen.
    const list = await t.waitForPane(
      (p) => p.includes('Checks  137') && !p.includes('loading every check') && /FAIL|PASS/.test(selected(p)),
      'the whole list',
    );
    const lines = list.split('\n');
    const firstAt = lines.indexOf(selected(list));
    // A row is known by its status and name: its SINCE cell fills in while the test runs.
    const statusAndName = (row: string) => row.slice(2, 34);
    const selectedAt = (p: string) => p.split('\n').findIndex((l) => l.startsWith('> '));
    t.keys('Enter');
    await t.waitForPane((p) => p.includes('Check "'), 'the check detail');
    t.bytes('\u001bj');
    const back = await t.waitForPane(
      (p) => p.includes('Checks  137') && selectedAt(p) === firstAt + 1,
      'the list again, one row down',
    );
    expect(statusAndName(selected(back))).toBe(statusAndName(lines[firstAt + 1]!));
  });

  it('a paste of "all good\\ny" into the incident description sends nothing and leaves both lines in the field', async () => {
    const sb = sandbox();
    const t = vigil(sb);
    await incidentForm(t);
    const incidentId = /Incident ID\s+([0-9a-f-]{36})/.exec(t.pane())![1]!;
    const before = postsTo(sb, incidentId).length;
    t.paste('all good\ny');
    const pane = await t.waitForPane((p) => /> Description\s+all good\n\s+y\s*\n/.test(p), 'both lines in the field');
    expect(pane).not.toContain('Review the request');
    expect(postsTo(sb, incidentId).length).toBe(before);
  });

  it('a paste of several lines into the filter prompt is joined, and the prompt bar says so', async () => {
    const t = vigil(sandbox());
    await t.waitForPane((p) => p.includes('Checks  137'), 'the Checks list');
    t.keys('/');
    await t.waitForPane((p) => lastLine(p).includes('Esc clears'), 'the filter prompt');
    t.paste('login\nflow\n');
    const pane = await t.waitForPane(
      (p) => lastLine(p).includes('pasted 2 lines as one'),
      'the word on the line breaks',
    );
    expect(lastLine(pane)).toMatch(/^\/login flow\s/);
    // The filter applies as typed, and the prompt is still open.
    expect(pane).toMatch(/Checks\s+\d+ of 137/);
    // The next key is typed into the field (the notice goes away by itself, as every info notice).
    t.keys('x');
    await t.waitForPane((p) => lastLine(p).startsWith('/login flowx'), 'the next key typed');
  });

  it('a paste of several lines into a one-line field (the palette) is joined and says so', async () => {
    const t = vigil(sandbox());
    await t.waitForPane((p) => p.includes('Checks  137'), 'the Checks list');
    t.keys(':');
    await t.waitForPane((p) => lastLine(p).includes('run'), 'the palette');
    t.paste('go\nto\nsessions');
    const pane = await t.waitForPane((p) => p.includes('pasted 3 lines as one'), 'the word on the line breaks');
    expect(pane).toContain(':go to sessions');
    // Nothing ran: the palette is still open with the text.
    expect(pane).not.toContain('vigil | Sessions');
  });
});

// Layout, navigation and hints through the built program in a real terminal (tmux) against the
// sandbox: a form never drawn over its own text at 40x10, palette results in the tab of their kind,
// notices on the screen that raised them, and no hint that lies (remapped keys in bodies, keys that
// cannot act not offered, no write offered under --read-only).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { tempConfigDir } from '../../helpers/run-cli.js';
import { useSandbox } from '../../helpers/sandbox.js';
import { startInTmux, type TmuxTerminal } from '../../helpers/tmux.js';

const sandbox = useSandbox();
const root = tempConfigDir();
let term: TmuxTerminal | undefined;
let runs = 0;

afterEach(async () => {
  await term?.close();
  term = undefined;
});
afterAll(() => rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));

function vigil(o: { columns?: number; rows?: number; args?: string[]; settings?: object } = {}): TmuxTerminal {
  const sb = sandbox();
  const dir = join(root, String(runs++));
  mkdirSync(dir, { recursive: true });
  if (o.settings) writeFileSync(join(dir, 'settings.json'), JSON.stringify(o.settings));
  term = startInTmux({
    dir,
    columns: o.columns ?? 80,
    rows: o.rows ?? 24,
    args: o.args ?? [],
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

const lines = (pane: string) => pane.trimEnd().split('\n');
const footer = (pane: string) => lines(pane).at(-1) ?? '';
const selected = (pane: string) => lines(pane).find((l) => l.startsWith('> ')) ?? '';
const header = (pane: string) => lines(pane)[0] ?? '';

describe('layout that never overlaps', () => {
  it('at 40x10 the member-removal input keeps its own row, apart from the hint above it', async () => {
    const t = vigil({ columns: 40, rows: 10 });
    await t.waitForPane((p) => header(p).includes('Checks'), 'the shell');
    t.keys('5');
    await t.waitForPane((p) => header(p).includes('Members') && selected(p) !== '', 'the members');
    t.keys('Enter');
    await t.waitForPane((p) => p.includes('> Email'), 'the typed confirmation');
    t.text('abc');
    const pane = await t.waitForPane((p) => /> Email +abc/.test(p), 'the typed text');
    expect(lines(pane).find((l) => l.includes('> Email'))).toMatch(/^> Email +abc *$/);
    expect(lines(pane).length).toBeLessThanOrEqual(10);
  });
});

describe('navigation', () => {
  it('a check opened from the palette on Alerts opens in the Checks tab; Alerts keeps its own list', async () => {
    const t = vigil();
    await t.waitForPane((p) => p.includes('Checks  137'), 'the Checks list');
    t.keys('6');
    await t.waitForPane((p) => header(p).includes('| Alerts |') && selected(p) !== '', 'the alert channels');
    t.keys(':');
    t.text(`check ${sandbox().fixtures.failingCheckId}`);
    t.keys('Enter');
    await t.waitForPane((p) => header(p).includes('| Check |') && p.includes('Check "'), 'the check');
    t.keys('6');
    await t.waitForPane((p) => header(p).includes('| Alerts |'), 'Alerts again');
    t.keys('1');
    await t.waitForPane((p) => header(p).includes('| Check |'), 'the check, in the Checks tab');
    t.keys('Escape');
    await t.waitForPane((p) => p.includes('Checks  137'), 'the Checks list under it');
  });

  it('a notice stays with the screen that raised it: copied on Checks is not said on Sessions', async () => {
    const t = vigil();
    await t.waitForPane((p) => p.includes('Checks  137') && selected(p) !== '', 'the Checks list');
    t.keys('y');
    await t.waitForPane((p) => footer(p).includes('copied'), 'the copy notice');
    t.keys('3');
    const pane = await t.waitForPane((p) => header(p).includes('| Sessions |') && selected(p) !== '', 'Sessions');
    expect(footer(pane)).not.toContain('copied');
  });
});

describe('hints that tell the truth', () => {
  it('a remapped key is named in the body too: "error-group.toggle-full": "v"', async () => {
    const t = vigil({ settings: { keys: { 'error-group.toggle-full': 'v' } } });
    await t.waitForPane((p) => p.includes('Checks  137'), 'the Checks list');
    t.keys(':');
    t.text(`error-group ${sandbox().fixtures.errorGroupId}`);
    t.keys('Enter');
    const pane = await t.waitForPane((p) => p.includes('shows the full raw error'), 'the error group');
    expect(pane).toContain('v shows the full raw error');
    expect(pane).not.toContain('F shows');
    t.keys('v');
    await t.waitForPane((p) => p.includes('Full error (') && p.includes('v hides it'), 'the full error');
  });

  it('keys that cannot act are not offered: Esc at the top, n on a last page, w on a finished session', async () => {
    const t = vigil();
    // Waiting for the footer, the frame's last line: a frame drawn halfway has none.
    let pane = await t.waitForPane(
      (p) => p.includes('Checks  137') && footer(p).includes('x pause/resume'),
      'the Checks list',
    );
    expect(footer(pane)).not.toContain('Esc back');
    t.keys('3');
    await t.waitForPane((p) => header(p).includes('| Sessions |') && selected(p) !== '', 'Sessions');
    t.keys(']');
    pane = await t.waitForPane(
      (p) => selected(p).includes('FAIL') && footer(p).includes('? help'),
      'a finished (failed) session and its footer',
    );
    expect(footer(pane)).not.toMatch(/\bw watch\b/);
    t.keys('e');
    await t.waitForPane(
      (p) => header(p).includes('| Error group |') && p.includes('shows the full'),
      'its error group',
    );
    t.keys('s');
    pane = await t.waitForPane(
      (p) => /Sessions with error group.*page 1/.test(p) && selected(p) !== '',
      'its sessions',
    );
    for (let page = 2; !pane.includes('(last)') && page < 20; page++) {
      t.keys('n');
      pane = await t.waitForPane((p) => p.includes(`page ${page}`) && selected(p) !== '', `page ${page}`);
    }
    expect(pane).toContain('(last)');
    // The footer follows the page's table (drawn with it or the frame after).
    pane = await t.waitForPane((p) => !/\bn next page\b/.test(footer(p)), 'the footer without n');
    expect(pane).toContain('(last)');
    t.keys('n');
    await t.waitForPane((p) => footer(p).includes('This is the last page.'), 'n refused with its reason');
  }, 60_000);

  it('under --read-only the incident list offers no update to post', async () => {
    const t = vigil({ args: ['--read-only'] });
    await t.waitForPane((p) => p.includes('Checks  137'), 'the Checks list');
    t.keys('4');
    const pane = await t.waitForPane(
      (p) => p.includes('LAST STATUS') && selected(p) !== '' && footer(p).includes(': cmd'),
      'the incidents with their footer',
    );
    expect(pane).toContain('read-only: nothing can be posted');
    expect(pane).not.toMatch(/Enter: update|: resolve|: new/);
  });
});

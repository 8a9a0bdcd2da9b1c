// The session list driven by keys against the real sandbox: cursor paging, every filter of the
// filter form and every refusal, copying, the palette, small terminals.
import { describe, expect, it } from 'vitest';
import type { TestSessionListEntry } from '../../../../src/client/schemas/index.js';
import { sanitizeLine } from '../../../../src/sanitize.js';
import { useTuiSandbox } from '../../../helpers/tui.js';
import { frozenClock, type Tui } from '../../harness.js';
import { cells, screensWith, selectedLine, sessionRows } from './helpers.js';

// Every session is final from the start (nothing running): rows do not move under the test.
const { sandbox, client, open: openScreen } = useTuiSandbox({ runningSessionMs: 1 });

const screens = screensWith({ pollMs: 100 });
const WIDE = 140;

/** What identifies a row on a list where nothing runs: everything but the times, which tick. */
function rowKeys(frame: string, width = WIDE): string[] {
  return cells(frame, width).map((c) => `${c.status}|${c.name}|${c.counts}|${c.branch}|${c.user}`);
}

function open(o: { columns?: number; rows?: number } = {}): Tui {
  // Ages from one instant: a row's age never changes its column's width between two frames.
  return openScreen('sessions', { screens, columns: o.columns ?? WIDE, rows: o.rows ?? 30, clock: frozenClock() });
}

function listRequests(): Array<URLSearchParams> {
  return sandbox()
    .requests.filter((r) => r.method === 'GET' && r.path === '/v1/test-sessions')
    .map((r) => new URLSearchParams((r as { query?: string }).query ?? ''));
}

function lastQuery(): URLSearchParams {
  const all = listRequests();
  return all[all.length - 1]!;
}

async function firstPage(tui: Tui): Promise<string> {
  return tui.waitForFrame((f) => f.includes('page 1 (more: n)') && sessionRows(f).length > 10);
}

/** Opens the form, presses keys in it, applies it, and waits for the filtered page. */
async function filterWith(tui: Tui, ...keys: Array<string | { type: string }>): Promise<string> {
  const before = listRequests().length;
  await tui.press('f');
  await tui.waitForFrame('Filter sessions');
  for (const k of keys) {
    if (typeof k === 'string') await tui.press(k);
    else await tui.type(k.type);
  }
  await tui.press('enter');
  await tui.waitForFrame('Filters: ');
  await waitForRequests(before + 1);
  return tui.waitForFrame((f) => f.includes('Filters: ') && /page 1 \((more: n|last)\)/.test(f));
}

async function waitForRequests(n: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while (listRequests().length < n) {
    if (Date.now() > deadline) throw new Error(`expected ${n} list requests, saw ${listRequests().length}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function clearFilters(tui: Tui): Promise<void> {
  const before = listRequests().length;
  await tui.press('escape');
  await waitForRequests(before + 1);
  await tui.waitForFrame((f) => !f.includes('Filters: ') && f.includes('page 1 (more: n)'));
}

/** The frame as one line: messages wrap at the terminal's width. */
const oneLine = (frame: string) => frame.replace(/\s+/g, ' ');

describe('Sessions list', () => {
  it('lists sessions newest first with status words, counts and every column on a wide terminal', async () => {
    const api = await client().listTestSessions({ limit: 50 });
    const tui = open();
    const frame = await firstPage(tui);
    for (const header of ['STATUS', 'STARTED', 'NAME', 'F/P/R', 'TOOK', 'BRANCH', 'PROVIDER', 'USER'])
      expect(frame).toContain(header);
    expect(frame).toContain('F/P/R failed/passed/running');
    const rows = cells(frame, WIDE);
    const expected = (e: TestSessionListEntry) => ({
      status: { FAILED: 'FAIL', PASSED: 'PASS', CANCELLED: 'CANCEL', RUNNING: 'RUN' }[e.status],
      counts: `${e.failed.length}/${e.passed.length}/${e.running.length}`,
      provider: e.provider.toLowerCase(),
    });
    rows.slice(0, 10).forEach((row, i) => {
      const entry = api.items[i]!;
      expect(row).toMatchObject(expected(entry));
      expect(sanitizeLine(entry.name).startsWith(row.name!.replace(/…$/, ''))).toBe(true);
    });
    // Newest first: the relative times only grow down the page.
    expect(rows[0]!.started).toMatch(/ago|just now/);
    expect(lastQuery().get('limit')).toBe('50');
  });

  it('pages forward three pages by cursor and back to the first with the same rows and selection', async () => {
    const tui = open();
    const page1 = rowKeys(await firstPage(tui));
    await tui.press('j', 'j');
    const selected1 = rowKeys(selectedLine(tui.frame()));
    const pages = [page1];
    for (const n of [2, 3, 4]) {
      await tui.press('n');
      const frame = await tui.waitForFrame((f) => f.includes(`page ${n} (more: n)`) && sessionRows(f).length > 10);
      const keys = rowKeys(frame);
      for (const earlier of pages) expect(keys).not.toEqual(earlier);
      pages.push(keys);
      // The page was asked for with the cursor the previous page gave.
      expect(lastQuery().get('nextId')).toBeTruthy();
    }
    const cursors = listRequests()
      .map((q) => q.get('nextId'))
      .filter(Boolean);
    expect(new Set(cursors).size).toBeGreaterThanOrEqual(3);
    for (const n of [3, 2]) {
      await tui.press('p');
      const frame = await tui.waitForFrame(`page ${n} (more: n)`);
      expect(rowKeys(frame)).toEqual(pages[n - 1]);
    }
    await tui.press('p');
    const back = await tui.waitForFrame('page 1 (more: n)');
    expect(rowKeys(back)).toEqual(page1);
    expect(rowKeys(selectedLine(back))).toEqual(selected1);
    expect(rowKeys(selectedLine(back))).toEqual([page1[2]]);
    await tui.press('p');
    await tui.waitForFrame('This is the first page.');
  });

  it('filters by status (multi-select), and Esc clears the filters', async () => {
    const tui = open();
    await firstPage(tui);
    // The choices: running, failed, passed, cancelled. Tick failed and cancelled.
    let frame = await filterWith(tui, 'right', 'space', 'right', 'right', 'space');
    expect(frame).toContain('Filters: status failed,cancelled');
    expect(lastQuery().getAll('statuses[]')).toEqual(['FAILED', 'CANCELLED']);
    const statuses = new Set(cells(frame, WIDE).map((c) => c.status));
    expect([...statuses].sort()).toEqual(['CANCEL', 'FAIL']);
    await clearFilters(tui);
    frame = tui.frame();
    expect(new Set(cells(frame, WIDE).map((c) => c.status)).has('PASS')).toBe(true);
    expect(lastQuery().getAll('statuses[]')).toEqual([]);
  });

  it('filters by branch, provider, user and no users', async () => {
    const tui = open();
    await firstPage(tui);
    let frame = await filterWith(tui, 'tab', { type: 'main' });
    expect(lastQuery().getAll('branches[]')).toEqual(['main']);
    expect(new Set(cells(frame, WIDE).map((c) => c.branch))).toEqual(new Set(['main']));
    await clearFilters(tui);

    // Providers: github, vercel, api, trigger, pw_reporter. Tick pw_reporter (left wraps round).
    frame = await filterWith(tui, 'tab', 'tab', 'left', 'space');
    expect(frame).toContain('Filters: provider pw_reporter');
    expect(lastQuery().getAll('providers[]')).toEqual(['PW_REPORTER']);
    expect(new Set(cells(frame, WIDE).map((c) => c.provider))).toEqual(new Set(['pw_reporter']));
    await clearFilters(tui);

    const owned = (await client().listTestSessions({ limit: 50 })).items.find((e) => e.commitOwner && e.invoker?.name)!;
    const handle = owned.commitOwner!;
    frame = await filterWith(tui, 'tab', 'tab', 'tab', { type: handle });
    expect(lastQuery().getAll('users[]')).toEqual([handle]);
    expect(cells(frame, WIDE).length).toBeGreaterThan(0);
    // Shown as the commit owner's handle, or the invoker's name where there is no commit.
    for (const c of cells(frame, WIDE)) {
      const shown = c.user!.replace(/…$/, '');
      expect(handle.startsWith(shown) || owned.invoker!.name.startsWith(shown)).toBe(true);
    }
    await clearFilters(tui);

    frame = await filterWith(tui, 'tab', 'tab', 'tab', 'tab', 'space');
    expect(frame).toContain('Filters: no users');
    expect(lastQuery().get('noUsers')).toBe('true');
    expect(new Set(cells(frame, WIDE).map((c) => c.user))).toEqual(new Set(['-']));
    await clearFilters(tui);
  });

  it('filters by text search (also opened with /), from and to (relative or ISO), and error group', async () => {
    const { errorGroupId } = sandbox().fixtures;
    const tui = open();
    await firstPage(tui);
    // `/` opens the form at Search; 'q' and '1' go into the field, not to the shell.
    await tui.press('/');
    await tui.waitForFrame('Filter sessions');
    await tui.type('Nightly');
    await tui.press('enter');
    let frame = await tui.waitForFrame((f) => f.includes('Filters: search "Nightly"') && sessionRows(f).length > 0);
    expect(lastQuery().get('textSearch')).toBe('Nightly');
    for (const c of cells(frame, WIDE)) expect(c.name).toMatch(/^Nightly/);
    await clearFilters(tui);

    const before = Math.floor(Date.now() / 1000);
    frame = await filterWith(tui, ...new Array<string>(6).fill('tab'), { type: '3h' });
    expect(frame).toContain('Filters: from 3h');
    const from = Number(lastQuery().get('from'));
    expect(Math.abs(from - (before - 3 * 3600))).toBeLessThan(5);
    // Only the newest sessions started in the last 3 hours.
    const recent = cells(frame, WIDE);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(40);
    for (const c of recent) expect(c.started).toMatch(/^(just now|\d+[smh] ago)$/);

    // Add an ISO "to" to the same filters: the form opens with what is in force.
    await tui.press('f');
    await tui.waitForFrame('Filter sessions');
    expect(tui.frame()).toContain('3h');
    const to = `${new Date(Date.now() - 3600_000).toISOString().slice(0, 16)}Z`;
    await tui.press(...new Array<string>(7).fill('tab'));
    await tui.type(to);
    await tui.press('enter');
    frame = await tui.waitForFrame(`to ${to}`);
    await tui.waitForFrame((f) => sessionRows(f).length > 0 || f.includes('No session matches'));
    expect(Number(lastQuery().get('to'))).toBe(Date.parse(to) / 1000);
    // "3h" is read again when the form is applied again: still three hours back.
    expect(Math.abs(Number(lastQuery().get('from')) - from)).toBeLessThan(5);
    await clearFilters(tui);

    frame = await filterWith(tui, ...new Array<string>(8).fill('tab'), { type: errorGroupId });
    expect(frame).toContain(`error group ${errorGroupId}`);
    expect(lastQuery().get('errorGroupId')).toBe(errorGroupId);
    expect(new Set(cells(frame, WIDE).map((c) => c.status))).toEqual(new Set(['FAIL']));
    // One short page: n says so.
    await tui.press('n');
    if (frame.includes('(last)')) await tui.waitForFrame('This is the last page.');
    await clearFilters(tui);
  });

  it('combines filters and shows them all above the list', async () => {
    const tui = open();
    await firstPage(tui);
    const frame = await filterWith(tui, 'right', 'space', 'tab', { type: 'main' }, 'tab', 'space');
    expect(frame).toContain('Filters: status failed · branch main · provider github');
    const q = lastQuery();
    expect([q.getAll('statuses[]'), q.getAll('branches[]'), q.getAll('providers[]')]).toEqual([
      ['FAILED'],
      ['main'],
      ['GITHUB'],
    ]);
    for (const c of cells(frame, WIDE)) expect([c.status, c.branch, c.provider]).toEqual(['FAIL', 'main', 'github']);
  });

  it.each([
    ['search', 5, 'ab', 'Search must be 3 to 200 characters long (this one has 2).'],
    ['from', 6, 'yesterday', 'From: "yesterday" is not a time: use a time ago (30m, 2h, 7d)'],
    ['to', 7, '2024-02-31', 'To: "2024-02-31" is not a real date.'],
    ['to', 7, '1714560000000', 'To: 1714560000000 looks like milliseconds; give Unix seconds.'],
    [
      'error group',
      8,
      'nope',
      'Error group must be a test-session error group ID (a GUID: 8-4-4-4-12 hex digits), not "nope".',
    ],
  ] as const)('refuses a bad %s (%j) in one sentence and sends nothing', async (_, tabs, text, message) => {
    const tui = open();
    await firstPage(tui);
    const sent = listRequests().length;
    await tui.press('f');
    await tui.waitForFrame('Filter sessions');
    await tui.press(...new Array<string>(tabs).fill('tab'));
    await tui.type(text);
    await tui.press('enter');
    // The sentence under the field, marked '!' (it wraps at the terminal's width).
    const frame = await tui.waitForFrame((f) => oneLine(f).includes(`! ${message}`));
    expect(frame).toContain('Filter sessions');
    await new Promise((r) => setTimeout(r, 100));
    expect(listRequests().length).toBe(sent);
    // Fixing the field lets it through.
    await tui.press('ctrl+x', 'enter');
    await tui.waitForFrame((f) => !f.includes('Filter sessions') && f.includes('page 1'));
  });

  it('refuses a from that is not before the to, naming both', async () => {
    const tui = open();
    await firstPage(tui);
    const sent = listRequests().length;
    await tui.press('f', ...new Array<string>(6).fill('tab'));
    await tui.type('1h');
    await tui.press('tab');
    await tui.type('2h');
    await tui.press('enter');
    await tui.waitForFrame((f) => oneLine(f).includes('! From must be before To (1h is not before 2h).'));
    expect(listRequests().length).toBe(sent);
  });

  it('asks before dropping typed changes on Esc, and keeps the filters as they were', async () => {
    const tui = open();
    await firstPage(tui);
    await tui.press('f', 'tab');
    await tui.type('main');
    await tui.press('escape');
    await tui.waitForFrame('Leave and throw away what you typed?');
    await tui.press('n');
    let frame = await tui.waitForFrame((f) => f.includes('Filter sessions') && !f.includes('Leave and throw away'));
    expect(frame).toContain('main');
    await tui.press('escape');
    await tui.waitForFrame('Leave and throw away');
    await tui.press('y');
    frame = await tui.waitForFrame((f) => !f.includes('Filter sessions') && f.includes('page 1'));
    expect(frame).not.toContain('Filters:');
    // An untouched form closes without asking.
    await tui.press('f');
    await tui.waitForFrame('Filter sessions');
    await tui.press('escape');
    await tui.waitForFrame((f) => !f.includes('Filter sessions') && f.includes('page 1'));
  });

  it('copies the selected session ID with y, and opens any session with :session <id>', async () => {
    const { failedSessionId } = sandbox().fixtures;
    const api = await client().listTestSessions({ limit: 50 });
    const tui = open({ columns: 80, rows: 24 });
    await tui.waitForFrame((f) => sessionRows(f).length > 10);
    await tui.press('j', 'y');
    await tui.waitForFrame('copied session ID');
    expect(tui.copied()).toEqual([api.items[1]!.id]);
    await tui.press(':');
    await tui.type(`session ${failedSessionId}`);
    await tui.press('enter');
    const frame = await tui.waitForFrame('Results (6)');
    expect(frame).toContain(failedSessionId);
    // A malformed ID is refused in the palette: no empty screen, nothing in the history.
    await tui.press(':');
    await tui.type('session nope');
    await tui.press('enter');
    const refused = await tui.waitForFrame('"nope" is not an ID: it must be a GUID');
    expect(refused).toContain(':session nope');
    await tui.press('escape');
    await tui.waitForFrame('Results (6)');
    await tui.press('escape');
    const list = await tui.waitForFrame((f) => sessionRows(f).length > 10);
    expect(list).not.toContain('Session nope');
  });

  it.each([
    [80, 24],
    [60, 15],
  ])('fits %dx%d: the frame is never taller than the terminal, the form included', async (columns, rows) => {
    const tui = open({ columns, rows });
    let frame = await tui.waitForFrame((f) => sessionRows(f).length > 5);
    expect(frame.split('\n').length).toBeLessThanOrEqual(rows);
    for (const header of ['STATUS', 'STARTED', 'NAME', 'F/P/R']) expect(frame).toContain(header);
    expect(Math.max(...frame.split('\n').map((l) => l.length))).toBeLessThanOrEqual(columns);
    await tui.press('f');
    frame = await tui.waitForFrame('Filter sessions');
    expect(frame.split('\n').length).toBeLessThanOrEqual(rows);
    await tui.press(...new Array<string>(8).fill('tab'));
    await tui.type('nope');
    await tui.press('enter');
    frame = await tui.waitForFrame((f) => oneLine(f).includes('not "nope"'));
    expect(frame.split('\n').length).toBeLessThanOrEqual(rows);
    expect(frame).toContain('Error group');
  });
});

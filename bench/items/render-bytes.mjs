// 5. What reaches the terminal: bytes written per keystroke (`j` moves the selection, `n` loads
// the next page, a character typed into the `/` filter) at 80x24 and 200x50, bytes per second on
// an idle Checks screen and during a `w` watch of a running session. Counted at the pty, so every
// byte the TUI writes (escape sequences included) is counted, as it would cross an SSH link.
import { PtyProgram } from '../lib/pty.mjs';
import { tuiEnv } from '../lib/tui-env.mjs';
import { sleep, summarize } from '../lib/stats.mjs';

export const TARGET_J_BYTES = { '80x24': 400, '200x50': 800 };
export const TARGET_WATCH_BPS = 1_000;
// Idle, the Checks screen rewrites only its age row once a second: one 80-cell row and its escapes.
export const TARGET_IDLE_AGE_BPS = 100;
const QUIET_MS = 150; // a keystroke's frame (and any spinner it starts) has settled by then
const IDLE_SECONDS = 5;
const WATCH_SECONDS = 10;

/** Bytes the TUI writes after `key` until the output has been quiet for QUIET_MS (or 3 s). */
async function bytesOf(tui, key) {
  const before = tui.bytes;
  const chunks = tui.chunks;
  tui.write(key);
  try {
    await tui.waitForQuietFrame(chunks, QUIET_MS, 3_000);
  } catch {
    // nothing was written at all: 0 bytes
  }
  return tui.bytes - before;
}

async function startAt(cli, env, columns, rows) {
  const tui = new PtyProgram(JSON.stringify(cli), { env, columns, rows });
  await tui.waitFor(
    () => /(PASS|FAIL|DEGR)/.test(tui.text) && /Checks +\d+/.test(tui.text),
    20_000,
    'the Checks screen',
  );
  await tui.waitForQuietFrame(0, 500);
  return tui;
}

/**
 * Bytes per `n` on the Sessions list (Checks is one list of every check, with no pages): pages
 * 1 -> 2 -> 3 and back, `p` (not counted) in between, so every `n` changes the page. Rejects when
 * a page's number never arrives whole in the output (a renderer that rewrites only the changed
 * characters of a line, as Ink's own incremental output does).
 */
async function pagesOfSessions(tui) {
  let from = tui.text.length;
  tui.write('3');
  await tui.waitForText('page 1', 10_000, from);
  await tui.waitForQuietFrame(0, QUIET_MS);
  const n = [];
  let page = 1;
  for (const key of ['n', 'p', 'n', 'n', 'p', 'p', 'n']) {
    page += key === 'n' ? 1 : -1;
    const before = tui.bytes;
    from = tui.text.length;
    tui.write(key);
    // The page's rows come after a request: wait for its number, then for the output to settle.
    await tui.waitForText(`page ${page}`, 10_000, from);
    await tui.waitForQuietFrame(0, QUIET_MS);
    if (key === 'n') n.push(tui.bytes - before);
  }
  return n;
}

async function keysAt(cli, env, columns, rows) {
  const tui = await startAt(cli, env, columns, rows);
  try {
    const j = [];
    for (let i = 0; i < 30; i++) j.push(await bytesOf(tui, 'j'));
    // The filter: `/` opens it, then each typed character narrows the rows of every check.
    await bytesOf(tui, '/');
    const filter = [];
    for (const ch of 'check') filter.push(await bytesOf(tui, ch));
    await bytesOf(tui, '\u001b');
    // `n` on the Sessions list (Checks is one list of every check, with no pages): pages 1 -> 2
    // -> 3 and back, `p` (not counted) in between, so every `n` changes the page.
    const n = await pagesOfSessions(tui).catch(() => null);
    return { j: summarize(j), n: n && summarize(n), filter: summarize(filter) };
  } finally {
    await tui.stop('\u0003');
  }
}

async function idleAndWatch(cli, env) {
  const tui = await startAt(cli, env, 80, 24);
  try {
    await sleep(1_000);
    const idleFrom = tui.bytes;
    await sleep(IDLE_SECONDS * 1_000);
    const idle = (tui.bytes - idleFrom) / IDLE_SECONDS;
    // Sessions (screen 3): the newest sessions are running; open the first, `w` watches it.
    let from = tui.text.length;
    tui.write('3');
    await tui.waitFor(() => /RUN +\d+s ago/.test(tui.text.slice(from)), 10_000, 'a running session');
    await sleep(500);
    from = tui.text.length;
    tui.write('\r');
    await tui.waitForText('Running for', 10_000, from);
    await sleep(500);
    from = tui.text.length;
    tui.write('w');
    await tui.waitForText('WATCHING', 10_000, from);
    await sleep(1_000);
    const watchFrom = tui.bytes;
    await sleep(WATCH_SECONDS * 1_000);
    return {
      idle,
      watch: (tui.bytes - watchFrom) / WATCH_SECONDS,
      watching: tui.text.slice(from).includes('WATCHING'),
    };
  } finally {
    await tui.stop('\u0003');
  }
}

const row = (name, stats, target, pass, note) => ({ name, unit: 'B', ...stats, target, pass, note });

export async function renderBytes({ cli, sandbox, configDir }) {
  const env = tuiEnv(sandbox, configDir);
  const rows = [];
  for (const [columns, lines] of [
    [80, 24],
    [200, 50],
  ]) {
    const size = `${columns}x${lines}`;
    const k = await keysAt(cli, env, columns, lines);
    const target = TARGET_J_BYTES[size];
    rows.push(
      row(
        `bytes per \`j\`, ${size}`,
        k.j,
        `<= ${target} B`,
        k.j.max <= target,
        `30 presses; p95 ${k.j.p95.toFixed(0)} B`,
      ),
    );
    const nName = `bytes per \`n\` (next page of Sessions), ${size}`;
    rows.push(
      k.n
        ? row(
            nName,
            k.n,
            null,
            undefined,
            '4 page changes on the Sessions list; includes the loading note drawn and removed',
          )
        : { name: nName, na: 'the page number never arrived whole', target: null },
    );
    rows.push(
      row(
        `bytes per \`/\`-filter keystroke, ${size}`,
        k.filter,
        null,
        undefined,
        'typing "check" into the Checks filter (every check)',
      ),
    );
  }
  const w = await idleAndWatch(cli, env);
  rows.push({
    name: 'bytes per second idle on Checks, 80x24',
    unit: 'B/s',
    median: w.idle,
    min: w.idle,
    max: w.idle,
    p95: w.idle,
    runs: 1,
    target: `0 B/s but the age row (<= ${TARGET_IDLE_AGE_BPS} B/s)`,
    pass: w.idle <= TARGET_IDLE_AGE_BPS,
    note: `${IDLE_SECONDS} s with no data changing; the only write is the "updated N s ago" row, redrawn once a second (issue 15 asks for the age; product.md's 0 B/s predates it)`,
  });
  rows.push({
    name: 'bytes per second during a `w` watch, 80x24',
    unit: 'B/s',
    median: w.watch,
    min: w.watch,
    max: w.watch,
    p95: w.watch,
    runs: 1,
    target: `<= ${TARGET_WATCH_BPS} B/s`,
    pass: w.watch <= TARGET_WATCH_BPS,
    note: `${WATCH_SECONDS} s of Sessions with a running session open and \`w\` pressed (spinner, running time and results ticking)${w.watching ? '' : ' (WATCHING was not seen: not a watch)'}`,
  });
  return rows;
}

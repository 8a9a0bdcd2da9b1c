// 3. Keypress to redrawn frame on the Checks screen of an account with 10,000 checks, end to end
// through a pseudo-terminal: the key is written to the pty, and the time is taken when the last
// chunk of the frame it caused arrives (the output then stays quiet). `j` moves the selection
// (scrolling the table when it reaches the bottom) over one list of every check.
// 4. Then, in the same process, once the background loading holds every check, and after every
// page of sessions, it reads the program's resident memory from /proc.
import { performance } from 'node:perf_hooks';
import { startTui, tuiEnv } from '../lib/tui-env.mjs';
import { firstRowNeedle } from './tui-start.mjs';
import { single, sleep, summarize } from '../lib/stats.mjs';

export const TARGET_KEY_MS = 16;
export const TARGET_RSS_MB = 150;
const PAGE_SIZE = 50; // the Checks screen's page size
const QUIET_MS = 12; // longer than one frame interval of Ink at 60 fps (16.7 ms) is not needed: one write per frame
const GAP_MS = 25; // between keys, so Ink's 60 fps throttle never holds a frame back
const FILTER_ROUNDS = 3; // of the `/` keys below

/** Presses `key` and resolves with ms until the frame it caused has fully arrived. */
async function timeKey(tui, key) {
  const chunks = tui.chunks;
  const sentAt = performance.now();
  tui.write(key);
  const lastAt = await tui.waitForQuietFrame(chunks, QUIET_MS);
  return lastAt - sentAt;
}

export async function tuiKeysAndMemory({ cli, sandbox, configDir, pages, checksTotal, sessionsTotal }) {
  const env = tuiEnv(sandbox, configDir);
  const needle = await firstRowNeedle(sandbox);
  const tui = startTui(cli, env);
  const moves = [];
  const filterKeys = [];
  const memory = {};
  try {
    await tui.waitFor(
      () => new RegExp(`(PASS|FAIL|DEGR)\\s+${needle.replace(/[^\w ]/g, '.')}`).test(tui.text),
      20_000,
      'the Checks screen',
    );
    await sleep(300);
    const cpuBefore = tui.cpuMs();
    // One list of every check now: `j` over `pages` screens of rows.
    for (let i = 0; i < pages * PAGE_SIZE; i++) {
      moves.push(await timeKey(tui, 'j'));
      await sleep(GAP_MS);
    }
    memory.cpuPerKey = (tui.cpuMs() - cpuBefore) / moves.length;
    // Memory: once the background loading holds every check (the index the screen keeps).
    await tui.waitFor(() => !/loading every check/.test(tui.text.slice(-4000)), 120_000, 'every check loaded');
    await sleep(500);
    memory.checks = tui.memory();
    // `/` over every check, now that all are in (each keystroke filters locally, nothing is sent):
    // typed characters narrow, backspaces widen again. Three rounds of 14 keys: a median of 10
    // keys moved by 5 ms between runs of one build.
    tui.write('/');
    await tui.waitForQuietFrame(tui.chunks, 300);
    for (let round = 0; round < FILTER_ROUNDS; round++) {
      for (const key of [
        'a',
        'p',
        'i',
        '\u007f',
        '\u007f',
        '\u007f',
        'f',
        'l',
        'o',
        'w',
        '\u007f',
        '\u007f',
        '\u007f',
        '\u007f',
      ]) {
        filterKeys.push(await timeKey(tui, key));
        await sleep(GAP_MS);
      }
    }
    tui.write('\u001b');
    await tui.waitForQuietFrame(tui.chunks, 300);
    memory.checkPages = Math.ceil(checksTotal / 100);
    // Sessions: screen 3, then every page by `n`, if the screen lists sessions yet.
    const from = tui.text.length;
    tui.write('3');
    await tui.waitForQuietFrame(tui.chunks, 300);
    const sessionsText = tui.text.slice(from);
    if (/coming soon/i.test(sessionsText)) {
      memory.sessions = 'Sessions screen not built';
    } else {
      let pagesSeen = 1;
      for (; pagesSeen < sessionsTotal; pagesSeen++) {
        const before = tui.text.length;
        tui.write('n');
        await tui.waitForQuietFrame(tui.chunks, 300);
        if (/last page/i.test(tui.text.slice(before))) break;
      }
      memory.sessions = `${pagesSeen} pages of sessions`;
    }
    memory.final = tui.memory();
  } finally {
    await tui.stop('\u0003');
  }
  const move = summarize(moves);
  const rss = memory.final;
  const loaded = `${memory.checkPages} pages of checks${typeof memory.sessions === 'string' ? `, ${memory.sessions}` : ''}`;
  return [
    {
      name: `keypress \`j\` to redrawn frame, Checks of ${checksTotal} (median; p95 ${move.p95.toFixed(1)} ms)`,
      unit: 'ms',
      ...move,
      target: `p95 < ${TARGET_KEY_MS} ms`,
      pass: move.p95 < TARGET_KEY_MS,
      note: `end to end through the pty; the frame is complete when output stays quiet for 12 ms; the TUI used ${memory.cpuPerKey.toFixed(1)} ms of CPU per keypress`,
    },
    (() => {
      const filter = summarize(filterKeys);
      return {
        name: `\`/\` filter keystroke to redrawn frame, Checks of ${checksTotal} (median; p95 ${filter.p95.toFixed(1)} ms)`,
        unit: 'ms',
        ...filter,
        target: `< ${TARGET_KEY_MS} ms median`,
        pass: filter.median < TARGET_KEY_MS,
        note: 'end to end through the pty, every check loaded: "api", three backspaces, "flow", four backspaces, 3 times, each filtering all the rows',
      };
    })(),
    single(
      `TUI RSS with every check indexed`,
      memory.checks.rssMb,
      'MB',
      `< ${TARGET_RSS_MB} MB`,
      memory.checks.rssMb < TARGET_RSS_MB,
      `the Checks screen's index of ${checksTotal} checks, loaded in the background (${memory.checkPages} pages of 100)`,
    ),
    single(
      `TUI RSS with ${checksTotal} checks / ${sessionsTotal} sessions loaded`,
      rss.rssMb,
      'MB',
      `< ${TARGET_RSS_MB} MB`,
      rss.rssMb < TARGET_RSS_MB,
      `after ${loaded}`,
    ),
    single(
      'TUI peak RSS (VmHWM) over the whole session',
      rss.peakRssMb,
      'MB',
      `< ${TARGET_RSS_MB} MB`,
      rss.peakRssMb < TARGET_RSS_MB,
      'the most it ever held',
    ),
  ];
}

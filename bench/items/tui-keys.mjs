// 3. Keypress to redrawn frame on the Checks screen of an account with 10,000 checks, end to end
// through a pseudo-terminal: the key is written to the pty, and the time is taken when the last
// chunk of the frame it caused arrives (the output then stays quiet). `j` moves the selection
// (scrolling the table when it reaches the bottom); at a page's last row `n` loads the next page
// (timed until its "51-100 of 10000" summary is drawn, which needs a request to the sandbox).
// 4. Then, in the same process, it walks every page of checks and (when the Sessions screen
// exists) of sessions, and reads the program's resident memory from /proc.
import { performance } from 'node:perf_hooks';
import { sandboxGet, rowNeedle, startTui, tuiEnv } from '../lib/tui-env.mjs';
import { single, sleep, summarize } from '../lib/stats.mjs';

export const TARGET_KEY_MS = 16;
export const TARGET_RSS_MB = 150;
const PAGE_SIZE = 50; // the Checks screen's page size
const QUIET_MS = 12; // longer than one frame interval of Ink at 60 fps (16.7 ms) is not needed: one write per frame
const GAP_MS = 25; // between keys, so Ink's 60 fps throttle never holds a frame back

function pageSummaryText(page, total) {
  const first = (page - 1) * PAGE_SIZE + 1;
  return `${first}-${Math.min(total, page * PAGE_SIZE)} of ${total}`;
}

/** Presses `key` and resolves with ms until the frame it caused has fully arrived. */
async function timeKey(tui, key) {
  const chunks = tui.chunks;
  const sentAt = performance.now();
  tui.write(key);
  const lastAt = await tui.waitForQuietFrame(chunks, QUIET_MS);
  return lastAt - sentAt;
}

async function timeUntilText(tui, key, text) {
  const from = tui.text.length;
  const sentAt = performance.now();
  tui.write(key);
  const at = await tui.waitForText(text, 15_000, from);
  return at - sentAt;
}

export async function tuiKeysAndMemory({ cli, sandbox, configDir, pages, checksTotal, sessionsTotal }) {
  const env = tuiEnv(sandbox, configDir);
  const first = await sandboxGet(sandbox, '/v1/checks?page=1&limit=50');
  const needle = rowNeedle(first[0]?.name ?? '');
  const tui = startTui(cli, env);
  const moves = [];
  const nextPages = [];
  const memory = {};
  try {
    await tui.waitFor(() => new RegExp(`(PASS|FAIL|DEGR)\\s+${needle.replace(/[^\w ]/g, '.')}`).test(tui.text), 20_000, 'the Checks screen');
    await sleep(300);
    const cpuBefore = tui.cpuMs();
    for (let page = 1; page <= pages; page++) {
      for (let row = 1; row < PAGE_SIZE; row++) {
        moves.push(await timeKey(tui, 'j'));
        await sleep(GAP_MS);
      }
      nextPages.push(await timeUntilText(tui, 'n', pageSummaryText(page + 1, checksTotal)));
      await sleep(100);
    }
    memory.cpuPerKey = (tui.cpuMs() - cpuBefore) / (moves.length + nextPages.length);
    // Memory: every page of checks seen once (the screen caches pages it has loaded).
    const lastCheckPage = Math.ceil(checksTotal / PAGE_SIZE);
    const samples = [];
    for (let page = pages + 2; page <= lastCheckPage; page++) {
      await timeUntilText(tui, 'n', pageSummaryText(page, checksTotal));
      samples.push(tui.memory().rssMb);
    }
    memory.checks = tui.memory();
    // RSS moves by tens of MB with the moment of the last GC; the samples show the range.
    memory.sampled = summarize(samples);
    memory.checkPages = lastCheckPage;
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
  const next = summarize(nextPages);
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
    {
      name: `keypress \`n\` to next page drawn (request included)`,
      unit: 'ms',
      ...next,
      target: null,
      note: 'reference: fetches 50 checks from the sandbox',
    },
    single(`TUI RSS after every page of checks`, memory.checks.rssMb, 'MB', `< ${TARGET_RSS_MB} MB`, memory.checks.rssMb < TARGET_RSS_MB, `${memory.checkPages} pages of ${PAGE_SIZE}; sampled after each page: median ${memory.sampled.median.toFixed(0)} MB, ${memory.sampled.min.toFixed(0)}-${memory.sampled.max.toFixed(0)} MB`),
    single(`TUI RSS with ${checksTotal} checks / ${sessionsTotal} sessions loaded`, rss.rssMb, 'MB', `< ${TARGET_RSS_MB} MB`, rss.rssMb < TARGET_RSS_MB, `after ${loaded}`),
    single('TUI peak RSS (VmHWM) over the whole session', rss.peakRssMb, 'MB', `< ${TARGET_RSS_MB} MB`, rss.peakRssMb < TARGET_RSS_MB, 'the most it ever held'),
  ];
}

// 10. A check's history and the clusters in the TUI (issues 26 and 28), end to end through a
// pseudo-terminal on a sandbox of 10,000 checks (the sandbox's own 5 per 10 s on
// /v2/check-results):
// - clusters: `b` pressed as soon as the first failing rows are drawn (the statuses are in) to
//   the complete first frame of the clusters, one TUI start per run;
// - check detail: Enter on a failing row whose runs the list loaded, and `:check <id>` on a
//   check whose runs nobody loaded (one request, within the budget), to the frame with the
//   strip and "since";
// - requests to /v2/check-results over the whole session (the list filling SINCE as it scrolls,
//   the details opened): the most in any 10 s, and the 429s, counted on the sandbox.
import { performance } from 'node:perf_hooks';
import { sandboxGet, startTui, tuiEnv } from '../lib/tui-env.mjs';
import { sleep, summarize } from '../lib/stats.mjs';

const QUIET_MS = 12;
const HISTORY = '/v2/check-results/';
// Searched in the text the program wrote, escape sequences removed (rows are written whole).
const STRIP = /Last 30 runs\s*[.xd]{30}/;
const SINCE = /Now\s*(failing|degraded|passing)/;
const FIRST_ROWS = /(FAIL|DEGR) {2,}\S/;
const SELECTED_SINCE = /> +(FAIL|DEGR)[^>]*?(\(\d+\+?x\)| flap)/;

/** Presses `key` and resolves with ms until the frame after it matches `done` and the output went quiet. */
async function timeUntil(tui, key, done, what) {
  const from = tui.text.length;
  const sentAt = performance.now();
  tui.write(key);
  await tui.waitFor(() => done(tui.text.slice(from)), 10_000, what);
  const lastAt = await tui.waitForQuietFrame(tui.chunks - 1, QUIET_MS);
  return lastAt - sentAt;
}

async function clustersFirstFrame(cli, env, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const tui = startTui(cli, env);
    try {
      await tui.waitFor(() => FIRST_ROWS.test(tui.text.slice(-6000)), 20_000, 'the first failing rows');
      times.push(await timeUntil(tui, 'b', (t) => /Clusters by location[\s\S]*\d+ %/.test(t), 'clusters'));
    } finally {
      await tui.stop('\u0003');
    }
  }
  return times;
}

/** Checks to open whose runs the list never asks for: passing ones far down the list. */
async function passingChecks(sandbox, count) {
  const statuses = await sandboxGet(sandbox, '/v1/check-statuses');
  return statuses
    .filter((s) => !s.hasFailures && !s.hasErrors && !s.isDegraded)
    .slice(-count)
    .map((s) => s.checkId);
}

async function detailsAndBudget(cli, env, sandbox, runs, sessionMs) {
  const cached = [];
  const cold = [];
  const others = await passingChecks(sandbox, runs);
  // The TUIs of the clusters runs used the same key: their requests leave the sandbox's window first.
  await sleep(10_000);
  await sandbox.clearLog();
  const began = performance.now();
  const tui = startTui(cli, env);
  try {
    await tui.waitFor(() => FIRST_ROWS.test(tui.text.slice(-6000)), 20_000, 'the first failing rows');
    let from = tui.text.length - 3000;
    for (let i = 0; i < runs; i++) {
      // The selected row's runs come first: once its SINCE is drawn, Enter needs nothing more.
      await tui.waitFor(() => SELECTED_SINCE.test(tui.text.slice(Math.max(0, from))), 30_000, 'SINCE of the row');
      await sleep(200);
      cached.push(await timeUntil(tui, '\r', (t) => STRIP.test(t) && SINCE.test(t), 'the detail'));
      tui.write('\u001b');
      await tui.waitForQuietFrame(tui.chunks, 100);
      from = tui.text.length;
      tui.write('j');
      await tui.waitForQuietFrame(tui.chunks, 100);
    }
    for (const id of others) {
      // One opened per window: the list keeps one slot of each 10 s for it (a second one inside
      // the same 10 s waits for the budget, and says so, counting down).
      await sleep(10_000);
      tui.write(':');
      await tui.waitForQuietFrame(tui.chunks, 100);
      tui.write(`check ${id}`);
      await tui.waitForQuietFrame(tui.chunks, 100);
      cold.push(await timeUntil(tui, '\r', (t) => STRIP.test(t) && SINCE.test(t), 'the detail'));
      tui.write('\u001b');
      await tui.waitForQuietFrame(tui.chunks, 100);
    }
    // The rest of the session: a page down every 2 s, each new screen of rows wanting its runs.
    while (performance.now() - began < sessionMs) {
      tui.write('\u001b[6~');
      await sleep(2_000);
    }
  } finally {
    await tui.stop('\u0003');
  }
  const asked = (await sandbox.requests()).filter((r) => r.path.startsWith(HISTORY));
  let peak = 0;
  for (const r of asked) peak = Math.max(peak, asked.filter((o) => o.at >= r.at && o.at < r.at + 10_000).length);
  const tooMany = asked.filter((r) => r.status === 429).length;
  return { cached, cold, asked: asked.length, peak, tooMany, seconds: (performance.now() - began) / 1000 };
}

export async function tuiHistory({ cli, sandbox, configDir, runs, sessionMs }) {
  const env = tuiEnv(sandbox, configDir);
  const clusters = summarize(await clustersFirstFrame(cli, env, runs));
  const session = await detailsAndBudget(cli, env, sandbox, runs, sessionMs);
  const cached = summarize(session.cached);
  const cold = summarize(session.cold);
  return [
    {
      name: 'clusters: `b` to first frame once the statuses are in (10,000 checks)',
      unit: 'ms',
      ...clusters,
      target: '< 100 ms',
      pass: clusters.median < 100,
      note: 'end to end through the pty: `b` pressed as the first failing rows are drawn, while the other checks still load; one TUI start per run',
    },
    {
      name: 'check detail: strip and since shown after Enter, runs loaded by the list',
      unit: 'ms',
      ...cached,
      target: '< 300 ms',
      pass: cached.median < 300,
      note: 'Enter on a failing row whose SINCE is drawn: the detail asks for no runs (the shared cache)',
    },
    {
      name: 'check detail: strip and since shown after opening, runs not loaded',
      unit: 'ms',
      ...cold,
      target: '< 300 ms',
      pass: cold.median < 300,
      note: '`:check <id>` of a passing check off screen, one per 10 s while the list fills SINCE: one request to /v2/check-results, in the slot the list leaves',
    },
    {
      name: `requests to /v2/check-results over a TUI session (${Math.round(session.seconds)} s)`,
      unit: 'req',
      median: session.peak,
      min: session.peak,
      max: session.peak,
      p95: session.peak,
      runs: 1,
      target: 'never over 5 per 10 s, no 429',
      pass: session.peak <= 5 && session.tooMany === 0,
      note: `peak ${session.peak} in any 10 s on the sandbox; ${session.asked} sent, ${session.tooMany} x 429; the list filling SINCE page after page, ${runs * 2} details opened`,
    },
  ];
}

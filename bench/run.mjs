// `npm run bench`: measures vigil against the targets of product.md ("Speed and scale") on
// loopback, prints a Markdown table (median, min, max over repeated runs, each beside its
// target) and writes the same to bench/results.json. Runs after `npm run build` (dist/cli.cjs).
//
// Options: --quick (fewer repetitions, for trying the harness), --only=cold,tui,keys,render,throughput,paging,triage,history,history-tui,memory
// (comma-separated subset), --cli=PATH (measure another build of the binary), --before=PATH (measure
// that build too, in the same run, and print its figures beside this one's: a build of main made
// with `git archive main` and `npm ci && npm run build` in another directory).
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildBench } from './build.mjs';
import { coldStarts } from './items/cold-start.mjs';
import { paging } from './items/paging.mjs';
import { history } from './items/history.mjs';
import { memory } from './items/memory.mjs';
import { renderBytes } from './items/render-bytes.mjs';
import { throughput } from './items/throughput.mjs';
import { tuiKeysAndMemory } from './items/tui-keys.mjs';
import { tuiStarts } from './items/tui-start.mjs';
import { triage } from './items/triage.mjs';
import { tuiHistory } from './items/tui-history.mjs';
import { NO_RATE_LIMIT, startSandboxProcess } from './lib/sandbox.mjs';
import { environmentLine, markdown } from './lib/report.mjs';
import { nodeStartMs } from './lib/node-start.mjs';
import { tuiEnv, tuiMissing } from './lib/tui-env.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = args.includes('--quick');
const only = flag('only')?.split(',');
const ITEMS = ['cold', 'tui', 'keys', 'render', 'throughput', 'paging', 'triage', 'history', 'history-tui', 'memory'];
const wanted = ITEMS.filter((item) => !only || only.includes(item));
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const copyDir = fileURLToPath(new URL('./.out/dist', import.meta.url));
// By default the bench runs a copy of dist/ (made after `npm run build`), so a rebuild started
// meanwhile (tests, another terminal) cannot pull files away in the middle of a measurement.
const cli = flag('cli') ?? join(copyDir, 'cli.cjs');
// --before=PATH: a build to measure in the same run, each figure of it printed beside this one's.
const before = flag('before');
const resultsFile = fileURLToPath(new URL('./results.json', import.meta.url));

const BIG = { checks: 10_000, sessions: 1_000 };
const RUNS = quick ? { cold: 5, tui: 3, pages: 1, rounds: 1 } : { cold: 15, tui: 10, pages: 5, rounds: 3 };

const round2 = (n) => n.map((x) => Number(x.toFixed(2)));
const environment = {
  node: process.version,
  cores: cpus().length,
  cpu: cpus()[0]?.model?.trim() ?? 'unknown',
  platform: `${process.platform} ${process.arch}`,
  loadBefore: round2(loadavg()),
  command: `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`,
  startedAt: new Date().toISOString(),
};

const log = (text) => process.stderr.write(`bench: ${text}\n`);
const rows = [];
const beforeRows = [];
const began = performance.now();

function notAvailable(rows, names, reason) {
  for (const name of names) rows.push({ name, na: reason, target: null });
}

await buildBench();
if (!flag('cli')) {
  if (!existsSync(join(distDir, 'cli.cjs')))
    throw new Error('dist/cli.cjs is missing: run `npm run build` first (npm run bench does)');
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(distDir, copyDir, { recursive: true });
}

/**
 * The TUI items on the builds `clis`: the starts of all of them side by side (tuiStarts), then the
 * keys of each in turn. Returns each build's rows, in the order of `clis`.
 */
async function measureTui(clis, items) {
  const wants = (item) => items.includes(item);
  const rows = clis.map(() => []);
  const builds = clis.map((cli) => ({ cli, configDir: mkdtempSync(join(tmpdir(), 'vigil-bench-')) }));
  const small = await startSandboxProcess({ rateLimit: NO_RATE_LIMIT });
  let big;
  try {
    const ready = [];
    for (const [b, build] of builds.entries()) {
      const missing = await tuiMissing(build.cli, tuiEnv(small, build.configDir));
      if (!missing) {
        ready.push(b);
        continue;
      }
      log(`TUI of ${build.cli} not measured: ${missing}`);
      const reason = /not built/.test(missing)
        ? 'TUI not built'
        : `TUI did not start: ${missing.replace(/^vigil: /, '').slice(0, 60)}`;
      if (wants('tui')) notAvailable(rows[b], ['TUI start to first check row'], reason);
      if (wants('keys'))
        notAvailable(
          rows[b],
          ['keypress to redrawn frame, Checks of 10,000', 'TUI RSS with 10,000 checks / 1,000 sessions loaded'],
          reason,
        );
    }
    if (ready.length === 0) return rows;
    const starts = async (sandbox, options) => {
      const each = await tuiStarts({ builds: ready.map((b) => builds[b]), runs: RUNS.tui, sandbox, ...options });
      for (const [i, b] of ready.entries()) rows[b].push(...each[i]);
    };
    if (wants('tui')) {
      log(`TUI start, default sandbox (${RUNS.tui} runs of each build)...`);
      await starts(small, { label: '137 checks' });
      await starts(small, { label: '137 checks', codeCacheOff: true });
    }
    await small.close();
    log(`sandbox with ${BIG.checks} checks and ${BIG.sessions} sessions...`);
    big = await startSandboxProcess({ ...BIG, rateLimit: NO_RATE_LIMIT });
    if (wants('tui')) {
      log(`TUI start, ${BIG.checks} checks (${RUNS.tui} runs of each build)...`);
      await starts(big, { label: '10,000 checks' });
    }
    if (wants('keys')) {
      for (const b of ready) {
        log(`keypresses over ${RUNS.pages} pages, then every page for memory (${builds[b].cli})...`);
        rows[b].push(
          ...(await tuiKeysAndMemory({
            cli: builds[b].cli,
            sandbox: big,
            configDir: builds[b].configDir,
            pages: RUNS.pages,
            checksTotal: BIG.checks,
            sessionsTotal: BIG.sessions,
          })),
        );
      }
    }
    return rows;
  } finally {
    await big?.close();
    await small.close();
    for (const { configDir } of builds) rmSync(configDir, { recursive: true, force: true });
  }
}

/** The `items` other than the cold starts and the TUI's on the build `cli`; returns their rows. */
async function measure(cli, items) {
  const wants = (item) => items.includes(item);
  const rows = [];
  if (wants('render')) {
    log('bytes written per keystroke, idle and during a watch...');
    const configDir = mkdtempSync(join(tmpdir(), 'vigil-bench-'));
    // Running sessions keep running through the whole item, so the watch has one to follow.
    const sandbox = await startSandboxProcess({ rateLimit: NO_RATE_LIMIT, runningSessionMs: 600_000 });
    try {
      rows.push(...(await renderBytes({ cli, sandbox, configDir })));
    } finally {
      await sandbox.close();
      rmSync(configDir, { recursive: true, force: true });
    }
  }

  if (wants('throughput')) {
    log('sandbox throughput...');
    rows.push(...(await throughput({ rounds: RUNS.rounds, durationMs: quick ? 1_000 : 2_000, concurrency: 32 })));
  }

  if (wants('triage')) {
    log('triage: the check index on 10,000 checks...');
    rows.push(...(await triage({ checks: BIG.checks })));
  }

  if (wants('paging')) {
    log('client paging under the rate limit...');
    rows.push(...(await paging({ checks: BIG.checks })));
  }

  if (wants('history')) {
    log('client: /v2/check-results over a session (about 70 s)...');
    rows.push(...(await history()));
  }

  if (wants('history-tui')) {
    log('TUI on 10,000 checks: clusters first frame, check detail opened, /v2/check-results over a session...');
    const configDir = mkdtempSync(join(tmpdir(), 'vigil-bench-'));
    const sandbox = await startSandboxProcess({ ...BIG, rateLimit: NO_RATE_LIMIT });
    try {
      const runs = quick ? 3 : 5;
      rows.push(...(await tuiHistory({ cli, sandbox, configDir, runs, sessionMs: quick ? 60_000 : 120_000 })));
    } finally {
      await sandbox.close();
      rmSync(configDir, { recursive: true, force: true });
    }
  }

  if (wants('memory')) {
    log('memory of the last look for 10,000 checks...');
    rows.push(...(await memory({ checks: BIG.checks, runs: quick ? 10 : 50 })));
  }
  return rows;
}

const nodeBefore = await nodeStartMs({ runs: RUNS.cold });
if (before) log(`the build to compare with: ${before}; this build: ${cli}`);
// Item by item, the build to compare with right before this one, so that a machine that slows
// down or speeds up during the run (a shared virtual machine does) moves both sides of a row alike.
for (const item of wanted) {
  if (item === 'cold') {
    // Both builds, each command and `node -e 0` in one interleaved run.
    log(`cold starts (${RUNS.cold} runs each, interleaved${before ? ', both builds' : ''})...`);
    const [ownRows, beforeRowsOfItem] = await coldStarts({ clis: before ? [cli, before] : [cli], runs: RUNS.cold });
    if (before) beforeRows.push(...beforeRowsOfItem);
    rows.push(...ownRows);
    continue;
  }
  if (item === 'tui' || item === 'keys') {
    // The starts of both builds side by side, run by run; the keys of each in turn.
    const [ownRows, beforeRowsOfItem] = await measureTui(before ? [cli, before] : [cli], [item]);
    if (before) beforeRows.push(...beforeRowsOfItem);
    rows.push(...ownRows);
    continue;
  }
  if (before) {
    // An older build may lack what an item measures (the clusters of history-tui came after
    // 82bc322); its figures are then left blank, and the run goes on.
    try {
      beforeRows.push(...(await measure(before, [item])));
    } catch (e) {
      log(`the build to compare with could not do ${item}: ${String(e?.message ?? e).split('\n')[0]}`);
    }
  }
  rows.push(...(await measure(cli, [item])));
}
const nodeAfter = await nodeStartMs({ runs: RUNS.cold });
environment.nodeMs = [nodeBefore, nodeAfter].map((ms) => Number(ms.toFixed(1)));

environment.loadAfter = round2(loadavg());
environment.seconds = (performance.now() - began) / 1000;
// Every time beside the start of `node -e 0` on this machine in this run (the mean of the two
// measured around the items): a busy or slow machine moves both.
const nodeMs = (nodeBefore + nodeAfter) / 2;
const table = markdown(rows, { nodeMs, before: before ? beforeRows : undefined });
process.stdout.write(`\n${environmentLine(environment)}\n\n${table}\n`);
writeFileSync(
  resultsFile,
  `${JSON.stringify({ environment, rows, ...(before ? { beforeRows } : {}), markdown: table }, null, 2)}\n`,
);
log(`wrote ${resultsFile}`);

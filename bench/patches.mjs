// `node bench/patches.mjs`: every build-time patch of a dependency (scripts/build-plugins.mjs), each
// measured on and off side by side in one run. One build per
// variant (all on; each one off), then rounds in which every variant runs once, in a new order
// each round, so machine load hits them alike. Measured: the CPU time (user + system, from
// bash's `time`, which reads getrusage to the millisecond) and wall time of a cold
// `vigil api /v1/checks` and `vigil test-sessions list` against the sandbox, and of loading the
// TUI's bundle (`import('dist/tui.mjs')`: Ink, React, yoga), each with the compile cache made by
// an untimed first round. Prints a Markdown table: each variant's medians and its difference to
// "all on" (positive: the patch saves that much).
//
// Options: --rounds=N (default 15), --variants=WORD,... (only the variants named so).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCli } from '../scripts/build.mjs';
import { speedPlugins } from '../scripts/build-plugins.mjs';
import { eagerModuleFactories } from '../scripts/eager-factories.mjs';
import { buildBench } from './build.mjs';
import { NO_RATE_LIMIT, startSandboxProcess } from './lib/sandbox.mjs';
import { shuffled, summarize } from './lib/stats.mjs';

const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 15);
const out = fileURLToPath(new URL('./.out/patches/', import.meta.url));

// --variants=zod,yoga: only the variants whose names hold one of these words (and "all on").
const picked = process.argv
  .find((a) => a.startsWith('--variants='))
  ?.slice(11)
  .split(',');
const variants = [
  { name: 'all on', variant: {} },
  ...[...speedPlugins, eagerModuleFactories].map((p) => ({
    name: `without ${p.name}`,
    variant: { without: [p.name] },
  })),
].filter((v, i) => i === 0 || !picked || picked.some((word) => v.name.includes(word)));

/** Runs `node args` under bash's `time`; resolves with wall and CPU milliseconds. */
function timed(args, env) {
  return new Promise((resolve, reject) => {
    const script = `TIMEFORMAT='CPU %3U %3S'; time "${process.execPath}" "$@" >/dev/null 2>/tmp/vigil-patches-stderr`;
    const start = performance.now();
    const child = spawn('bash', ['-c', script, 'bash', ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.once('error', reject);
    child.once('close', (code) => {
      const wall = performance.now() - start;
      const cpu = /CPU ([\d.]+) ([\d.]+)/.exec(stderr);
      if (code !== 0 || !cpu) reject(new Error(`${args.join(' ')} failed (${code}): ${stderr}`));
      else resolve({ wall, cpu: (Number(cpu[1]) + Number(cpu[2])) * 1000 });
    });
  });
}

await buildBench();
for (const [i, v] of variants.entries()) {
  v.dir = join(out, String(i));
  await buildCli(v.dir, { logLevel: 'error' }, v.variant);
}
const sandbox = await startSandboxProcess({ rateLimit: NO_RATE_LIMIT });
const home = mkdtempSync(join(tmpdir(), 'vigil-patches-'));
const env = (v) => ({
  PATH: process.env.PATH,
  HOME: home,
  VIGIL_API_KEY: sandbox.apiKey,
  VIGIL_ACCOUNT_ID: sandbox.accountId,
  VIGIL_BASE_URL: sandbox.baseUrl,
  VIGIL_CONFIG_DIR: home,
  VIGIL_CODE_CACHE: join(v.dir, 'cache'),
  NODE_COMPILE_CACHE: join(v.dir, 'cache'),
});
const tasks = {
  'vigil api /v1/checks': (v) => [join(v.dir, 'cli.cjs'), 'api', '/v1/checks'],
  'vigil test-sessions list': (v) => [join(v.dir, 'cli.cjs'), 'test-sessions', 'list'],
  'load dist/tui.mjs': (v) => [
    '-e',
    `require('node:module').enableCompileCache(process.env.NODE_COMPILE_CACHE); import(${JSON.stringify(join(v.dir, 'tui.mjs'))})`,
  ],
};
const results = new Map();
const loadBefore = loadavg();
try {
  const pairs = variants.flatMap((v) => Object.keys(tasks).map((task) => [v, task]));
  for (const [v, task] of pairs) await timed(tasks[task](v), env(v));
  for (let r = 0; r < rounds; r++) {
    for (const [v, task] of shuffled(pairs)) {
      const run = await timed(tasks[task](v), env(v));
      const key = `${v.name}\u0000${task}`;
      if (!results.has(key)) results.set(key, { wall: [], cpu: [] });
      results.get(key).wall.push(run.wall);
      results.get(key).cpu.push(run.cpu);
    }
    process.stderr.write(`patches: round ${r + 1} of ${rounds}\n`);
  }
} finally {
  await sandbox.close();
  rmSync(home, { recursive: true, force: true });
}

const median = (v, task, what) => summarize(results.get(`${v.name}\u0000${task}`)[what]).median;
const lines = [
  `${rounds} rounds; load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} before, ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')} after; node ${process.version}`,
  '',
  `| variant | ${Object.keys(tasks)
    .map((t) => `${t}: CPU ms (saved) | wall ms (saved)`)
    .join(' | ')} |`,
  `|---|${Object.keys(tasks)
    .map(() => '---:|---:')
    .join('|')}|`,
];
const base = variants[0];
for (const v of variants) {
  const cells = Object.keys(tasks).map((task) => {
    const cpu = median(v, task, 'cpu');
    const wall = median(v, task, 'wall');
    if (v === base) return `${cpu.toFixed(1)} | ${wall.toFixed(1)}`;
    const dc = cpu - median(base, task, 'cpu');
    const dw = wall - median(base, task, 'wall');
    return `${cpu.toFixed(1)} (${dc >= 0 ? '+' : ''}${dc.toFixed(1)}) | ${wall.toFixed(1)} (${dw >= 0 ? '+' : ''}${dw.toFixed(1)})`;
  });
  lines.push(`| ${v.name} | ${cells.join(' | ')} |`);
}
process.stdout.write(`${lines.join('\n')}\n`);

// 1. Cold start of plain commands against the sandbox, interleaved with `node -e 0` in the same
// run, so machine load hits every command alike. Each run is a fresh `node dist/cli.cjs` process
// with credentials from the environment and an empty config directory. The bin's code cache
// (src/bin.ts) lives in that directory: the untimed first round makes it, as a user's first call
// would; one more row shows `vigil api` with the cache off, i.e. what that first call costs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NO_RATE_LIMIT, startSandboxProcess } from '../lib/sandbox.mjs';
import { timeSpawn } from '../lib/spawn-time.mjs';
import { shuffled, summarize } from '../lib/stats.mjs';

export const TARGET_RATIO = 2.5;
const NO_CACHE = 'vigil api /v1/checks, code cache off';

/**
 * The cold starts of each build of `clis`, all in one interleaved run with `node -e 0` (each build
 * with its own code cache), so that the builds and the reference meet the same load. Returns each
 * build's rows, in the order of `clis`.
 */
export async function coldStarts({ clis, runs }) {
  const sandbox = await startSandboxProcess({ rateLimit: NO_RATE_LIMIT });
  const configDirs = clis.map(() => mkdtempSync(join(tmpdir(), 'vigil-bench-')));
  const envOf = (b) => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    VIGIL_API_KEY: sandbox.apiKey,
    VIGIL_ACCOUNT_ID: sandbox.accountId,
    VIGIL_BASE_URL: sandbox.baseUrl,
    VIGIL_CONFIG_DIR: configDirs[b],
    VIGIL_CODE_CACHE: join(configDirs[b], 'code-cache'),
  });
  // A command's key: the build's index, a tab, the row's name ('node -e 0' has no build).
  const commands = { 'node -e 0': [process.execPath, ['-e', '0'], envOf(0)] };
  for (const [b, cli] of clis.entries()) {
    commands[`${b}\tvigil api /v1/checks`] = [process.execPath, [cli, 'api', '/v1/checks'], envOf(b)];
    commands[`${b}\tvigil test-sessions list`] = [process.execPath, [cli, 'test-sessions', 'list'], envOf(b)];
    commands[`${b}\t${NO_CACHE}`] = [
      process.execPath,
      [cli, 'api', '/v1/checks'],
      { ...envOf(b), VIGIL_CODE_CACHE: 'off' },
    ];
  }
  const times = Object.fromEntries(Object.keys(commands).map((key) => [key, []]));
  const cpu = Object.fromEntries(Object.keys(commands).map((key) => [key, []]));
  try {
    // One untimed round warms the file cache, as a user's second call would find it.
    for (const [command, args, env] of Object.values(commands)) await timeSpawn(command, args, env);
    for (let i = 0; i < runs; i++) {
      for (const key of shuffled(Object.keys(commands))) {
        const [command, args, env] = commands[key];
        const run = await timeSpawn(command, args, env);
        times[key].push(run.ms);
        cpu[key].push(run.cpuMs);
      }
    }
  } finally {
    await sandbox.close();
    for (const dir of configDirs) rmSync(dir, { recursive: true, force: true });
  }
  return clis.map((_, b) => {
    const own = (source) =>
      Object.fromEntries(
        Object.entries(source).flatMap(([key, values]) =>
          key === 'node -e 0'
            ? [[key, values]]
            : key.startsWith(`${b}\t`)
              ? [[key.slice(key.indexOf('\t') + 1), values]]
              : [],
        ),
      );
    return coldRows(own(times), own(cpu));
  });
}

/** The rows of one build: times and CPU by row name, `node -e 0` among them. */
function coldRows(times, cpu) {
  const base = summarize(times['node -e 0']);
  const baseCpu = summarize(cpu['node -e 0']).median;
  // GNU time counts CPU in 10 ms steps, too coarse for a ratio to `node -e 0`: both are shown.
  const cpuNote = (name) => {
    const c = summarize(cpu[name]).median;
    if (Number.isNaN(c)) return undefined;
    return name === 'node -e 0'
      ? `CPU time ${c.toFixed(0)} ms (GNU time, 10 ms steps)`
      : `CPU time ${c.toFixed(0)} ms (node -e 0: ${baseCpu.toFixed(0)} ms)`;
  };
  return Object.entries(times).map(([name, values]) => {
    const s = summarize(values);
    if (name === 'node -e 0')
      return { name: `cold \`${name}\` (reference)`, unit: 'ms', ...s, target: null, note: cpuNote(name) };
    if (name === NO_CACHE) {
      const note = [
        `${(s.median / base.median).toFixed(2)}x node -e 0, no target (the cache is made by a first run)`,
        cpuNote(name),
      ]
        .filter(Boolean)
        .join('; ');
      return { name: `cold \`vigil api /v1/checks\`, code cache off`, unit: 'ms', ...s, target: null, note };
    }
    return {
      name: `cold \`${name}\``,
      unit: 'ms',
      ...s,
      ratio: s.median / base.median,
      ratioMin: s.min / base.min,
      target: `<= ${TARGET_RATIO}x node -e 0`,
      pass: s.median / base.median <= TARGET_RATIO,
      cpuMs: summarize(cpu[name]).median,
      note: cpuNote(name),
    };
  });
}

// 1. Cold start of plain commands against the sandbox, interleaved with `node -e 0` in the same
// run, so machine load hits every command alike. Each run is a fresh `node dist/cli.js` process
// with credentials from the environment and an empty config directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NO_RATE_LIMIT, startSandboxProcess } from '../lib/sandbox.mjs';
import { timeSpawn } from '../lib/spawn-time.mjs';
import { shuffled, summarize } from '../lib/stats.mjs';

export const TARGET_RATIO = 2.5;

export async function coldStart({ cli, runs }) {
  const sandbox = await startSandboxProcess({ rateLimit: NO_RATE_LIMIT });
  const configDir = mkdtempSync(join(tmpdir(), 'vigil-bench-'));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    VIGIL_API_KEY: sandbox.apiKey,
    VIGIL_ACCOUNT_ID: sandbox.accountId,
    VIGIL_BASE_URL: sandbox.baseUrl,
    VIGIL_CONFIG_DIR: configDir,
  };
  const commands = {
    'node -e 0': [process.execPath, ['-e', '0']],
    'vigil api /v1/checks': [process.execPath, [cli, 'api', '/v1/checks']],
    'vigil test-sessions list': [process.execPath, [cli, 'test-sessions', 'list']],
  };
  const times = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
  const cpu = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
  try {
    // One untimed round warms the file cache, as a user's second call would find it.
    for (const [command, args] of Object.values(commands)) await timeSpawn(command, args, env);
    for (let i = 0; i < runs; i++) {
      for (const name of shuffled(Object.keys(commands))) {
        const [command, args] = commands[name];
        const run = await timeSpawn(command, args, env);
        times[name].push(run.ms);
        cpu[name].push(run.cpuMs);
      }
    }
  } finally {
    await sandbox.close();
    rmSync(configDir, { recursive: true, force: true });
  }
  const base = summarize(times['node -e 0']);
  const baseCpu = summarize(cpu['node -e 0']).median;
  // GNU time counts CPU in 10 ms steps, too coarse for a ratio to `node -e 0`: both are shown.
  const cpuNote = (name) => {
    const c = summarize(cpu[name]).median;
    if (Number.isNaN(c)) return undefined;
    return name === 'node -e 0' ? `CPU time ${c.toFixed(0)} ms (GNU time, 10 ms steps)` : `CPU time ${c.toFixed(0)} ms (node -e 0: ${baseCpu.toFixed(0)} ms)`;
  };
  return Object.entries(times).map(([name, values]) => {
    const s = summarize(values);
    if (name === 'node -e 0') return { name: `cold \`${name}\` (reference)`, unit: 'ms', ...s, target: null, note: cpuNote(name) };
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

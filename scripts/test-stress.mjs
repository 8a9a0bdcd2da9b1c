// `npm run test:stress`: `npm test` three times in a row beside two busy processes per CPU core,
// as on a shared CI runner, to show the suite does not depend on the machine's speed. The busy
// processes come from ../shared/tools/cpu-load when it is there (VIGIL_CPU_LOAD names another
// copy), else from the same shell loop started here. Prints each run's tests and time; exits 1
// if any run failed. Usage: npm run test:stress [-- RUNS [PER_CORE]]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 3);
const perCore = Number(process.argv[3] ?? 2);

/** Starts the busy processes; returns how to stop them. Each is its own process group's leader. */
function startLoad() {
  const tool = process.env.VIGIL_CPU_LOAD ?? resolve(ROOT, '../shared/tools/cpu-load');
  const seconds = String(4 * 3600);
  const children = existsSync(tool)
    ? [spawn(tool, [String(perCore), seconds], { detached: true, stdio: ['ignore', 'ignore', 'inherit'] })]
    : Array.from({ length: cpus().length * perCore }, () =>
        spawn('sh', ['-c', 'while :; do :; done'], { detached: true, stdio: 'ignore' }),
      );
  console.log(`test:stress: ${existsSync(tool) ? tool : 'busy shell loops'}, ${perCore} per core`);
  return () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
}

/** One `npm test`, its output passed through; the counts and time read from vitest's summary. */
function npmTest() {
  return new Promise((resolveRun) => {
    const started = Date.now();
    const child = spawn('npm', ['test'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-20_000);
    });
    child.on('close', (code) => {
      const plain = tail.replace(/\u001b\[[0-9;]*m/g, '');
      const tests = /Tests\s+(.+)/.exec(plain)?.[1]?.trim() ?? 'no vitest summary';
      resolveRun({ code, tests, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const stop = startLoad();
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});
const results = [];
try {
  for (let i = 1; i <= runs; i++) {
    console.log(`\ntest:stress: run ${i} of ${runs}`);
    results.push(await npmTest());
  }
} finally {
  stop();
}
console.log('\ntest:stress:');
for (const [i, r] of results.entries()) console.log(`  run ${i + 1}: exit ${r.code}, ${r.tests}, ${r.seconds} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);

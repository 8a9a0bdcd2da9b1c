// Wall time of one spawned command, from spawn() to the child's exit, in milliseconds; and, when
// GNU time is installed, the CPU time (user + system) the command used, which moves much less
// with machine load than wall time. The wrapper costs both compared commands the same.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const GNU_TIME = '/usr/bin/time';
const hasGnuTime = existsSync(GNU_TIME);
const MARK = 'VIGIL-BENCH-CPU';

/** Runs `command args` to completion; rejects (with its stderr) when it exits non-zero. */
export function timeSpawn(command, args, env) {
  const [file, argv] = hasGnuTime ? [GNU_TIME, ['-f', `${MARK} %U %S`, command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(file, argv, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdoutBytes = 0;
    let stderr = '';
    child.stdout.on('data', (c) => (stdoutBytes += c.length));
    child.stderr.on('data', (c) => (stderr += c));
    child.once('error', reject);
    let ms = NaN;
    child.once('exit', () => (ms = performance.now() - start));
    // 'close' comes after 'exit' and after the output pipes are drained.
    child.once('close', (code) => {
      const cpu = new RegExp(`${MARK} ([\\d.]+) ([\\d.]+)`).exec(stderr);
      const ownStderr = stderr
        .replace(new RegExp(`(Command exited with non-zero status \\d+\\n)?${MARK}.*\\n?`), '')
        .trim();
      if (code !== 0) reject(new Error(`${[command, ...args].join(' ')} exited ${code}: ${ownStderr}`));
      else resolve({ ms, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : NaN, stdoutBytes });
    });
  });
}

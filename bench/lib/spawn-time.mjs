// Wall time of one spawned command, from spawn() to the child's exit, in milliseconds.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** Runs `command args` to completion; rejects (with its stderr) when it exits non-zero. */
export function timeSpawn(command, args, env) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdoutBytes = 0;
    let stderr = '';
    child.stdout.on('data', (c) => (stdoutBytes += c.length));
    child.stderr.on('data', (c) => (stderr += c));
    child.once('error', reject);
    child.once('exit', (code) => {
      const ms = performance.now() - start;
      if (code !== 0) reject(new Error(`${[command, ...args].join(' ')} exited ${code}: ${stderr.trim()}`));
      else resolve({ ms, stdoutBytes });
    });
  });
}

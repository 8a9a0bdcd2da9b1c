// A sandbox in a child process (bench/src/sandbox-child.ts, bundled to .out/helpers/), talked to over IPC.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('../.out/helpers/sandbox-child.js', import.meta.url));

/** A rate limit so high that it never answers 429 during a measurement. */
export const NO_RATE_LIMIT = { limit: 1_000_000_000, windowMs: 60_000 };

/**
 * Starts a sandbox child with these SandboxOptions. Resolves to
 * {baseUrl, apiKey, accountId, pid, requests(): Promise<log>, clearLog(): Promise<void>, close()}.
 */
export async function startSandboxProcess(options) {
  const child = fork(CHILD, [JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const info = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const nl = text.indexOf('\n');
      if (nl >= 0) resolve(JSON.parse(text.slice(0, nl)));
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (code ${code}) before it listened`)));
  });
  const ask = (type) =>
    new Promise((resolve) => {
      const onMessage = (m) => {
        if (m?.type !== type) return;
        child.off('message', onMessage);
        resolve(m.value);
      };
      child.on('message', onMessage);
      child.send({ type });
    });
  return {
    ...info,
    /** Every request the sandbox saw: {method, path, query, status, at}. */
    requests: () => ask('requests'),
    clearLog: () => ask('clear'),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

// `--jq`: the response body goes through the user's own `jq` program (no JavaScript clone).
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { CommandFailure, UsageError } from '../errors.js';

export const JQ_MISSING =
  'jq is not installed, so --jq cannot filter the response: install jq (apt-get install jq / brew install jq), or ' +
  'leave out --jq';

/** The jq executable on PATH, or null. Looked up before any request so nothing is sent in vain. */
export async function findJq(env: NodeJS.ProcessEnv): Promise<string | null> {
  const names = process.platform === 'win32' ? ['jq.exe', 'jq'] : ['jq'];
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    for (const name of names) {
      const candidate = join(dir, name);
      try {
        await access(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
  }
  return null;
}

export interface JqRun {
  code: number;
  stdout: string;
  stderr: string;
}

function runJqProcess(jq: string, args: string[], input: string | null, timeoutMs?: number): Promise<JqRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(jq, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = timeoutMs ? setTimeout(() => child.kill('SIGKILL'), timeoutMs) : null;
    child.on('error', (e) => {
      if (timer) clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code: code ?? 1, stdout, stderr });
    });
    // jq may exit before reading everything (a compile error): ignore the broken pipe.
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });
}

/**
 * Compiles the expression against null input before the request is sent: jq exits 3 on a
 * compile error, which is a usage error (exit 2). Runtime errors on null are ignored here; an
 * expression that loops is cut short.
 */
export async function checkJqExpression(jq: string, expression: string): Promise<void> {
  const run = await runJqProcess(jq, ['-n', expression], null, 3000);
  if (run.code === 3) {
    const detail = firstJqError(run.stderr);
    throw new UsageError(
      `--jq ${JSON.stringify(expression)} is not a valid jq expression${detail ? ` (${detail})` : ''}`,
    );
  }
}

function firstJqError(stderr: string): string {
  return (
    stderr
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.startsWith('jq: error'))
      ?.replace(/^jq: error:?\s*/, '')
      // jq 1.6 says where in its input: `(at <stdin>:0): Cannot index ...`; the input is the answer.
      .replace(/^\(at [^)]*\):\s*/, '')
      .replace(/\s*\(Unix shell quoting issues\?\)/, '') ?? ''
  );
}

/**
 * Filters `json` as `jq EXPR` does by default: every result a JSON value, objects and arrays
 * indented by 2 (jq's own layout), strings quoted; with `raw`, strings come out bare (jq -r).
 * Colour is off (-M): the text goes on to vigil's printer, not to a terminal.
 */
export async function filterWithJq(jq: string, expression: string, json: string, raw: boolean): Promise<string> {
  const args = raw ? ['-M', '-r', expression] : ['-M', expression];
  const run = await runJqProcess(jq, args, json);
  if (run.code !== 0) {
    const detail = firstJqError(run.stderr) || run.stderr.trim().split('\n')[0] || `exit code ${run.code}`;
    throw new CommandFailure(`jq could not filter the response: ${detail}`);
  }
  return run.stdout;
}

// What every refused input must look like: exit 2, one sentence on stderr (`vigil: ...` ending
// in a full stop) that is safe to print and short enough to read, nothing on stdout, and no
// request at the server.
import { expect } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox/index.js';
import { runCli, type RunOptions, type RunResult } from '../helpers/run-cli.js';
import { terminalProblem } from '../fuzz/hostile.js';

/** Longer than any sentence needs; a message this long is echoing a value it should not. */
const MAX_MESSAGE = 400;
export const LONG = 'x'.repeat(10_000);

/** Values that look like attacks on a shell, a query string, a path, a terminal or a log. */
export const INJECTIONS = [
  '$(touch /tmp/vigil-pwned)',
  '`id`',
  "'; DROP TABLE checks; --",
  '../../../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  'a&limit=1000&statuses=PASSED',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  'line\r\nX-Injected: 1',
  '\u001b[2J\u001b]0;pwned\u0007',
  '\u202eevil',
  '\ud800',
  '\u0000',
];

export function sandboxEnv(s: RunningSandbox): Record<string, string> {
  return { VIGIL_BASE_URL: s.baseUrl, VIGIL_API_KEY: s.apiKey, VIGIL_ACCOUNT_ID: s.accountId };
}

export function expectRefusal(result: RunResult, what: string, message?: RegExp): void {
  expect(result.code, `${what}: exit code (stderr: ${result.stderr.slice(0, 300)})`).toBe(2);
  expect(result.stdout, `${what}: stdout`).toBe('');
  const text = result.stderr.replace(/\n$/, '');
  expect(text.split('\n'), `${what}: one line`).toHaveLength(1);
  expect(text, `${what}: a sentence`).toMatch(/^vigil: \S.*[.!?]$/);
  expect(text, `${what}: no stack`).not.toMatch(/\n\s+at |\bat .+\.(js|ts):\d+/);
  expect(terminalProblem(text), `${what}: safe to print`).toBeNull();
  expect(text.length, `${what}: short (${text.slice(0, 120)}...)`).toBeLessThanOrEqual(MAX_MESSAGE);
  if (message) expect(text, what).toMatch(message);
}

/** Runs argv against the sandbox and asserts a refusal with no request sent. */
export async function expectRefused(
  sandbox: RunningSandbox,
  argv: string[],
  o: RunOptions & { message?: RegExp } = {},
): Promise<void> {
  const before = sandbox.requests.length;
  const result = await runCli(argv, { ...o, env: { ...sandboxEnv(sandbox), ...o.env } });
  const what = JSON.stringify(argv.map((a) => (a.length > 40 ? `${a.slice(0, 20)}...(${a.length})` : a)));
  expectRefusal(result, what, o.message);
  expect(sandbox.requests.length, `${what}: nothing sent`).toBe(before);
}

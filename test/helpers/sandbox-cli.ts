// Run the built binary against a test's sandbox: its credentials in the environment, a fresh
// config directory, no colour, and the count of requests the sandbox saw during the run (so a
// test can say "nothing was sent").
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { RunningSandbox, SandboxOptions } from '../../src/sandbox/index.js';
import { runBinary, tempConfigDir, type BinaryOptions, type RunResult } from './run-cli.js';
import { useSandbox } from './sandbox.js';

export interface SandboxRun extends RunResult {
  /** Requests the sandbox answered during the run. */
  sent: number;
}

/** A code cache directory for runs that should use it (the other runs set VIGIL_CODE_CACHE=off). */
const CODE_CACHE_DIR = mkdtempSync(join(tmpdir(), 'vigil-test-cache-'));

export async function vigilBinary(
  sandbox: RunningSandbox,
  argv: string[],
  o: BinaryOptions & { cache?: boolean } = {},
): Promise<SandboxRun> {
  const before = sandbox.requests.length;
  const r = await runBinary(argv, {
    ...o,
    env: {
      VIGIL_API_KEY: sandbox.apiKey,
      VIGIL_ACCOUNT_ID: sandbox.accountId,
      VIGIL_BASE_URL: sandbox.baseUrl,
      VIGIL_CONFIG_DIR: tempConfigDir(),
      VIGIL_CODE_CACHE: o.cache ? CODE_CACHE_DIR : 'off',
      NO_COLOR: '1',
      ...o.env,
    },
  });
  return { ...r, sent: sandbox.requests.length - before };
}

/** A sandbox for the file's tests, and `vigil(argv)`: the built binary run against it. */
export function useSandboxBinary(opts: SandboxOptions = {}): {
  sandbox: () => RunningSandbox;
  vigil: (argv: string[], o?: BinaryOptions & { cache?: boolean }) => Promise<SandboxRun>;
} {
  const sandbox = useSandbox(opts);
  return { sandbox, vigil: (argv, o = {}) => vigilBinary(sandbox(), argv, o) };
}

/** The run succeeded with nothing on stderr; returns stdout. */
export function ok(r: SandboxRun): string {
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
}

/** A usage error: exit 2, one line on stderr that starts with `vigil: `, nothing sent. */
export function usageError(r: SandboxRun, pattern: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  expect(r.stderr).toMatch(/^vigil: /);
  expect(r.stderr).toMatch(pattern);
  expect(r.sent).toBe(0);
}

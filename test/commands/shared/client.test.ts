// clientFromContext against the real sandbox: credentials from the environment, --read-only
// enforced, VIGIL_TIMEOUT_MS checked before anything is sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadOnlyError, TimeoutError } from '../../../src/client/errors.js';
import { CommandFailure, UsageError } from '../../../src/commands/errors.js';
import { clientFromContext, timeoutFromEnv } from '../../../src/commands/shared/client.js';
import type { CommandContext } from '../../../src/commands/types.js';
import { startSandbox } from '../../../src/sandbox/index.js';
import { runCli } from '../../helpers/run-cli.js';
import { useSandbox } from '../../helpers/sandbox.js';

const sandbox = useSandbox({ sessions: 20 });
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-client-ctx-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function context(env: NodeJS.ProcessEnv, readOnly = false): CommandContext {
  return {
    io: {
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      stdin: new PassThrough(),
      env: { VIGIL_CONFIG_DIR: dir, ...env },
    },
    global: { readOnly },
  };
}

const sandboxEnv = () => ({
  VIGIL_BASE_URL: sandbox().baseUrl,
  VIGIL_API_KEY: sandbox().apiKey,
  VIGIL_ACCOUNT_ID: sandbox().accountId,
});

describe('clientFromContext', () => {
  it('without credentials fails with how to log in', async () => {
    const error = await clientFromContext(context({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandFailure);
    expect((error as Error).message).toMatch(/^Not logged in: run `vigil login`/);
  });

  it('gives a working client for the credentials in effect', async () => {
    const client = await clientFromContext(context(sandboxEnv()));
    try {
      expect(client.accountId).toBe(sandbox().accountId);
      const page = await client.listChecks({ limit: 5 });
      expect(page.items).toHaveLength(5);
    } finally {
      await client.close();
    }
  });

  it('with --read-only refuses a write before sending it, whatever the command asks', async () => {
    const before = sandbox().requests.length;
    const client = await clientFromContext(context(sandboxEnv(), true), { readOnly: false });
    try {
      await expect(client.updateCheck(sandbox().fixtures.pausedCheckId, { activated: true })).rejects.toBeInstanceOf(
        ReadOnlyError,
      );
    } finally {
      await client.close();
    }
    expect(
      sandbox()
        .requests.slice(before)
        .filter((r) => r.method !== 'GET'),
    ).toEqual([]);
  });

  it('reads VIGIL_TIMEOUT_MS as whole milliseconds, unset or empty meaning the default', () => {
    expect(timeoutFromEnv({})).toBeUndefined();
    expect(timeoutFromEnv({ VIGIL_TIMEOUT_MS: '' })).toBeUndefined();
    expect(timeoutFromEnv({ VIGIL_TIMEOUT_MS: '500' })).toBe(500);
    expect(timeoutFromEnv({ VIGIL_TIMEOUT_MS: ' 1 ' })).toBe(1);
    expect(timeoutFromEnv({ VIGIL_TIMEOUT_MS: '2147483647' })).toBe(2_147_483_647);
    for (const bad of ['0', '-5', '1.5', '1e3', 'abc', '5s', '2147483648', '99999999999', '\u001b[2J']) {
      expect(() => timeoutFromEnv({ VIGIL_TIMEOUT_MS: bad }), bad).toThrow(UsageError);
    }
  });

  it('a bad VIGIL_TIMEOUT_MS is a usage error naming the variable: exit 2, one line, nothing sent', async () => {
    const before = sandbox().requests.length;
    const r = await runCli(['test-sessions', 'list'], { env: { ...sandboxEnv(), VIGIL_TIMEOUT_MS: 'soon\u001b[2J' } });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^vigil: VIGIL_TIMEOUT_MS must be a whole number of milliseconds/);
    expect(r.stderr).toContain('\\x1b');
    expect(r.stderr).not.toContain('\u001b');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(sandbox().requests.length).toBe(before);
  });

  it('gives the client the VIGIL_TIMEOUT_MS time limit per attempt', async () => {
    const slow = await startSandbox({ sessions: 5, latencyMs: 400 });
    try {
      const env = { VIGIL_BASE_URL: slow.baseUrl, VIGIL_API_KEY: slow.apiKey, VIGIL_ACCOUNT_ID: slow.accountId };
      const client = await clientFromContext(context({ ...env, VIGIL_TIMEOUT_MS: '100' }), { maxRetries: 0 });
      try {
        const error = await client.listChecks().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(TimeoutError);
        expect((error as TimeoutError).timeoutMs).toBe(100);
      } finally {
        await client.close();
      }
    } finally {
      await slow.close();
    }
  });
});

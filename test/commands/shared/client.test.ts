// clientFromContext against the real sandbox: credentials from the environment, --read-only enforced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadOnlyError } from '../../../src/client/errors.js';
import { CommandFailure } from '../../../src/commands/errors.js';
import { clientFromContext } from '../../../src/commands/shared/client.js';
import type { CommandContext } from '../../../src/commands/types.js';
import { useSandbox } from '../../helpers/sandbox.js';

const sandbox = useSandbox({ sessions: 20 });
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-client-ctx-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function context(env: NodeJS.ProcessEnv, readOnly = false): CommandContext {
  return {
    io: { stdout: new PassThrough(), stderr: new PassThrough(), stdin: new PassThrough(), env: { VIGIL_CONFIG_DIR: dir, ...env } },
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
      await expect(client.updateCheck(sandbox().fixtures.pausedCheckId, { activated: true })).rejects.toBeInstanceOf(ReadOnlyError);
    } finally {
      await client.close();
    }
    expect(sandbox().requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

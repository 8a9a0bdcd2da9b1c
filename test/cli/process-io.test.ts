// The process's own streams through the built program: output that cannot be written (a full
// disk: /dev/full) is one sentence and exit 1, never Node's stack with a line of the bundle.
import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIST_CLI, TEST_NODE, tempConfigDir } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 2 });

/** Runs the built program with stdout on /dev/full; resolves with its exit code and stderr. */
function toFullDisk(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const s = sandbox();
  const full = openSync('/dev/full', 'w');
  const dir = tempConfigDir();
  const child = spawn(TEST_NODE, [DIST_CLI, ...args], {
    stdio: ['ignore', full, 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      VIGIL_CONFIG_DIR: dir,
      VIGIL_API_KEY: s.apiKey,
      VIGIL_ACCOUNT_ID: s.accountId,
      VIGIL_BASE_URL: s.baseUrl,
    },
  });
  closeSync(full);
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

describe('output that cannot be written', () => {
  for (const args of [['api', '/v1/checks'], ['checks', 'list', '-o', 'json'], ['--help']]) {
    it(`vigil ${args.join(' ')} > /dev/full says so in one sentence, exit 1`, async () => {
      const run = await toFullDisk(args);
      expect(run.stderr).toBe('vigil: could not write the output (ENOSPC: no space left on device, write).\n');
      expect(run.code).toBe(1);
    });
  }
});

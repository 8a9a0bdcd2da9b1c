// `npm run dev` (docs/development.md): vigil from its TypeScript sources through the loader
// hooks in scripts/dev/, no build. Checked on a few paths: the version, the help built from the
// registry, and a command against the real sandbox.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { topLevelHelp } from '../../src/commands/help.js';
import { VERSION } from '../../src/version.js';
import type { RunResult } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const root = join(__dirname, '..', '..');
const config = mkdtempSync(join(tmpdir(), 'vigil-dev-test-'));
afterAll(() => rmSync(config, { recursive: true, force: true }));

function dev(args: string[], env: Record<string, string> = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', '--import', './scripts/dev/loader.mjs', 'scripts/dev/vigil.mjs', ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: config, VIGIL_CONFIG_DIR: config, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

describe('npm run dev', () => {
  const sandbox = useSandbox({ seed: 3 });

  it('prints the version and the help of the sources', async () => {
    expect(await dev(['--version'])).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
    expect((await dev(['--help'])).stdout).toBe(topLevelHelp());
  });

  it('runs a command against the sandbox', async () => {
    const s = sandbox();
    const run = await dev(['test-sessions', 'list', '--limit', '2', '-o', 'json'], {
      VIGIL_API_KEY: s.apiKey,
      VIGIL_ACCOUNT_ID: s.accountId,
      VIGIL_BASE_URL: s.baseUrl,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { data: unknown[] }).data).toHaveLength(2);
  });
});

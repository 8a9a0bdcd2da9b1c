import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCredentials, saveCredentials } from '../../../src/config/index.js';
import { runCli } from '../../helpers/run-cli.js';

const KEY = 'sk_test_logout_0123456789';
let dir: string;
let env: NodeJS.ProcessEnv;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-logout-test-'));
  env = { VIGIL_CONFIG_DIR: dir };
  const values = { env, apiKey: KEY, baseUrl: 'https://api.example.com' };
  await saveCredentials({ ...values, accountId: '11111111-1111-4111-8111-111111111111' });
  await saveCredentials({ ...values, profile: 'work', accountId: '22222222-2222-4222-8222-222222222222' });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('vigil logout', () => {
  it('forgets the selected profile only, and the file stays private', async () => {
    const r = await runCli(['logout', '--profile', 'work'], { env });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Forgot the credentials of profile 'work'");
    expect(loadCredentials({ env, profile: 'work' })).toBeNull();
    expect(loadCredentials({ env })?.accountId).toBe('11111111-1111-4111-8111-111111111111');
    const file = join(dir, 'config.json');
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')).profiles)).toEqual(['default']);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('with nothing stored under the name says so and lists the stored profiles', async () => {
    const r = await runCli(['logout', '--profile', 'gone'], { env });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "No stored credentials for profile 'gone'; nothing to forget. Stored profiles: default, work.",
    );
  });

  it('warns that environment values still apply, without printing them', async () => {
    const r = await runCli(['logout'], { env: { ...env, VIGIL_API_KEY: KEY } });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Still set in the environment and still used: VIGIL_API_KEY.');
    expect(r.stdout + r.stderr).not.toContain(KEY);
  });
});

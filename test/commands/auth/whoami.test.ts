import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveCredentials } from '../../../src/config/index.js';
import { runCli } from '../../helpers/run-cli.js';

const KEY = 'sk_test_0123456789abcdefWXYZ';
const ACCOUNT = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-whoami-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const store = (profile?: string) =>
  saveCredentials({
    env: { VIGIL_CONFIG_DIR: dir },
    apiKey: KEY,
    accountId: ACCOUNT,
    baseUrl: 'https://api.example.com',
    ...(profile ? { profile } : {}),
  });

describe('vigil whoami', () => {
  it('shows the stored profile with the key masked, offline', async () => {
    await store();
    const r = await runCli(['whoami'], { env: { VIGIL_CONFIG_DIR: dir } });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Profile\s+default$/m);
    expect(r.stdout).toMatch(new RegExp(`^Account\\s+${ACCOUNT}\\s+\\(stored\\)$`, 'm'));
    expect(r.stdout).toMatch(/^Base URL\s+https:\/\/api\.example\.com\s+\(stored\)$/m);
    expect(r.stdout).toMatch(/^API key\s+\.\.\.WXYZ\s+\(stored\)$/m);
    expect(r.stdout).toContain(join(dir, 'config.json'));
    expect(r.stdout + r.stderr).not.toContain(KEY);
  });

  it('says which values come from the environment', async () => {
    await store();
    const r = await runCli(['whoami'], { env: { VIGIL_CONFIG_DIR: dir, VIGIL_BASE_URL: 'http://127.0.0.1:4010' } });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Base URL\s+http:\/\/127\.0\.0\.1:4010\s+\(from VIGIL_BASE_URL\)$/m);
    expect(r.stdout).toMatch(/^API key\s+\.\.\.WXYZ\s+\(stored\)$/m);
  });

  it('names the profile chosen by VIGIL_PROFILE', async () => {
    await store('night');
    const r = await runCli(['whoami'], { env: { VIGIL_CONFIG_DIR: dir, VIGIL_PROFILE: 'night' } });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Profile\s+night \(from VIGIL_PROFILE\)$/m);
  });

  it.each([['-o', 'json'], ['--json']])('%s gives one object with the masked key and the sources', async (...flags) => {
    await store();
    const r = await runCli(['whoami', ...flags], {
      env: { VIGIL_CONFIG_DIR: dir, VIGIL_ACCOUNT_ID: ACCOUNT.toUpperCase() },
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      profile: 'default',
      accountId: ACCOUNT,
      baseUrl: 'https://api.example.com',
      apiKey: '...WXYZ',
      sources: { accountId: 'env', baseUrl: 'stored', apiKey: 'stored' },
      configFile: join(dir, 'config.json'),
    });
    expect(r.stdout).not.toContain(KEY);
  });

  it('without credentials says how to log in and exits 1', async () => {
    const r = await runCli(['whoami'], { env: { VIGIL_CONFIG_DIR: dir } });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'vigil: not logged in: run `vigil login` (or set VIGIL_API_KEY, VIGIL_ACCOUNT_ID and VIGIL_BASE_URL).\n',
    );
  });

  it('with only some values shows them and names what is missing', async () => {
    const r = await runCli(['whoami'], { env: { VIGIL_CONFIG_DIR: dir, VIGIL_API_KEY: KEY } });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^API key\s+\.\.\.WXYZ\s+\(from VIGIL_API_KEY\)$/m);
    expect(r.stdout).toMatch(/^Account\s+-\s+\(missing\)$/m);
    expect(r.stderr).toMatch(/incomplete credentials: set VIGIL_ACCOUNT_ID and VIGIL_BASE_URL, or run `vigil login`/);
    expect(r.stdout + r.stderr).not.toContain(KEY);
  });

  it('names the profile to log in to when it is not the default', async () => {
    const r = await runCli(['whoami', '--profile', 'prod'], { env: { VIGIL_CONFIG_DIR: dir } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("not logged in for profile 'prod': run `vigil login --profile prod`");
  });
});

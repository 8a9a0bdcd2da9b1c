import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearCredentials,
  ConfigError,
  inspectCredentials,
  loadCredentials,
  saveCredentials,
  storedProfileNames,
} from '../../src/config/index.js';
import { resolveConfigDir } from '../../src/config/paths.js';

const ACCOUNT_A = '11111111-2222-4333-8444-555555555555';
const ACCOUNT_B = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const KEY_A = 'key-a-0123456789abcdef';
const KEY_B = 'key-b-fedcba9876543210';

let root: string;
let dir: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vigil-config-test-'));
  dir = join(root, 'nested', 'vigil');
  env = { VIGIL_CONFIG_DIR: dir };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const save = (o: Partial<Parameters<typeof saveCredentials>[0]> = {}) =>
  saveCredentials({ env, apiKey: KEY_A, accountId: ACCOUNT_A, baseUrl: 'https://api.example.com', ...o });

function modeOf(path: string): number {
  return statSync(path).mode & 0o777;
}

describe('storing credentials', () => {
  it('writes the file with mode 0600 into a directory only its owner can enter', async () => {
    const { file, profile } = await save();
    expect(profile).toBe('default');
    expect(file).toBe(join(dir, 'config.json'));
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(dir) & 0o077).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      profiles: { default: { apiKey: KEY_A, accountId: ACCOUNT_A, baseUrl: 'https://api.example.com' } },
    });
  });

  it('tightens an existing directory and file that others could read', async () => {
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'config.json'), '{}', { mode: 0o644 });
    chmodSync(join(dir, 'config.json'), 0o644);
    await save();
    expect(modeOf(dir) & 0o077).toBe(0);
    expect(modeOf(join(dir, 'config.json'))).toBe(0o600);
  });

  it('reads back what was stored, marked as stored', async () => {
    await save();
    expect(loadCredentials({ env })).toEqual({
      apiKey: KEY_A,
      accountId: ACCOUNT_A,
      baseUrl: 'https://api.example.com',
      profile: 'default',
      source: 'stored',
    });
  });

  it('normalises the base URL (trailing slash) and the account ID (lower case)', async () => {
    await save({ baseUrl: 'http://127.0.0.1:4010/', accountId: ACCOUNT_B.toUpperCase() });
    const c = loadCredentials({ env });
    expect(c?.baseUrl).toBe('http://127.0.0.1:4010');
    expect(c?.accountId).toBe(ACCOUNT_B);
  });

  it('refuses a malformed base URL and stores nothing', async () => {
    await expect(save({ baseUrl: 'not a url' })).rejects.toMatchObject({ name: 'ConfigError', exitCode: 2 });
    await expect(save({ baseUrl: 'ftp://files.example.com' })).rejects.toThrow(/https:\/\/ or http:\/\//);
    expect(existsSync(join(dir, 'config.json'))).toBe(false);
  });

  it('refuses an account ID that is not a GUID and a key with spaces, storing nothing', async () => {
    await expect(save({ accountId: '12345' })).rejects.toThrow(/not a GUID/);
    await expect(save({ apiKey: 'two words' })).rejects.toThrow(/spaces/);
    expect(existsSync(join(dir, 'config.json'))).toBe(false);
  });

  it('never repeats the key or a rejected base URL in its messages', async () => {
    const leaked = 'https://user:sk_live_secret@example.com';
    const error = await save({ baseUrl: leaked }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/user name or password/);
    expect((error as Error).message).not.toContain('sk_live_secret');
  });
});

describe('profiles side by side', () => {
  it('keeps each profile separate and forgets only the one asked', async () => {
    await save();
    await save({ profile: 'work', apiKey: KEY_B, accountId: ACCOUNT_B, baseUrl: 'https://other.example.com' });
    expect(storedProfileNames({ env })).toEqual(['default', 'work']);
    expect(loadCredentials({ env })?.accountId).toBe(ACCOUNT_A);
    expect(loadCredentials({ env, profile: 'work' })).toMatchObject({
      accountId: ACCOUNT_B,
      apiKey: KEY_B,
      profile: 'work',
    });

    expect(await clearCredentials({ env, profile: 'work' })).toMatchObject({ removed: true, profile: 'work' });
    expect(loadCredentials({ env, profile: 'work' })).toBeNull();
    expect(loadCredentials({ env })?.apiKey).toBe(KEY_A);
    expect(await clearCredentials({ env, profile: 'work' })).toMatchObject({ removed: false });
  });

  it('takes the profile from VIGIL_PROFILE, and --profile over it', async () => {
    await save({ profile: 'work', apiKey: KEY_B, accountId: ACCOUNT_B });
    await save();
    expect(loadCredentials({ env: { ...env, VIGIL_PROFILE: 'work' } })?.accountId).toBe(ACCOUNT_B);
    expect(loadCredentials({ env: { ...env, VIGIL_PROFILE: 'work' }, profile: 'default' })?.accountId).toBe(ACCOUNT_A);
  });

  it('refuses profile names that could escape the store', async () => {
    for (const name of ['__proto__', '../x', 'a b', '']) {
      await expect(save({ profile: name })).rejects.toMatchObject({ exitCode: 2 });
    }
    expect(existsSync(join(dir, 'config.json'))).toBe(false);
  });

  it('does not mistake inherited object properties for profiles', () => {
    expect(loadCredentials({ env, profile: 'constructor' })).toBeNull();
  });
});

describe('environment overrides', () => {
  it('uses VIGIL_* alone when nothing is stored', () => {
    const c = loadCredentials({
      env: { ...env, VIGIL_API_KEY: KEY_B, VIGIL_ACCOUNT_ID: ACCOUNT_B, VIGIL_BASE_URL: 'http://localhost:4010' },
    });
    expect(c).toMatchObject({ apiKey: KEY_B, accountId: ACCOUNT_B, baseUrl: 'http://localhost:4010', source: 'env' });
  });

  it('overrides stored values field by field and reports the mix', async () => {
    await save();
    const report = inspectCredentials({ env: { ...env, VIGIL_BASE_URL: 'http://localhost:4010' } });
    expect(report.baseUrl).toEqual({ value: 'http://localhost:4010', from: 'env' });
    expect(report.apiKey).toEqual({ value: KEY_A, from: 'stored' });
    expect(loadCredentials({ env: { ...env, VIGIL_BASE_URL: 'http://localhost:4010' } })?.source).toBe('mixed');
  });

  it('treats an empty variable as unset', async () => {
    await save();
    expect(loadCredentials({ env: { ...env, VIGIL_API_KEY: '' } })?.apiKey).toBe(KEY_A);
  });

  it('is incomplete (null) when a value is found nowhere', () => {
    expect(loadCredentials({ env: { ...env, VIGIL_API_KEY: KEY_A } })).toBeNull();
  });

  it('names the variable holding a malformed value (usage error)', () => {
    const error = (() => {
      try {
        return inspectCredentials({ env: { ...env, VIGIL_BASE_URL: 'localhost:4010' } });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).exitCode).toBe(2);
    expect((error as ConfigError).message).toMatch(/^In VIGIL_BASE_URL: /);
  });
});

describe('a damaged config file', () => {
  it('is reported in one sentence naming the file (exit 1)', () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'config.json'), '{ not json');
    expect(() => loadCredentials({ env })).toThrow(/config\.json is not valid JSON: fix it, or delete it/);
    try {
      loadCredentials({ env });
    } catch (e) {
      expect((e as ConfigError).exitCode).toBe(1);
    }
  });

  it('with a hand-edited bad value says which profile to log in again', () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'config.json'),
      JSON.stringify({
        profiles: { default: { apiKey: KEY_A, accountId: 'nope', baseUrl: 'https://api.example.com' } },
      }),
    );
    expect(() => loadCredentials({ env })).toThrow(
      /Profile 'default' .* holds a bad value: the account ID "nope" is not a GUID/,
    );
  });
});

describe('where the file lives', () => {
  it('is VIGIL_CONFIG_DIR when set, else the XDG config directory on Linux', () => {
    expect(resolveConfigDir({ VIGIL_CONFIG_DIR: '/tmp/x' })).toBe('/tmp/x');
    if (process.platform === 'linux') {
      expect(resolveConfigDir({ XDG_CONFIG_HOME: '/home/u/.cfg', HOME: '/home/u' })).toBe('/home/u/.cfg/vigil');
      expect(resolveConfigDir({ HOME: '/home/u' })).toBe('/home/u/.config/vigil');
    }
  });
});

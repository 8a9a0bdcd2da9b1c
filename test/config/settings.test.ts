// The settings file: read by the built binary (default profile), refused with one sentence that
// names the bad key or value (exit 2, nothing sent), and its JSON schema shipped up to date.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config/settings.js';
import { settingsJsonSchema } from '../../src/config/settings-schema.js';
import { runBinary, tempConfigDir } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const SCHEMA_FILE = fileURLToPath(new URL('../../schemas/settings.schema.json', import.meta.url));
const sandbox = useSandbox({ seed: 3 });

function configDir(settings: unknown): string {
  const dir = tempConfigDir();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'settings.json'), typeof settings === 'string' ? settings : JSON.stringify(settings));
  return dir;
}

async function whoami(settings: unknown, env: Record<string, string> = {}) {
  const sb = sandbox();
  const before = sb.requests.length;
  const r = await runBinary(['whoami', '--json'], {
    env: {
      VIGIL_CONFIG_DIR: configDir(settings),
      VIGIL_API_KEY: sb.apiKey,
      VIGIL_ACCOUNT_ID: sb.accountId,
      VIGIL_BASE_URL: sb.baseUrl,
      VIGIL_CODE_CACHE: 'off',
      ...env,
    },
  });
  return { ...r, sent: sb.requests.length - before };
}

describe('settings.json', () => {
  it('defaultProfile is the profile when neither --profile nor VIGIL_PROFILE is given', async () => {
    const r = await whoami({
      defaultProfile: 'work',
      theme: 'light',
      startScreen: 'groups',
      refreshSeconds: 10,
      bell: true,
      keys: { 'checks.toggle-active': 'z' },
    });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).profile).toBe('work');
    const chosen = await whoami({ defaultProfile: 'work' }, { VIGIL_PROFILE: 'night' });
    expect(JSON.parse(chosen.stdout).profile).toBe('night');
  });

  it('login and logout use defaultProfile too', async () => {
    const sb = sandbox();
    const dir = configDir({ defaultProfile: 'work' });
    const env = { VIGIL_CONFIG_DIR: dir, VIGIL_CODE_CACHE: 'off' };
    const login = await runBinary(['login', '--base-url', sb.baseUrl, '--account-id', sb.accountId, '--api-key', '-'], {
      env,
      stdin: sb.apiKey,
    });
    expect(login.stderr).toBe('');
    expect(login.stdout).toContain("stored as profile 'work'");
    const logout = await runBinary(['logout'], { env });
    expect(logout.stdout).toMatch(/^Forgot the credentials of profile 'work' /);
    const chosen = await runBinary(['logout', '--profile', 'night'], { env });
    expect(chosen.stdout).toMatch(/^No stored credentials for profile 'night'/);
  });

  it('a bad key: exit 2, one sentence naming it', async () => {
    const r = await whoami({ theme: 'dark', colour: 'red' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^vigil: .*settings\.json: unknown setting "colour": the settings are \$schema, defaultProfile, refreshSeconds, bell, notify, memory, theme, startScreen and keys\.\n$/,
    );
  });

  it('a bad value: exit 2, one sentence naming the key and what it takes', async () => {
    const theme = await whoami({ theme: 'purple' });
    expect(theme.code).toBe(2);
    expect(theme.stderr).toMatch(/settings\.json: theme must be one of auto, dark, light, 16, none\.\n$/);
    const refresh = await whoami({ refreshSeconds: 0.5 });
    expect(refresh.stderr).toMatch(/settings\.json: refreshSeconds must be a whole number of seconds\.\n$/);
    // The same range as --refresh: more often than every 5 s would eat the rate budget.
    const tooOften = await whoami({ refreshSeconds: 2 });
    expect(tooOften.stderr).toMatch(
      /settings\.json: refreshSeconds must be whole seconds from 5 to 3600 \(or 0 for never\): the service limits requests\.\n$/,
    );
    const key = await whoami({ keys: { 'checks.toggle-active': 'ctrl+shift+enter+x' } });
    expect(key.stderr).toMatch(/settings\.json: keys\["checks\.toggle-active"\] must be one key/);
    const command = await whoami({ keys: { toggle: 'x' } });
    expect(command.stderr).toMatch(/settings\.json: key "toggle" of keys must be "<screen>\.<commandId>"/);
    const json = await whoami('{"theme": "dark",}');
    expect(json.code).toBe(2);
    expect(json.stderr).toMatch(/settings\.json is not valid JSON .*: fix it or remove it\.\n$/);
    for (const r of [theme, refresh, tooOften, key, command, json]) {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.sent).toBe(0);
    }
  });

  it('parseSettings accepts the documented example', async () => {
    const text = readFileSync(fileURLToPath(new URL('../../docs/settings.example.json', import.meta.url)), 'utf8');
    await expect(parseSettings(text, 'settings.json')).resolves.toMatchObject({ theme: expect.any(String) });
  });

  it('schemas/settings.schema.json is generated from the zod schema (VIGIL_UPDATE_GOLDEN=1 rewrites it)', () => {
    const text = `${JSON.stringify(settingsJsonSchema(), null, 2)}\n`;
    if (process.env.VIGIL_UPDATE_GOLDEN === '1') writeFileSync(SCHEMA_FILE, text);
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(text);
    const schema = JSON.parse(text);
    expect(Object.keys(schema.properties).sort()).toEqual([
      '$schema',
      'bell',
      'defaultProfile',
      'keys',
      'memory',
      'notify',
      'refreshSeconds',
      'startScreen',
      'theme',
    ]);
    expect(schema.additionalProperties).toBe(false);
  });
});

// The settings file: read by the built binary (default profile); a bad setting never stops a plain
// command (it warns once about what it uses, and runs), and its JSON schema shipped up to date.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../src/config/settings.js';
import { z } from 'zod';
import { Settings } from '../../src/config/settings-schema.js';
import { runBinary, tempConfigDir } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';

/** The JSON schema editors read: made from the zod schema here, never written by hand. */
const settingsJsonSchema = () => z.toJSONSchema(Settings, { target: 'draft-2020-12' });
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

  it('a bad TUI preference never stops a plain command: whoami runs, says nothing, uses the rest', async () => {
    const cases: unknown[] = [
      { theme: 'dark', colour: 'red', defaultProfile: 'work' },
      { theme: 'purple', defaultProfile: 'work' },
      { refreshSeconds: 0.5, defaultProfile: 'work' },
      { refreshSeconds: 2, defaultProfile: 'work' },
      { keys: { 'checks.toggle-active': 'ctrl+shift+enter+x' }, defaultProfile: 'work' },
      { keys: { toggle: 'x' }, defaultProfile: 'work' },
      { keys: { 'checks.toggle-active': 'x', 'checks.toggle-muted': 'x' }, defaultProfile: 'work' },
    ];
    for (const settings of cases) {
      const r = await whoami(settings);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout).profile).toBe('work');
    }
  });

  it('what a plain command would have used is warned about once, and the command runs', async () => {
    const json = await whoami('{"theme": "dark",}');
    expect(json.code).toBe(0);
    expect(json.stderr).toMatch(
      /^vigil: warning: .*settings\.json is not valid JSON .*: no setting of it is used; fix it or remove it\.\n$/,
    );
    const notObject = await whoami('[1, 2]');
    expect(notObject.stderr).toMatch(
      /must hold one JSON object of settings, as in \{"theme": "dark"\}: no setting of it is used\.\n$/,
    );
    const profile = await whoami({ defaultProfile: 'no spaces allowed', theme: 'nope' });
    expect(profile.code).toBe(0);
    expect(profile.stderr).toMatch(
      /^vigil: warning: .*settings\.json: defaultProfile must be a profile name: .*; the default is used\.\n$/,
    );
    expect(JSON.parse(profile.stdout).profile).toBe('default');
    for (const r of [json, notObject, profile]) expect(r.stderr.split('\n')).toHaveLength(2);
  });

  it('vigil api works whatever is wrong in settings.json', async () => {
    const sb = sandbox();
    const broken = [
      '{"theme": ',
      '"text"',
      '{"keys": 3, "refreshSeconds": "often", "bell": "yes", "x": 1}',
      '{"defaultProfile": 7}',
    ];
    for (const text of broken) {
      const r = await runBinary(['api', '/v1/checks', '-X', 'GET', '-F', 'limit=1'], {
        env: {
          VIGIL_CONFIG_DIR: configDir(text),
          VIGIL_API_KEY: sb.apiKey,
          VIGIL_ACCOUNT_ID: sb.accountId,
          VIGIL_BASE_URL: sb.baseUrl,
          VIGIL_CODE_CACHE: 'off',
        },
      });
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toHaveLength(1);
    }
  });

  it('parseSettings keeps the good settings, leaves out each bad one with a sentence naming it', async () => {
    const { settings, problems } = await parseSettings(
      JSON.stringify({
        theme: 'purple',
        bell: true,
        refreshSeconds: 2,
        colour: 'red',
        keys: { 'checks.toggle-active': 'z', toggle: 'x', 'checks.toggle-muted': 'ctrl+shift+enter+x' },
      }),
      'settings.json',
    );
    expect(settings).toEqual({ bell: true, keys: { 'checks.toggle-active': 'z' } });
    expect(problems.map((p) => p.message)).toEqual([
      'settings.json: theme must be one of auto, dark, light, 16, none; the default is used',
      'settings.json: refreshSeconds must be whole seconds from 5 to 3600 (or 0 for never): the service limits requests; the default is used',
      expect.stringMatching(
        /^settings\.json: unknown setting "colour" is ignored \(the settings are \$schema, defaultProfile, /,
      ),
      'settings.json: key "toggle" of keys must be "<screen>.<commandId>", as in "checks.toggle-active"; that key keeps its default',
      expect.stringMatching(
        /^settings\.json: keys\["checks\.toggle-muted"\] must be one key: .*; that key keeps its default$/,
      ),
    ]);
  });

  it('parseSettings accepts the documented example', async () => {
    const text = readFileSync(fileURLToPath(new URL('../../docs/settings.example.json', import.meta.url)), 'utf8');
    const read = await parseSettings(text, 'settings.json');
    expect(read.problems).toEqual([]);
    expect(read.settings).toMatchObject({ theme: expect.any(String) });
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
      'flapThreshold',
      'keys',
      'memory',
      'notify',
      'refreshSeconds',
      'startScreen',
      'theme',
    ]);
    expect(schema.additionalProperties).toBe(false);
    // The same range as the program: 0, or 5 to 3600 (never 1-4).
    expect(schema.properties.refreshSeconds.anyOf).toEqual([
      { type: 'number', const: 0 },
      { type: 'integer', minimum: 5, maximum: 3600 },
    ]);
  });
});

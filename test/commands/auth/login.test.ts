// vigil login against the real sandbox over loopback, with the real client.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCredentials } from '../../../src/config/index.js';
import { runCli } from '../../helpers/run-cli.js';
import type { RunOptions, RunResult } from '../../helpers/run-cli.js';
import { useSandbox } from '../../helpers/sandbox.js';
import { startInTmux } from '../../helpers/tmux.js';

const sandbox = useSandbox({ sessions: 50 });
const OTHER_ACCOUNT = '99999999-9999-4999-8999-999999999999';
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-login-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = () => join(dir, 'config.json');

/** Run vigil with this test's config dir, and check no key of the sandbox shows up anywhere. */
async function vigil(argv: string[], o: RunOptions = {}): Promise<RunResult> {
  const r = await runCli(argv, { ...o, env: { VIGIL_CONFIG_DIR: dir, ...o.env } });
  const all = r.stdout + r.stderr;
  expect(all).not.toContain(sandbox().apiKey);
  expect(all).not.toContain(sandbox().readOnlyApiKey);
  return r;
}

function flags(overrides: { key?: string; account?: string; url?: string } = {}): string[] {
  const s = sandbox();
  return [
    '--base-url',
    overrides.url ?? s.baseUrl,
    '--account-id',
    overrides.account ?? s.accountId,
    '--api-key',
    overrides.key ?? s.apiKey,
  ];
}

function requestsSince(count: number) {
  return sandbox().requests.slice(count);
}

describe('vigil login with every value given', () => {
  it('verifies with GET /v1/accounts/{id}, then stores the profile (0600)', async () => {
    const before = sandbox().requests.length;
    const r = await vigil(['login', ...flags()]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Logged in to .+ at http:\/\/127\.0\.0\.1:\d+ with key \.\.\.[0-9a-z]{4}; stored as profile 'default' in /,
    );
    expect(requestsSince(before)).toEqual([
      expect.objectContaining({ method: 'GET', path: `/v1/accounts/${sandbox().accountId}`, status: 200 }),
    ]);
    expect(loadCredentials({ env: { VIGIL_CONFIG_DIR: dir } })).toMatchObject({
      apiKey: sandbox().apiKey,
      accountId: sandbox().accountId,
      baseUrl: sandbox().baseUrl,
      source: 'stored',
    });
    expect(statSync(file()).mode & 0o777).toBe(0o600);
  });

  it('a wrong key is refused (401) and nothing is stored', async () => {
    const r = await vigil(['login', ...flags({ key: 'vigil_wrong_key_0123456789' })]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^vigil: the server rejected the API key \(401 .*\); nothing was stored: check the key and try again\.\n$/,
    );
    expect(r.stderr).not.toContain('vigil_wrong_key_0123456789');
    expect(existsSync(file())).toBe(false);
  });

  it('an account the key may not read is refused and nothing is stored', async () => {
    const r = await vigil(['login', ...flags({ account: OTHER_ACCOUNT })]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`account ${OTHER_ACCOUNT}.*nothing was stored: check the account ID`));
    expect(existsSync(file())).toBe(false);
  });

  it('a base URL where nothing listens fails in one sentence and stores nothing', async () => {
    const r = await vigil(['login', ...flags({ url: 'http://127.0.0.1:1' })]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^vigil: could not verify the credentials, so nothing was stored: .*127\.0\.0\.1:1/);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(existsSync(file())).toBe(false);
  });

  it('a bad VIGIL_TIMEOUT_MS is a usage error naming the variable: exit 2, nothing sent, nothing stored', async () => {
    const before = sandbox().requests.length;
    const r = await vigil(['login', ...flags()], { env: { VIGIL_TIMEOUT_MS: '5s' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^vigil: VIGIL_TIMEOUT_MS must be a whole number of milliseconds .*"5s"/);
    expect(requestsSince(before)).toEqual([]);
    expect(existsSync(file())).toBe(false);
  });

  it.each([
    ['a malformed base URL', { url: 'localhost:4010' }, /base URL/],
    ['a base URL with credentials in it', { url: 'http://me:pw@127.0.0.1:4010' }, /user name or password/],
    ['an account ID that is not a GUID', { account: '42' }, /account ID "42" is not a GUID/],
  ])('%s is a usage error: exit 2, nothing sent, nothing stored', async (_name, overrides, message) => {
    const before = sandbox().requests.length;
    const r = await vigil(['login', ...flags(overrides)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/\(from --(base-url|account-id)\)\.\n$/);
    expect(requestsSince(before)).toEqual([]);
    expect(existsSync(file())).toBe(false);
  });

  it('stores a second profile beside the first', async () => {
    expect((await vigil(['login', ...flags()])).code).toBe(0);
    const r = await vigil(['login', '--profile', 'looking', ...flags({ key: sandbox().readOnlyApiKey })]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("stored as profile 'looking'");
    const env = { VIGIL_CONFIG_DIR: dir };
    expect(loadCredentials({ env })?.apiKey).toBe(sandbox().apiKey);
    expect(loadCredentials({ env, profile: 'looking' })?.apiKey).toBe(sandbox().readOnlyApiKey);
    const whoami = await vigil(['whoami', '--profile', 'looking']);
    expect(whoami.stdout).toContain(`...${sandbox().readOnlyApiKey.slice(-4)}`);
  });
});

describe('vigil login without a terminal', () => {
  it('a value found nowhere is a usage error naming the flag and the variable', async () => {
    const before = sandbox().requests.length;
    const r = await vigil(['login', '--base-url', sandbox().baseUrl, '--api-key', sandbox().apiKey]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'vigil: no account ID given and no terminal to ask on: pass --account-id or set VIGIL_ACCOUNT_ID.\n',
    );
    expect(requestsSince(before)).toEqual([]);
  });

  it('--api-key - reads the key from stdin', async () => {
    const s = sandbox();
    const r = await vigil(['login', '--base-url', s.baseUrl, '--account-id', s.accountId, '--api-key', '-'], {
      stdin: `${s.apiKey}\n`,
    });
    expect(r.code).toBe(0);
    expect(loadCredentials({ env: { VIGIL_CONFIG_DIR: dir } })?.apiKey).toBe(s.apiKey);
  });

  it('takes values from VIGIL_* when no flag gives them', async () => {
    const s = sandbox();
    const r = await vigil(['login'], {
      env: { VIGIL_BASE_URL: s.baseUrl, VIGIL_ACCOUNT_ID: s.accountId, VIGIL_API_KEY: s.apiKey },
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(file(), 'utf8')).profiles.default.accountId).toBe(s.accountId);
  });

  it('reuses the stored base URL and account ID when only a new key is given', async () => {
    expect((await vigil(['login', ...flags()])).code).toBe(0);
    const r = await vigil(['login', '--api-key', sandbox().readOnlyApiKey]);
    expect(r.code).toBe(0);
    expect(loadCredentials({ env: { VIGIL_CONFIG_DIR: dir } })).toMatchObject({
      apiKey: sandbox().readOnlyApiKey,
      baseUrl: sandbox().baseUrl,
    });
  });
});

describe('vigil login on a terminal', () => {
  it('asks for what is missing (prompts on stderr) and never shows the key', async () => {
    const s = sandbox();
    const r = await vigil(['login'], { isTTY: true, stdin: `${s.baseUrl}\n${s.accountId}\n${s.apiKey}\n` });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('Base URL (e.g. https://api.example.com): ');
    expect(r.stderr).toContain('Account ID: ');
    expect(r.stderr).toContain('API key: ');
    expect(loadCredentials({ env: { VIGIL_CONFIG_DIR: dir } })?.apiKey).toBe(s.apiKey);
  });

  it('asks again after an answer that fails its check', async () => {
    const s = sandbox();
    const r = await vigil(['login', '--base-url', s.baseUrl, '--api-key', s.apiKey], {
      isTTY: true,
      stdin: `not-a-guid\n${s.accountId}\n`,
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('The account ID "not-a-guid" is not a GUID');
    expect(r.stderr.match(/Account ID: /g)).toHaveLength(2);
  });

  it('input that ends before the answers is a usage error and nothing is sent', async () => {
    const before = sandbox().requests.length;
    const r = await vigil(['login'], { isTTY: true, stdin: `${sandbox().baseUrl}\n` });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/vigil: input ended before an answer to "Account ID" was given\.\n$/);
    expect(requestsSince(before)).toEqual([]);
    expect(existsSync(file())).toBe(false);
  });
});

describe('vigil login at a terminal (the built program in a pty)', () => {
  it.each([
    ['the base URL prompt (a line)', [] as string[], /Base URL/],
    ['the key prompt (no echo)', ['--base-url', 'SANDBOX', '--account-id', 'ACCOUNT'], /API key/i],
  ])(
    'ctrl+c at %s cancels with exit 130, as a shell reports an interrupt, and stores nothing',
    async (_, flags, prompt) => {
      const args = flags.map((f) => (f === 'SANDBOX' ? sandbox().baseUrl : f === 'ACCOUNT' ? sandbox().accountId : f));
      // The script's shell survives the interrupt (a trap, reset to the default in vigil) to print the exit code.
      const before = ["trap 'true' INT"];
      const term = startInTmux({ dir, env: { HOME: dir, VIGIL_CONFIG_DIR: dir }, args: ['login', ...args], before });
      try {
        await term.waitForPane((p) => prompt.test(p), 'the prompt');
        term.keys('C-c');
        const pane = await term.waitForPane((p) => /EXIT:\d+/.test(p), 'vigil ending');
        expect(pane).toMatch(/EXIT:130/);
        expect(existsSync(file())).toBe(false);
      } finally {
        await term.close();
      }
    },
    60_000,
  );
});

// The settings file in the real TUI (built binary in tmux): the start screen it names opens
// first, a remapped key shows in the footer and runs its command, a key remapping that clashes is
// refused before anything is drawn (exit 2), and refreshSeconds and bell drive the Checks screen
// unless --refresh or --bell/--no-bell say otherwise.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runBinary, tempConfigDir } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';
import { startInTmux, type TmuxTerminal } from '../helpers/tmux.js';

const sandbox = useSandbox();
let term: TmuxTerminal | undefined;
let dir: string | undefined;

// vigil writes its compile cache into the folder as it exits: the folder goes once it has ended.
afterEach(async () => {
  await term?.close();
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
});

function start(settings: unknown, args: string[] = []): TmuxTerminal {
  const sb = sandbox();
  dir = tempConfigDir();
  writeFileSync(join(dir, 'settings.json'), JSON.stringify(settings));
  term = startInTmux({
    dir,
    args,
    env: {
      HOME: dir,
      VIGIL_CONFIG_DIR: dir,
      VIGIL_API_KEY: sb.apiKey,
      VIGIL_ACCOUNT_ID: sb.accountId,
      VIGIL_BASE_URL: sb.baseUrl,
    },
  });
  return term;
}

const statusRequests = (since: number) =>
  sandbox()
    .requests.slice(since)
    .filter((r) => r.path === '/v1/check-statuses').length;

/** Every byte vigil writes from now on, through tmux's pipe-pane (the bell is not on the screen). */
function recordOutput(t: TmuxTerminal): () => string {
  const file = join(dir!, 'output.bin');
  writeFileSync(file, '');
  t.pipe(`cat >> '${file}'`);
  return () => readFileSync(file, 'latin1');
}

/** A passing check turns failing on the sandbox; the next refresh sees it. */
async function failAPassingCheck(): Promise<void> {
  const sb = sandbox();
  const headers = { Authorization: `Bearer ${sb.apiKey}`, 'X-Service-Account': sb.accountId };
  const statuses = (await (await fetch(`${sb.baseUrl}/v1/check-statuses`, { headers })).json()) as Array<{
    checkId: string;
    hasFailures: boolean;
    hasErrors: boolean;
    isDegraded: boolean;
  }>;
  const passing = statuses.find((s) => !s.hasFailures && !s.hasErrors && !s.isDegraded)!;
  const r = await fetch(`${sb.baseUrl}/sandbox/checks/${passing.checkId}/status`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'failing' }),
  });
  expect(r.status).toBe(200);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const checksShown = (s: string) => s.split('\n')[0]!.includes('vigil | Checks') && /^> /m.test(s);

describe('settings.json in the TUI', () => {
  it('startScreen opens that screen, and a valid remap is accepted', async () => {
    const t = start({ startScreen: 'groups', theme: 'light', keys: { 'checks.toggle-active': 'z' } });
    const text = await t.waitForPane((s) => s.split('\n')[0]!.includes('vigil | Groups'), 'the Groups screen first');
    expect(text).not.toContain('EXIT:');
    t.keys('q');
    expect(await t.waitForPane((s) => s.includes('EXIT:'), 'vigil exiting')).toContain('EXIT:0');
  });

  it('a remapped key shows in the footer and runs its command; the old key does nothing', async () => {
    const t = start({ keys: { 'checks.toggle-active': 'z' } });
    // The footer is the frame's last line: wait for it, or a frame drawn halfway is read.
    const text = await t.waitForPane((s) => checksShown(s) && s.includes('pause/resume'), 'the Checks footer');
    expect(text).toContain('z pause/resume');
    expect(text).not.toContain('x pause/resume');
    t.keys('x');
    await sleep(300);
    expect(t.pane()).not.toMatch(/(Pause|Resume) check/);
    t.keys('z');
    await t.waitForPane((s) => /(Pause|Resume) check ".*"\?/.test(s), 'the pause question');
    t.keys('n');
  });

  it('refreshSeconds and bell from the file: statuses asked again every 5 s, and the bell rings when a check turns failing', async () => {
    const since = sandbox().requests.length;
    const t = start({ refreshSeconds: 5, bell: true });
    await t.waitForPane(checksShown, 'the Checks screen');
    const output = recordOutput(t);
    expect(statusRequests(since)).toBe(1);
    await failAPassingCheck();
    // The refresh after the change (5 s apart; the first may come before it) rings the bell.
    await t.waitForPane(() => output().includes('\u0007'), 'the bell at a refresh', 12_000);
    // vigil's first request and at least one refresh; failAPassingCheck asked once itself.
    expect(statusRequests(since) - 1).toBeGreaterThanOrEqual(2);
  });

  it('--refresh 0 and --no-bell win over the file', async () => {
    const since = sandbox().requests.length;
    const t = start({ refreshSeconds: 5, bell: true }, ['--refresh', '0', '--no-bell']);
    await t.waitForPane(checksShown, 'the Checks screen');
    await sleep(6500);
    expect(statusRequests(since)).toBe(1);
    // r still refreshes by hand; a check that turned failing rings nothing with --no-bell.
    const output = recordOutput(t);
    await failAPassingCheck();
    // failAPassingCheck asks for the statuses too: count vigil's from after it.
    const before = statusRequests(since);
    t.keys('r');
    await t.waitForPane(() => statusRequests(since) === before + 1, 'the refresh asked for with r');
    await sleep(500);
    expect(output()).not.toContain('\u0007');
  });

  it('theme: 16 draws with the 16 ANSI colours only, dark with the 256-colour palette', async () => {
    const drawn = async (theme: string) => {
      const t = start({ theme });
      await t.waitForPane(checksShown, 'the Checks screen');
      const output = recordOutput(t);
      t.keys('j');
      await t.waitForPane(() => output().includes('\u001b['), 'a redraw');
      await sleep(300);
      const text = output();
      await t.close();
      return text;
    };
    const sixteen = await drawn('16');
    expect(sixteen).toMatch(/\u001b\[[0-9;]*(3[0-7]|9[0-7])m/);
    expect(sixteen).not.toMatch(/\u001b\[[0-9;]*38;[25];/);
    expect(await drawn('dark')).toMatch(/\u001b\[[0-9;]*38;[25];/);
  });

  it("defaultProfile: the TUI opens with that profile's stored credentials", async () => {
    const sb = sandbox();
    const login = (d: string) =>
      runBinary(
        ['login', '--profile', 'work', '--base-url', sb.baseUrl, '--account-id', sb.accountId, '--api-key', '-'],
        {
          env: { VIGIL_CONFIG_DIR: d, HOME: d, VIGIL_CODE_CACHE: 'off' },
          stdin: sb.apiKey,
        },
      );
    // With the setting: the Checks screen of the sandbox's account.
    dir = tempConfigDir();
    expect((await login(dir)).code).toBe(0);
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ defaultProfile: 'work' }));
    term = startInTmux({ dir, env: { HOME: dir, VIGIL_CONFIG_DIR: dir } });
    await term.waitForPane(
      (s) => checksShown(s) && s.split('\n')[0]!.includes('Sandbox Demo'),
      "the Checks screen of the profile's account",
    );
    await term.close();
    // Without it, the "default" profile has no credentials: the login screen.
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({}));
    term = startInTmux({ dir, env: { HOME: dir, VIGIL_CONFIG_DIR: dir } });
    await term.waitForPane((s) => s.includes('vigil: log in'), 'the login screen');
  });

  it('a key that clashes is left out: the TUI starts, says which and why, and keeps the default', async () => {
    const t = start({ keys: { 'checks.toggle-active': 'j', 'checks.open': 'o' }, theme: 'purple' });
    const text = await t.waitForPane((s) => /settings: /.test(s), 'the notice about the settings');
    expect(text).not.toContain('EXIT:');
    expect(text.replace(/\n/g, '')).toMatch(/settings: .*settings\.json: theme must be one of/);
    expect(text.replace(/\n/g, '')).toMatch(/and 1 more setting/);
    // j still moves (its default), the good entry is taken: the footer offers o to open.
    expect(text).toMatch(/o open/);
  });
});

// The settings file in the real TUI (built binary in tmux): the start screen it names opens
// first, and a key remapping that clashes is refused before anything is drawn (exit 2).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempConfigDir } from '../helpers/run-cli.js';
import { useSandbox } from '../helpers/sandbox.js';
import { startInTmux, type TmuxTerminal } from '../helpers/tmux.js';

const sandbox = useSandbox();
let term: TmuxTerminal | undefined;
let dir: string | undefined;

afterEach(() => {
  term?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function start(settings: unknown): TmuxTerminal {
  const sb = sandbox();
  dir = tempConfigDir();
  writeFileSync(join(dir, 'settings.json'), JSON.stringify(settings));
  term = startInTmux({ dir, env: { HOME: dir, VIGIL_CONFIG_DIR: dir, VIGIL_API_KEY: sb.apiKey, VIGIL_ACCOUNT_ID: sb.accountId, VIGIL_BASE_URL: sb.baseUrl } });
  return term;
}

describe('settings.json in the TUI', () => {
  it('startScreen opens that screen, and a valid remap is accepted', async () => {
    const t = start({ startScreen: 'groups', theme: 'light', keys: { 'checks.toggle-active': 'z' } });
    const text = await t.waitForPane((s) => s.split('\n')[0]!.includes('vigil | Groups'), 'the Groups screen first');
    expect(text).not.toContain('EXIT:');
    t.keys('q');
    expect(await t.waitForPane((s) => s.includes('EXIT:'), 'vigil exiting')).toContain('EXIT:0');
  });

  it('a key that clashes is refused with one sentence and exit 2', async () => {
    const t = start({ keys: { 'checks.toggle-active': 'j' } });
    const text = await t.waitForPane((s) => s.includes('EXIT:'), 'vigil refusing the file');
    expect(text).toContain('EXIT:2');
    expect(text.replace(/\n/g, '')).toMatch(/vigil: .*settings\.json: keys: j would run both .* on the checks screen; choose another key\./);
  });
});

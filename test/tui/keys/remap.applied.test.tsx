// A settings file that remaps keys, in the TUI against the sandbox: the new key runs the command,
// the old one no longer does, and the footer, the `?` help and the hints show the new key (they
// are all read from the keymaps the shell hands down). The settings are loaded and applied as
// runTui does (loadSettings, then tuiView, whose keymaps go to the App); the default tables stay
// as declared, so a TUI opened without them shows the default keys.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Keymaps } from '../../../src/tui/keys/remap.js';
import { loadSettings, settingsFilePath } from '../../../src/config/settings.js';
import { route } from '../../../src/tui/state/navigation.js';
import { tuiView } from '../../../src/tui/settings.js';
import { tempConfigDir } from '../../helpers/run-cli.js';
import { useTuiSandbox } from '../../helpers/tui.js';

const tui = useTuiSandbox();
let keymaps: Keymaps;

beforeAll(async () => {
  const dir = tempConfigDir();
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'settings.json'),
    JSON.stringify({ keys: { 'checks.toggle-active': 'z', 'check.open': 'o', 'global.help': 'h' } }),
  );
  const env = { VIGIL_CONFIG_DIR: dir };
  keymaps = tuiView(await loadSettings(env), settingsFilePath(env)).keymaps;
});

const footer = (frame: string) => frame.split('\n').filter(Boolean).at(-1) ?? '';

describe('keys remapped by settings.json', () => {
  it('the new key runs the command, the old one does nothing, the footer and the help show the new key', async () => {
    const app = tui.open('checks', { columns: 120, rows: 30, keymaps });
    const frame = await app.waitForFrame((f) => /^> /m.test(f));
    expect(footer(frame)).toContain('z pause/resume');
    expect(footer(frame)).not.toContain('x pause/resume');
    expect(footer(frame)).toContain('h help');
    // The old key: no question.
    await app.press('x');
    await new Promise((r) => setTimeout(r, 150));
    expect(app.frame()).not.toMatch(/(Pause|Resume) check ".*"\?/);
    // The new key asks; n answers No.
    await app.press('z');
    await app.waitForFrame(/(Pause|Resume) check ".*"\?/);
    await app.press('n');
    await app.waitForFrame((f) => !/(Pause|Resume) check ".*"\?/.test(f));
    // ? no longer opens the help; h does, and lists z for pause/resume.
    await app.press('?');
    await new Promise((r) => setTimeout(r, 150));
    expect(app.frame()).not.toMatch(/Help.*closes/);
    await app.press('h');
    const help = await app.waitForFrame(/Help.*closes/);
    expect(help).toMatch(/\bz\s+pause or resume the check/);
    expect(help).not.toMatch(/\bx\s+pause or resume the check/);
  });

  it("a remap on one screen leaves the others alone, and a hint names the screen's new key", async () => {
    const sb = tui.sandbox();
    const checkId = sb.fixtures.highFrequencyBrowserCheckId;
    const app = tui.open(route('check', { id: checkId }), { columns: 120, rows: 40, keymaps });
    // The check detail's group line says which key opens it: o, not Enter.
    const frame = await app.waitForFrame(/group +.* #\d+ \(o opens it\)/);
    expect(frame).not.toContain('Enter opens it');
    // The check detail keeps x for pause/resume (only checks.toggle-active was remapped).
    expect(footer(frame)).toContain('x pause/resume');
  });

  it('the default tables are left as declared: a TUI given no keymaps keeps x and ?', async () => {
    const app = tui.open('checks', { columns: 120, rows: 30 });
    const frame = await app.waitForFrame((f) => /^> /m.test(f));
    expect(footer(frame)).toContain('x pause/resume');
    expect(footer(frame)).toContain('? help');
  });
});

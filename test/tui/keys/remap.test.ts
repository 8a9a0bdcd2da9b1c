// The settings' key remapping against the TUI's key tables: unknown screens and commands and
// keys that clash are refused with one sentence.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, settingsFilePath } from '../../../src/config/settings.js';
import { applyKeyRemap } from '../../../src/tui/keys/remap.js';
import { keyTables, tuiView } from '../../../src/tui/settings.js';
import { tempConfigDir } from '../../helpers/run-cli.js';

async function load(settings: unknown) {
  const dir = tempConfigDir();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'settings.json'), JSON.stringify(settings));
  const env = { VIGIL_CONFIG_DIR: dir };
  const loaded = await loadSettings(env);
  return { ...loaded, view: tuiView(loaded, settingsFilePath(env)) };
}

describe('key remapping', () => {
  it('a free key for an existing command is accepted', async () => {
    const s = await load({ keys: { 'checks.toggle-active': 'z' }, startScreen: 'groups', refreshSeconds: 10 });
    expect(s.keys).toEqual({ 'checks.toggle-active': 'z' });
    expect(s.view.start).toEqual({ name: 'groups', params: {} });
  });

  it("an accepted remap is written into that screen's table only", () => {
    const tables = [
      { name: 'global', keymap: [{ id: 'help', keys: ['?'], description: 'help' }] },
      {
        name: 'checks',
        keymap: [
          { id: 'toggle-active', keys: ['x'], description: 'toggle' },
          { id: 'open', keys: ['enter'], description: 'open' },
        ],
      },
      { name: 'check', keymap: [{ id: 'toggle-active', keys: ['x'], description: 'toggle' }] },
    ];
    applyKeyRemap({ 'checks.toggle-active': 'z', 'global.help': 'h' }, tables);
    expect(tables[1]!.keymap.map((c) => c.keys)).toEqual([['z'], ['enter']]);
    expect(tables[2]!.keymap[0]!.keys).toEqual(['x']);
    expect(tables[0]!.keymap[0]!.keys).toEqual(['h']);
  });

  it('every screen has a table of its own, so a remap changes one screen', () => {
    const arrays = keyTables().map((t) => t.keymap);
    expect(new Set(arrays).size).toBe(arrays.length);
  });

  it('ctrl+c always quits: global.quit cannot be remapped', async () => {
    await expect(load({ keys: { 'global.quit': 'Q' } })).rejects.toThrow(/ctrl\+c always quits/);
  });

  it('a clash with another command of the screen is refused', async () => {
    await expect(load({ keys: { 'checks.toggle-active': 'j' } })).rejects.toThrow(
      /keys: j would run both .*toggle-active.* on the checks screen; choose another key/,
    );
  });

  it("a clash with the shell's keys is refused", async () => {
    await expect(load({ keys: { 'checks.toggle-active': '?' } })).rejects.toThrow(/keys: \? would run both/);
    // The screen number keys too, though no entry can change them.
    await expect(load({ keys: { 'checks.toggle-active': '2' } })).rejects.toThrow(
      /keys: 2 would run both toggle-active and goto:groups on the checks screen/,
    );
    await expect(load({ keys: { 'global.help': '3' } })).rejects.toThrow(
      /keys: 3 would run both help and goto:sessions on every screen/,
    );
  });

  it('an unknown screen or command is refused, naming what there is', async () => {
    await expect(load({ keys: { 'nowhere.toggle-active': 'p' } })).rejects.toThrow(
      /there is no screen "nowhere" \(screens: global, checks/,
    );
    await expect(load({ keys: { 'checks.explode': 'p' } })).rejects.toThrow(
      /the checks screen has no command "explode" \(it has .*toggle-active/,
    );
  });

  it('keys tmux and shells own are refused', async () => {
    await expect(load({ keys: { 'checks.toggle-active': 'ctrl+a' } })).rejects.toThrow(
      /ctrl\+a is left to tmux and the shell/,
    );
  });
});

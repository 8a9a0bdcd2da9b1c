// The settings' key remapping against the TUI's key tables: unknown screens and commands and
// keys that clash are left out with one sentence each (the key keeps its default).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, settingsFilePath } from '../../../src/config/settings.js';
import { remapKeymaps } from '../../../src/tui/keys/remap.js';
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

  it("an accepted remap changes that screen's table in use only, never the declared tables", () => {
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
    const { keymaps, problems } = remapKeymaps({ 'checks.toggle-active': 'z', 'global.help': 'h' }, tables, 'f');
    expect(problems).toEqual([]);
    expect(keymaps.of(tables[1]!.keymap).map((c) => c.keys)).toEqual([['z'], ['enter']]);
    expect(keymaps.of(tables[2]!.keymap)).toBe(tables[2]!.keymap);
    expect(keymaps.of(tables[0]!.keymap)[0]!.keys).toEqual(['h']);
    // The declared tables are as they were.
    expect(tables[1]!.keymap.map((c) => c.keys)).toEqual([['x'], ['enter']]);
    expect(tables[0]!.keymap[0]!.keys).toEqual(['?']);
  });

  it('an entry left out keeps its key while the others are taken', () => {
    const tables = [
      { name: 'global', keymap: [{ id: 'help', keys: ['?'], description: 'help' }] },
      { name: 'checks', keymap: [{ id: 'toggle-active', keys: ['x'], description: 'toggle' }] },
    ];
    const { keymaps, problems } = remapKeymaps({ 'checks.toggle-active': '?', 'global.help': 'h' }, tables, 'f');
    expect(problems).toEqual([expect.stringMatching(/\? would run both .*; that key keeps its default$/)]);
    expect(keymaps.of(tables[1]!.keymap)[0]!.keys).toEqual(['x']);
    expect(keymaps.of(tables[0]!.keymap)[0]!.keys).toEqual(['h']);
  });

  it('every screen has a table of its own, so a remap changes one screen', () => {
    const arrays = keyTables().map((t) => t.keymap);
    expect(new Set(arrays).size).toBe(arrays.length);
  });

  it('ctrl+c always quits: global.quit cannot be remapped', async () => {
    expect((await load({ keys: { 'global.quit': 'Q' } })).view.problems.join('\n')).toMatch(/ctrl\+c always quits/);
  });

  it('a clash with another command of the screen is refused', async () => {
    expect((await load({ keys: { 'checks.toggle-active': 'j' } })).view.problems.join('\n')).toMatch(
      /keys: j would run both .*toggle-active.* on the checks screen; choose another key/,
    );
  });

  it("a clash with the shell's keys is refused", async () => {
    expect((await load({ keys: { 'checks.toggle-active': '?' } })).view.problems.join('\n')).toMatch(
      /keys: \? would run both/,
    );
    // The screen number keys too, though no entry can change them.
    expect((await load({ keys: { 'checks.toggle-active': '2' } })).view.problems.join('\n')).toMatch(
      /keys: 2 would run both toggle-active and goto:groups on the checks screen/,
    );
    expect((await load({ keys: { 'global.help': '3' } })).view.problems.join('\n')).toMatch(
      /keys: 3 would run both help and goto:sessions on every screen/,
    );
  });

  it('an unknown screen or command is refused, naming what there is', async () => {
    expect((await load({ keys: { 'nowhere.toggle-active': 'p' } })).view.problems.join('\n')).toMatch(
      /there is no screen "nowhere" \(screens: global, checks/,
    );
    expect((await load({ keys: { 'checks.explode': 'p' } })).view.problems.join('\n')).toMatch(
      /the checks screen has no command "explode" \(it has .*toggle-active/,
    );
  });

  it('keys tmux and shells own are refused', async () => {
    expect((await load({ keys: { 'checks.toggle-active': 'ctrl+a' } })).view.problems.join('\n')).toMatch(
      /ctrl\+a is left to tmux and the shell/,
    );
  });
});

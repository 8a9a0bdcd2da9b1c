// The settings file's `keys` section ({ "<screen>.<commandId>": "<key>" }) checked against the
// TUI's key tables: the screen and the command must exist, and the new key must not clash with
// another command active on that screen (its own table and the shell's). The shape was already
// checked with the settings (config/settings-schema.ts). What comes out is a value, `Keymaps`: each
// default table, or a copy of it with the new keys. The shell hands it down (useKeymap), so the
// resolver, the footer, the `?` help and every hint show and run the new key; the default tables
// are never changed.
import { findConflicts, RESERVED_KEYS } from './resolve.js';
import type { Keymap } from './types.js';

/** The keymaps in use: each default table, or its remapped copy. */
export interface Keymaps {
  /** The table in use in place of `defaults` (the same array when nothing of it is remapped). */
  of<K extends Keymap>(defaults: K): K;
}

/** No remapping: every default table as it is. */
export const defaultKeymaps: Keymaps = { of: (defaults) => defaults };

export interface KeyTable {
  /** Screen name as in the screen registry ('checks'); 'global' for the shell's keys. */
  name: string;
  keymap: Keymap;
}

/** A keymap with the remapped commands' keys replaced. */
function remapKeymap(keymap: Keymap, remap: ReadonlyMap<string, string>): Keymap {
  return keymap.map((b) => (remap.has(b.id) ? { ...b, keys: [remap.get(b.id)!] } : b));
}

/**
 * Null when every entry is fine; else one sentence naming the entry and what to do. `fixed`: keys
 * active on every screen that no entry can change (the screen number keys).
 */
function checkKeyRemap(
  keys: Readonly<Record<string, string>>,
  tables: readonly KeyTable[],
  file: string,
  fixed: Keymap = [],
): string | null {
  const byScreen = new Map<string, Map<string, string>>();
  for (const [entry, key] of Object.entries(keys)) {
    const [screen, command] = splitEntry(entry);
    const table = tables.find((t) => t.name === screen);
    const at = `${file}: keys."${entry}"`;
    if (!table) return `${at}: there is no screen "${screen}" (screens: ${tables.map((t) => t.name).join(', ')})`;
    const commands = [...new Set(table.keymap.map((b) => b.id))];
    if (!commands.includes(command))
      return `${at}: the ${screen} screen has no command "${command}" (it has ${commands.join(', ')})`;
    if (entry === 'global.quit')
      return `${at}: ctrl+c always quits (a way out that no setting can take away); remove this entry`;
    if (RESERVED_KEYS.includes(key)) return `${at}: ${key} is left to tmux and the shell; choose another key`;
    const remap = byScreen.get(screen) ?? new Map<string, string>();
    remap.set(command, key);
    byScreen.set(screen, remap);
  }
  const global = tables.find((t) => t.name === 'global');
  const globalRemap = byScreen.get('global') ?? new Map<string, string>();
  for (const table of tables) {
    const own = remapKeymap(table.keymap, byScreen.get(table.name) ?? new Map());
    const scope = table === global || !global ? [own, fixed] : [remapKeymap(global.keymap, globalRemap), own, fixed];
    const remapped = new Set([...(byScreen.get(table.name)?.values() ?? []), ...globalRemap.values()]);
    for (const conflict of findConflicts(scope)) {
      if (!remapped.has(conflict.key)) continue;
      const where = table === global ? 'on every screen' : `on the ${table.name} screen`;
      const both = conflict.commands.join(' and ');
      return `${file}: keys: ${conflict.key} would run both ${both} ${where}; choose another key`;
    }
  }
  return null;
}

/** `checks.toggle-active` -> ['checks', 'toggle-active']. */
function splitEntry(entry: string): [string, string] {
  const dot = entry.indexOf('.');
  return [entry.slice(0, dot), entry.slice(dot + 1)];
}

/**
 * The keymaps with the settings' `keys` applied: each entry is checked with those taken before it;
 * one that names no command or clashes is left out (one sentence in `problems`: its key keeps its
 * default). `fixed`: keys active on every screen that no entry can change (the screen number keys).
 */
export function remapKeymaps(
  keys: Readonly<Record<string, string>>,
  tables: readonly KeyTable[],
  file: string,
  fixed: Keymap = [],
): { keymaps: Keymaps; problems: string[] } {
  const problems: string[] = [];
  const taken: Record<string, string> = {};
  for (const [command, key] of Object.entries(keys)) {
    const problem = checkKeyRemap({ ...taken, [command]: key }, tables, file, fixed);
    if (problem) problems.push(`${problem}; that key keeps its default`);
    else taken[command] = key;
  }
  return { keymaps: keymapsWith(taken, tables), problems };
}

/** Checked remappings as a Keymaps value: a new array per remapped table, the defaults untouched. */
function keymapsWith(keys: Readonly<Record<string, string>>, tables: readonly KeyTable[]): Keymaps {
  const byScreen = new Map<string, Map<string, string>>();
  for (const [entry, key] of Object.entries(keys)) {
    const [screen, command] = splitEntry(entry);
    const remap = byScreen.get(screen) ?? new Map<string, string>();
    byScreen.set(screen, remap.set(command, key));
  }
  const remapped = new Map<Keymap, Keymap>();
  for (const table of tables) {
    const remap = byScreen.get(table.name);
    if (remap) remapped.set(table.keymap, remapKeymap(table.keymap, remap));
  }
  if (remapped.size === 0) return defaultKeymaps;
  return { of: <K extends Keymap>(defaults: K) => (remapped.get(defaults) as K | undefined) ?? defaults };
}

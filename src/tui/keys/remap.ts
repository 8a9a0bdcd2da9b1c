// The settings file's `keys` section ({ "<screen>.<commandId>": "<key>" }) checked against the
// TUI's key tables: the screen and the command must exist, and the new key must not clash with
// another command active on that screen (its own table and the shell's). The shape was already
// checked with the settings (config/settings-schema.ts). Once checked, the new keys are written
// into the tables themselves, before anything is drawn: the resolver, the footer, the `?` help and
// every hint read the tables, so they all show and run the new key with no other change.
import { findConflicts, RESERVED_KEYS } from './resolve.js';
import type { CommandSpec, Keymap } from './types.js';

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
export function checkKeyRemap(
  keys: Readonly<Record<string, string>>,
  tables: readonly KeyTable[],
  file: string,
  fixed: Keymap = [],
): string | null {
  const byScreen = new Map<string, Map<string, string>>();
  for (const [entry, key] of Object.entries(keys)) {
    const [screen, command] = splitEntry(entry);
    const table = tables.find((t) => t.name === screen);
    if (!table)
      return `${file}: keys."${entry}": there is no screen "${screen}" (screens: ${tables.map((t) => t.name).join(', ')})`;
    const commands = [...new Set(table.keymap.map((b) => b.id))];
    if (!commands.includes(command))
      return `${file}: keys."${entry}": the ${screen} screen has no command "${command}" (it has ${commands.join(', ')})`;
    if (entry === 'global.quit')
      return `${file}: keys."${entry}": ctrl+c always quits (a way out that no setting can take away); remove this entry`;
    if (RESERVED_KEYS.includes(key))
      return `${file}: keys."${entry}": ${key} is left to tmux and the shell; choose another key`;
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
      return `${file}: keys: ${conflict.key} would run both ${conflict.commands.join(' and ')} ${where}; choose another key`;
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
 * Write checked remappings into the tables (in place: the screens bind and hint from these very
 * arrays). Each table must be its own array: two screens sharing one would both change.
 * Call once, after checkKeyRemap said null, before the TUI is drawn.
 */
export function applyKeyRemap(keys: Readonly<Record<string, string>>, tables: readonly KeyTable[]): void {
  for (const [entry, key] of Object.entries(keys)) {
    const [screen, command] = splitEntry(entry);
    const keymap = tables.find((t) => t.name === screen)?.keymap as CommandSpec[] | undefined;
    if (!keymap) continue;
    keymap.forEach((spec, i) => {
      if (spec.id === command) keymap[i] = { ...spec, keys: [key] };
    });
  }
}

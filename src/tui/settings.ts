// The settings file as the TUI uses it: the key remapping checked against the key tables (a bad
// one is one sentence and exit 2, as for a command) and written into them, and the start screen
// turned into what Root takes. (The theme is read by main.tsx; refreshSeconds and bell are the
// Checks screen's, chosen with their flags in main.tsx.)
import { screenKeymap, shellKeymap } from './keys/global.js';
import { applyKeyRemap, checkKeyRemap, type KeyTable } from './keys/remap.js';
import { screens } from './screens/registry.js';
import { route, type Route } from './state/navigation.js';

/** What the TUI reads of the settings here (config/settings.ts validated the shape; main.tsx reads it). */
export interface ViewSettings {
  keys?: Readonly<Record<string, string>> | undefined;
  startScreen?: string | undefined;
}

/** A `keys` section that names no command or clashes: main.tsx reports it as a config error (exit 2). */
export class KeyRemapError extends Error {
  override readonly name = 'KeyRemapError';
}

export interface TuiView {
  start?: Route;
}

/** The tables a `keys` entry may name: the shell's (`global`) and each screen's. */
export function keyTables(): KeyTable[] {
  return [{ name: 'global', keymap: shellKeymap }, ...screens.map((s) => ({ name: s.name, keymap: s.keymap }))];
}

/**
 * What Root takes from the settings; refuses a `keys` section that names no command or clashes
 * (KeyRemapError), and writes a good one into the key tables. Loads the screens (and Ink):
 * runTui calls it once the first requests are on their way.
 */
export function tuiView(settings: ViewSettings, file: string): TuiView {
  if (settings.keys) {
    const tables = keyTables();
    const problem = checkKeyRemap(settings.keys, tables, file, screenKeymap(screens));
    if (problem) throw new KeyRemapError(problem);
    applyKeyRemap(settings.keys, tables);
  }
  const view: TuiView = {};
  if (settings.startScreen && settings.startScreen !== 'checks') view.start = route(settings.startScreen);
  return view;
}

// The settings file as the TUI uses it: the key remapping checked against the key tables (a bad
// entry is left out, its key keeps its default, and the TUI says so) and written into them, and
// the start screen turned into what Root takes. (The theme is read by main.tsx; refreshSeconds and bell are the
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

export interface TuiView {
  start?: Route;
  /** One sentence per `keys` entry left out (it names no command, or clashes with another key). */
  problems: string[];
}

/** The tables a `keys` entry may name: the shell's (`global`) and each screen's. */
export function keyTables(): KeyTable[] {
  return [{ name: 'global', keymap: shellKeymap }, ...screens.map((s) => ({ name: s.name, keymap: s.keymap }))];
}

/**
 * What Root takes from the settings: each `keys` entry is checked with those taken before it; one
 * that names no command or clashes is left out (said in `problems`), the rest are written into the
 * key tables. Loads the screens (and Ink): runTui calls it once the first requests are on their way.
 */
export function tuiView(settings: ViewSettings, file: string): TuiView {
  const problems: string[] = [];
  if (settings.keys) {
    const tables = keyTables();
    const taken: Record<string, string> = {};
    for (const [command, key] of Object.entries(settings.keys)) {
      const problem = checkKeyRemap({ ...taken, [command]: key }, tables, file, screenKeymap(screens));
      if (problem) problems.push(`${problem}; that key keeps its default`);
      else taken[command] = key;
    }
    applyKeyRemap(taken, tables);
  }
  const view: TuiView = { problems };
  if (settings.startScreen && settings.startScreen !== 'checks') view.start = route(settings.startScreen);
  return view;
}

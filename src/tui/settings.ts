// The settings file as the TUI uses it: the key tables a `keys` entry may name (the shell's and
// each screen's), the keymaps with those entries applied (keys/remap.ts: a bad entry is left out,
// its key keeps its default, and the TUI says so), and the start screen turned into what Root
// takes. (The theme is read by main.tsx; refreshSeconds and bell are the Checks screen's, chosen
// with their flags in main.tsx.)
import { screenKeymap, shellKeymap } from './keys/global.js';
import { defaultKeymaps, remapKeymaps, type KeyTable, type Keymaps } from './keys/remap.js';
import { screens } from './screens/registry.js';
import { route, type Route } from './state/navigation.js';

/** What the TUI reads of the settings here (config/settings.ts validated the shape; main.tsx reads it). */
export interface ViewSettings {
  keys?: Readonly<Record<string, string>> | undefined;
  startScreen?: string | undefined;
}

export interface TuiView {
  start?: Route;
  /** The key tables in use, handed down by the shell (useKeymap). */
  keymaps: Keymaps;
  /** One sentence per `keys` entry left out (it names no command, or clashes with another key). */
  problems: string[];
}

/**
 * The tables a `keys` entry may name: the shell's (`global`) and each screen's.
 * @internal exported for its unit test only
 */
export function keyTables(): KeyTable[] {
  return [{ name: 'global', keymap: shellKeymap }, ...screens.map((s) => ({ name: s.name, keymap: s.keymap }))];
}

/**
 * What Root takes from the settings. Loads the screens (and Ink): runTui calls it once the first
 * requests are on their way.
 */
export function tuiView(settings: ViewSettings, file: string): TuiView {
  const { keymaps, problems } = settings.keys
    ? remapKeymaps(settings.keys, keyTables(), file, screenKeymap(screens))
    : { keymaps: defaultKeymaps, problems: [] };
  const view: TuiView = { keymaps, problems };
  if (settings.startScreen && settings.startScreen !== 'checks') view.start = route(settings.startScreen);
  return view;
}

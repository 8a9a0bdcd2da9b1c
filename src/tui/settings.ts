// The settings file as the TUI uses it: the key remapping checked against the key tables (a bad
// one is one sentence and exit 2, as for a command), and the start screen and refresh interval
// turned into what Root takes.
import { shellKeymap } from './keys/global.js';
import { checkKeyRemap } from './keys/remap.js';
import { screens } from './screens/registry.js';
import { sessionScreens } from './screens/sessions/index.js';
import type { ScreenDefinition } from './screens/types.js';
import { route, type Route } from './state/navigation.js';

/** What the TUI reads of the settings (config/settings.ts validated the shape; main.tsx reads it). */
export interface ViewSettings {
  keys?: Readonly<Record<string, string>> | undefined;
  startScreen?: string | undefined;
  refreshSeconds?: number | undefined;
}

/** A `keys` section that names no command or clashes: main.tsx reports it as a config error (exit 2). */
export class KeyRemapError extends Error {
  override readonly name = 'KeyRemapError';
}

export interface TuiView {
  start?: Route;
  screens?: readonly ScreenDefinition[];
}

/**
 * What Root takes from the settings; refuses a `keys` section that names no command or clashes
 * (KeyRemapError). Loads the screens (and Ink): runTui calls it once the first requests
 * are on their way.
 */
export function tuiView(settings: ViewSettings, file: string): TuiView {
  if (settings.keys) {
    const tables = [{ name: 'global', keymap: shellKeymap }, ...screens.map((s) => ({ name: s.name, keymap: s.keymap }))];
    const problem = checkKeyRemap(settings.keys, tables, file);
    if (problem) throw new KeyRemapError(problem);
  }
  const view: TuiView = {};
  if (settings.startScreen && settings.startScreen !== 'checks') view.start = route(settings.startScreen);
  if (settings.refreshSeconds !== undefined) {
    const custom = new Map(sessionScreens({ pollMs: settings.refreshSeconds * 1000 }).map((s) => [s.name, s]));
    view.screens = screens.map((s) => custom.get(s.name) ?? s);
  }
  return view;
}

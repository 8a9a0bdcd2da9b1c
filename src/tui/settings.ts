// The settings file as the TUI uses it: the key remapping checked against the key tables (a bad
// one is one sentence and exit 2, as for a command), and the start screen and refresh interval
// turned into what Root takes.
import { ConfigError } from '../config/errors.js';
import { settingsFilePath, type Settings } from '../config/settings.js';
import { shellKeymap } from './keys/global.js';
import { checkKeyRemap } from './keys/remap.js';
import { screens } from './screens/registry.js';
import { sessionScreens } from './screens/sessions/index.js';
import type { ScreenDefinition } from './screens/types.js';
import { route, type Route } from './state/navigation.js';

export interface TuiView {
  start?: Route;
  screens?: readonly ScreenDefinition[];
}

/**
 * What Root takes from the settings; refuses a `keys` section that names no command or clashes
 * (ConfigError, exit 2). Loads the screens (and Ink): runTui calls it once the first requests
 * are on their way.
 */
export function tuiView(settings: Settings, env: NodeJS.ProcessEnv): TuiView {
  if (settings.keys) {
    const tables = [{ name: 'global', keymap: shellKeymap }, ...screens.map((s) => ({ name: s.name, keymap: s.keymap }))];
    const problem = checkKeyRemap(settings.keys, tables, settingsFilePath(env));
    if (problem) throw new ConfigError(problem, 2);
  }
  const view: TuiView = {};
  if (settings.startScreen && settings.startScreen !== 'checks') view.start = route(settings.startScreen);
  if (settings.refreshSeconds !== undefined) {
    const custom = new Map(sessionScreens({ pollMs: settings.refreshSeconds * 1000 }).map((s) => [s.name, s]));
    view.screens = screens.map((s) => custom.get(s.name) ?? s);
  }
  return view;
}

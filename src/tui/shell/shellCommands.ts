// The commands that work on every screen (back, help, palette, quit, the number keys) and the
// palette's actions, bound to the shell.
import { bindCommands, requireWritable } from '../keys/commands.js';
import { quitCommand, screenKeymap, type shellKeymap } from '../keys/global.js';
import type { CommandTable, Handler } from '../keys/types.js';
import { idProblem } from '../state/ids.js';
import { route as makeRoute, type NavigationAction } from '../state/navigation.js';
import type { ScreenDefinition } from '../screens/types.js';
import type { PaletteAction } from './overlayCommands.js';

export interface ShellActions {
  navigate: (action: NavigationAction) => void;
  /** Esc/q: the screen's own use first (clear a filter); true when it used it. */
  screenBack: () => boolean;
  atTop: () => boolean;
  openHelp: () => void;
  openPalette: () => void;
  quit: () => void;
  readOnly: boolean;
}

/** ctrl+c, checked before anything else (a form or an overlay cannot keep it). */
export function quitTable(quit: () => void): CommandTable {
  return bindCommands([quitCommand], { quit });
}

/** `keymap`: the shell's table in use (shellKeymap, or its remapped copy). */
export function globalCommands(
  screens: readonly ScreenDefinition[],
  a: ShellActions,
  keymap: typeof shellKeymap,
): CommandTable {
  const back = (quitAtTop: boolean) => () => {
    if (a.screenBack()) return;
    if (!a.atTop()) a.navigate({ type: 'pop' });
    else if (quitAtTop) a.quit();
  };
  const shell = bindCommands(keymap, {
    back: back(false),
    'back-or-quit': back(true),
    help: a.openHelp,
    palette: a.openPalette,
    record: () => a.navigate({ type: 'push', route: makeRoute('record') }),
    // From any screen, so opening an incident while triaging Checks costs one key, not two.
    'new-incident-anywhere': requireWritable(a.readOnly, () =>
      a.navigate({ type: 'open', tab: 'incident', route: makeRoute('incident', { open: 'new' }) }),
    ),
    quit: a.quit,
  });
  const numbers = screenKeymap(screens);
  const gotos: Record<string, Handler> = {};
  for (const c of numbers)
    gotos[c.id] = () => a.navigate({ type: 'switch', route: makeRoute(c.id.slice('goto:'.length)) });
  return [...shell, ...bindCommands(numbers, gotos)];
}

export function paletteActions(screens: readonly ScreenDefinition[], a: ShellActions): PaletteAction[] {
  const actions: PaletteAction[] = [];
  for (const s of screens) {
    if (s.numberKey)
      actions.push({
        command: { word: s.name, description: `go to ${s.title} (${s.numberKey})` },
        run: () => a.navigate({ type: 'switch', route: makeRoute(s.name) }),
      });
  }
  for (const s of screens) {
    const entry = s.palette;
    if (entry) {
      const { byName } = entry;
      actions.push({
        command: { word: entry.word, arg: entry.arg, description: entry.description },
        run: (arg) => {
          const text = (arg ?? '').trim();
          // A word that is no ID goes where the screen sends names, when it has such a place.
          const to = byName && idProblem(entry.idKind, text) ? byName(text) : entry.toRoute(text);
          a.navigate({ type: 'open', tab: entry.tab, route: to });
        },
        check: (arg) => (byName && arg.trim() !== '' ? undefined : idProblem(entry.idKind, arg)),
      });
    }
  }
  actions.push({ command: { word: 'help', description: 'keys of this screen' }, run: a.openHelp });
  actions.push({ command: { word: 'quit', description: 'quit vigil' }, run: a.quit });
  return actions;
}

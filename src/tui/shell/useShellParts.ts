// What the shell hands its screens and its key path: the Shell API (navigation, overlays, notices,
// the clipboard), the slot a screen answers with its keys, the overlay store, and the shell's own
// tables (ctrl+c, the keys of every screen, the palette's actions).
import { useCallback, useMemo, useRef, useState, type Dispatch } from 'react';
import { useApp, useStdout } from 'ink';
import { sanitizeLine } from '../../sanitize.js';
import { osc52 } from '../clipboard.js';
import type { CommandTable } from '../keys/types.js';
import { isAtTop, type NavigationAction } from '../state/navigation.js';
import type { NoticeTone, Shell } from '../state/shell.js';
import type { ScreenDefinition } from '../screens/types.js';
import { globalCommands, paletteActions, quitTable, type ShellActions } from './shellCommands.js';
import { shellKeymap } from '../keys/global.js';
import { useKeymap } from '../state/keymaps.js';
import type { PaletteAction } from './overlayCommands.js';
import { createKeySlot, type ShellKeySlot } from './keySlot.js';
import { useOverlayStore, type NavigationStore, type OverlayStore } from './reducerStore.js';
import type { Overlay } from './overlays.js';

export interface ShellPartsInput {
  screens: readonly ScreenDefinition[];
  readOnly: boolean;
  onQuit: (() => void) | undefined;
  dispatchNav: Dispatch<NavigationAction>;
  /** The navigation: Esc reads at key time whether the tab is at its top. */
  navigation: NavigationStore;
  notify: (text: string, tone: NoticeTone) => void;
}

export interface ShellParts {
  shell: Shell;
  /** Where the shown screen answers with its keys. */
  slot: ShellKeySlot;
  overlay: { ref: OverlayStore; dispatch: OverlayStore['dispatch']; state: Overlay | null };
  quitKeys: CommandTable;
  global: CommandTable;
  palette: readonly PaletteAction[];
  quit: () => void;
}

function copyNotice(text: string, what: string): string {
  // A text of several lines (a group as code) is counted, not shown, on the one status line.
  const lines = text.trimEnd().split('\n').length;
  return lines > 1 ? `copied ${what} (${lines} lines)` : `copied ${what} ${sanitizeLine(text)}`;
}

export function useShellParts({
  screens,
  readOnly,
  onQuit,
  dispatchNav,
  navigation,
  notify,
}: ShellPartsInput): ShellParts {
  const { exit } = useApp();
  const { stdout } = useStdout();
  const overlay = useOverlayStore();
  const dispatchOverlay = overlay.store.dispatch;
  const [slot] = useState(createKeySlot);

  const quitting = useRef(false);
  const quit = useCallback(() => {
    if (quitting.current) return;
    quitting.current = true;
    exit();
    onQuit?.();
  }, [exit, onQuit]);

  const shell = useMemo<Shell>(
    () => ({
      navigate: (route) => dispatchNav({ type: 'push', route }),
      back: () => dispatchNav({ type: 'pop' }),
      switchTo: (route) => dispatchNav({ type: 'switch', route }),
      confirm: (request) => dispatchOverlay({ type: 'confirm', request }),
      prompt: (request) => dispatchOverlay({ type: 'prompt', request }),
      notify: (text, tone = 'info') => notify(text, tone),
      copy: (text, what = 'ID') => {
        stdout.write(osc52(text));
        notify(copyNotice(text, what), 'info');
      },
      readOnly,
    }),
    [dispatchNav, dispatchOverlay, notify, stdout, readOnly],
  );

  const actions = useMemo<ShellActions>(
    () => ({
      navigate: dispatchNav,
      screenBack: () => slot.ask()?.onBack?.() ?? false,
      atTop: () => isAtTop(navigation.current),
      openHelp: () => dispatchOverlay({ type: 'help' }),
      openPalette: () => dispatchOverlay({ type: 'palette' }),
      quit,
      readOnly,
    }),
    [dispatchNav, slot, navigation, dispatchOverlay, quit, readOnly],
  );
  const shellKeys = useKeymap(shellKeymap);
  const global = useMemo(() => globalCommands(screens, actions, shellKeys), [screens, actions, shellKeys]);
  const palette = useMemo(() => paletteActions(screens, actions), [screens, actions]);
  const quitKeys = useMemo(() => quitTable(quit), [quit]);
  return {
    shell,
    slot,
    overlay: { ref: overlay.store, dispatch: dispatchOverlay, state: overlay.shown },
    quitKeys,
    global,
    palette,
    quit,
  };
}

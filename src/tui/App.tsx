// The shell: header, the current screen, footer; the overlays; the navigation stacks; and the one
// key path (shell/useShellKeys.ts), which looks every key up in the active command tables.
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useWindowSize } from 'ink';
import type { VigilClient } from '../client/index.js';
import { ClientContext } from './hooks/useClient.js';
import { HoldsKeyContext } from './state/holdsKey.js';
import { FrameMaskContext } from './render/frameMask.js';

import type { ResponseFeed } from './state/responses.js';
import { ThemeContext, themeFor, type ColorMode } from './theme/index.js';
import { StoreContext, createStore, type AppStore } from './state/store.js';
import {
  currentRoute,
  isAtTop,
  routeKey,
  route as makeRoute,
  type NavigationAction,
  type Route,
} from './state/navigation.js';
import { ShellContext, KeySlotContext } from './state/shell.js';
import { screens as defaultScreens } from './screens/registry.js';
import type { ScreenDefinition } from './screens/types.js';
import { ShellFrame } from './shell/ShellFrame.js';
import { frameGeometry } from './shell/geometry.js';
import { useNotice } from './shell/useNotice.js';
import { useShellParts } from './shell/useShellParts.js';
import { useShellKeys } from './shell/useShellKeys.js';
import { useNavigationStore } from './shell/reducerStore.js';
import { type Clock, ClockContext } from './hooks/useNow.js';
import { openedText } from '../format/record.js';
import { useTriageRecord } from './state/record.js';
import { defaultKeymaps, type Keymaps } from './keys/remap.js';
import { KeymapsContext } from './state/keymaps.js';

export interface AppProps {
  client: VigilClient;
  demo?: boolean;
  readOnly?: boolean;
  /** First screen (default: Checks). */
  start?: Route;
  colorMode?: ColorMode;
  store?: AppStore;
  screens?: readonly ScreenDefinition[];
  /** Called once when the user quits (after the shell asked Ink to exit). */
  onQuit?: () => void;
  /** The client's answers (its onResponse), to show a 429 it is waiting out. */
  responses?: ResponseFeed;
  /** Where the screens read the time for ages (default Date.now; tests give a fixed one). */
  clock?: Clock;
  /** Said on the first screen until a key is pressed (settings left out). */
  startNotice?: string;
  /** The key tables with the settings' remapping, handed down to every screen (default: as declared). */
  keymaps?: Keymaps;
}

export function App(props: AppProps) {
  const [store] = useState(() => props.store ?? createStore());
  // The model's background work (the check index, running watches) stops with the App.
  useEffect(
    () => () => {
      store.checkIndex?.close();
      store.watches?.close();
      store.checkHistory?.close();
    },
    [store],
  );
  // Server text may hold the API key (an incident named with it): no frame shows it.
  const setFrameMask = useContext(FrameMaskContext);
  useEffect(() => {
    if (!setFrameMask) return;
    setFrameMask(props.client.starKey);
    return () => setFrameMask(undefined);
  }, [setFrameMask, props.client]);
  const theme = useMemo(() => themeFor(props.colorMode ?? 'ansi16'), [props.colorMode]);
  return (
    <ThemeContext.Provider value={theme}>
      <ClockContext.Provider value={props.clock ?? Date.now}>
        <ClientContext.Provider value={props.client}>
          <HoldsKeyContext.Provider value={props.client.holdsKey}>
            <StoreContext.Provider value={store}>
              <KeymapsContext.Provider value={props.keymaps ?? defaultKeymaps}>
                <ShellView {...props} />
              </KeymapsContext.Provider>
            </StoreContext.Provider>
          </HoldsKeyContext.Provider>
        </ClientContext.Provider>
      </ClockContext.Provider>
    </ThemeContext.Provider>
  );
}

function ShellView({
  client,
  demo = false,
  readOnly = false,
  start,
  screens = defaultScreens,
  onQuit,
  responses,
  startNotice,
}: AppProps) {
  const { columns, rows } = useWindowSize();
  const byName = useMemo(() => new Map(screens.map((s) => [s.name, s])), [screens]);
  const navigation = useNavigationStore(start ?? makeRoute('checks'));
  const nav = navigation.shown;
  // Every screen opened (from a list, a detail or the palette) goes into the triage record.
  const record = useTriageRecord();
  const dispatchNav = useCallback(
    (action: NavigationAction) => {
      navigation.store.dispatch(action);
      const opened =
        action.type === 'push' || action.type === 'open' ? openedText(action.route.name, action.route.params) : null;
      if (opened) record.add({ kind: 'opened', text: opened });
    },
    [record, navigation.store],
  );
  const current = currentRoute(nav);
  // Read when a notice is raised (a key can come before the new screen is drawn).
  const routeNow = useCallback(() => routeKey(currentRoute(navigation.store.current)), [navigation.store]);
  const notice = useNotice(routeKey(current), routeNow, startNotice);
  const geometry = frameGeometry(columns, rows, notice.shown);
  const parts = useShellParts({
    screens,
    readOnly,
    onQuit,
    dispatchNav,
    navigation: navigation.store,
    notify: notice.notify,
  });
  const { slot, overlay } = parts;
  // The screen answers in this slot when it draws; the one it had was another screen's.
  slot.showing(routeKey(current));
  const retryHeldKey = useShellKeys({
    quitKeys: parts.quitKeys,
    global: parts.global,
    slot,
    overlay: overlay.ref,
    dispatchOverlay: overlay.dispatch,
    notify: notice.notify,
    keyPressed: notice.keyPressed,
    quit: parts.quit,
    paletteActions: parts.palette,
    pageLines: Math.max(1, geometry.bodyHeight - 2),
  });
  // Each time the screen draws, a key held for its data is tried again.
  useEffect(() => slot.subscribe(retryHeldKey), [slot, retryHeldKey]);
  return (
    <ShellContext.Provider value={parts.shell}>
      <KeySlotContext.Provider value={slot}>
        <ShellFrame
          client={client}
          demo={demo}
          readOnly={readOnly}
          responses={responses}
          route={current}
          screen={byName.get(current.name)}
          global={parts.global}
          atTop={isAtTop(nav)}
          overlay={overlay.state}
          paletteActions={parts.palette}
          notice={notice.shown}
          slot={slot}
          geometry={geometry}
        />
      </KeySlotContext.Provider>
    </ShellContext.Provider>
  );
}

// The shell: header, the current screen, footer; the overlays; the navigation stacks; and the one
// key handler, which looks every key up in the active command tables (keys/resolve.ts).
import { openedText } from '../format/record.js';
import { useTriageRecord } from './state/record.js';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useApp, useInput, useStdout, useWindowSize, type Key } from 'ink';
import type { VigilClient } from '../client/index.js';
import { sanitizeLine } from '../format/sanitize.js';
import { ClientContext } from './hooks/useClient.js';

import type { ResponseFeed } from './state/responses.js';
import { ThemeContext, themeFor, type ColorMode } from './theme/index.js';
import { keyNameFromInk, resolveKey } from './keys/index.js';
import { StoreContext, createStore, type AppStore } from './state/store.js';
import {
  navigationReducer,
  initialNavigation,
  currentRoute,
  isAtTop,
  route as makeRoute,
  type NavigationAction,
  type Route,
} from './state/navigation.js';
import { ShellContext, CommandSinkContext, type Shell, type CommandSink, type NoticeTone } from './state/shell.js';
import { createShownTableStore } from './shell/shownTable.js';
import { lineActionFor } from './state/textInput.js';
import { screens as defaultScreens } from './screens/registry.js';
import type { ScreenDefinition } from './screens/types.js';
import { osc52 } from './clipboard.js';
import { overlayReducer, type Overlay, type OverlayAction } from './shell/overlays.js';
import { overlayCommands, overlayTakesText } from './shell/overlayCommands.js';
import {
  globalCommands,
  paletteActions as makePaletteActions,
  quitTable,
  type ShellActions,
} from './shell/shellCommands.js';
import { useKeyQueue } from './shell/keyQueue.js';
import { ShellFrame } from './shell/ShellFrame.js';
import { frameGeometry } from './shell/geometry.js';

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
}

export function App(props: AppProps) {
  const [store] = useState(() => props.store ?? createStore());
  // The check index loads and refreshes in the background: it stops with the App.
  useEffect(() => () => store.checkIndex?.close(), [store]);
  const theme = useMemo(() => themeFor(props.colorMode ?? 'ansi16'), [props.colorMode]);
  return (
    <ThemeContext.Provider value={theme}>
      <ClientContext.Provider value={props.client}>
        <StoreContext.Provider value={store}>
          <ShellView {...props} />
        </StoreContext.Provider>
      </ClientContext.Provider>
    </ThemeContext.Provider>
  );
}

const NOTICE_MS = 4000;

export interface Notice {
  text: string;
  tone: NoticeTone;
}

/** State read by the key handler at once: keys can come faster than renders. */
function useLatestState<T>(initial: T): [T, (next: T) => void, { readonly current: T }] {
  const [value, setValue] = useState<T>(initial);
  const ref = useRef<T>(initial);
  const set = useCallback((next: T) => {
    ref.current = next;
    setValue(next);
  }, []);
  return [value, set, ref];
}

function ShellView({
  client,
  demo = false,
  readOnly = false,
  start,
  screens = defaultScreens,
  onQuit,
  responses,
}: AppProps) {
  const { exit } = useApp();
  const { stdout } = useStdout();
  const { columns, rows } = useWindowSize();

  const byName = useMemo(() => new Map(screens.map((s) => [s.name, s])), [screens]);
  const [nav, dispatchNav] = useReducer(navigationReducer, start ?? makeRoute('checks'), initialNavigation);
  const current = currentRoute(nav);
  const screen = byName.get(current.name);

  const [overlay, setOverlay, overlayRef] = useLatestState<Overlay | null>(null);
  const dispatchOverlay = useCallback(
    (action: OverlayAction) => {
      const next = overlayReducer(overlayRef.current, action);
      if (next !== overlayRef.current) setOverlay(next);
    },
    [setOverlay, overlayRef],
  );

  const [notice, setNotice, noticeRef] = useLatestState<Notice | undefined>(undefined);
  // Info notices go away by themselves; an error stays until the next key.
  useEffect(() => {
    if (!notice || notice.tone === 'error') return;
    const timer = setTimeout(() => setNotice(undefined), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, setNotice]);
  const geometry = frameGeometry(columns, rows, notice);

  const [status, setStatus] = useState<string | undefined>(undefined);
  const [tableStore] = useState(createShownTableStore);
  const sink = useMemo<CommandSink>(() => ({ current: null, setStatus, setTable: tableStore.set }), [tableStore]);

  const quitting = useRef(false);
  const quit = useCallback(() => {
    if (quitting.current) return;
    quitting.current = true;
    exit();
    onQuit?.();
  }, [exit, onQuit]);

  // Every screen opened (from a list, a detail or the palette) goes into the triage record.
  const record = useTriageRecord();
  const navigate = useCallback(
    (action: NavigationAction) => {
      dispatchNav(action);
      const opened = action.type === 'push' ? openedText(action.route.name, action.route.params) : null;
      if (opened) record.add({ kind: 'opened', text: opened });
    },
    [record],
  );
  const shell = useMemo<Shell>(
    () => ({
      navigate: (route) => navigate({ type: 'push', route }),
      back: () => dispatchNav({ type: 'pop' }),
      switchTo: (route) => dispatchNav({ type: 'switch', route }),
      confirm: (request) => dispatchOverlay({ type: 'confirm', request }),
      prompt: (request) => dispatchOverlay({ type: 'prompt', request }),
      notify: (text, tone = 'info') => setNotice({ text, tone }),
      copy: (text, what = 'ID') => {
        stdout.write(osc52(text));
        // A text of several lines (a group as code) is counted, not shown, on the one status line.
        const lines = text.trimEnd().split('\n').length;
        setNotice({
          text: lines > 1 ? `copied ${what} (${lines} lines)` : `copied ${what} ${sanitizeLine(text)}`,
          tone: 'info',
        });
      },
      readOnly,
    }),
    [dispatchOverlay, setNotice, stdout, readOnly, navigate],
  );

  // The key handler reads the latest render's navigation through a ref, so Ink keeps one listener.
  const navRef = useRef(nav);
  navRef.current = nav;
  const actions = useMemo<ShellActions>(
    () => ({
      navigate,
      screenBack: () => sink.current?.onBack?.() ?? false,
      atTop: () => isAtTop(navRef.current),
      openHelp: () => dispatchOverlay({ type: 'help' }),
      openPalette: () => dispatchOverlay({ type: 'palette' }),
      quit,
    }),
    [sink, dispatchOverlay, quit, navigate],
  );
  const global = useMemo(() => globalCommands(screens, actions), [screens, actions]);
  const palette = useMemo(() => makePaletteActions(screens, actions), [screens, actions]);
  const quitKeys = useMemo(() => quitTable(quit), [quit]);

  const pageLines = Math.max(1, geometry.bodyHeight - 2);
  const handleOneKey = useCallback(
    (input: string, key: Key) => {
      const name = keyNameFromInk(input, key);
      if (resolveKey([quitKeys], name).kind === 'ran') return;
      if (noticeRef.current?.tone === 'error') setNotice(undefined);
      const ov = overlayRef.current;
      if (ov) {
        const table = overlayCommands(ov, {
          current: () => overlayRef.current,
          dispatch: dispatchOverlay,
          quit,
          paletteActions: palette,
          pageLines,
        });
        if (resolveKey([table], name).kind !== 'unbound' || !overlayTakesText(ov)) return;
        const edit = lineActionFor(name, input, key);
        if (!edit) return;
        dispatchOverlay({ type: 'edit', edit });
        const after = overlayRef.current;
        if (ov.kind === 'prompt' && after?.kind === 'prompt' && after.line.value !== ov.line.value)
          ov.request.onChange(after.line.value);
        return;
      }
      const registered = sink.current;
      const screenCommands = registered?.live?.() ?? registered;
      // A text mode (a form) keeps every key: its table first, then typed (or pasted) text.
      const tables = screenCommands?.onText ? [screenCommands.commands] : [screenCommands?.commands ?? [], global];
      const outcome = resolveKey(tables, name);
      if (outcome.kind === 'unavailable') setNotice({ text: outcome.reason, tone: 'info' });
      else if (outcome.kind === 'unbound') screenCommands?.onText?.(name, input, key);
    },
    [quitKeys, noticeRef, setNotice, overlayRef, dispatchOverlay, quit, palette, pageLines, sink, global],
  );
  const takesText = useCallback(() => {
    const ov = overlayRef.current;
    const screenCommands = sink.current?.live?.() ?? sink.current;
    return ov ? overlayTakesText(ov) : screenCommands?.onText !== undefined;
  }, [overlayRef, sink]);
  useInput(useKeyQueue(handleOneKey, takesText));

  return (
    <ShellContext.Provider value={shell}>
      <CommandSinkContext.Provider value={sink}>
        <ShellFrame
          client={client}
          demo={demo}
          readOnly={readOnly}
          responses={responses}
          route={current}
          screen={screen}
          global={global}
          overlay={overlay}
          paletteActions={palette}
          notice={notice}
          status={status}
          tableStore={tableStore}
          currentTable={() => sink.current?.commands}
          geometry={geometry}
        />
      </CommandSinkContext.Provider>
    </ShellContext.Provider>
  );
}

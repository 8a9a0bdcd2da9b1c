// The shell: header, the current screen, footer; the overlays (help, palette, y/n question,
// filter prompt); the navigation stack; and the one key handler that routes every key through
// the keymaps.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Box, useApp, useInput, useStdout, type Key } from 'ink';
import type { VigilClient } from '../client/index.js';
import { sanitizeLine } from '../format/sanitize.js';
import { displayWidth } from '../format/width.js';
import { ClientContext } from './hooks/useClient.js';
import { useTerminalSize } from './hooks/useTerminalSize.js';
import { useRateLimitRemaining } from './hooks/useRateLimit.js';
import { useServerRetryAt } from './hooks/useServerRetryAt.js';
import type { ResponseFeed } from './state/responses.js';
import { ThemeContext, themeFor, type ColorMode } from './theme/index.js';
import {
  keyNameFromInk,
  splitInput,
  lookup,
  shellKeymap,
  screenKeymap,
  helpKeymap,
  paletteKeymap,
  promptKeymap,
  confirmKeymap,
  type Keymap,
} from './keys/index.js';
import { StoreContext, createStore, type AppStore } from './state/store.js';
import {
  navigationReducer,
  initialNavigation,
  currentRoute,
  isAtTop,
  route as makeRoute,
  routeKey,
  type Route,
} from './state/navigation.js';
import {
  ShellContext,
  CommandSinkContext,
  type Shell,
  type CommandSink,
  type ConfirmRequest,
  type PromptRequest,
  type NoticeTone,
} from './state/shell.js';
import { lineOf, lineReducer, type LineState } from './state/lineEdit.js';
import { lineActionFor } from './state/textInput.js';
import { matchPalette, type PaletteCommand, type PaletteMatch } from './state/palette.js';
import { useResource } from './state/useResource.js';
import { ACCOUNT_KEY } from './screens/checks/data.js';
import { screens as defaultScreens } from './screens/registry.js';
import type { ScreenDefinition } from './screens/types.js';
import { Header } from './components/Header.js';
import { Footer } from './components/Footer.js';
import { HelpOverlay, helpLines } from './components/HelpOverlay.js';
import { PaletteOverlay } from './components/PaletteOverlay.js';
import { ConfirmBar, PromptBar } from './components/QuestionBar.js';
import { Styled } from './theme/index.js';
import { osc52 } from './clipboard.js';

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

type Overlay =
  | { kind: 'help'; scroll: number }
  | { kind: 'palette'; line: LineState; selected: number; message?: string }
  | { kind: 'prompt'; request: PromptRequest; line: LineState }
  | { kind: 'confirm'; request: ConfirmRequest };

interface PaletteAction {
  command: PaletteCommand;
  run: (arg: string | undefined) => void;
}

const NOTICE_MS = 4000;

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return sanitizeLine(baseUrl);
  }
}

function ShellView({ client, demo = false, readOnly = false, start, screens = defaultScreens, onQuit, responses }: AppProps) {
  const { exit } = useApp();
  const { stdout } = useStdout();
  const { columns, rows } = useTerminalSize();
  // Ink leaves the cursor on the line below the frame: one line short of the terminal, so the
  // frame never scrolls.
  const frameRows = Math.max(4, rows - 1);
  const width = Math.max(20, columns);

  const byName = useMemo(() => new Map(screens.map((s) => [s.name, s])), [screens]);
  const [nav, dispatchNav] = useReducer(navigationReducer, start ?? makeRoute('checks'), initialNavigation);
  const current = currentRoute(nav);
  const screen = byName.get(current.name);
  const globalKeymap = useMemo<Keymap>(() => [...shellKeymap, ...screenKeymap(screens)], [screens]);

  const [overlay, setOverlayState] = useState<Overlay | null>(null);
  const overlayRef = useRef<Overlay | null>(null);
  const setOverlay = useCallback((next: Overlay | null) => {
    overlayRef.current = next;
    setOverlayState(next);
  }, []);

  const [notice, setNoticeState] = useState<{ text: string; tone: NoticeTone } | undefined>(undefined);
  const noticeRef = useRef(notice);
  const setNotice = useCallback((next: { text: string; tone: NoticeTone } | undefined) => {
    noticeRef.current = next;
    setNoticeState(next);
  }, []);
  // Info notices go away by themselves; an error stays until the next key.
  useEffect(() => {
    if (!notice || notice.tone === 'error') return;
    const timer = setTimeout(() => setNotice(undefined), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, setNotice]);
  // An error notice takes up to three lines above the footer, out of the screen's height.
  const errorNotice = notice?.tone === 'error' ? notice.text : undefined;
  const errorLines = errorNotice ? Math.min(3, Math.ceil(displayWidth(errorNotice) / width)) : 0;
  const bodyHeight = Math.max(1, frameRows - 2 - errorLines);
  const [status, setStatus] = useState<string | undefined>(undefined);
  const sink = useMemo<CommandSink>(() => ({ current: null, setStatus }), []);

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
      confirm: (request) => setOverlay({ kind: 'confirm', request }),
      prompt: (request) => setOverlay({ kind: 'prompt', request, line: lineOf(request.value) }),
      notify: (text, tone = 'info') => setNotice({ text, tone }),
      copy: (text, what = 'ID') => {
        stdout.write(osc52(text));
        setNotice({ text: `copied ${what} ${sanitizeLine(text)}`, tone: 'info' });
      },
    }),
    [setOverlay, setNotice, stdout],
  );

  const paletteActions = useMemo<PaletteAction[]>(() => {
    const actions: PaletteAction[] = [];
    for (const s of screens) {
      if (s.numberKey)
        actions.push({
          command: { word: s.name, description: `go to ${s.title} (${s.numberKey})` },
          run: () => dispatchNav({ type: 'switch', route: makeRoute(s.name) }),
        });
    }
    for (const s of screens) {
      const entry = s.palette;
      if (entry)
        actions.push({
          command: { word: entry.word, ...(entry.arg ? { arg: entry.arg } : {}), description: entry.description },
          run: (arg) => dispatchNav({ type: 'push', route: entry.toRoute(arg ?? '') }),
        });
    }
    actions.push({ command: { word: 'help', description: 'keys of this screen' }, run: () => setOverlay({ kind: 'help', scroll: 0 }) });
    actions.push({ command: { word: 'quit', description: 'quit vigil' }, run: quit });
    return actions;
  }, [screens, setOverlay, quit]);
  const paletteCommands = useMemo(() => paletteActions.map((a) => a.command), [paletteActions]);
  const paletteMatches = useMemo<PaletteMatch[]>(
    () => (overlay?.kind === 'palette' ? matchPalette(paletteCommands, overlay.line.value) : []),
    [overlay, paletteCommands],
  );

  const account = useResource(ACCOUNT_KEY, (signal) => client.getAccount(undefined, { signal }));
  const remaining = useRateLimitRemaining(client);
  const retryAt = useServerRetryAt(responses);

  // The key handler reads the latest render's values through a ref, so Ink keeps one listener.
  const latest = useRef({ overlay, nav, screen, globalKeymap, paletteActions, paletteCommands });
  latest.current = { overlay, nav, screen, globalKeymap, paletteActions, paletteCommands };

  const handlePaletteKey = useCallback(
    (ov: Extract<Overlay, { kind: 'palette' }>, name: string | null, input: string, key: Key) => {
      const { paletteActions: actions, paletteCommands: commands } = latest.current;
      const matches = matchPalette(commands, ov.line.value);
      const binding = name ? lookup(paletteKeymap, name) : undefined;
      switch (binding?.command) {
        case 'close':
          setOverlay(null);
          return;
        case 'next':
          setOverlay({ ...ov, selected: Math.min(matches.length - 1, ov.selected + 1) });
          return;
        case 'prev':
          setOverlay({ ...ov, selected: Math.max(0, ov.selected - 1) });
          return;
        case 'run': {
          const match = matches[Math.min(ov.selected, matches.length - 1)];
          if (!match) {
            setOverlay({ ...ov, message: 'No command matches; Esc closes.' });
            return;
          }
          if (!match.complete) {
            setOverlay({
              ...ov,
              line: lineOf(`${match.command.word} `),
              selected: 0,
              message: `Type the ${match.command.arg ?? 'argument'} after "${match.command.word}".`,
            });
            return;
          }
          setOverlay(null);
          actions.find((a) => a.command === match.command)?.run(match.arg);
          return;
        }
      }
      const edit = lineActionFor(name, input, key);
      if (edit) setOverlay({ kind: 'palette', line: lineReducer(ov.line, edit), selected: 0 });
    },
    [setOverlay],
  );

  const handleOneKey = useCallback(
    (input: string, key: Key) => {
      const name = keyNameFromInk(input, key);
      if (name === 'ctrl+c') {
        quit();
        return;
      }
      if (noticeRef.current?.tone === 'error') setNotice(undefined);
      const { overlay: ov, nav: navState, screen: def, globalKeymap: global } = latest.current;
      if (ov) {
        switch (ov.kind) {
          case 'help': {
            const b = name ? lookup(helpKeymap, name) : undefined;
            if (b?.command === 'close') setOverlay(null);
            else if (b?.command === 'move-down') setOverlay({ ...ov, scroll: ov.scroll + 1 });
            else if (b?.command === 'move-up') setOverlay({ ...ov, scroll: Math.max(0, ov.scroll - 1) });
            else if (b?.command === 'page-down') setOverlay({ ...ov, scroll: ov.scroll + Math.max(1, bodyHeight - 2) });
            else if (b?.command === 'page-up') setOverlay({ ...ov, scroll: Math.max(0, ov.scroll - Math.max(1, bodyHeight - 2)) });
            return;
          }
          case 'confirm': {
            const b = name ? lookup(confirmKeymap, name) : undefined;
            if (b?.command === 'yes') {
              setOverlay(null);
              ov.request.onYes();
            } else if (b?.command === 'no') {
              setOverlay(null);
              ov.request.onNo?.();
            }
            return;
          }
          case 'prompt': {
            const b = name ? lookup(promptKeymap, name) : undefined;
            if (b?.command === 'accept') {
              setOverlay(null);
              ov.request.onDone?.(true);
              return;
            }
            if (b?.command === 'cancel') {
              setOverlay(null);
              ov.request.onChange('');
              ov.request.onDone?.(false);
              return;
            }
            const edit = lineActionFor(name, input, key);
            if (!edit) return;
            const line = lineReducer(ov.line, edit);
            setOverlay({ ...ov, line });
            if (line.value !== ov.line.value) ov.request.onChange(line.value);
            return;
          }
          case 'palette':
            handlePaletteKey(ov, name, input, key);
            return;
        }
      }
      // A form takes typed text (and pasted text, which has no key name) before any key binding.
      if (sink.current?.onInput?.(name, input, key)) return;
      if (name === null) return;
      const own = def ? lookup(def.keymap, name) : undefined;
      if (own) {
        const handler = sink.current?.handlers[own.command];
        if (handler) {
          handler();
          return;
        }
      }
      const b = lookup(global, name);
      if (!b) return;
      switch (b.command) {
        case 'back':
          if (sink.current?.onBack?.()) return;
          if (!isAtTop(navState)) dispatchNav({ type: 'pop' });
          else if (name === 'q') quit();
          return;
        case 'help':
          setOverlay({ kind: 'help', scroll: 0 });
          return;
        case 'palette':
          setOverlay({ kind: 'palette', line: lineOf(''), selected: 0 });
          return;
        case 'quit':
          quit();
          return;
      }
      if (b.command.startsWith('goto:')) dispatchNav({ type: 'switch', route: makeRoute(b.command.slice('goto:'.length)) });
    },
    [quit, setOverlay, setNotice, handlePaletteKey, sink, bodyHeight],
  );
  // Keys that arrived together come as one string: handle them one by one, each after the frame
  // of the one before, so `jj<Enter>` opens the row the two moves reached (a text field keeps a
  // pasted run of characters together).
  // The next key waits for a commit (not a timer: React's own render is scheduled after any
  // setImmediate of ours, so a timer would hand the key to the previous frame's handlers).
  // Bumping `keyTick` with the key's own state updates renders them together; the screens'
  // effects (their new handlers) run before this component's effect, which takes the next key.
  const queue = useRef<Array<{ input: string; key: Key }>>([]);
  const [keyTick, setKeyTick] = useState(0);
  const drain = useCallback(() => {
    const next = queue.current.shift();
    if (!next) return;
    handleOneKey(next.input, next.key);
    if (queue.current.length > 0) setKeyTick((tick) => tick + 1);
  }, [handleOneKey]);
  useEffect(() => {
    if (queue.current.length > 0) drain();
    // Only a new tick takes the next key; `drain` changing must not take one early.
  }, [keyTick]);
  const handleKey = useCallback(
    (input: string, key: Key) => {
      const kind = latest.current.overlay?.kind;
      // Text fields (palette, filter prompt, a form screen that takes keys first) keep a pasted run whole.
      const text = kind === 'palette' || kind === 'prompt' || (!kind && sink.current?.onInput !== undefined);
      const events = input.length <= 1 || key.ctrl || key.meta ? [{ input, key }] : splitInput(input, text);
      if (events.length === 1 && queue.current.length === 0) {
        handleOneKey(events[0]!.input, events[0]!.key);
        return;
      }
      const idle = queue.current.length === 0;
      queue.current.push(...events);
      if (idle) drain();
    },
    [handleOneKey, drain, sink],
  );
  useInput(handleKey);

  const title = screen?.title ?? current.name;
  const accountName = account.data?.name ? sanitizeLine(account.data.name) : sanitizeLine(client.accountId);
  const ScreenComponent = screen?.component;
  const hidden = overlay?.kind === 'help' || overlay?.kind === 'palette';

  let footer;
  if (overlay?.kind === 'confirm') footer = <ConfirmBar message={overlay.request.message} width={width} />;
  else if (overlay?.kind === 'prompt')
    footer = <PromptBar label={overlay.request.label} hint={overlay.request.hint} line={overlay.line} width={width} />;
  else {
    const scope: Keymap[] =
      overlay?.kind === 'help' ? [helpKeymap] : overlay?.kind === 'palette' ? [paletteKeymap] : [screen?.keymap ?? [], shellKeymap];
    const note = notice && notice.tone !== 'error' ? notice : status ? { text: status, tone: 'info' as const } : undefined;
    footer = <Footer scope={scope} width={width} note={note} />;
  }

  return (
    <ShellContext.Provider value={shell}>
      <CommandSinkContext.Provider value={sink}>
        <Box flexDirection="column" width={width} height={frameRows} overflow="hidden">
          <Header
            width={width}
            screenTitle={title}
            account={accountName}
            host={hostOf(client.baseUrl)}
            demo={demo}
            readOnly={readOnly}
            remaining={remaining}
            retryAt={retryAt}
          />
          <Box flexDirection="column" width={width} height={bodyHeight} overflow="hidden">
            {overlay?.kind === 'help' ? (
              <HelpOverlay
                lines={helpLines([
                  { title: `${title}`, keymap: screen?.keymap ?? [] },
                  { title: 'Everywhere', keymap: globalKeymap },
                ])}
                scroll={overlay.scroll}
                width={width}
                height={bodyHeight}
              />
            ) : null}
            {overlay?.kind === 'palette' ? (
              <PaletteOverlay
                line={overlay.line}
                matches={paletteMatches}
                selected={Math.min(overlay.selected, Math.max(0, paletteMatches.length - 1))}
                message={overlay.message}
                width={width}
                height={bodyHeight}
              />
            ) : null}
            {/* The screen stays mounted under help and palette, so its data and requests survive. */}
            <Box display={hidden ? 'none' : 'flex'} flexDirection="column" width={width} height={bodyHeight}>
              {ScreenComponent ? (
                <ScreenComponent key={routeKey(current)} route={current} width={width} height={bodyHeight} />
              ) : (
                <Styled token="text.error">{`No screen named "${sanitizeLine(current.name)}".`}</Styled>
              )}
            </Box>
          </Box>
          {errorNotice ? (
            <Box width={width} height={errorLines} overflow="hidden">
              <Styled token="text.error" wrap="wrap">
                {errorNotice}
              </Styled>
            </Box>
          ) : null}
          {footer}
        </Box>
      </CommandSinkContext.Provider>
    </ShellContext.Provider>
  );
}

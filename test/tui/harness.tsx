// Drive the TUI in tests: render the App (or any element) into a fake terminal of a given size,
// press keys by name, wait for a frame. Our own harness: the terminal has the
// columns and rows the test asks for and can be resized, and OSC 52 writes are kept apart.
import { KeyboardStdin } from '../helpers/keyboard-stdin.js';
import { EventEmitter } from 'node:events';
import type { ReactElement } from 'react';
import { render, type Instance } from 'ink';
import { afterEach } from 'vitest';
import type { VigilClient } from '../../src/client/index.js';
import { App, type AppProps } from '../../src/tui/App.js';
import { route as makeRoute, type Route } from '../../src/tui/state/navigation.js';
import type { ColorMode } from '../../src/tui/theme/index.js';
import type { AppStore } from '../../src/tui/state/store.js';
import { RecordContext, type TriageRecorder } from '../../src/tui/state/record.js';

class TestStdout extends EventEmitter {
  isTTY = true;
  frames: string[] = [];
  /** Escape sequences written outside frames (OSC 52 clipboard). */
  controls: string[] = [];
  constructor(
    public columns: number,
    public rows: number,
  ) {
    super();
  }
  write = (data: string | Uint8Array, encodingOrDone?: unknown, done?: unknown): boolean => {
    const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
    // Ink 8 writes '' with a callback as a barrier before it says it has exited.
    if (text !== '') {
      // Controls are not frames: OSC strings, and bracketed paste on/off (Ink's usePaste).
      if (text.startsWith('\u001b]') || /^\u001b\[\?2004[hl]$/.test(text)) this.controls.push(text);
      else this.frames.push(text);
    }
    const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
    if (typeof callback === 'function') queueMicrotask(() => (callback as () => void)());
    return true;
  };
}

const SEQUENCES: Record<string, string> = {
  up: '\u001b[A',
  down: '\u001b[B',
  right: '\u001b[C',
  left: '\u001b[D',
  enter: '\r',
  escape: '\u001b',
  tab: '\t',
  'shift+tab': '\u001b[Z',
  backspace: '\u007f',
  pageup: '\u001b[5~',
  pagedown: '\u001b[6~',
  home: '\u001b[H',
  end: '\u001b[F',
  space: ' ',
};

/** The bytes a terminal sends for a key name ('down', 'ctrl+d', 'G', 'enter'). */
function keySequence(name: string): string {
  const known = SEQUENCES[name];
  if (known !== undefined) return known;
  const ctrl = /^ctrl\+([a-z])$/.exec(name);
  if (ctrl) return String.fromCharCode(ctrl[1]!.charCodeAt(0) - 96);
  if ([...name].length === 1) return name;
  throw new Error(`harness: unknown key name "${name}"`);
}

// CSI sequences (colours, cursor) and OSC strings.
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007]*\u0007/g;

function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

export type FrameMatch = string | RegExp | ((frame: string) => boolean);

export interface Tui {
  /** The last frame without colours. */
  frame(): string;
  /** The last frame as written, with escape sequences. */
  rawFrame(): string;
  press(...names: string[]): Promise<void>;
  /** Type text one character at a time. */
  type(text: string): Promise<void>;
  /** Paste text, as a terminal in bracketed-paste mode sends it (marked, in one write). */
  paste(text: string): Promise<void>;
  /** Bytes in one write, as one read of the terminal (keys typed fast, `jj` held over SSH). */
  write(bytes: string): Promise<void>;
  waitForFrame(match: FrameMatch, timeoutMs?: number): Promise<string>;
  resize(columns: number, rows: number): Promise<void>;
  /** Texts copied with OSC 52, decoded. */
  copied(): string[];
  /** True once the app asked Ink to exit (q at the top, ctrl+c). */
  exited(): boolean;
  unmount(): void;
}

const mounted = new Set<Tui>();

async function settle(): Promise<void> {
  // React commits synchronously in legacy mode.
  for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
}

/** How long Ink 8 holds a lone ESC, the start of a sequence perhaps, before it is the Escape key. */
const INK_ESCAPE_WAIT_MS = 20;

/**
 * After a lone ESC: once Ink has read it (settle), a longer timer made after Ink's own fires after
 * it, however slow the machine, so the next key is not read as Alt+key.
 */
async function escapeTaken(): Promise<void> {
  await settle();
  await new Promise((r) => setTimeout(r, INK_ESCAPE_WAIT_MS + 5));
  await settle();
}

export interface RenderOptions {
  columns?: number;
  rows?: number;
}

export function renderTui(element: ReactElement, o: RenderOptions = {}): Tui {
  const stdout = new TestStdout(o.columns ?? 80, o.rows ?? 24);
  const stdin = new KeyboardStdin();
  const stderr = new TestStdout(o.columns ?? 80, o.rows ?? 24);
  const instance: Instance = render(element, {
    stdout: stdout as unknown as NodeJS.WriteStream,
    stdin: stdin as unknown as NodeJS.ReadStream,
    stderr: stderr as unknown as NodeJS.WriteStream,
    debug: true,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  let exited = false;
  void instance.waitUntilExit().then(
    () => (exited = true),
    () => (exited = true),
  );
  const rawFrame = () => stdout.frames[stdout.frames.length - 1] ?? '';
  const frame = () => stripAnsi(rawFrame());
  const tui: Tui = {
    frame,
    rawFrame,
    async press(...names) {
      for (const name of names) {
        stdin.write(keySequence(name));
        await (keySequence(name) === SEQUENCES.escape ? escapeTaken() : settle());
      }
    },
    async type(text) {
      for (const ch of text) {
        stdin.write(ch);
        await settle();
      }
    },
    async paste(text) {
      stdin.write(`\u001b[200~${text}\u001b[201~`);
      await settle();
    },
    async write(bytes) {
      stdin.write(bytes);
      await settle();
    },
    async waitForFrame(match, timeoutMs = 30_000) {
      const test =
        typeof match === 'string'
          ? (f: string) => f.includes(match)
          : match instanceof RegExp
            ? (f: string) => match.test(f)
            : match;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const f = frame();
        if (test(f)) return f;
        if (Date.now() > deadline)
          throw new Error(`harness: no frame matched ${String(match)} within ${timeoutMs} ms; last frame:\n${f}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async resize(columns, rows) {
      stdout.columns = columns;
      stdout.rows = rows;
      stdout.emit('resize');
      await settle();
    },
    copied() {
      return stdout.controls
        .map((c) => /^\u001b\]52;c;([A-Za-z0-9+/=]*)\u0007$/.exec(c)?.[1])
        .filter((b): b is string => b !== undefined)
        .map((b) => Buffer.from(b, 'base64').toString('utf8'));
    },
    exited: () => exited,
    unmount() {
      if (!mounted.delete(tui)) return;
      instance.unmount();
      instance.cleanup();
    },
  };
  mounted.add(tui);
  return tui;
}

export interface RenderAppOptions extends RenderOptions {
  client: VigilClient;
  /** A screen name ('groups') or a route (route('check', {id})). Default: Checks. */
  screen?: string | Route;
  colorMode?: ColorMode;
  demo?: boolean;
  readOnly?: boolean;
  store?: AppStore;
  screens?: AppProps['screens'];
  responses?: AppProps['responses'];
  /** The time the screens read for ages (frozenClock() keeps every age as it was). */
  clock?: AppProps['clock'];
  /** The key tables with a remapping applied (tuiView's `keymaps`), as runTui hands them down. */
  keymaps?: AppProps['keymaps'];
  /** Where the triage record goes (default nowhere), as runTui gives the profile's file. */
  record?: TriageRecorder;
}

/** A clock stopped at the time of the call: ages and "updated N s ago" never change under it. */
export function frozenClock(at = Date.now()): () => number {
  return () => at;
}

export function renderApp(o: RenderAppOptions): Tui {
  const start = typeof o.screen === 'string' ? makeRoute(o.screen) : o.screen;
  const app = (
    <App
      client={o.client}
      colorMode={o.colorMode ?? 'ansi16'}
      demo={o.demo ?? false}
      readOnly={o.readOnly ?? false}
      {...(start ? { start } : {})}
      {...(o.store ? { store: o.store } : {})}
      {...(o.screens ? { screens: o.screens } : {})}
      {...(o.responses ? { responses: o.responses } : {})}
      {...(o.clock ? { clock: o.clock } : {})}
      {...(o.keymaps ? { keymaps: o.keymaps } : {})}
    />
  );
  return renderTui(o.record ? <RecordContext.Provider value={o.record}>{app}</RecordContext.Provider> : app, o);
}

/** Unmount everything a test rendered (registered for every test file that imports the harness). */
function cleanupTui(): void {
  for (const tui of [...mounted]) tui.unmount();
}

afterEach(cleanupTui);

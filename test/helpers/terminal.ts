// Terminal truth: run the TUI through its real output path (Ink, not in debug mode, drawing
// through src/tui/render into a stream that records the bytes), replay those bytes into a
// terminal emulator (@xterm/headless), and compare the emulator's screen, cell by cell, with
// the frame Ink meant to draw, painted on a fresh emulator. A stale cell, a missing one, a row
// drawn one line off or a colour left behind fails.
import { KeyboardStdin } from './keyboard-stdin.js';
import { EventEmitter } from 'node:events';
import type { ReactElement } from 'react';
import xterm from '@xterm/headless';
import { renderOnTerminal } from '../../src/tui/render/inkOnTerminal.js';

const { Terminal } = xterm;
type Emulator = InstanceType<typeof Terminal>;

/** A TTY of a given size that records everything written to it. */
class RecordingTty extends EventEmitter {
  isTTY = true;
  chunks: string[] = [];
  bytes = 0;
  constructor(
    public columns: number,
    public rows: number,
    private readonly onWrite: (text: string) => void,
  ) {
    super();
  }
  write = (data: string | Uint8Array, encodingOrDone?: unknown, done?: unknown): boolean => {
    const text = typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
    this.chunks.push(text);
    this.bytes += Buffer.byteLength(text);
    this.onWrite(text);
    const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
    if (typeof callback === 'function') queueMicrotask(() => (callback as () => void)());
    return true;
  };
}

function emulator(columns: number, rows: number): Emulator {
  return new Terminal({ cols: columns, rows, allowProposedApi: true, scrollback: 0 });
}

function written(term: Emulator, data: string): Promise<void> {
  return new Promise((resolve) => term.write(data, resolve));
}

/**
 * One cell as a comparable string: its text, width and every attribute that shows. On a blank
 * the foreground, bold, dim and italic show nothing unless a line or inversion draws with them.
 */
function cellKey(term: Emulator, row: number, column: number): string {
  const buffer = term.buffer.active;
  const cell = buffer.getLine(buffer.baseY + row)?.getCell(column);
  if (!cell) return '<none>';
  const chars = cell.getChars() || ' ';
  if (chars === ' ' && !cell.isUnderline() && !cell.isInverse() && !cell.isStrikethrough() && !cell.isOverline()) {
    return [chars, cell.getWidth(), cell.getBgColorMode(), cell.getBgColor()].join('|');
  }
  return [
    chars,
    cell.getWidth(),
    cell.getFgColorMode(),
    cell.getFgColor(),
    cell.getBgColorMode(),
    cell.getBgColor(),
    cell.isBold(),
    cell.isDim(),
    cell.isItalic(),
    cell.isUnderline(),
    cell.isInverse(),
    cell.isStrikethrough(),
  ].join('|');
}

/** Every cell of the screen as `cellKey` gives it, row by row. */
export function screenCells(term: Emulator): string[][] {
  const out: string[][] = [];
  for (let row = 0; row < term.rows; row++) {
    const cells: string[] = [];
    for (let column = 0; column < term.cols; column++) cells.push(cellKey(term, row, column));
    out.push(cells);
  }
  return out;
}

export function screenText(term: Emulator): string[] {
  const out: string[] = [];
  const buffer = term.buffer.active;
  for (let row = 0; row < term.rows; row++) out.push(buffer.getLine(buffer.baseY + row)?.translateToString(true) ?? '');
  return out;
}

const KEYS: Record<string, string> = {
  up: '\u001b[A',
  down: '\u001b[B',
  enter: '\r',
  escape: '\u001b',
  tab: '\t',
  backspace: '\u007f',
  pageup: '\u001b[5~',
  pagedown: '\u001b[6~',
  space: ' ',
};

export interface TerminalSession {
  /** Press keys by name ('j', 'enter', 'escape'); after each one, wait for the output to settle and check the screen. */
  press(...names: string[]): Promise<void>;
  /** Type each character as a key (checked after each). */
  type(text: string): Promise<void>;
  /** Resize the terminal (emulator first, as a real one does), then check. */
  resize(columns: number, rows: number): Promise<void>;
  /** Wait until the emulator's screen contains `text` (then check it). */
  waitForText(text: string | RegExp, timeoutMs?: number): Promise<void>;
  /** Let `ms` pass (requests answer, timers tick), then check. */
  wait(ms: number): Promise<void>;
  /** Write bytes to the terminal behind the renderer's back (to prove the check notices). */
  inject(bytes: string): Promise<void>;
  /** Compare the emulator's screen with the frame Ink meant; throws on the first difference. */
  check(): Promise<void>;
  /** The emulator's rows as text. */
  screen(): string[];
  /** Bytes written to the terminal so far. */
  bytes(): number;
  /** How many times the screen was checked. */
  checks(): number;
  /** The text of every screen checked so far, in order. */
  history(): string[];
  unmount(): void;
}

const ALTERNATE_SCREEN = '\u001b[?1049h';
const QUIET_MS = 40;
/** How long Ink 8 waits for the rest of a sequence after ESC (its App's pending input flush). */
const INK_ESCAPE_WAIT_MS = 20; // longer than Ink's frame interval (60 fps) plus a turn of the loop

export function renderInTerminal(element: ReactElement, size: { columns: number; rows: number }): TerminalSession {
  const term = emulator(size.columns, size.rows);
  // The TUI draws on the alternate screen (src/tui/main.tsx switches to it before Ink starts).
  let pending: Promise<void> = written(term, ALTERNATE_SCREEN);
  let lastWriteAt = Date.now();
  let intended: readonly string[] = [];
  let checked = 0;
  const history: string[] = [];
  let drawn = 0;
  const stdout = new RecordingTty(size.columns, size.rows, (text) => {
    lastWriteAt = Date.now();
    drawn++;
    const target = term;
    pending = pending.then(() => written(target, text));
  });
  const stdin = new KeyboardStdin();
  const stderr = new RecordingTty(size.columns, size.rows, () => {});
  const { instance, terminal } = renderOnTerminal(
    element,
    {
      stdout,
      stdin: stdin as unknown as NodeJS.ReadStream,
      stderr: stderr as unknown as NodeJS.WriteStream,
    },
    (rows) => {
      intended = rows;
    },
  );

  const quiet = async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
    while (Date.now() - lastWriteAt < QUIET_MS) await new Promise((r) => setTimeout(r, QUIET_MS / 2));
    await pending;
  };

  const check = async () => {
    checked++;
    // A screen that updates by itself (rows filling in as data arrives) may draw again while the
    // frames are compared: the comparison is then made again on the newer frame.
    for (let attempt = 0; ; attempt++) {
      await quiet();
      const drawnBefore = drawn;
      const meant = intended;
      const { problems, frameText } = await differences(meant);
      if (problems.length === 0) break;
      if (drawn !== drawnBefore && attempt < 5) continue;
      const shown = screenText(term).map((l, i) => `${String(i + 1).padStart(2)}|${l}`);
      throw new Error(
        `the terminal does not show the frame (${term.cols}x${term.rows}):\n${problems.join('\n')}\nterminal:\n${shown.join('\n')}\nframe:\n${frameText.join('\n')}`,
      );
    }
    history.push(screenText(term).join('\n'));
  };

  /** Where the terminal differs from `meant` painted on a clean emulator of the same size (at most 5 rows). */
  const differences = async (meant: readonly string[]): Promise<{ problems: string[]; frameText: string[] }> => {
    const reference = emulator(term.cols, term.rows);
    let paint = '';
    meant.forEach((line, row) => {
      paint += `\u001b[${row + 1};1H${line}`;
    });
    await written(reference, paint);
    const problems: string[] = [];
    for (let row = 0; row < term.rows && problems.length < 5; row++) {
      for (let column = 0; column < term.cols; column++) {
        const want = cellKey(reference, row, column);
        const got = cellKey(term, row, column);
        if (want !== got) {
          problems.push(`row ${row + 1}, column ${column + 1}: terminal has [${got}], frame has [${want}]`);
          break;
        }
      }
    }
    const frameText = screenText(reference).map((l, i) => `${String(i + 1).padStart(2)}|${l}`);
    reference.dispose();
    return { problems, frameText };
  };

  // Ink 8 holds a lone ESC for 20 ms, the start of a sequence perhaps, and then takes it as the
  // Escape key. Once Ink has read it (a turn of the loop), a longer timer made after Ink's own
  // fires after it, however slow the machine: the next key is not read as Alt+key.
  const escapeTaken = async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => setImmediate(r));
    await new Promise((r) => setTimeout(r, INK_ESCAPE_WAIT_MS + 5));
  };

  const key = (name: string) =>
    KEYS[name] ?? (name.startsWith('ctrl+') ? String.fromCharCode(name.charCodeAt(5) - 96) : name);

  return {
    async press(...names) {
      for (const name of names) {
        stdin.write(key(name));
        if (key(name) === KEYS.escape) await escapeTaken();
        await check();
      }
    },
    async type(text) {
      for (const ch of text) {
        stdin.write(ch);
        await check();
      }
    },
    async resize(columns, rows) {
      await quiet();
      // The emulator resizes first, keeping what it keeps (xterm cuts or adds rows and columns),
      // then the program hears of it, as with SIGWINCH.
      term.resize(columns, rows);
      stdout.columns = columns;
      stdout.rows = rows;
      stdout.emit('resize');
      await check();
    },
    async waitForText(text, timeoutMs = 8_000) {
      const deadline = Date.now() + timeoutMs;
      const has = () => {
        const all = screenText(term).join('\n');
        return typeof text === 'string' ? all.includes(text) : text.test(all);
      };
      for (;;) {
        await pending;
        if (has()) break;
        if (Date.now() > deadline)
          throw new Error(`the terminal never showed ${String(text)}; it shows:\n${screenText(term).join('\n')}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      await check();
    },
    async wait(ms) {
      await new Promise((r) => setTimeout(r, ms));
      await check();
    },
    async inject(bytes) {
      await pending;
      await written(term, bytes);
    },
    check,
    screen: () => screenText(term),
    bytes: () => stdout.bytes,
    checks: () => checked,
    history: () => [...history],
    unmount() {
      instance.unmount();
      instance.cleanup();
      terminal.dispose();
      term.dispose();
    },
  };
}

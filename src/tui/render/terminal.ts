// The TUI's one path to the terminal. Ink draws into `inkStdout`, a stream that tells Ink it is
// not a TTY, so Ink hands over each whole frame (and never clears the terminal itself); this
// module compares the frame with what the terminal shows and writes only the rows that changed,
// inside one synchronized update. See docs/rendering.md for why it is done here and not by Ink.
import { EventEmitter } from 'node:events';
import { readInkWrite } from './inkWrites.js';
import { cutFrame, diffRows, frameRows, type Rows, type ScreenSize } from './lineDiff.js';
import { SHOW_CURSOR, TUI_MODES_OFF, TUI_MODES_ON } from './modes.js';

const HIDE_CURSOR = '\u001b[?25l';
const BEGIN_SYNC = '\u001b[?2026h';
const END_SYNC = '\u001b[?2026l';

export interface TerminalOutput {
  write(data: string): unknown;
  columns?: number;
  rows?: number;
  isTTY?: boolean;
  on(event: 'resize', listener: () => void): unknown;
  off(event: 'resize', listener: () => void): unknown;
}

/** The stream Ink writes to: sized like the terminal, resized with it, never a TTY to Ink. */
export class InkFrameStream extends EventEmitter {
  readonly isTTY = false;
  columns: number;
  rows: number;
  constructor(
    size: ScreenSize,
    private readonly onWrite: (text: string) => void,
  ) {
    super();
    this.columns = size.columns;
    this.rows = size.rows;
  }
  write = (data: string | Uint8Array, encodingOrDone?: unknown, done?: unknown): boolean => {
    this.onWrite(typeof data === 'string' ? data : Buffer.from(data).toString('utf8'));
    const callback = typeof encodingOrDone === 'function' ? encodingOrDone : done;
    if (typeof callback === 'function') queueMicrotask(() => (callback as () => void)());
    return true;
  };
}

export interface TerminalRenderer {
  /** Give this to Ink as its stdout. */
  readonly inkStdout: InkFrameStream;
  /** The rows the terminal shows now, as the last frame meant them (for tests). */
  readonly rows: () => readonly string[];
  /**
   * Another program takes the terminal (render/handOver.ts): the TUI's modes off, the cursor
   * shown, nothing written meanwhile. The function returned takes it back: the modes on again and
   * the whole frame drawn, since the program may have left anything on the screen.
   */
  leaveScreen(): () => void;
  /**
   * Every frame passes through `mask` before it is drawn (the client's starKey: server text may
   * hold the API key); the frame shown is drawn again through it at once. undefined: none.
   */
  setFrameMask(mask: ((frame: string) => string) | undefined): void;
  /** Stop following resizes. */
  dispose(): void;
}

function sizeOf(out: TerminalOutput): ScreenSize {
  return { columns: out.columns || 80, rows: out.rows || 24 };
}

export function createTerminalRenderer(
  out: TerminalOutput,
  options: { onFrame?: (rows: readonly string[]) => void } = {},
): TerminalRenderer {
  let size = sizeOf(out);
  let frame = '';
  let shown: string[] | null = null;
  // The last frame's cut, reused for its unchanged rows while the size stays the same.
  let cut: Rows | undefined;
  let cursorHidden = false;
  let away = false;
  let mask: ((frame: string) => string) | undefined;
  const sync = out.isTTY === true;
  /** The frame as the terminal gets it. */
  const masked = () => (mask ? mask(frame) : frame);

  const paint = () => {
    if (away) return;
    cut = cutFrame(masked(), size, cut);
    const next = cut.rows;
    let bytes = diffRows(shown, next);
    shown = next;
    if (!cursorHidden) {
      bytes = HIDE_CURSOR + bytes;
      cursorHidden = true;
    }
    if (bytes !== '') out.write(sync ? BEGIN_SYNC + bytes + END_SYNC : bytes);
    options.onFrame?.(next);
  };

  const inkStdout = new InkFrameStream(size, (text) => {
    const write = readInkWrite(text);
    if (write.kind === 'control') {
      if (write.data !== '' && !away) out.write(write.data);
      return;
    }
    if (write.kind === 'erase') return; // a repaint follows at once
    frame = write.frame;
    paint();
  });

  const onResize = () => {
    size = sizeOf(out);
    // What a terminal keeps of its screen across a resize differs from one to the next: draw
    // the whole frame again rather than trust any of it.
    shown = null;
    cut = undefined;
    inkStdout.columns = size.columns;
    inkStdout.rows = size.rows;
    inkStdout.emit('resize');
    // Ink repaints on resize; if it wrote nothing, the old frame is drawn at the new size.
    if (shown === null) paint();
  };
  out.on('resize', onResize);

  const leaveScreen = () => {
    away = true;
    out.write(TUI_MODES_OFF + SHOW_CURSOR);
    return () => {
      if (!away) return;
      away = false;
      shown = null;
      cut = undefined;
      cursorHidden = false;
      out.write(TUI_MODES_ON);
      // The size may have changed while away (no resize reaches a paused TUI's layout yet).
      size = sizeOf(out);
      paint();
    };
  };

  const setFrameMask = (next: ((frame: string) => string) | undefined) => {
    mask = next;
    if (frame !== '') paint();
  };

  return {
    inkStdout,
    leaveScreen,
    setFrameMask,
    rows: () => shown ?? frameRows(masked(), size),
    dispose: () => out.off('resize', onResize),
  };
}

// The bytes that turn the screen showing `before` into one showing `after`: each row whose text
// changed is rewritten in place (rowDiff.ts: its changed cells, or all of it), addressed
// absolutely (the cursor's position is never assumed), and nothing is ever written below the
// last row, so the terminal never scrolls.
import { clipToWidth } from './clip.js';
import { moveTo, rowBytes } from './rowDiff.js';
import { compactRow } from './sgr.js';

export interface ScreenSize {
  columns: number;
  rows: number;
}

// The default colours first: a terminal erases in its current background, and the rows leave
// blanks erased rather than written (sgr.ts). After $EDITOR or $PAGER the style is not ours to know.
const ERASE_SCREEN = '\u001b[m\u001b[H\u001b[2J';

/** A frame cut into the rows the terminal holds, with the lines they came from. */
export interface Rows {
  /** Ink's lines, as given. */
  lines: readonly string[];
  /** Exactly `size.rows` entries (missing ones empty), none wider than `size.columns`. */
  rows: string[];
}

/**
 * The frame's rows as the terminal will hold them. Measuring a row's width is the costly part
 * (non-ASCII text is measured by grapheme), so rows whose line is the same as in `previous`
 * (same size) are taken from it: a keystroke measures the rows it changed, not the screen.
 */
export function cutFrame(frame: string, size: ScreenSize, previous?: Rows): Rows {
  const lines = frame === '' ? [] : frame.split('\n');
  const rows: string[] = [];
  for (let row = 0; row < size.rows; row++) {
    const line = lines[row];
    if (line === undefined) rows.push('');
    else if (previous && previous.lines[row] === line) rows.push(previous.rows[row]!);
    else rows.push(clipToWidth(line, size.columns));
  }
  return { lines, rows };
}

/** `cutFrame` without a previous frame: just the rows. */
export function frameRows(frame: string, size: ScreenSize): string[] {
  return cutFrame(frame, size).rows;
}

/** Rows moved together by one scroll of the terminal: `by` > 0 moves them up, < 0 down. */
interface Shift {
  top: number;
  bottom: number;
  by: number;
}

/** The furthest a list scrolls by one key (a row, or a few when the selection jumps). */
const MAX_SHIFT = 8;
/** Fewer rows than this in common are cheaper to rewrite than to scroll. */
const MIN_RUN = 3;

/** The longest run of rows that `after` holds `by` rows away from where `before` has them. */
function longestShiftedRun(before: readonly string[], after: readonly string[]): Shift | null {
  let best: Shift | null = null;
  let bestLength = MIN_RUN - 1;
  for (let by = -MAX_SHIFT; by <= MAX_SHIFT; by++) {
    if (by === 0) continue;
    let run = 0;
    for (let row = 0; row < after.length; row++) {
      const from = row + by;
      run = from >= 0 && from < before.length && after[row] === before[from] ? run + 1 : 0;
      if (run > bestLength) {
        bestLength = run;
        const start = row - run + 1;
        // The scroll region spans the run where it is now and where it was.
        best = by > 0 ? { top: start, bottom: row + by, by } : { top: start + by, bottom: row, by };
      }
    }
  }
  return best;
}

/** What the screen holds after the terminal scrolls `shift.top..shift.bottom` by `shift.by`. */
function scrolled(before: readonly string[], shift: Shift): string[] {
  const out = [...before];
  for (let row = shift.top; row <= shift.bottom; row++) {
    const from = row + shift.by;
    out[row] = from >= shift.top && from <= shift.bottom ? before[from]! : '';
  }
  return out;
}

function scrollBytes(shift: Shift): string {
  // Set the scroll region, scroll it (the rows that come in are blank, in the default colours),
  // and give the region back to the whole screen.
  const scroll = shift.by > 0 ? `\u001b[${shift.by}S` : `\u001b[${-shift.by}T`;
  return `\u001b[m\u001b[${shift.top + 1};${shift.bottom + 1}r${scroll}\u001b[r`;
}

function rewriteChanged(before: readonly string[], after: readonly string[]): string {
  let out = '';
  for (let row = 0; row < after.length; row++) {
    const line = after[row]!;
    if (before[row] !== line) out += rowBytes(row, before[row], line);
  }
  return out;
}

/**
 * Bytes from `before` (null: the screen's content is unknown, as after a resize) to `after`.
 * Both are `frameRows` of the same size. Empty when nothing changed. When a run of rows only
 * moved (a list scrolled by a row), the terminal scrolls them, if that is fewer bytes.
 */
export function diffRows(before: readonly string[] | null, after: readonly string[]): string {
  if (before === null) {
    let out = ERASE_SCREEN;
    after.forEach((line, row) => {
      if (line !== '') out += moveTo(row) + compactRow(line, true);
    });
    return out;
  }
  const plain = rewriteChanged(before, after);
  if (plain === '') return plain;
  const shift = longestShiftedRun(before, after);
  if (!shift) return plain;
  const withScroll = scrollBytes(shift) + rewriteChanged(scrolled(before, shift), after);
  return withScroll.length < plain.length ? withScroll : plain;
}

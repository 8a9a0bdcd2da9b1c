// The bytes that turn one row on screen into another. A row is written whole, from its first
// column, unless writing only the cells that changed is shorter: a clock or a countdown in a
// header changes a digit or two, a second. Columns are counted only over characters every
// terminal draws one column wide (format/width.ts: ASCII, Latin letters, dashes, quotes and the
// ellipsis, box drawing); a row holding anything else (a wide or combining character, an emoji,
// a link) is written whole, as terminals disagree on where its later cells are.
import { isOneCellEach } from '../../format/width.js';
import { compactRow, SGR } from './sgr.js';

const ERASE_LINE = '\u001b[2K';
const ERASE_TO_END = '\u001b[K';
/** Unchanged cells between two changes that are written through rather than jumped over. */
const GAP = 8;

export const moveTo = (row: number, column = 0): string => `\u001b[${row + 1};${column + 1}H`;

/** A row's cells: where each one's character is, and the SGR sequences in force before it. */
interface Cells {
  starts: number[];
  /** Every SGR sequence from the row's start to the cell, in order: replayed, they set its colours. */
  states: string[];
}

function cellsOf(row: string): Cells | null {
  const starts: number[] = [];
  const states: string[] = [];
  let state = '';
  let i = 0;
  while (i < row.length) {
    if (row.charCodeAt(i) === 0x1b) {
      SGR.lastIndex = i;
      const sequence = SGR.exec(row)?.[0];
      if (!sequence) return null;
      state += sequence;
      i += sequence.length;
      continue;
    }
    let end = row.indexOf('\u001b', i);
    if (end < 0) end = row.length;
    if (!isOneCellEach(row.slice(i, end))) return null;
    for (; i < end; i++) {
      starts.push(i);
      states.push(state);
    }
  }
  return { starts, states };
}

/**
 * The bytes for row `row`, showing `before`, to show `after`. Both start from the default
 * colours and close what they open (Ink's lines do); so does what this writes.
 */
export function rowBytes(row: number, before: string | undefined, after: string): string {
  // Erase, then write: "erase to end of line" after the text would need the text's width as
  // the terminal counts it (a row that fills the width leaves the cursor in the pending-wrap
  // state, where that erase takes the last cell).
  const whole = moveTo(row) + ERASE_LINE + compactRow(after, true);
  if (!before) return whole;
  const was = cellsOf(before);
  const now = cellsOf(after);
  if (!was || !now) return whole;
  const count = now.starts.length;
  const differs = (column: number) =>
    column >= was.starts.length ||
    before[was.starts[column]!] !== after[now.starts[column]!] ||
    was.states[column] !== now.states[column];
  let out = '';
  let column = 0;
  while (column < count) {
    if (!differs(column)) {
      column++;
      continue;
    }
    let last = column;
    for (let next = column + 1; next < count && next - last <= GAP; next++) if (differs(next)) last = next;
    const stop = last + 1 < count ? now.starts[last + 1] : after.length;
    out += moveTo(row, column) + compactRow(now.states[column] + after.slice(now.starts[column], stop), false);
    if (out.length >= whole.length) return whole;
    column = last + 1;
  }
  // Fewer cells than before: the rest goes, in the default colours. Its column is inside the
  // width (the row before was wider), so the erase never meets a pending wrap.
  if (was.starts.length > count) out += moveTo(row, count) + ERASE_TO_END;
  return out.length < whole.length ? out : whole;
}

// Drawing a text area in a box of fixed width: each line is cut into rows that fit (by terminal
// cells, so wide characters count two), between words where it can, and the cursor is found on
// them. One cell per row is kept free so the cursor can sit after the last character.
import { displayWidth, graphemes } from '../../format/width.js';
import type { TextAreaState } from './textArea.js';

export interface VisualRow {
  text: string;
  /** Logical line this row belongs to. */
  line: number;
  /** Code-unit range of the line shown on this row. */
  start: number;
  end: number;
}

export interface WrappedArea {
  rows: VisualRow[];
  cursorRow: number;
  /** Code units into the cursor row's text. */
  cursorOffset: number;
}

function wrapLine(text: string, line: number, width: number): VisualRow[] {
  const room = Math.max(1, width - 1);
  const rows: VisualRow[] = [];
  let start = 0;
  let used = 0;
  let offset = 0;
  // Just after the row's last blank, and the cells used up to there: where a word moves down whole.
  let breakAt = -1;
  let usedAtBreak = 0;
  const cut = (at: number) => {
    rows.push({ text: text.slice(start, at), line, start, end: at });
    used = at === offset ? 0 : used - usedAtBreak;
    start = at;
    breakAt = -1;
  };
  for (const segment of graphemes(text)) {
    const w = displayWidth(segment);
    const blank = segment === ' ';
    // A blank may take the cell kept for the cursor: it ends the row, and the next word starts the next.
    const fits = (n: number) => n + w <= room || (blank && n + w <= room + 1);
    if (!fits(used) && offset > start) {
      cut(breakAt > start ? breakAt : offset);
      // A word longer than a row is cut where the row ends.
      if (!fits(used) && offset > start) cut(offset);
    }
    used += w;
    offset += segment.length;
    if (blank) {
      breakAt = offset;
      usedAtBreak = used;
    }
  }
  rows.push({ text: text.slice(start), line, start, end: text.length });
  return rows;
}

export function wrapTextArea(state: TextAreaState, width: number): WrappedArea {
  const rows: VisualRow[] = [];
  let cursorRow = 0;
  let cursorOffset = 0;
  state.lines.forEach((text, line) => {
    const wrapped = wrapLine(text, line, width);
    if (line === state.row) {
      // The cursor belongs to the row whose range holds it; at a row boundary, the later row.
      const index = wrapped.findIndex(
        (r, i) => state.col >= r.start && (state.col < r.end || i === wrapped.length - 1),
      );
      const at = Math.max(0, index);
      cursorRow = rows.length + at;
      cursorOffset = state.col - wrapped[at]!.start;
    }
    rows.push(...wrapped);
  });
  return { rows, cursorRow, cursorOffset };
}

/** First row to draw so the cursor row stays inside a window of `height` rows. */
export function scrollTop(previousTop: number, cursorRow: number, height: number, total: number): number {
  const rows = Math.max(1, height);
  let top = Math.min(Math.max(0, previousTop), Math.max(0, total - rows));
  if (cursorRow < top) top = cursorRow;
  if (cursorRow >= top + rows) top = cursorRow - rows + 1;
  return top;
}

// The bytes that turn the screen showing `before` into one showing `after`: each row whose text
// changed is rewritten in place, addressed absolutely (the cursor's position is never assumed),
// and nothing is ever written below the last row, so the terminal never scrolls.
import stringWidth from 'string-width';
import { clipToWidth } from './clip.js';

export interface ScreenSize {
  columns: number;
  rows: number;
}

const ERASE_TO_END_OF_LINE = '\u001b[K';
const ERASE_SCREEN = '\u001b[H\u001b[2J';

/**
 * The frame's rows as the terminal will hold them: exactly `rows` entries (missing ones empty),
 * none wider than `columns`.
 */
export function frameRows(frame: string, size: ScreenSize): string[] {
  const lines = frame === '' ? [] : frame.split('\n');
  const out = lines.slice(0, size.rows).map((line) => clipToWidth(line, size.columns));
  const rows = size.rows;
  while (out.length < rows) out.push('');
  return out;
}

const moveTo = (row: number) => `\u001b[${row + 1};1H`;

function rowBytes(row: number, line: string, columns: number): string {
  // Ink trims each line's trailing spaces. A line that fills the row leaves the cursor in the
  // pending-wrap state, where "erase to end of line" would take its last cell: erase only short ones.
  if (line === '') return moveTo(row) + ERASE_TO_END_OF_LINE;
  return moveTo(row) + line + (stringWidth(line) < columns ? ERASE_TO_END_OF_LINE : '');
}

/**
 * Bytes from `before` (null: the screen's content is unknown, as after a resize) to `after`.
 * Both are `frameRows` of the same size. Empty when nothing changed.
 */
export function diffRows(before: readonly string[] | null, after: readonly string[], size: ScreenSize): string {
  let out = before === null ? ERASE_SCREEN : '';
  for (let row = 0; row < after.length; row++) {
    const line = after[row]!;
    if (before === null) {
      if (line !== '') out += moveTo(row) + line;
      continue;
    }
    if (before[row] === line) continue;
    out += rowBytes(row, line, size.columns);
  }
  return out;
}

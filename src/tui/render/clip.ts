// A frame row cut to the terminal's width. A row wider than the terminal would wrap onto the
// next row (and, on the last row, scroll the whole screen), which breaks every later diff. Ink
// only draws such rows for a moment after a narrowing resize, before the screens have re-laid
// out at the new width.
import { displayWidth, graphemes, styledWidth } from '../../format/width.js';

const ESCAPE = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/y;
const RESET = '\u001b[0m';

export function clipToWidth(line: string, columns: number): string {
  // Most rows are styled text the width shortcuts know: measured without string-width, which takes the rest.
  if ((styledWidth(line) ?? displayWidth(line)) <= columns) return line;
  let out = '';
  let width = 0;
  let i = 0;
  while (i < line.length) {
    ESCAPE.lastIndex = i;
    const sequence = ESCAPE.exec(line);
    if (sequence) {
      out += sequence[0];
      i += sequence[0].length;
      continue;
    }
    let next = line.indexOf('\u001b', i);
    if (next < 0) next = line.length;
    if (next === i) next = i + 1; // a lone ESC: drawn as nothing, kept out
    for (const segment of graphemes(line.slice(i, next))) {
      const w = displayWidth(segment);
      if (width + w > columns) return out + RESET;
      out += segment;
      width += w;
    }
    i = next;
  }
  return out + RESET;
}

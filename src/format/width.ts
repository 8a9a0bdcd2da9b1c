// Terminal cell widths. Wide characters (CJK, most emoji) take two cells; combining marks none.
import stringWidth from 'string-width';

/**
 * Text in which every UTF-16 unit is a grapheme of its own, one cell wide: printable ASCII,
 * Latin-1 and Latin Extended letters (not the soft hyphen, which is invisible), and common
 * punctuation such as – … ‰. Check names and session titles are nearly always this, and then no
 * Intl.Segmenter is needed: the first one a process makes costs about 13 ms.
 */
const ONE_CELL_EACH = /^[\x20-\x7e\xa0-\xac\xae-\u02ff\u2010-\u2027\u2030-\u203a]*$/;

let segmenter: Intl.Segmenter | undefined;

/** The grapheme clusters of text, in order (what a terminal draws as one character each). */
export function graphemes(text: string): string[] {
  if (ONE_CELL_EACH.test(text)) return text.split('');
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export function displayWidth(text: string): number {
  return ONE_CELL_EACH.test(text) ? text.length : stringWidth(text);
}

/** Cut text to at most `width` cells, ending with an ellipsis when something was cut. */
export function truncate(text: string, width: number, ellipsis = '…'): string {
  if (width <= 0) return '';
  if (displayWidth(text) <= width) return text;
  const room = width - displayWidth(ellipsis);
  if (room <= 0) return ellipsis.slice(0, width);
  let out = '';
  let used = 0;
  for (const segment of graphemes(text)) {
    const w = displayWidth(segment);
    if (used + w > room) break;
    out += segment;
    used += w;
  }
  return out + ellipsis;
}

/** Truncate and pad with spaces to exactly `width` cells. */
export function fit(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  const cut = truncate(text, width);
  const pad = ' '.repeat(Math.max(0, width - displayWidth(cut)));
  return align === 'left' ? cut + pad : pad + cut;
}

/** Text cut into rows of at most `width` cells, nothing lost (a long URL, a request line). */
export function wrapCells(text: string, width: number): string[] {
  const room = Math.max(1, width);
  const rows: string[] = [];
  let row = '';
  let used = 0;
  for (const segment of graphemes(text)) {
    const w = displayWidth(segment);
    if (used + w > room && row !== '') {
      rows.push(row);
      row = '';
      used = 0;
    }
    row += segment;
    used += w;
  }
  rows.push(row);
  return rows;
}

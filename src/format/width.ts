// Terminal cell widths. Wide characters (CJK, most emoji) take two cells; combining marks none.
// string-width is the reference; two shortcuts give its answers without its costs, for the text
// vigil mostly shows (test/format/width.test.ts checks them against it, code point by code point).
import { eastAsianWidth } from 'get-east-asian-width';
import stringWidth from 'string-width';

/**
 * Text in which every UTF-16 unit is a grapheme of its own, one cell wide: printable ASCII,
 * Latin-1 and Latin Extended letters (not the soft hyphen, which is invisible), common
 * punctuation such as – … ‰, and box drawing. Check names and session titles are nearly always
 * this, and then no Intl.Segmenter is needed (the first one a process makes costs about 13 ms),
 * nor string-width's \p{RGI_Emoji} pattern (about 30 ms to make, once).
 */
const ONE_CELL_EACH = /^[\x20-\x7e\xa0-\xac\xae-\u02ff\u2010-\u2027\u2030-\u203a\u2500-\u257f]*$/;

/**
 * Whether every character of text takes one cell and is a grapheme of its own: its width is its
 * length. Where the row diff may count columns (tui/render/rowDiff.ts).
 */
export function isOneCellEach(text: string): boolean {
  return ONE_CELL_EACH.test(text);
}

/** SGR sequences as string-width's strip-ansi takes them. */
const SGR = /\u001b\[(?:\d{1,4}(?:[;:]\d{0,4})*)?m/g;

/**
 * The width of styled text that is one-cell characters once its colours are taken out, as
 * string-width gives it; undefined for any other text. What Ink's string-width answers first
 * (scripts/build-plugins.mjs): Ink measures every styled row of every frame.
 * @public also imported by the build's string-width wrapper, which knip does not read
 */
export function styledOneCellWidth(text: string): number | undefined {
  const plain = text.includes('\u001b') ? text.replace(SGR, '') : text;
  return ONE_CELL_EACH.test(plain) ? plain.length : undefined;
}

/**
 * Text in which every code point is a grapheme of its own: visible characters (Grapheme_Base)
 * other than those Unicode joins to a neighbour (spacing marks, emoji skin tones, regional
 * indicator pairs, Hangul jamo, and the few letters that prepend or join, such as ൎ ำ ຳ). Then a
 * character's width is its East Asian Width, wide ones (CJK, 🚦) two cells: what string-width
 * says, without its Intl.Segmenter and \p{RGI_Emoji} pattern (about 30 ms to make, once).
 */
const SINGLE_CODE_POINTS_SOURCE =
  String.raw`^[\p{Grapheme_Base}--[\p{Default_Ignorable_Code_Point}\p{Mc}\p{Emoji_Modifier}\p{Regional_Indicator}` +
  String.raw`\u0d4e\u0e33\u0eb3\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff` +
  String.raw`\u{111c2}\u{111c3}\u{1193f}\u{11941}\u{11a3a}\u{11a84}-\u{11a89}\u{11d46}\u{11f02}\u{113d1}` +
  String.raw`\u{16d63}\u{16d67}-\u{16d6a}]]*$`;
let singleCodePoints: RegExp | undefined;

/**
 * A part of that set checked without Unicode properties (the pattern above costs about 1 ms to
 * make): one-cell text plus kana, CJK ideographs, Hangul syllables, fullwidth forms and the
 * common emoji blocks, without skin tones. The test checks it lies inside the set above.
 * @internal exported for its unit test only
 */
export const COMMON_SINGLE_CODE_POINTS = new RegExp(
  String.raw`^[\x20-\x7e\xa0-\xac\xae-\u02ff\u2010-\u2027\u2030-\u203a` +
    String.raw`\u3041-\u3096\u30a1-\u30fa\u30fc-\u30fe\u4e00-\u9fff\uac00-\ud7a3\uff01-\uff60` +
    String.raw`\u{1f300}-\u{1f3fa}\u{1f400}-\u{1f64f}\u{1f680}-\u{1f6d7}\u{1f6e0}-\u{1f6ec}\u{1f6f0}-\u{1f6fc}]*$`,
  'u',
);

// Made at the first text that is not one cell per character (about 1 ms). The RegExp
// constructor, as TypeScript's target predates the v flag; Node 20 has it.
function isSingleCodePoints(text: string): boolean {
  if (COMMON_SINGLE_CODE_POINTS.test(text)) return true;
  singleCodePoints ??= new RegExp(SINGLE_CODE_POINTS_SOURCE, 'v');
  return singleCodePoints.test(text);
}

let segmenter: Intl.Segmenter | undefined;

/** The grapheme clusters of text, in order (what a terminal draws as one character each). */
export function graphemes(text: string): string[] {
  if (ONE_CELL_EACH.test(text)) return text.split('');
  if (isSingleCodePoints(text)) return Array.from(text);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export function displayWidth(text: string): number {
  if (ONE_CELL_EACH.test(text)) return text.length;
  if (!isSingleCodePoints(text)) return stringWidth(text);
  let width = 0;
  for (const char of text) width += eastAsianWidth(char.codePointAt(0)!);
  return width;
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

// Terminal cell widths. Wide characters (CJK, most emoji) take two cells; combining marks none.
// string-width is the reference; three shortcuts give its answers without its costs (its first
// call makes an Intl.Segmenter and its \p{RGI_Emoji} pattern: ~40 ms of CPU in a TUI's first
// frame) for the text vigil mostly shows: one cell per character, one grapheme per code point,
// and those followed by combining marks. test/format/width.test.ts checks them against it, code
// point by code point.
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

/**
 * Combining marks that join the character before them and nothing else: the combining diacritics
 * blocks (é written as e + U+0301, as macOS file names and some APIs send it) without the keycap
 * mark U+20E3, and the two variation selectors (⚠️ is U+26A0 + U+FE0F). Only marks assigned by
 * Unicode 15.1, the oldest Node vigil runs on: one assigned later is left to Intl.Segmenter.
 */
const JOINING_MARKS = [
  String.raw`\u0300-\u036f\u1ab0-\u1ace\u1dc0-\u1dff`,
  String.raw`\u20d0-\u20e2\u20e4-\u20f0\ufe20-\ufe2f\ufe0e\ufe0f`,
].join('');
const JOINING_MARK = new RegExp(`^[${JOINING_MARKS}]$`);
/** Text with none of them is not this path's (Ink's string-width wrapper asks at every frame). */
const ANY_JOINING_MARK = new RegExp(`[${JOINING_MARKS}]`);

/**
 * The graphemes of text made of the single code points above, each perhaps followed by joining
 * marks; undefined for any other text. A mark with nothing before it is a grapheme of its own, as
 * Intl.Segmenter has it.
 */
function markedGraphemes(text: string): string[] | undefined {
  if (!ANY_JOINING_MARK.test(text)) return undefined;
  const clusters: string[] = [];
  let bases = '';
  for (const char of text) {
    const mark = JOINING_MARK.test(char);
    if (mark && clusters.length > 0) clusters[clusters.length - 1] += char;
    else clusters.push(char);
    if (!mark) bases += char;
  }
  return isSingleCodePoints(bases) ? clusters : undefined;
}

/**
 * Emoji that are drawn as text unless U+FE0F follows them (©, ⚠, ✔): with it they take two
 * cells. Digits, # and * are emoji only in keycaps, which end with U+20E3 (left to string-width).
 * Made at the first U+FE0F, about half a millisecond.
 */
let textEmoji: RegExp | undefined;

/** A grapheme of markedGraphemes as string-width measures it: its first character's width. */
function markedWidth(grapheme: string): number {
  const [base = '', ...marks] = grapheme;
  if (JOINING_MARK.test(base)) return 0;
  if (marks.length === 1 && marks[0] === '\ufe0f') {
    // biome-ignore lint/complexity/useRegexLiterals: tsc refuses the `v` flag in a literal below target ES2024.
    textEmoji ??= new RegExp(String.raw`^[\p{Emoji}--[\p{Emoji_Presentation}\p{Emoji_Component}]]$`, 'v');
    if (textEmoji.test(base)) return 2;
  }
  return eastAsianWidth(base.codePointAt(0)!);
}

let segmenter: Intl.Segmenter | undefined;

/** The grapheme clusters of text, in order (what a terminal draws as one character each). */
export function graphemes(text: string): string[] {
  if (ONE_CELL_EACH.test(text)) return text.split('');
  if (isSingleCodePoints(text)) return Array.from(text);
  const marked = markedGraphemes(text);
  if (marked) return marked;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** The width of text the shortcuts take, as string-width gives it; undefined for any other text. */
function knownWidth(text: string): number | undefined {
  if (ONE_CELL_EACH.test(text)) return text.length;
  let width = 0;
  if (isSingleCodePoints(text)) {
    for (const char of text) width += eastAsianWidth(char.codePointAt(0)!);
    return width;
  }
  const marked = markedGraphemes(text);
  if (!marked) return undefined;
  for (const grapheme of marked) width += markedWidth(grapheme);
  return width;
}

export function displayWidth(text: string): number {
  return knownWidth(text) ?? stringWidth(text);
}

/**
 * The width of styled text that the shortcuts take once its colours are out, as string-width
 * gives it; undefined for any other text (an OSC 8 link, a control character). What Ink's
 * string-width answers first (scripts/build-plugins.mjs): Ink measures every styled row of every
 * frame.
 * @public also imported by the build's string-width wrapper, which knip does not read
 */
export function styledWidth(text: string): number | undefined {
  return knownWidth(text.includes('\u001b') ? text.replace(SGR, '') : text);
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

// A row in fewer bytes, showing the same. Ink writes a run of SGR sequences wherever styles open
// and close (`ESC[1m ESC[38;5;210m FAIL ESC[39m ESC[22m`); a terminal only needs the change
// from the style it has to the one the next character wants, in one sequence. And on a row just
// erased, blanks that would show as erased cells (no background, no line through or under them,
// not inverted) need not be written: the cursor jumps over them, and trailing ones are left out.
// A row holding anything else than SGR sequences (a link, another control) is left as it is.

/** Attributes as bits, each with the SGR code that sets it and the one that clears it. */
const BOLD = 1;
const DIM = 2;
const ITALIC = 4;
const UNDERLINE = 8;
const BLINK = 16;
const INVERSE = 32;
const HIDDEN = 64;
const STRIKE = 128;
const OVERLINE = 256;
const ON: ReadonlyArray<[code: number, bit: number]> = [
  [1, BOLD],
  [2, DIM],
  [3, ITALIC],
  [4, UNDERLINE],
  [5, BLINK],
  [7, INVERSE],
  [8, HIDDEN],
  [9, STRIKE],
  [53, OVERLINE],
];
/** 22 clears bold and dim together. */
const OFF: ReadonlyArray<[code: number, bits: number]> = [
  [22, BOLD | DIM],
  [23, ITALIC],
  [24, UNDERLINE],
  [25, BLINK],
  [27, INVERSE],
  [28, HIDDEN],
  [29, STRIKE],
  [55, OVERLINE],
];

interface Style {
  /** Foreground as its SGR parameters (`31`, `38;5;210`, `38;2;1;2;3`), '' for the default. */
  fg: string;
  bg: string;
  bits: number;
}

const DEFAULT: Style = { fg: '', bg: '', bits: 0 };
/** One SGR sequence, its parameters captured; sticky: set lastIndex to where it must start. */
export const SGR = /\u001b\[([0-9;:]*)m/y;

const same = (a: Style, b: Style) => a.fg === b.fg && a.bg === b.bg && a.bits === b.bits;

/** `style` after the parameters of one SGR sequence; null for one this model does not know. */
function applied(style: Style, parameters: string): Style | null {
  if (parameters.includes(':')) return null;
  const codes = parameters === '' ? [0] : parameters.split(';').map((p) => (p === '' ? 0 : Number(p)));
  let { fg, bg, bits } = style;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    const on = ON.find(([c]) => c === code);
    const off = OFF.find(([c]) => c === code);
    if (code === 0) ({ fg, bg, bits } = DEFAULT);
    else if (on) bits |= on[1];
    else if (off) bits &= ~off[1];
    else if ((code >= 30 && code <= 37) || (code >= 90 && code <= 97)) fg = String(code);
    else if (code === 39) fg = '';
    else if ((code >= 40 && code <= 47) || (code >= 100 && code <= 107)) bg = String(code);
    else if (code === 49) bg = '';
    else if (code === 38 || code === 48) {
      const length = codes[i + 1] === 5 ? 2 : codes[i + 1] === 2 ? 4 : 0;
      const values = codes.slice(i + 1, i + 1 + length);
      if (length === 0 || values.length < length || values.some((v) => !Number.isInteger(v) || v > 255)) return null;
      const colour = [code, ...values].join(';');
      if (code === 38) fg = colour;
      else bg = colour;
      i += length;
    } else return null;
  }
  return { fg, bg, bits };
}

function codesFor(style: Style): string[] {
  const codes = ON.filter(([, bit]) => style.bits & bit).map(([code]) => String(code));
  if (style.fg) codes.push(style.fg);
  if (style.bg) codes.push(style.bg);
  return codes;
}

/** The one SGR sequence that turns style `from` into `to` ('' when they are the same). */
function change(from: Style, to: Style): string {
  if (same(from, to)) return '';
  if (same(to, DEFAULT)) return '\u001b[m';
  const step: string[] = [];
  const cleared = from.bits & ~to.bits;
  let added = to.bits & ~from.bits;
  // 22 clears bold and dim together: whichever of them stays is set again.
  if (cleared & (BOLD | DIM)) added |= to.bits & (BOLD | DIM);
  step.push(...OFF.filter(([, bits]) => cleared & bits).map(([code]) => String(code)));
  step.push(...ON.filter(([, bit]) => added & bit).map(([code]) => String(code)));
  if (from.fg !== to.fg) step.push(to.fg || '39');
  if (from.bg !== to.bg) step.push(to.bg || '49');
  const fresh = ['0', ...codesFor(to)].join(';');
  const incremental = step.join(';');
  return `\u001b[${fresh.length < incremental.length ? fresh : incremental}m`;
}

/** A blank in this style looks like an erased cell. */
const showsAsErased = (style: Style) =>
  style.bg === '' && (style.bits & (UNDERLINE | INVERSE | STRIKE | OVERLINE)) === 0;

/** Blanks that are cheaper jumped over (ESC[5C is 4 bytes) than written. */
const JUMP_FROM = 5;

/**
 * `row` written with one SGR sequence per change of style, ending in the default style. With
 * `erased` (the row was just erased, in the default colours), blanks that would look erased are
 * jumped over or, at the end, left out.
 */
export function compactRow(row: string, erased: boolean): string {
  if (!erased && !row.includes('\u001b')) return row;
  let out = '';
  let shown = DEFAULT;
  let wanted = DEFAULT;
  let blanks = 0;
  for (let i = 0; i < row.length; i++) {
    if (row.charCodeAt(i) === 0x1b) {
      SGR.lastIndex = i;
      const match = SGR.exec(row);
      const next = match ? applied(wanted, match[1]!) : null;
      if (!match || !next) return row;
      wanted = next;
      i += match[0].length - 1;
      continue;
    }
    if (erased && row[i] === ' ' && showsAsErased(wanted)) {
      blanks++;
      continue;
    }
    if (blanks >= JUMP_FROM) out += `\u001b[${blanks}C`;
    else if (blanks > 0) {
      // Blanks are written in a style that shows as erased: the one in force, if it does.
      const blank = showsAsErased(shown) ? shown : DEFAULT;
      out += change(shown, blank) + ' '.repeat(blanks);
      shown = blank;
    }
    blanks = 0;
    out += change(shown, wanted) + row[i];
    shown = wanted;
  }
  return out + change(shown, DEFAULT);
}

// Hostile text for the fuzz tests, and the checks that output is safe to draw on a terminal.
//
// A string a server sends may hold anything: escape sequences that clear the screen, retitle the
// window or write the clipboard (OSC 52), C0 and C1 controls, carriage returns that overwrite a
// line, bidi controls that reorder what is shown, lone UTF-16 surrogates that break width
// counting, and characters two cells wide. Output is safe when none of the first kinds remain
// (they must arrive escaped, as visible text) and no line is wider than the terminal.
import fc from 'fast-check';
import { expect } from 'vitest';
import { displayWidth } from '../../src/format/width.js';

/** Fixed seed: a failure reproduces; change it to explore more. */
export const FUZZ_SEED = 20_261_122;

const PIECES = [
  '\u001b[2J', // clear screen
  '\u001b[H', // cursor home
  '\u001b[31;1m', // colour
  '\u001b]0;pwned\u0007', // window title
  '\u001b]52;c;ZXZpbA==\u0007', // clipboard write
  '\u001b]8;;https://evil.example\u001b\\link\u001b]8;;\u001b\\', // hyperlink
  '\u009b6n', // C1 CSI: report cursor position
  '\u0090q\u009c', // C1 DCS ... ST
  '\u0085', // C1 next line
  '\u0000',
  '\u0007',
  '\u0008\u0008\u0008',
  '\r',
  '\r\n',
  '\n',
  '\t',
  '\u000b',
  '\u000c',
  '\u007f',
  '\u202e', // right-to-left override
  '\u202b',
  '\u2066',
  '\u2069',
  '\u200f', // right-to-left mark
  '\u061c',
  '\ufeff',
  '\u200b',
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\udbff\ud800', // two highs
  '漢字テスト',
  '한국어',
  'ＷＩＤＥ',
  '😀',
  '👩‍💻',
  '🇺🇳',
  'e\u0301',
  'مرحبا',
  'שלום',
  '\u2028',
  ' ',
  '|',
  '`',
  '\\',
  '*_#',
  '<script>',
  '%s%n',
  '"\'',
];

const piece = fc.constantFrom(...PIECES);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const control = fc
  .integer({ min: 0, max: 0x9f })
  .filter((c) => c < 0x20 || c >= 0x7f)
  .map((c) => String.fromCharCode(c));

/** Strings made of hostile pieces, controls, lone surrogates and ordinary text, mixed. */
export const hostileText = (maxPieces = 12): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof(
        { weight: 5, arbitrary: piece },
        control,
        loneSurrogate,
        fc.string({ maxLength: 6 }),
        fc.string({ unit: 'binary', maxLength: 4 }),
      ),
      {
        minLength: 1,
        maxLength: maxPieces,
      },
    )
    .map((parts) => parts.join(''));

/** Sometimes very long (a few hundred characters), to push layouts. */
export const hostileName = (): fc.Arbitrary<string> =>
  fc.oneof({ weight: 4, arbitrary: hostileText() }, { weight: 1, arbitrary: hostileText(6).map((s) => s.repeat(40)) });

/** A multi-line log full of hostile text. */
export const hostileLog = (): fc.Arbitrary<string> =>
  fc.array(hostileText(8), { minLength: 1, maxLength: 12 }).map((lines) => lines.join('\n'));

/** The characters no output may carry unescaped (newline is allowed where lines are expected). */
function problemAt(text: string, i: number, allowNewline: boolean): string | null {
  const code = text.charCodeAt(i);
  if (code === 0x0a) return allowNewline ? null : 'a newline inside one line';
  if (code === 0x1b) return 'ESC';
  if (code < 0x20) return `C0 control U+${code.toString(16).padStart(4, '0')}`;
  if (code >= 0x7f && code <= 0x9f) return `DEL/C1 control U+${code.toString(16).padStart(4, '0')}`;
  if (
    code === 0x061c ||
    (code >= 0x200e && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  ) {
    return `bidi control U+${code.toString(16)}`;
  }
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(i + 1);
    return next >= 0xdc00 && next <= 0xdfff ? null : `lone high surrogate U+${code.toString(16)}`;
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const prev = text.charCodeAt(i - 1);
    return prev >= 0xd800 && prev <= 0xdbff ? null : `lone low surrogate U+${code.toString(16)}`;
  }
  return null;
}

/** The first unsafe character in `text`, described, or null when it is safe to draw. */
export function terminalProblem(text: string, o: { allowNewline?: boolean } = {}): string | null {
  for (let i = 0; i < text.length; i++) {
    const problem = problemAt(text, i, o.allowNewline === true);
    if (problem) return `${problem} at ${i} in ${JSON.stringify(text.slice(Math.max(0, i - 20), i + 20))}`;
  }
  return null;
}

/** Asserts one display string is safe (no newline unless allowed). */
export function expectSafe(text: string, what: string, o: { allowNewline?: boolean } = {}): void {
  expect(terminalProblem(text, o), what).toBeNull();
}

/** Asserts output text is safe and, when `columns` is given, that no line is wider. */
export function expectSafeOutput(text: string, what: string, columns?: number): void {
  expectSafe(text, what, { allowNewline: true });
  if (columns === undefined) return;
  for (const line of text.split('\n')) {
    expect(displayWidth(line), `${what}: line wider than ${columns}: ${JSON.stringify(line)}`).toBeLessThanOrEqual(
      columns,
    );
  }
}

/** Every string anywhere inside a value (objects, arrays), for formatters that return records. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

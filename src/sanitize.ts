// Server text is untrusted: anything that could move the cursor, change colours, retitle the
// window, reorder text (bidi controls) or confuse width measuring (lone surrogates) is shown
// escaped instead of being passed to the terminal. Below every layer: client/, config/ and
// format/ (which re-exports it) all use it.

/** Printable ASCII: nothing in it is escaped (most of what servers send; the loop below is slower). */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/**
 * Any code unit the loop below changes: controls (newline and tab included), DEL and C1, the
 * bidirectional and zero-width marks of isControlOrBidi, and surrogates (kept only in valid
 * pairs). Text without one is returned as it is: names such as "Pricing API – quote" (an en dash)
 * would otherwise be copied a character at a time, 10,000 of them on the way to the first frame.
 */
const MAYBE_CHANGED = /[\x00-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\ud800-\udfff]/;

/**
 * C0 controls (\n, \t and \r are handled apart), DEL and C1 controls; and the bidirectional
 * formatting characters and zero-width marks that reorder or hide text.
 */
function isControlOrBidi(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2069) ||
    code === 0xfeff
  );
}

function escapeCodeUnit(code: number): string {
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

function sanitizeWith(text: string, keepNewlines: boolean): string {
  if (PLAIN_ASCII.test(text) || !MAYBE_CHANGED.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const ch = text[i]!;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += ch + text[i + 1]!;
        i++;
      } else {
        out += escapeCodeUnit(code);
      }
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) {
      out += escapeCodeUnit(code);
      continue;
    }
    if (ch === '\n') {
      out += keepNewlines ? '\n' : '\\n';
      continue;
    }
    if (ch === '\t') {
      out += keepNewlines ? '  ' : ' ';
      continue;
    }
    if (ch === '\r') {
      out += '\\r';
      continue;
    }
    if (isControlOrBidi(code)) {
      out += escapeCodeUnit(code);
      continue;
    }
    out += ch;
  }
  return out;
}

/** One line of untrusted text, safe to draw: newlines and controls become visible escapes. */
export function sanitizeLine(value: unknown): string {
  if (value === null || value === undefined) return '';
  return sanitizeWith(String(value), false);
}

/** Multi-line untrusted text (logs, raw errors): keeps line breaks, escapes everything else. */
export function sanitizeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return sanitizeWith(String(value).replace(/\r\n/g, '\n'), true);
}

/** Split untrusted multi-line text into safe lines. */
export function sanitizeLines(value: unknown): string[] {
  return sanitizeText(value).split('\n');
}

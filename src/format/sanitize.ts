// Server text is untrusted: anything that could move the cursor, change colours, retitle the
// window, reorder text (bidi controls) or confuse width measuring (lone surrogates) is shown
// escaped instead of being passed to the terminal.

// C0 controls (but we treat \n and \t separately), DEL, C1 controls.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
// Bidirectional formatting characters and zero-width marks that reorder or hide text.
const BIDI = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

function escapeCodeUnit(code: number): string {
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

function sanitizeWith(text: string, keepNewlines: boolean): string {
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
    if (CONTROL.test(ch) || BIDI.test(ch)) {
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

import { describe, expect, it } from 'vitest';
import { sanitizeLine, sanitizeLines, sanitizeText } from '../src/sanitize.js';

describe('sanitizeLine', () => {
  it('shows escape sequences escaped', () => {
    expect(sanitizeLine('\u001b[2Jwipe')).toBe('\\x1b[2Jwipe');
    expect(sanitizeLine('a\u009bb')).toBe('a\\x9bb');
  });
  it('escapes newlines, carriage returns and bidi overrides', () => {
    expect(sanitizeLine('a\nb\rc')).toBe('a\\nb\\rc');
    expect(sanitizeLine('x\u202eevil')).toBe('x\\u202eevil');
  });
  it('keeps ordinary Unicode and surrogate pairs, escapes lone surrogates', () => {
    expect(sanitizeLine('数据 ✓ 😀')).toBe('数据 ✓ 😀');
    expect(sanitizeLine('a\ud800b')).toBe('a\\ud800b');
    expect(sanitizeLine('a\udc00')).toBe('a\\udc00');
  });
  it('escapes exactly the C0 and C1 controls, DEL, and the bidi and zero-width marks, of all of plane 0', () => {
    // The characters it must escape, as a pattern (sanitize.ts checks code ranges, and passes
    // printable ASCII through untouched).
    const mustEscape = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
    const wrong: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const ch = String.fromCharCode(code);
      if (ch === '\n' || ch === '\t' || ch === '\r') continue;
      for (const text of [ch, `a${ch}b`, `数${ch}`]) {
        const escaped = sanitizeLine(text) !== text;
        if (escaped !== mustEscape.test(ch)) wrong.push(`U+${code.toString(16)} in ${JSON.stringify(text)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(sanitizeLine('plain ASCII ~!')).toBe('plain ASCII ~!');
  });
  it('turns null and undefined into empty text', () => {
    expect(sanitizeLine(null)).toBe('');
    expect(sanitizeLine(undefined)).toBe('');
  });
});

describe('sanitizeText', () => {
  it('keeps line breaks but escapes controls within lines', () => {
    expect(sanitizeText('one\r\ntwo\u0007')).toBe('one\ntwo\\x07');
    expect(sanitizeLines('a\nb\u001b]0;title\u0007')).toEqual(['a', 'b\\x1b]0;title\\x07']);
  });
});

describe('sanitizeLine on text that is not plain ASCII', () => {
  it('returns what the escaping loop returns for every code unit (the loop forced by a trailing newline)', () => {
    for (let code = 0; code <= 0xffff; code++) {
      const text = `Pricing API – ${String.fromCharCode(code)}`;
      expect(sanitizeLine(text)).toBe(sanitizeLine(`${text}\n`).slice(0, -2));
    }
  });
});

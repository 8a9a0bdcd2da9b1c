import { describe, expect, it } from 'vitest';
import { sanitizeLine, sanitizeLines, sanitizeText } from '../../src/format/sanitize.js';

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

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import stringWidth from 'string-width';
import { displayWidth, fit, graphemes, truncate, wrapCells } from '../../src/format/width.js';

describe('width', () => {
  it('measures wide characters as two cells', () => {
    expect(displayWidth('ab')).toBe(2);
    expect(displayWidth('数据')).toBe(4);
  });
  it('truncates with an ellipsis without splitting a wide character', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('数据数据', 4)).toBe('数…');
    expect(displayWidth(truncate('数据数据', 4))).toBeLessThanOrEqual(4);
    expect(truncate('abc', 3)).toBe('abc');
  });
  it('fits to an exact width', () => {
    expect(fit('ab', 4)).toBe('ab  ');
    expect(fit('ab', 4, 'right')).toBe('  ab');
    expect(displayWidth(fit('数据数据数据', 5))).toBe(5);
  });
});

describe('wrapCells', () => {
  it('cuts a long line into rows of the width, wide characters counting two', () => {
    expect(wrapCells('POST /v1/status-pages', 8)).toEqual(['POST /v1', '/status-', 'pages']);
    expect(wrapCells('日本語', 4)).toEqual(['日本', '語']);
    expect(wrapCells('', 5)).toEqual(['']);
  });
});

describe('the one-cell-per-character fast path', () => {
  // Letters, punctuation and symbols the fast path takes, plus neighbours it must leave to
  // string-width and Intl.Segmenter (soft hyphen, combining marks, ‼, CJK, emoji, controls).
  const alphabet = [
    ...'aZ 09~!-…–—‰›éßÿĀžǅʼ˟',
    '\u00a0', '\u00ad', '\u0301', '\u200d', '\u203c', '\u2028', '数', '🚀', '\ufe0f', '\u001b', '\t',
  ];
  const texts = fc.array(fc.constantFrom(...alphabet), { maxLength: 12 }).map((chars) => chars.join(''));
  const reference = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

  it('splits and measures exactly as Intl.Segmenter and string-width do', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(graphemes(text)).toEqual(Array.from(reference.segment(text), (s) => s.segment));
        expect(displayWidth(text)).toBe(stringWidth(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('takes accented Latin and typographic dashes as one cell each', () => {
    expect(displayWidth('shop-frontend – deployment… café')).toBe(32);
    expect(truncate('Zürich – Ångström', 8)).toBe('Zürich …');
    expect(displayWidth('soft\u00adhyphen')).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import stringWidth from 'string-width';
import {
  COMMON_SINGLE_CODE_POINTS,
  displayWidth,
  styledWidth,
  fit,
  graphemes,
  truncate,
  wrapCells,
} from '../../src/format/width.js';

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
    '\u00a0',
    '\u00ad',
    '\u0301',
    '\u200d',
    '\u203c',
    '\u2028',
    '数',
    '🚀',
    '\ufe0f',
    '\u001b',
    '\t',
    // Marks and what they may follow: variation selectors after text emoji, keycaps, Devanagari
    // consonants joined by a virama (one grapheme since Unicode 15.1), a Hangul syllable.
    '\u0300',
    '\u1dc0',
    '\u20dd',
    '\u20e3',
    '\ufe0e',
    '\u26a0',
    '©',
    '#',
    '1',
    'क',
    '\u094d',
    '가',
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

  it('measures styled text as string-width does, or leaves it to string-width', () => {
    const styles = [
      '\u001b[1m',
      '\u001b[22m',
      '\u001b[38;5;210m',
      '\u001b[39m',
      '\u001b[48;5;66m',
      '\u001b[m',
      '\u001b[2J',
    ];
    const styled = fc.array(fc.constantFrom(...alphabet, ...styles), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(styled, (text) => {
        const width = styledWidth(text);
        if (width !== undefined) expect(width).toBe(stringWidth(text));
      }),
      { numRuns: 2000 },
    );
    expect(styledWidth('\u001b[1m\u001b[38;5;210mFAIL\u001b[39m\u001b[22m  Auth API – list orders …')).toBe(30);
    expect(styledWidth('\u001b[1m数据 e\u0301\u001b[22m')).toBe(6);
    expect(styledWidth('\u001b]8;;https://example.com\u0007link\u001b]8;;\u0007')).toBeUndefined();
  });

  it('takes accented Latin and typographic dashes as one cell each', () => {
    expect(displayWidth('shop-frontend – deployment… café')).toBe(32);
    expect(truncate('Zürich – Ångström', 8)).toBe('Zürich …');
    expect(displayWidth('soft\u00adhyphen')).toBe(10);
  });
});

describe('the one-grapheme-per-code-point path', () => {
  it('measures every code point it takes as string-width does, and never joins it to a neighbour', () => {
    const reference = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    let taken = 0;
    const wrong: { cp: string; segments: string[]; width: number; expected: number }[] = [];
    // Planes 0-3 hold every assigned letter, symbol and emoji; 14-16 are tags and private use.
    for (let cp = 0; cp <= 0x3ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const char = String.fromCodePoint(cp);
      const text = `a${char}${char}b`;
      if (graphemes(text).length !== 4) continue;
      taken++;
      const segments = Array.from(reference.segment(text), (s) => s.segment);
      if (segments.length !== 4 || displayWidth(char) !== stringWidth(char)) {
        wrong.push({ cp: cp.toString(16), segments, width: displayWidth(char), expected: stringWidth(char) });
      }
    }
    expect(wrong).toEqual([]);
    // Nearly all of Unicode's letters and symbols (CJK, Hangul syllables, emoji) take it.
    expect(taken).toBeGreaterThan(200_000);
  }, 60_000);

  it('has a quick check that takes nothing the full pattern would not', () => {
    // biome-ignore lint/complexity/useRegexLiterals: tsc refuses the `v` flag in a literal below target ES2024; the constructor takes it at run time.
    const full = new RegExp(
      String.raw`^[\p{Grapheme_Base}--[\p{Default_Ignorable_Code_Point}\p{Mc}\p{Emoji_Modifier}\p{Regional_Indicator}]]*$`,
      'v',
    );
    let quick = 0;
    for (let cp = 0; cp <= 0x3ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const char = String.fromCodePoint(cp);
      if (!COMMON_SINGLE_CODE_POINTS.test(char)) continue;
      quick++;
      // Taken by the quick check: so the one-code-point path must take it too (tested above).
      if (!full.test(char) || graphemes(`a${char}${char}b`).length !== 4)
        expect(cp.toString(16)).toBe('inside the full set');
    }
    expect(quick).toBeGreaterThan(30_000);
  });

  it('joins combining marks and variation selectors to the character before, as Intl.Segmenter and string-width do', () => {
    const reference = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const marks = ['\u0301', '\ufe0e', '\ufe0f', '\u0301\ufe0f', '\ufe0f\u0301'];
    // Every character of the first plane that joins the one before it (the path's marks, and the
    // rest, such as the keycap mark and the viramas, that it leaves to Intl.Segmenter).
    for (let cp = 0x300; cp <= 0xfe2f; cp++) {
      const mark = String.fromCodePoint(cp);
      if (Array.from(reference.segment(`a${mark}`)).length === 1) marks.push(mark);
    }
    expect(marks.length).toBeGreaterThan(1000);
    const wrong: { text: string; segments: string[]; width: number; expected: number }[] = [];
    const check = (text: string) => {
      const segments = Array.from(reference.segment(text), (s) => s.segment);
      const expected = stringWidth(text);
      if (JSON.stringify(graphemes(text)) !== JSON.stringify(segments) || displayWidth(text) !== expected)
        wrong.push({ text, segments, width: displayWidth(text), expected });
    };
    for (const mark of marks)
      for (const text of [mark, `${mark}${mark}x`, `a${mark}b`, `数${mark}${mark}`]) check(text);
    // The whole of the blocks the path takes marks from, assigned or not.
    const blocks: [number, number][] = [
      [0x300, 0x36f],
      [0x1ab0, 0x1aff],
      [0x1dc0, 0x1dff],
      [0x20d0, 0x20ff],
      [0xfe00, 0xfe2f],
    ];
    for (const [from, to] of blocks) {
      for (let cp = from; cp <= to; cp++) check(`a${String.fromCodePoint(cp)}b`);
    }
    // Every emoji, and one in 31 other characters, of the one-code-point path followed by a
    // variation selector or an accent (all of them would take string-width 15 s).
    const emoji = /\p{Emoji}|\p{Extended_Pictographic}/u;
    for (let cp = 0; cp <= 0x3ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const char = String.fromCodePoint(cp);
      if (cp % 31 !== 0 && !emoji.test(char)) continue;
      if (graphemes(char).length !== 1 || graphemes(`a${char}${char}b`).length !== 4) continue;
      for (const mark of ['\ufe0f', '\u0301']) check(`${char}${mark}`);
    }
    expect(wrong).toEqual([]);
    expect(displayWidth('Café crème — e\u0301dition spéciale')).toBe(29);
    expect(displayWidth('\u26a0\ufe0f disk full')).toBe(12);
    expect(displayWidth('\u26a0\ufe0e disk full')).toBe(11);
  }, 120_000);

  it('takes CJK and single emoji, and leaves sequences to string-width', () => {
    expect(displayWidth('結合テスト 🚦 日本語')).toBe(stringWidth('結合テスト 🚦 日本語'));
    expect(displayWidth('結合テスト 🚦 日本語')).toBe(20);
    expect(graphemes('👩‍👩‍👧 🇩🇪 👍🏽')).toEqual(['👩‍👩‍👧', ' ', '🇩🇪', ' ', '👍🏽']);
    expect(displayWidth('👩‍👩‍👧 🇩🇪 👍🏽')).toBe(stringWidth('👩‍👩‍👧 🇩🇪 👍🏽'));
  });
});

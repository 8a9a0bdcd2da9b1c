// Wrapping long values (links) in the Sessions detail.
import { describe, expect, it } from 'vitest';
import { wrapCells } from '../../../../src/format/width.js';
import { linkLines } from '../../../../src/tui/screens/sessions/wrap.js';

describe('wrapping long values', () => {
  it('cuts a URL into lines of the width, losing nothing, wide characters counted as two', () => {
    const url = 'https://app.example.com/test-sessions/1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    const parts = wrapCells(url, 20);
    expect(parts.join('')).toBe(url);
    expect(parts.every((p) => p.length <= 20)).toBe(true);
    expect(wrapCells('日本語テスト', 5)).toEqual(['日本', '語テ', 'スト']);
    expect(wrapCells('short', 20)).toEqual(['short']);
  });

  it('puts a link on a line of its own, never wrapped', () => {
    // Never wrapped: whole on its own line when it fits, cut with '…' (never broken over lines) when not.
    expect(linkLines('Link', 'https://x.example/abc', 5, 40, '(L copies it)')).toEqual([
      'Link  (L copies it)',
      'https://x.example/abc',
    ]);
    expect(linkLines('Link', 'https://x.example/abcdefghij', 5, 12, '(L copies it)')).toEqual([
      'Link  (L copies it)',
      'https://x.e…',
    ]);
  });
});

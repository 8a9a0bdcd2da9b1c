import { describe, expect, it } from 'vitest';
import { textAreaOf, textAreaReducer } from '../../../src/tui/forms/textArea.js';
import { scrollTop, wrapTextArea } from '../../../src/tui/forms/wrap.js';

describe('wrapping a text area for display', () => {
  it('cuts long lines into rows that leave a cell for the cursor', () => {
    const w = wrapTextArea(textAreaOf('abcdefgh\nxy'), 5);
    expect(w.rows.map((r) => r.text)).toEqual(['abcd', 'efgh', 'xy']);
    expect(w.rows.map((r) => r.line)).toEqual([0, 0, 1]);
    expect([w.cursorRow, w.cursorOffset]).toEqual([2, 2]);
  });

  it('counts wide characters as two cells', () => {
    const w = wrapTextArea(textAreaOf('日本語テキスト'), 7);
    expect(w.rows.map((r) => r.text)).toEqual(['日本語', 'テキス', 'ト']);
  });

  it('puts a cursor on a row boundary at the start of the later row', () => {
    const s = textAreaReducer(textAreaOf('abcdefgh'), { type: 'home' });
    const moved = [1, 2, 3, 4].reduce((acc) => textAreaReducer(acc, { type: 'right' }), s);
    const w = wrapTextArea(moved, 5);
    expect([w.cursorRow, w.cursorOffset]).toEqual([1, 0]);
  });

  it('an empty line is one empty row', () => {
    const w = wrapTextArea(textAreaOf('a\n\nb'), 10);
    expect(w.rows.map((r) => r.text)).toEqual(['a', '', 'b']);
  });

  it('scrolls just enough to keep the cursor row in the window', () => {
    expect(scrollTop(0, 2, 3, 10)).toBe(0);
    expect(scrollTop(0, 5, 3, 10)).toBe(3);
    expect(scrollTop(4, 1, 3, 10)).toBe(1);
    expect(scrollTop(8, 3, 3, 4)).toBe(1);
  });
});

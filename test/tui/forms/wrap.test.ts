import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayWidth } from '../../../src/format/width.js';
import { textAreaOf, textAreaReducer } from '../../../src/tui/forms/textArea.js';
import { scrollTop, wrapTextArea } from '../../../src/tui/forms/wrap.js';

describe('wrapping a text area for display', () => {
  it('cuts long lines into rows that leave a cell for the cursor', () => {
    const w = wrapTextArea(textAreaOf('abcdefgh\nxy'), 5);
    expect(w.rows.map((r) => r.text)).toEqual(['abcd', 'efgh', 'xy']);
    expect(w.rows.map((r) => r.line)).toEqual([0, 0, 1]);
    expect([w.cursorRow, w.cursorOffset]).toEqual([2, 2]);
  });

  it('moves a word that does not fit to the next row whole, and cuts a word longer than a row', () => {
    const w = wrapTextArea(textAreaOf('dark mode and 0123456789ab'), 10);
    expect(w.rows.map((r) => r.text)).toEqual(['dark mode ', 'and ', '012345678', '9ab']);
    // The rows are the line cut in pieces: nothing is lost or added, so the cursor maps back.
    expect(w.rows.map((r) => r.text).join('')).toBe('dark mode and 0123456789ab');
    expect(w.rows.every((r) => r.text.length <= 10)).toBe(true);
    const home = textAreaReducer(textAreaOf('dark mode and'), { type: 'home' });
    const atAnd = Array.from({ length: 10 }).reduce<typeof home>(
      (acc) => textAreaReducer(acc, { type: 'right' }),
      home,
    );
    expect(wrapTextArea(atAnd, 10)).toMatchObject({ cursorRow: 1, cursorOffset: 0 });
  });

  it('for any text and width, the rows are the text in order, each within the width', () => {
    const word = fc.stringMatching(/^(?:[a-z]|日|é| ){0,14}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), fc.integer({ min: 2, max: 20 }), (words, width) => {
        const text = words.join(' ');
        const rows = wrapTextArea(textAreaOf(text), width).rows;
        expect(rows.map((r) => r.text).join('')).toBe(text);
        for (const r of rows) expect(displayWidth(r.text)).toBeLessThanOrEqual(width);
        // Only the last row may be empty.
        for (const r of rows.slice(0, -1)) expect(r.text).not.toBe('');
      }),
      { numRuns: 500 },
    );
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

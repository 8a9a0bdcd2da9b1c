import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  atFirstLine,
  atLastLine,
  textAreaOf,
  textAreaReducer,
  textAreaValue,
  type TextAreaAction,
  type TextAreaState,
} from '../../../src/tui/forms/textArea.js';

const run = (state: TextAreaState, ...actions: TextAreaAction[]) => actions.reduce(textAreaReducer, state);
const type = (text: string): TextAreaAction => ({ type: 'insert', text });
const at = (s: TextAreaState) => [s.row, s.col];

describe('text area reducer', () => {
  it('starts with the cursor at the end of the value', () => {
    const s = textAreaOf('one\ntwo');
    expect(s.lines).toEqual(['one', 'two']);
    expect(at(s)).toEqual([1, 3]);
    expect(textAreaValue(textAreaOf(''))).toBe('');
  });

  it('inserts at the cursor and Enter splits the line there', () => {
    let s = run(
      textAreaOf(''),
      type('Fix deployed'),
      { type: 'left' },
      { type: 'left' },
      { type: 'left' },
      { type: 'left' },
      { type: 'left' },
      { type: 'left' },
      { type: 'left' },
      { type: 'left' },
    );
    expect(at(s)).toEqual([0, 4]);
    s = run(s, { type: 'newline' });
    expect(s.lines).toEqual(['Fix ', 'deployed']);
    expect(at(s)).toEqual([1, 0]);
    s = run(s, type('was '));
    expect(textAreaValue(s)).toBe('Fix \nwas deployed');
  });

  it('pasted text keeps its line breaks (CRLF too), turns tabs into spaces and drops control characters', () => {
    const s = run(textAreaOf('ab'), { type: 'left' }, type('1\r\n2\n3\t\u001b[2J\u0007x'));
    expect(s.lines).toEqual(['a1', '2', '3  [2Jxb']);
    expect(at(s)).toEqual([2, 7]);
  });

  it('drops bidi overrides and zero-width marks that would reorder or hide text', () => {
    expect(textAreaValue(run(textAreaOf(''), type('a\u202eb\u200bc')))).toBe('abc');
    expect(run(textAreaOf('x'), type('\u0007'))).toEqual(textAreaOf('x'));
  });

  it('backspace deletes before the cursor and joins a line to the one above at its start', () => {
    let s = textAreaOf('ab\ncd');
    s = run(s, { type: 'home' }, { type: 'backspace' });
    expect(s.lines).toEqual(['abcd']);
    expect(at(s)).toEqual([0, 2]);
    s = run(s, { type: 'backspace' });
    expect(textAreaValue(s)).toBe('acd');
    expect(run(textAreaOf(''), { type: 'backspace' })).toEqual(textAreaOf(''));
  });

  it('delete removes after the cursor and joins the next line at the end', () => {
    const s = run(textAreaOf('ab\ncd'), { type: 'up' }, { type: 'end' }, { type: 'delete' });
    expect(s.lines).toEqual(['abcd']);
    expect(at(s)).toEqual([0, 2]);
  });

  it('left and right cross line ends', () => {
    let s = run(textAreaOf('ab\ncd'), { type: 'home' }, { type: 'left' });
    expect(at(s)).toEqual([0, 2]);
    s = run(s, { type: 'right' });
    expect(at(s)).toEqual([1, 0]);
    expect(at(run(textAreaOf('ab'), { type: 'right' }))).toEqual([0, 2]);
    expect(at(run(textAreaOf('ab'), { type: 'home' }, { type: 'left' }))).toEqual([0, 0]);
  });

  it('up and down keep the column they started from across short lines', () => {
    let s = run(
      textAreaOf('a long first line\nab\nanother long line'),
      { type: 'up' },
      { type: 'up' },
      { type: 'home' },
    );
    s = run(s, ...Array.from({ length: 10 }, () => ({ type: 'right' }) as const));
    expect(at(s)).toEqual([0, 10]);
    s = run(s, { type: 'down' });
    expect(at(s)).toEqual([1, 2]);
    s = run(s, { type: 'down' });
    expect(at(s)).toEqual([2, 10]);
    expect(atLastLine(s)).toBe(true);
    s = run(s, { type: 'down' });
    expect(at(s)).toEqual([2, 10]);
    s = run(s, { type: 'up' }, { type: 'up' });
    expect(at(s)).toEqual([0, 10]);
    expect(atFirstLine(s)).toBe(true);
  });

  it('moves and deletes whole astral characters (emoji), never half a surrogate pair', () => {
    let s = textAreaOf('a😀b');
    s = run(s, { type: 'left' }, { type: 'left' });
    expect(s.col).toBe(1);
    s = run(s, { type: 'right' });
    expect(s.col).toBe(3);
    s = run(s, { type: 'backspace' });
    expect(textAreaValue(s)).toBe('ab');
    const down = run(textAreaOf('😀😀\nabc'), { type: 'home' }, { type: 'right' }, { type: 'up' });
    expect(down.col).toBe(0);
  });

  it('set replaces the value', () => {
    expect(textAreaValue(run(textAreaOf('x'), { type: 'set', value: 'a\nb' }))).toBe('a\nb');
  });

  it('the cursor always stays inside the text, whatever the keys', () => {
    const action = fc.oneof(
      fc.constantFrom<TextAreaAction>(
        { type: 'newline' },
        { type: 'backspace' },
        { type: 'delete' },
        { type: 'left' },
        { type: 'right' },
        { type: 'up' },
        { type: 'down' },
        { type: 'home' },
        { type: 'end' },
      ),
      fc.string({ maxLength: 4 }).map((text): TextAreaAction => ({ type: 'insert', text })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const s = run(textAreaOf(''), ...actions);
        expect(s.lines.length).toBeGreaterThan(0);
        expect(s.row).toBeGreaterThanOrEqual(0);
        expect(s.row).toBeLessThan(s.lines.length);
        expect(s.col).toBeGreaterThanOrEqual(0);
        expect(s.col).toBeLessThanOrEqual(s.lines[s.row]!.length);
        expect(textAreaValue(s)).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
      }),
    );
  });
});

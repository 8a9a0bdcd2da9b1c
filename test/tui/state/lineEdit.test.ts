import { describe, expect, it } from 'vitest';
import { lineOf, lineReducer } from '../../../src/tui/state/lineEdit.js';

describe('line editing', () => {
  it('inserts at the cursor, deletes behind it, moves it', () => {
    let s = lineOf('ac');
    s = lineReducer(s, { type: 'left' });
    s = lineReducer(s, { type: 'insert', text: 'b' });
    expect(s).toEqual({ value: 'abc', cursor: 2 });
    s = lineReducer(s, { type: 'backspace' });
    expect(s).toEqual({ value: 'ac', cursor: 1 });
    s = lineReducer(s, { type: 'home' });
    expect(lineReducer(s, { type: 'backspace' })).toBe(s);
    s = lineReducer(s, { type: 'delete' });
    expect(s).toEqual({ value: 'c', cursor: 0 });
    expect(lineReducer(s, { type: 'end' }).cursor).toBe(1);
  });

  it('drops control characters from typed or pasted text', () => {
    expect(lineReducer(lineOf(''), { type: 'insert', text: 'a\u001b[2Jb\nc' }).value).toBe('a[2Jbc');
    const s = lineOf('x');
    expect(lineReducer(s, { type: 'insert', text: '\u0007' })).toBe(s);
  });

  it('ctrl+u deletes everything before the cursor, ctrl+w the word before it', () => {
    let s = lineReducer(lineOf('check abc  def'), { type: 'delete-word' });
    expect(s).toEqual({ value: 'check abc  ', cursor: 11 });
    s = lineReducer(s, { type: 'delete-word' });
    expect(s).toEqual({ value: 'check ', cursor: 6 });
    s = lineReducer(lineReducer(lineOf('one two'), { type: 'left' }), { type: 'clear-to-start' });
    expect(s).toEqual({ value: 'o', cursor: 0 });
    expect(lineReducer(s, { type: 'clear-to-start' })).toBe(s);
    expect(lineReducer(s, { type: 'delete-word' })).toBe(s);
  });
});

// Keys that edit a one-line field, shared by the palette, the filter prompt and the login form.
import type { Key } from 'ink';
import type { LineAction } from './lineEdit.js';

/** The edit a key makes, or null when the key is not an edit (a command, or nothing). */
export function lineActionFor(name: string | null, input: string, key: Key): LineAction | null {
  switch (name) {
    case 'backspace':
      return { type: 'backspace' };
    case 'left':
      return { type: 'left' };
    case 'right':
      return { type: 'right' };
    case 'home':
      return { type: 'home' };
    case 'end':
      return { type: 'end' };
    case 'space':
      return { type: 'insert', text: ' ' };
  }
  if (key.ctrl || key.meta || key.escape || key.return || key.tab) return null;
  if (input === '' || key.upArrow || key.downArrow || key.pageUp || key.pageDown) return null;
  // A single character or pasted text.
  return { type: 'insert', text: input };
}

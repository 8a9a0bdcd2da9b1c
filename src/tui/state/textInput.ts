// Keys that edit a text field, shared by the palette, the prompts, the forms and the login form:
// looked up in the line editor's table; any other printable input is inserted.
import type { Key } from 'ink';
import { lineEditKeymap, type LineEditId } from '../keys/lineEdit.js';
import { isTypedText } from '../keys/names.js';
import { commandFor } from '../keys/resolve.js';
import type { LineAction } from './lineEdit.js';

const actions: { readonly [K in LineEditId]: LineAction } = {
  'delete-back': { type: 'backspace' },
  'cursor-left': { type: 'left' },
  'cursor-right': { type: 'right' },
  'line-start': { type: 'home' },
  'line-end': { type: 'end' },
  'clear-to-start': { type: 'clear-to-start' },
  'delete-word': { type: 'delete-word' },
  space: { type: 'insert', text: ' ' },
};

/** The edit a key makes, or null when the key is not an edit (a command, or nothing). */
export function lineActionFor(name: string | null, input: string, key: Key): LineAction | null {
  const id = commandFor(lineEditKeymap, name);
  if (id) return actions[id];
  // A single character or pasted text.
  return isTypedText(input, key) ? { type: 'insert', text: input } : null;
}

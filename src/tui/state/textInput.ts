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

export interface PastedLine {
  /** The text as a one-line field takes it. */
  text: string;
  /** What was done with its line breaks, when it had any (said to the user). */
  note?: string;
}

/**
 * A paste into a one-line field: line breaks become spaces (a final one is dropped), and the user
 * is told, so a pasted second line is never lost or sent unseen.
 */
export function pasteIntoLine(pasted: string): PastedLine {
  const normal = pasted.replace(/\r\n?/g, '\n');
  const body = normal.replace(/\n+$/, '');
  const lines = body.split('\n').length;
  if (lines > 1)
    return { text: body.replace(/\n/g, ' '), note: `pasted ${lines} lines as one: each line break became a space` };
  if (body !== normal) return { text: body, note: 'pasted without its final line break' };
  return { text: body };
}

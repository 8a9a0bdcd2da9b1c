// A one-line text field: the value and the cursor. Used by the filter prompt, the palette and the
// login form (Ink's own text input would install a second key handler).

export interface LineState {
  value: string;
  cursor: number;
}

export type LineAction =
  | { type: 'insert'; text: string }
  | { type: 'backspace' }
  | { type: 'delete' }
  | { type: 'left' }
  | { type: 'right' }
  | { type: 'home' }
  | { type: 'end' }
  /** ctrl+u: delete everything before the cursor. */
  | { type: 'clear-to-start' }
  /** ctrl+w: delete the word before the cursor (and the spaces after it). */
  | { type: 'delete-word' }
  | { type: 'set'; value: string };

/** Where the word before `cursor` starts: spaces before the cursor, then non-spaces, are dropped. */
export function wordStart(text: string, cursor: number): number {
  let i = cursor;
  while (i > 0 && /\s/.test(text[i - 1]!)) i--;
  while (i > 0 && !/\s/.test(text[i - 1]!)) i--;
  return i;
}

export function lineOf(value: string): LineState {
  return { value, cursor: value.length };
}

// Typed and pasted text: drop control characters and line breaks, which a one-line field cannot hold.
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}

export function lineReducer(state: LineState, action: LineAction): LineState {
  const { value, cursor } = state;
  switch (action.type) {
    case 'insert': {
      const text = printable(action.text);
      if (!text) return state;
      return { value: value.slice(0, cursor) + text + value.slice(cursor), cursor: cursor + text.length };
    }
    case 'backspace':
      if (cursor === 0) return state;
      return { value: value.slice(0, cursor - 1) + value.slice(cursor), cursor: cursor - 1 };
    case 'delete':
      if (cursor >= value.length) return state;
      return { value: value.slice(0, cursor) + value.slice(cursor + 1), cursor };
    case 'left':
      return { value, cursor: Math.max(0, cursor - 1) };
    case 'right':
      return { value, cursor: Math.min(value.length, cursor + 1) };
    case 'home':
      return { value, cursor: 0 };
    case 'end':
      return { value, cursor: value.length };
    case 'clear-to-start':
      if (cursor === 0) return state;
      return { value: value.slice(cursor), cursor: 0 };
    case 'delete-word': {
      const start = wordStart(value, cursor);
      if (start === cursor) return state;
      return { value: value.slice(0, start) + value.slice(cursor), cursor: start };
    }
    case 'set':
      return lineOf(action.value);
  }
}

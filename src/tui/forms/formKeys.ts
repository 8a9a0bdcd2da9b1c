// Keys of a form, turned into form actions. While the form is being edited or asks a question
// it takes every key ('ignore' for keys that mean nothing there), so text typed into a field is
// never taken for a shell key. Once sent or left, keys are the screen's again (null).
import type { Key } from 'ink';
import type { Keymap } from '../keys/types.js';
import { lineActionFor } from '../state/textInput.js';
import type { FormAction, FormState } from './formState.js';
import { atFirstLine, atLastLine, type TextAreaAction } from './textArea.js';

export type FormKeyResult = FormAction | 'ignore' | null;

/** The form's keys, for the help overlay (handled by formKeyAction; Esc is the shell's back key). */
export const formKeymap: Keymap = [
  { command: 'form-next', keys: ['tab'], description: 'form: next field (also Down, and Enter on one-line fields)' },
  { command: 'form-prev', keys: ['shift+tab'], description: 'form: previous field (also Up)' },
  { command: 'form-review', keys: ['ctrl+s'], description: 'form: review the exact request, then y sends it, n goes back' },
];

/** A text area adds lines and moves between them; other keys edit as in a one-line field. */
function areaActionFor(name: string | null, input: string, key: Key): TextAreaAction | null {
  if (name === 'enter') return { type: 'newline' };
  if (name === 'up' || name === 'down') return { type: name };
  return lineActionFor(name, input, key);
}

function editKey(state: FormState, name: string | null, input: string, key: Key): FormKeyResult {
  switch (name) {
    case 'escape':
      return { type: 'escape' };
    case 'ctrl+s':
      return { type: 'review' };
    case 'tab':
      return { type: 'focus-next' };
    case 'shift+tab':
      return { type: 'focus-prev' };
  }
  const spec = state.specs[state.focus];
  const field = spec ? state.fields[spec.name] : undefined;
  if (!field) return 'ignore';
  if (field.kind === 'textarea') {
    // Up on the first line and down on the last leave the text for the field above or below.
    if (name === 'up' && atFirstLine(field.area)) return { type: 'focus-prev' };
    if (name === 'down' && atLastLine(field.area)) return { type: 'focus-next' };
    const edit = areaActionFor(name, input, key);
    return edit ? { type: 'area', edit } : 'ignore';
  }
  if (name === 'up') return { type: 'focus-prev' };
  if (name === 'down' || name === 'enter') return { type: 'focus-next' };
  switch (field.kind) {
    case 'choice':
      if (name === 'space' || name === 'right') return { type: 'choice', delta: 1 };
      if (name === 'left') return { type: 'choice', delta: -1 };
      return 'ignore';
    case 'toggle':
      return name === 'space' || name === 'left' || name === 'right' ? { type: 'toggle' } : 'ignore';
    case 'text':
    case 'datetime': {
      const edit = lineActionFor(name, input, key);
      return edit ? { type: 'line', edit } : 'ignore';
    }
  }
}

export function formKeyAction(state: FormState, name: string | null, input: string, key: Key): FormKeyResult {
  switch (state.phase) {
    case 'edit':
      return editKey(state, name, input, key);
    case 'review':
      if (name === 'y') return { type: 'send' };
      if (name === 'n' || name === 'escape') return { type: 'back' };
      return 'ignore';
    case 'confirm-resend':
      // Not `y`: a second `y` pressed by reflex must not send the update twice.
      if (name === 's') return { type: 'send-again' };
      if (name === 'n' || name === 'escape') return { type: 'back' };
      return 'ignore';
    case 'confirm-leave':
      if (name === 'y') return { type: 'leave' };
      if (name === 'n' || name === 'escape' || name === 'enter') return { type: 'back' };
      return 'ignore';
    case 'sending':
      return 'ignore';
    case 'sent':
    case 'left':
      return null;
  }
}

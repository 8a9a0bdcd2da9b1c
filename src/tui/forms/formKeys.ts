// A form's keys as tables: one per phase (edit, review, the two questions) and, while editing,
// one per kind of the focused field. While the form is edited or asks a question it takes every
// key (keys its tables do not bind are typed text, or nothing), so text typed into a field is
// never taken for a shell key. Once sent or left, keys are the screen's again (null).
import type { Key } from 'ink';
import { defineKeymap } from '../keys/commands.js';
import { commandFor } from '../keys/resolve.js';
import type { Command, CommandTable, Keymap } from '../keys/types.js';
import { lineActionFor } from '../state/textInput.js';
import type { FieldSpec } from './fields.js';
import type { FormAction, FormState } from './formState.js';
import { atFirstLine, atLastLine } from './textArea.js';

export type FormKeyResult = FormAction | 'ignore' | null;

/** Every field, while editing. */
export const formEditKeymap = defineKeymap([
  { id: 'review', keys: ['ctrl+s'], description: 'review the exact request (it is sent only from the review)', footer: 'review' },
  { id: 'next-field', keys: ['tab'], description: 'next field', footer: 'field' },
  { id: 'prev-field', keys: ['shift+tab'], description: 'previous field' },
  { id: 'escape', keys: ['escape'], description: 'leave the form (asks first when something was typed)', footer: 'leave' },
]);

const fieldMoves = defineKeymap([
  { id: 'field-up', keys: ['up'], description: 'previous field' },
  { id: 'field-down', keys: ['down', 'enter'], description: 'next field' },
]);

/** One-line fields (text, date); the line editor's keys edit them. */
export const lineFieldKeymap = fieldMoves;

export const areaFieldKeymap = defineKeymap([
  { id: 'newline', keys: ['enter'], description: 'a new line in the text' },
  { id: 'line-up', keys: ['up'], description: 'line up (from the first line: the field above)' },
  { id: 'line-down', keys: ['down'], description: 'line down (from the last line: the field below)' },
]);

export const choiceFieldKeymap = defineKeymap([
  ...fieldMoves,
  { id: 'choice-next', keys: ['space', 'right'], description: 'next choice', footer: 'change' },
  { id: 'choice-prev', keys: ['left'], description: 'previous choice' },
]);

export const toggleFieldKeymap = defineKeymap([
  ...fieldMoves,
  { id: 'toggle', keys: ['space', 'left', 'right'], description: 'switch on or off', footer: 'switch' },
]);

export const formReviewKeymap = defineKeymap([
  { id: 'send', keys: ['y'], description: 'send the request shown (once)', footer: 'send' },
  { id: 'back', keys: ['n', 'escape'], description: 'back to the form, every field kept', footer: 'back to the form' },
]);

/** Not the review's send key: a second press by reflex must not send the update twice. */
export const formResendKeymap = defineKeymap([
  { id: 'send-again', keys: ['s'], description: 'send again although the first may have arrived', footer: 'send again' },
  { id: 'back', keys: ['n', 'escape'], description: 'back to the form', footer: 'back' },
]);

export const formLeaveKeymap = defineKeymap([
  { id: 'leave', keys: ['y'], description: 'leave and drop what was typed', footer: 'leave' },
  { id: 'back', keys: ['n', 'escape', 'enter'], description: 'stay in the form (the default)', footer: 'stay' },
]);

type Step = FormAction | 'ignore';
interface Binding {
  keymap: Keymap;
  step: (id: string) => Step;
}

const fixed =
  (steps: Readonly<Record<string, Step>>) =>
  (id: string): Step =>
    steps[id] ?? 'ignore';

function fieldBinding(state: FormState, spec: FieldSpec | undefined): Binding | null {
  const field = spec ? state.fields[spec.name] : undefined;
  if (!field) return null;
  const moves = { 'field-up': { type: 'focus-prev' }, 'field-down': { type: 'focus-next' } } as const;
  switch (field.kind) {
    case 'textarea':
      return {
        keymap: areaFieldKeymap,
        step: fixed({
          newline: { type: 'area', edit: { type: 'newline' } },
          // Up on the first line and down on the last leave the text for the field above or below.
          'line-up': atFirstLine(field.area) ? { type: 'focus-prev' } : { type: 'area', edit: { type: 'up' } },
          'line-down': atLastLine(field.area) ? { type: 'focus-next' } : { type: 'area', edit: { type: 'down' } },
        }),
      };
    case 'choice':
      return { keymap: choiceFieldKeymap, step: fixed({ ...moves, 'choice-next': { type: 'choice', delta: 1 }, 'choice-prev': { type: 'choice', delta: -1 } }) };
    case 'toggle':
      return { keymap: toggleFieldKeymap, step: fixed({ ...moves, toggle: { type: 'toggle' } }) };
    case 'text':
    case 'datetime':
      return { keymap: lineFieldKeymap, step: fixed(moves) };
  }
}

/** The tables active in this state, first match wins; null once the form is done with keys. */
function bindings(state: FormState): Binding[] | null {
  switch (state.phase) {
    case 'edit': {
      const edit: Binding = {
        keymap: formEditKeymap,
        step: fixed({ review: { type: 'review' }, 'next-field': { type: 'focus-next' }, 'prev-field': { type: 'focus-prev' }, escape: { type: 'escape' } }),
      };
      const field = fieldBinding(state, state.specs[state.focus]);
      return field ? [edit, field] : [edit];
    }
    case 'review':
      return [{ keymap: formReviewKeymap, step: fixed({ send: { type: 'send' }, back: { type: 'back' } }) }];
    case 'confirm-resend':
      return [{ keymap: formResendKeymap, step: fixed({ 'send-again': { type: 'send-again' }, back: { type: 'back' } }) }];
    case 'confirm-leave':
      return [{ keymap: formLeaveKeymap, step: fixed({ leave: { type: 'leave' }, back: { type: 'back' } }) }];
    case 'sending':
      return [];
    case 'sent':
    case 'left':
      return null;
  }
}

/** The form's active table, each command dispatching its action on the state as it is then. */
export function formCommands(current: () => FormState, dispatch: (action: FormAction) => void): CommandTable | null {
  const active = bindings(current());
  if (!active) return null;
  return active.flatMap(({ keymap }) =>
    keymap.map(
      (spec): Command => ({
        ...spec,
        run: () => {
          const result = commandStep(current(), spec.id);
          if (result !== 'ignore') dispatch(result);
        },
      }),
    ),
  );
}

function commandStep(state: FormState, id: string): Step {
  for (const b of bindings(state) ?? []) if (b.keymap.some((c) => c.id === id)) return b.step(id);
  return 'ignore';
}

/** A key the form's tables do not bind: typed text into the focused field, or nothing. */
export function formTextAction(state: FormState, name: string | null, input: string, key: Key): FormAction | null {
  if (state.phase !== 'edit') return null;
  const spec = state.specs[state.focus];
  const field = spec ? state.fields[spec.name] : undefined;
  if (!field || field.kind === 'choice' || field.kind === 'toggle') return null;
  const edit = lineActionFor(name, input, key);
  if (!edit) return null;
  return field.kind === 'textarea' ? { type: 'area', edit } : { type: 'line', edit };
}

/** What a key does to the form: its table's action, typed text, 'ignore', or null (not the form's). */
export function formKeyAction(state: FormState, name: string | null, input: string, key: Key): FormKeyResult {
  const active = bindings(state);
  if (!active) return null;
  for (const b of active) {
    const id = commandFor(b.keymap, name);
    if (id !== undefined) return b.step(id);
  }
  return formTextAction(state, name, input, key) ?? 'ignore';
}

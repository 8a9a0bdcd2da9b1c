// A form's keys as tables: one per phase (edit, review, the two questions) and, while editing,
// one per kind of the focused field. While the form is edited or asks a question it takes every
// key (keys its tables do not bind are typed text, or nothing), so text typed into a field is
// never taken for a shell key. Once sent or left, keys are the screen's again (null).
import type { Key } from 'ink';
import { defineKeymap, keysOf } from '../keys/commands.js';
import { commandFor } from '../keys/resolve.js';
import type { Command, CommandTable, Keymap, Unavailable } from '../keys/types.js';
import { lineActionFor } from '../state/textInput.js';
import type { FieldSpec } from './fields.js';
import type { FormAction, FormState } from './formState.js';
import { atFirstLine, atLastLine } from './textArea.js';
import { lastTop, unseenLines, type ReviewGeometry } from './review.js';

export type FormKeyResult = FormAction | 'ignore' | Unavailable | null;

/** The review's size on screen, as the form's view lays it out (null: it all fits). */
export type ReviewSize = (state: FormState) => ReviewGeometry | null;

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
  { id: 'send', keys: ['y'], description: 'send the request shown (once; only after all of it was on screen)', footer: 'send' },
  { id: 'back', keys: ['n', 'escape'], description: 'back to the form, every field kept', footer: 'back to the form' },
  { id: 'scroll-down', keys: ['j', 'down'], description: 'scroll the review down a line', footer: 'scroll' },
  { id: 'scroll-up', keys: ['k', 'up'], description: 'scroll the review up a line' },
  { id: 'page-down', keys: ['pagedown', 'space', 'ctrl+d'], description: 'scroll the review down a screen' },
  { id: 'page-up', keys: ['pageup', 'ctrl+u'], description: 'scroll the review up a screen' },
  { id: 'top', keys: ['g', 'home'], description: 'the top of the review' },
  { id: 'bottom', keys: ['G', 'end'], description: 'the end of the review' },
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

type Step = FormAction | 'ignore' | Unavailable;
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

/** The review's keys: scrolling, and sending once every line has been on screen. */
function reviewBinding(state: FormState, size: ReviewSize): Binding {
  const geometry = size(state);
  const scroll = (delta: number): Step => (geometry ? { type: 'scroll', delta, maxTop: lastTop(geometry) } : 'ignore');
  const page = Math.max(1, (geometry?.room ?? 1) - 1);
  const unseen = geometry ? unseenLines(state.reviewSeen, geometry) : 0;
  const send: Step =
    unseen > 0
      ? {
          unavailable: `Not sent: ${unseen} more line${unseen === 1 ? '' : 's'} of the request below. Read it all first (${keysOf(formReviewKeymap, 'scroll-down', 'page-down', 'bottom')} scroll).`,
        }
      : { type: 'send' };
  const far = Number.MAX_SAFE_INTEGER;
  return {
    keymap: formReviewKeymap,
    step: fixed({
      send,
      back: { type: 'back' },
      'scroll-down': scroll(1),
      'scroll-up': scroll(-1),
      'page-down': scroll(page),
      'page-up': scroll(-page),
      top: scroll(-far),
      bottom: scroll(far),
    }),
  };
}

/** The tables active in this state, first match wins; null once the form is done with keys. */
function bindings(state: FormState, size: ReviewSize): Binding[] | null {
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
      return [reviewBinding(state, size)];
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

const isUnavailable = (step: Step): step is Unavailable => typeof step === 'object' && 'unavailable' in step;

/**
 * The form's active table, each command dispatching its action on the state as it is then. A
 * command that cannot run now (send before the review was read) carries its reason instead.
 */
export function formCommands(current: () => FormState, dispatch: (action: FormAction) => void, size: ReviewSize = () => null): CommandTable | null {
  const active = bindings(current(), size);
  if (!active) return null;
  return active.flatMap(({ keymap, step }) =>
    keymap.map((spec): Command => {
      const now = step(spec.id);
      if (isUnavailable(now)) return { ...spec, unavailable: now.unavailable };
      return {
        ...spec,
        run: () => {
          const result = commandStep(current(), spec.id, size);
          if (result !== 'ignore' && !isUnavailable(result)) dispatch(result);
        },
      };
    }),
  );
}

function commandStep(state: FormState, id: string, size: ReviewSize): Step {
  for (const b of bindings(state, size) ?? []) if (b.keymap.some((c) => c.id === id)) return b.step(id);
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
export function formKeyAction(state: FormState, name: string | null, input: string, key: Key, size: ReviewSize = () => null): FormKeyResult {
  const active = bindings(state, size);
  if (!active) return null;
  for (const b of active) {
    const id = commandFor(b.keymap, name);
    if (id !== undefined) return b.step(id);
  }
  return formTextAction(state, name, input, key) ?? 'ignore';
}

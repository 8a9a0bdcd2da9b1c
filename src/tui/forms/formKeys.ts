// A form's keys as tables: one per phase (edit, review, the two questions) and, while editing,
// one per kind of the focused field. Data only: formBindings.ts binds them to the form's actions.
import { defineKeymap } from '../keys/commands.js';
import type { Keymap } from '../keys/types.js';
import type { FormOptions } from './formTypes.js';

/** Every field while editing a form that is reviewed before it is sent (a write). */
export const formEditKeymap = defineKeymap([
  {
    id: 'review',
    keys: ['ctrl+s'],
    description: 'review the exact request (it is sent only from the review)',
    footer: 'review',
  },
  { id: 'next-field', keys: ['tab'], description: 'next field', footer: 'field' },
  { id: 'prev-field', keys: ['shift+tab'], description: 'previous field' },
  { id: 'clear-field', keys: ['ctrl+x'], description: 'empty the field' },
  {
    id: 'escape',
    keys: ['escape'],
    description: 'leave the form (asks first when something was typed)',
    footer: 'leave',
  },
]);

/**
 * Every field while editing a form that is sent as it is (a login, a filter, a typed
 * confirmation): the same keys, its submit described as such.
 * @internal exported for its unit test only
 */
export const formSubmitKeymap: typeof formEditKeymap = formEditKeymap.map((command) =>
  command.id === 'review' ? { ...command, description: 'check the fields and go on', footer: 'go on' } : command,
);

/** The edit table of a form: its submit key described as the form says ('verify and log in'). */
export function editKeymapFor(options: FormOptions): Keymap<(typeof formEditKeymap)[number]['id']> {
  const base = options.submit === 'review' ? formEditKeymap : formSubmitKeymap;
  const text = options.submitText;
  const leave = options.leaveText ?? (options.askBeforeLeaving ? undefined : { description: 'leave the form' });
  if (!text && !leave && options.enter !== 'submit') return base;
  return base.map((c) => {
    if (c.id === 'escape' && leave) return { ...c, ...leave };
    if (c.id !== 'review') return c;
    const described = text ? { ...c, ...text } : c;
    // Enter submits too: the footer names Enter, the help both keys.
    if (options.enter !== 'submit') return described;
    const { footer: _footer, ...helpOnly } = described;
    return helpOnly;
  });
}

/** Enter's table on a one-line field; where Enter submits, it says what the submit key says. */
export function enterKeymapFor(options: FormOptions): Keymap<'enter'> {
  const base = enterKeymaps[options.enter];
  return options.enter === 'submit' && options.submitText ? base.map((c) => ({ ...c, ...options.submitText })) : base;
}

const fieldMoves = defineKeymap([
  { id: 'field-up', keys: ['up'], description: 'previous field' },
  { id: 'field-down', keys: ['down'], description: 'next field' },
]);

/** Enter on a one-line field, by the form's `enter` option. */
export const enterKeymaps = {
  next: defineKeymap([{ id: 'enter', keys: ['enter'], description: 'next field' }]),
  'next-then-submit': defineKeymap([
    { id: 'enter', keys: ['enter'], description: 'next field; on the last one, go on' },
  ]),
  submit: defineKeymap([{ id: 'enter', keys: ['enter'], description: 'check the fields and go on', footer: 'go on' }]),
} as const;

/** One-line fields (text, date); the line editor's keys edit them. */
export const lineFieldKeymap = fieldMoves;

export const areaFieldKeymap = defineKeymap([
  { id: 'newline', keys: ['enter'], description: 'a new line in the text' },
  { id: 'line-up', keys: ['up'], description: 'line up (from the first line: the field above)' },
  { id: 'line-down', keys: ['down'], description: 'line down (from the last line: the field below)' },
  {
    id: 'edit-outside',
    keys: ['ctrl+e'],
    description: 'edit the text in $VISUAL, else $EDITOR, else vi',
    footer: 'editor',
  },
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

export const multiFieldKeymap = defineKeymap([
  ...fieldMoves,
  { id: 'tick', keys: ['space'], description: 'tick or untick the choice under the cursor', footer: 'tick' },
  { id: 'multi-prev', keys: ['left'], description: 'previous choice' },
  { id: 'multi-next', keys: ['right'], description: 'next choice' },
]);

export const formReviewKeymap = defineKeymap([
  {
    id: 'send',
    keys: ['y'],
    description: 'send the request shown (once; only after all of it was on screen)',
    footer: 'send',
  },
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
  {
    id: 'send-again',
    keys: ['s'],
    description: 'send again although the first may have arrived',
    footer: 'send again',
  },
  { id: 'back', keys: ['n', 'escape'], description: 'back to the form', footer: 'back' },
]);

export const formLeaveKeymap = defineKeymap([
  { id: 'leave', keys: ['y'], description: 'leave and drop what was typed', footer: 'leave' },
  { id: 'back', keys: ['n', 'escape', 'enter'], description: 'stay in the form (the default)', footer: 'stay' },
]);

// The form's tables bound to its actions. While the form is edited or asks a question it takes
// every key (keys its tables do not bind are typed text, or nothing), so text typed into a field
// is never taken for a shell key. Once sent or left, keys are the screen's again (null).
import type { Key } from 'ink';
import { keysOf } from '../keys/commands.js';
import type { Command, CommandTable, Keymap, Unavailable } from '../keys/types.js';
import { lineActionFor, pasteIntoLine } from '../state/textInput.js';
import type { FieldSpec } from './fields.js';
import {
  areaFieldKeymap,
  choiceFieldKeymap,
  editKeymapFor,
  enterKeymapFor,
  formLeaveKeymap,
  formResendKeymap,
  formReviewKeymap,
  lineFieldKeymap,
  multiFieldKeymap,
  toggleFieldKeymap,
} from './formKeys.js';
import type { FormAction, FormState, KeyAction } from './formTypes.js';
import type { FormValues } from './fields.js';
import { lastTop, unseenLines, type ReviewGeometry } from './review.js';
import { atFirstLine, atLastLine } from './textArea.js';

/** The review's size on screen, as the form's view lays it out (null: it all fits). */
export type ReviewSize<Values extends FormValues = FormValues> = (state: FormState<Values>) => ReviewGeometry | null;

/** What a command of the form's tables does now: an action, nothing, or why it cannot. */
type Step = KeyAction | 'ignore' | Unavailable;
interface Binding {
  keymap: Keymap;
  step: (id: string) => Step;
}

/**
 * A table with the step of each of its commands. Every ID of the keymap needs one, and an ID it
 * does not have is a type error (as bindCommands is for a screen's table).
 */
function bind<Id extends string>(keymap: Keymap<Id>, steps: { readonly [K in Id]: Step }): Binding {
  const byId: Readonly<Record<string, Step>> = steps;
  return { keymap, step: (id) => byId[id] ?? 'ignore' };
}

/** Enter on a one-line field, a choice or a switch: as the form's options say. */
function enterBinding(state: FormState): Binding {
  const mode = state.options.enter;
  const last = state.focus === state.specs.length - 1;
  const submit = mode === 'submit' || (mode === 'next-then-submit' && last);
  return bind(enterKeymapFor(state.options), { enter: submit ? { type: 'review' } : { type: 'focus-next' } });
}

function fieldBindings(state: FormState, spec: FieldSpec | undefined): Binding[] {
  const field = spec ? state.fields[spec.name] : undefined;
  if (!field) return [];
  const moves = { 'field-up': { type: 'focus-prev' }, 'field-down': { type: 'focus-next' } } as const;
  switch (field.kind) {
    case 'textarea':
      return [
        bind(areaFieldKeymap, {
          newline: { type: 'area', edit: { type: 'newline' } },
          // Up on the first line and down on the last leave the text for the field above or below.
          'line-up': atFirstLine(field.area) ? { type: 'focus-prev' } : { type: 'area', edit: { type: 'up' } },
          'line-down': atLastLine(field.area) ? { type: 'focus-next' } : { type: 'area', edit: { type: 'down' } },
          'edit-outside': { type: 'edit-outside' },
        }),
      ];
    case 'choice':
      return [
        bind(choiceFieldKeymap, {
          ...moves,
          'choice-next': { type: 'choice', delta: 1 },
          'choice-prev': { type: 'choice', delta: -1 },
        }),
        enterBinding(state),
      ];
    case 'toggle':
      return [bind(toggleFieldKeymap, { ...moves, toggle: { type: 'toggle' } }), enterBinding(state)];
    case 'multi':
      return [
        bind(multiFieldKeymap, {
          ...moves,
          tick: { type: 'multi-tick' },
          'multi-prev': { type: 'multi-move', delta: -1 },
          'multi-next': { type: 'multi-move', delta: 1 },
        }),
        enterBinding(state),
      ];
    case 'text':
    case 'datetime':
      return [bind(lineFieldKeymap, moves), enterBinding(state)];
  }
}

/** The review's keys: scrolling, and sending once every line has been on screen. */
function reviewBinding<Values extends FormValues>(state: FormState<Values>, size: ReviewSize<Values>): Binding {
  const geometry = size(state);
  const scroll = (delta: number): Step => (geometry ? { type: 'scroll', delta, maxTop: lastTop(geometry) } : 'ignore');
  const page = Math.max(1, (geometry?.room ?? 1) - 1);
  const unseen = geometry ? unseenLines(state.reviewSeen, geometry) : 0;
  const send: Step =
    unseen > 0
      ? {
          unavailable:
            `Not sent: ${unseen} more line${unseen === 1 ? '' : 's'} of the request below. Read it all first ` +
            `(${keysOf(formReviewKeymap, 'scroll-down', 'page-down', 'bottom')} scroll).`,
        }
      : { type: 'send' };
  const far = Number.MAX_SAFE_INTEGER;
  return bind(formReviewKeymap, {
    send,
    back: { type: 'back' },
    'scroll-down': scroll(1),
    'scroll-up': scroll(-1),
    'page-down': scroll(page),
    'page-up': scroll(-page),
    top: scroll(-far),
    bottom: scroll(far),
  });
}

/** The tables active in this state, first match wins; null once the form is done with keys. */
function bindings<Values extends FormValues>(state: FormState<Values>, size: ReviewSize<Values>): Binding[] | null {
  switch (state.phase) {
    case 'edit': {
      const edit = bind(editKeymapFor(state.options), {
        review: { type: 'review' },
        'next-field': { type: 'focus-next' },
        'prev-field': { type: 'focus-prev' },
        'clear-field': { type: 'clear' },
        escape: { type: 'escape' },
      });
      return [edit, ...fieldBindings(state, state.specs[state.focus])];
    }
    case 'review':
      return [reviewBinding(state, size)];
    case 'confirm-resend':
      return [bind(formResendKeymap, { 'send-again': { type: 'send-again' }, back: { type: 'back' } })];
    case 'confirm-leave':
      return [bind(formLeaveKeymap, { leave: { type: 'leave' }, back: { type: 'back' } })];
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
export function formCommands<Values extends FormValues>(
  current: () => FormState<Values>,
  dispatch: (action: FormAction<Values>) => void,
  size: ReviewSize<Values> = () => null,
): CommandTable | null {
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

function commandStep<Values extends FormValues>(state: FormState<Values>, id: string, size: ReviewSize<Values>): Step {
  for (const b of bindings(state, size) ?? []) if (b.keymap.some((c) => c.id === id)) return b.step(id);
  return 'ignore';
}

/** A key the form's tables do not bind: typed text into the focused field, or nothing. */
export function formTextAction(state: FormState, name: string | null, input: string, key: Key): KeyAction | null {
  if (state.phase !== 'edit') return null;
  const spec = state.specs[state.focus];
  const field = spec ? state.fields[spec.name] : undefined;
  if (!field || field.kind === 'choice' || field.kind === 'toggle' || field.kind === 'multi') return null;
  const edit = lineActionFor(name, input, key);
  if (!edit) return null;
  return field.kind === 'textarea' ? { type: 'area', edit } : { type: 'line', edit };
}

/**
 * A paste into the focused field, as text (never as keys): a text area keeps its lines, a one-line
 * field joins them (`note` says so). Null when no text field has the cursor.
 */
export function formPasteAction(state: FormState, text: string): { action: KeyAction; note?: string } | null {
  if (state.phase !== 'edit') return null;
  const spec = state.specs[state.focus];
  const field = spec ? state.fields[spec.name] : undefined;
  if (field?.kind === 'textarea') return { action: { type: 'area', edit: { type: 'insert', text } } };
  if (field?.kind !== 'text' && field?.kind !== 'datetime') return null;
  const line = pasteIntoLine(text);
  return {
    action: { type: 'line', edit: { type: 'insert', text: line.text } },
    ...(line.note ? { note: line.note } : {}),
  };
}

// The form engine's types: its phases, options, state and actions (the reducer is formState.ts).
import type { LineAction } from '../state/lineEdit.js';
import type { FieldName, FieldSpec, FieldSpecOf, FieldState, FormValues } from './fields.js';
import type { TextAreaAction } from './textArea.js';

export type FormPhase =
  /** Typing; Tab moves between fields. */
  | 'edit'
  /** The exact request is shown; y sends it, n goes back. */
  | 'review'
  /** The previous send may have arrived (it timed out): asks before sending again. */
  | 'confirm-resend'
  | 'sending'
  | 'sent'
  /** Esc with something typed: asks before throwing it away. */
  | 'confirm-leave'
  /** The user left; the screen takes over. */
  | 'left';

export interface SendFailure {
  message: string;
  /** The request may have reached the server (timeout, broken connection): sending again may post twice. */
  uncertain: boolean;
}

/** How a form is submitted and left; a form's options never change while it is open. */
export interface FormOptions<Values extends FormValues = FormValues> {
  /**
   * 'review': the submit key shows the exact request, which `y` sends (a write).
   * 'direct': the submit key sends at once (a login, a filter, a typed confirmation).
   */
  submit: 'review' | 'direct';
  /** Enter on a one-line field: the next field, the next field and on the last one submit, or submit. */
  enter: 'next' | 'next-then-submit' | 'submit';
  /** Checks across fields, on submit: field name -> sentence (a from that is not before the to). */
  check?(values: Values): Readonly<Partial<Record<FieldName<Values>, string>>>;
  /** Esc with something typed asks first (true), or leaves at once. */
  askBeforeLeaving: boolean;
  /** Submitting with every field empty leaves the form: the default answer is No. */
  emptyLeaves: boolean;
  /** A repeated send is harmless (a GET, a filter): a lost answer does not make the next send ask first. */
  safeToRepeat: boolean;
  /** The submit key's help text and footer label ('verify and log in', 'log in'). */
  submitText?: { description: string; footer: string };
  /** Esc's help text and footer label ('quit without logging in', 'quit'). */
  leaveText?: { description: string; footer: string };
}

export const reviewedWrite: FormOptions = {
  submit: 'review',
  enter: 'next',
  askBeforeLeaving: true,
  emptyLeaves: false,
  safeToRepeat: false,
};

/** A form with these values (a type alias whose keys are the fields' names). */
export interface FormState<Values extends FormValues = FormValues> {
  options: FormOptions<Values>;
  specs: readonly FieldSpec<FieldName<Values>>[];
  fields: Readonly<Record<string, FieldState>>;
  /** Values the form started with: anything else counts as typed. */
  initial: Values;
  focus: number;
  /** Shown next to their field; set when a field is left or on review, cleared once fixed. */
  errors: Readonly<Record<string, string>>;
  phase: FormPhase;
  failure: SendFailure | null;
  /** Sends started from this form; useForm sends once per increment. */
  sendCount: number;
  /** The review's first line on screen, and the furthest it was scrolled to (what was seen). */
  reviewTop: number;
  reviewSeen: number;
}

/** What a key does to a form (formBindings.ts): the same for every form, whatever its fields. */
export type KeyAction =
  | { type: 'focus-next' }
  | { type: 'focus-prev' }
  | { type: 'line'; edit: LineAction }
  | { type: 'area'; edit: TextAreaAction }
  /** The focused text area in the user's editor: useForm runs it (the reducer leaves the state as it is). */
  | { type: 'edit-outside' }
  | { type: 'choice'; delta: 1 | -1 }
  | { type: 'toggle' }
  /** Multi-choice: move the cursor among the options, or tick the one under it. */
  | { type: 'multi-move'; delta: 1 | -1 }
  | { type: 'multi-tick' }
  /** Empty the focused field. */
  | { type: 'clear' }
  /** The submit key: check every field, then the review ('review' forms) or the send ('direct'). */
  | { type: 'review' }
  /** Scroll the review by `delta` lines, no further than `maxTop`. */
  | { type: 'scroll'; delta: number; maxTop: number }
  | { type: 'back' }
  | { type: 'send' }
  | { type: 'send-again' }
  | { type: 'escape' }
  | { type: 'leave' };

/** Set a value from outside (a preselection): `asInitial` does not count it as typed. */
type SetAction<Values> = {
  [Name in FieldName<Values>]: { type: 'set'; name: Name; value: Values[Name]; asInitial?: boolean };
}[FieldName<Values>];

export type FormAction<Values extends FormValues = FormValues> =
  | KeyAction
  | SetAction<Values>
  /** The send's outcome (useForm dispatches these). */
  | { type: 'sent' }
  | { type: 'failed'; failure: SendFailure }
  /** Start over with these fields (post another); `focus` is the field the cursor starts in. */
  | { type: 'reset'; specs: readonly FieldSpecOf<Values>[]; focus?: FieldName<Values> | number };

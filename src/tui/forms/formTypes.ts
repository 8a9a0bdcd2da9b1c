// The form engine's types: its phases, options, state and actions (the reducer is formState.ts).
import type { LineAction } from '../state/lineEdit.js';
import type { FieldSpec, FieldState, FormValues, PlainValue } from './fields.js';
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
export interface FormOptions {
  /**
   * 'review': the submit key shows the exact request, which `y` sends (a write).
   * 'direct': the submit key sends at once (a login, a filter, a typed confirmation).
   */
  submit: 'review' | 'direct';
  /** Enter on a one-line field: the next field, the next field and on the last one submit, or submit. */
  enter: 'next' | 'next-then-submit' | 'submit';
  /** Checks across fields, on submit: field name -> sentence (a from that is not before the to). */
  check?: (values: FormValues) => Readonly<Record<string, string>>;
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

export interface FormState {
  options: FormOptions;
  specs: readonly FieldSpec[];
  fields: Readonly<Record<string, FieldState>>;
  /** Values the form started with: anything else counts as typed. */
  initial: FormValues;
  focus: number;
  /** Shown next to their field; set when a field is left or on review, cleared once fixed. */
  errors: Readonly<Record<string, string>>;
  phase: FormPhase;
  failure: SendFailure | null;
  /** Sends started from this form; the screen sends once per increment. */
  sendCount: number;
  /** What the server answered to the last successful send. */
  result: unknown;
  /** The review's first line on screen, and the furthest it was scrolled to (what was seen). */
  reviewTop: number;
  reviewSeen: number;
}

export type FormAction =
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
  /** Set a value from outside (a preselection): `asInitial` does not count it as typed. */
  | { type: 'set'; name: string; value: PlainValue; asInitial?: boolean }
  /** The submit key: check every field, then the review ('review' forms) or the send ('direct'). */
  | { type: 'review' }
  /** Scroll the review by `delta` lines, no further than `maxTop`. */
  | { type: 'scroll'; delta: number; maxTop: number }
  | { type: 'back' }
  | { type: 'send' }
  | { type: 'send-again' }
  | { type: 'sent'; result: unknown }
  | { type: 'failed'; failure: SendFailure }
  | { type: 'escape' }
  | { type: 'leave' }
  /** Start over with these fields (post another). */
  | { type: 'reset'; specs: readonly FieldSpec[]; focus?: number };

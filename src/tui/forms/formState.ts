// A form's whole state as one reducer: field values, focus, the errors shown next to fields,
// and the send cycle (edit -> review -> sending -> sent, or back to edit with the failure in
// place). The reducer is the guard against double sends: `send` only starts a send from the
// review, so a second `y` (or any key) while one is on its way does nothing.
import { lineReducer, type LineAction } from '../state/lineEdit.js';
import { fieldError, fieldStateOf, plainValue, type FieldSpec, type FieldState, type FormValues, type PlainValue } from './fields.js';
import { textAreaReducer, type TextAreaAction } from './textArea.js';

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

export interface FormState {
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
  | { type: 'choice'; delta: 1 | -1 }
  | { type: 'toggle' }
  /** Set a value from outside (a preselection): `asInitial` does not count it as typed. */
  | { type: 'set'; name: string; value: PlainValue; asInitial?: boolean }
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

/** A fresh form; `focus` is the field the cursor starts in (e.g. the first one left to fill). */
export function initialForm(specs: readonly FieldSpec[], focus = 0): FormState {
  const fields: Record<string, FieldState> = {};
  const initial: Record<string, PlainValue> = {};
  for (const spec of specs) {
    const state = fieldStateOf(spec);
    fields[spec.name] = state;
    initial[spec.name] = plainValue(spec, state);
  }
  return { specs, fields, initial, focus: Math.min(Math.max(0, focus), Math.max(0, specs.length - 1)), errors: {}, phase: 'edit', failure: null, sendCount: 0, result: undefined, reviewTop: 0, reviewSeen: 0 };
}

export function formValues(state: FormState): FormValues {
  const values: Record<string, PlainValue> = {};
  for (const spec of state.specs) values[spec.name] = plainValue(spec, state.fields[spec.name]!);
  return values;
}

/** Something differs from what the form started with. */
export function isDirty(state: FormState): boolean {
  const values = formValues(state);
  return state.specs.some((s) => values[s.name] !== state.initial[s.name]);
}

function withError(errors: Readonly<Record<string, string>>, name: string, error: string | null): Readonly<Record<string, string>> {
  if (error === null) {
    if (!(name in errors)) return errors;
    const { [name]: _gone, ...rest } = errors;
    return rest;
  }
  return errors[name] === error ? errors : { ...errors, [name]: error };
}

/** Leaving a field checks it, so its error shows next to it. */
function moveFocus(state: FormState, to: number): FormState {
  const count = state.specs.length;
  if (count === 0) return state;
  const next = ((to % count) + count) % count;
  const left = state.specs[state.focus];
  const errors = left ? withError(state.errors, left.name, fieldError(left, state.fields[left.name]!)) : state.errors;
  return { ...state, focus: next, errors };
}

/** Replace the focused field's state; an error already shown is re-checked, so it goes once fixed. */
function editFocused(state: FormState, change: (field: FieldState, spec: FieldSpec) => FieldState): FormState {
  const spec = state.specs[state.focus];
  if (!spec) return state;
  const field = state.fields[spec.name]!;
  const changed = change(field, spec);
  if (changed === field) return state;
  const errors = spec.name in state.errors ? withError(state.errors, spec.name, fieldError(spec, changed)) : state.errors;
  return { ...state, fields: { ...state.fields, [spec.name]: changed }, errors };
}

export function formReducer(state: FormState, action: FormAction): FormState {
  // Fields change only while editing: the review shows exactly what will be sent.
  const editing = state.phase === 'edit';
  switch (action.type) {
    case 'focus-next':
      return editing ? moveFocus(state, state.focus + 1) : state;
    case 'focus-prev':
      return editing ? moveFocus(state, state.focus - 1) : state;
    case 'line':
      if (!editing) return state;
      return editFocused(state, (f) => (f.kind === 'text' || f.kind === 'datetime' ? { ...f, line: lineReducer(f.line, action.edit) } : f));
    case 'area':
      if (!editing) return state;
      return editFocused(state, (f) => (f.kind === 'textarea' ? { ...f, area: textAreaReducer(f.area, action.edit) } : f));
    case 'choice':
      if (!editing) return state;
      return editFocused(state, (f, spec) => {
        if (f.kind !== 'choice' || spec.kind !== 'choice') return f;
        const count = spec.options.length;
        return { ...f, index: (f.index + action.delta + count) % count };
      });
    case 'toggle':
      if (!editing) return state;
      return editFocused(state, (f) => (f.kind === 'toggle' ? { ...f, on: !f.on } : f));
    case 'set': {
      const spec = state.specs.find((s) => s.name === action.name);
      if (!spec || !editing) return state;
      const field = fieldStateOf(spec, action.value);
      const initial = action.asInitial ? { ...state.initial, [spec.name]: plainValue(spec, field) } : state.initial;
      return { ...state, fields: { ...state.fields, [spec.name]: field }, initial };
    }
    case 'review': {
      if (!editing) return state;
      let errors: Readonly<Record<string, string>> = {};
      for (const spec of state.specs) errors = withError(errors, spec.name, fieldError(spec, state.fields[spec.name]!));
      const firstBad = state.specs.findIndex((s) => s.name in errors);
      if (firstBad >= 0) return { ...state, errors, focus: firstBad };
      // Each review starts at its top, nothing of it seen yet (the values may have changed).
      return { ...state, errors, phase: 'review', reviewTop: 0, reviewSeen: 0 };
    }
    case 'scroll': {
      if (state.phase !== 'review' && state.phase !== 'confirm-resend') return state;
      const top = Math.min(Math.max(0, state.reviewTop + action.delta), Math.max(0, action.maxTop));
      if (top === state.reviewTop) return state;
      return { ...state, reviewTop: top, reviewSeen: Math.max(state.reviewSeen, top) };
    }
    case 'back':
      return state.phase === 'review' || state.phase === 'confirm-resend' || state.phase === 'confirm-leave'
        ? { ...state, phase: 'edit' }
        : state;
    case 'send':
      if (state.phase !== 'review') return state;
      if (state.failure?.uncertain) return { ...state, phase: 'confirm-resend' };
      return { ...state, phase: 'sending', sendCount: state.sendCount + 1 };
    case 'send-again':
      return state.phase === 'confirm-resend' ? { ...state, phase: 'sending', sendCount: state.sendCount + 1 } : state;
    case 'sent':
      return state.phase === 'sending' ? { ...state, phase: 'sent', failure: null, result: action.result } : state;
    case 'failed':
      if (state.phase !== 'sending') return state;
      // Once a send may have arrived, every later send asks first, until one succeeds.
      return { ...state, phase: 'edit', failure: { ...action.failure, uncertain: action.failure.uncertain || state.failure?.uncertain === true } };
    case 'escape':
      if (state.phase === 'review' || state.phase === 'confirm-resend' || state.phase === 'confirm-leave') return { ...state, phase: 'edit' };
      if (!editing) return state;
      return { ...state, phase: isDirty(state) ? 'confirm-leave' : 'left' };
    case 'leave':
      return state.phase === 'confirm-leave' || state.phase === 'sent' ? { ...state, phase: 'left' } : state;
    case 'reset':
      return { ...initialForm(action.specs, action.focus), sendCount: state.sendCount };
  }
}

// A form's whole state as one reducer: field values, focus, the errors shown next to fields,
// and the send cycle (edit -> review -> sending -> sent, or back to edit with the failure in
// place; a 'direct' form goes from edit to sending). The reducer is the guard against double
// sends: a send starts only from the review (or a direct form's submit) and never while one is
// on its way; one whose outcome is unknown is never repeated without asking.
import { lineReducer } from '../state/lineEdit.js';
import { reviewedWrite, type FormAction, type FormOptions, type FormState } from './formTypes.js';
import {
  emptyField,
  fieldError,
  fieldStateOf,
  plainValue,
  sameValue,
  tickedAtCursor,
  type FieldSpec,
  type FieldState,
  type FormValues,
  type PlainValue,
} from './fields.js';
import { textAreaReducer } from './textArea.js';

export type { FormAction, FormOptions, FormState, SendFailure } from './formTypes.js';

/** Where the cursor starts: `focus`, or the first empty text field when `focus` is 'first-empty'. */
function startFocus(
  specs: readonly FieldSpec[],
  fields: Readonly<Record<string, FieldState>>,
  focus: number | 'first-empty',
): number {
  if (focus !== 'first-empty') return Math.min(Math.max(0, focus), Math.max(0, specs.length - 1));
  return Math.max(
    0,
    specs.findIndex((s) => plainValue(s, fields[s.name]!) === ''),
  );
}

/** A fresh form; `focus` is the field the cursor starts in (e.g. the first one left to fill). */
export function initialForm(
  specs: readonly FieldSpec[],
  focus: number | 'first-empty' = 0,
  options: FormOptions = reviewedWrite,
): FormState {
  const fields: Record<string, FieldState> = {};
  const initial: Record<string, PlainValue> = {};
  for (const spec of specs) {
    const state = fieldStateOf(spec);
    fields[spec.name] = state;
    initial[spec.name] = plainValue(spec, state);
  }
  const start = startFocus(specs, fields, focus);
  return {
    options,
    specs,
    fields,
    initial,
    focus: start,
    errors: {},
    phase: 'edit',
    failure: null,
    sendCount: 0,
    result: undefined,
    reviewTop: 0,
    reviewSeen: 0,
  };
}

export function formValues(state: FormState): FormValues {
  const values: Record<string, PlainValue> = {};
  for (const spec of state.specs) values[spec.name] = plainValue(spec, state.fields[spec.name]!);
  return values;
}

/** Something differs from what the form started with. */
export function isDirty(state: FormState): boolean {
  const values = formValues(state);
  return state.specs.some((s) => !sameValue(values[s.name], state.initial[s.name]));
}

function isEmpty(state: FormState): boolean {
  return Object.values(formValues(state)).every(
    (v) => v === '' || v === null || v === false || (Array.isArray(v) && v.length === 0),
  );
}

/** Every field's check and the form's own; the first bad field gets the focus; a typed confirmation is emptied. */
function submitted(state: FormState): FormState {
  let errors: Readonly<Record<string, string>> = {};
  for (const spec of state.specs) errors = withError(errors, spec.name, fieldError(spec, state.fields[spec.name]!));
  const across = state.options.check?.(formValues(state)) ?? {};
  for (const [name, error] of Object.entries(across)) if (!(name in errors)) errors = withError(errors, name, error);
  const firstBad = state.specs.findIndex((s) => s.name in errors);
  if (firstBad >= 0) {
    const fields = { ...state.fields };
    for (const spec of state.specs)
      if (spec.kind === 'text' && spec.clearOnError && spec.name in errors) fields[spec.name] = fieldStateOf(spec, '');
    return { ...state, fields, errors, focus: firstBad };
  }
  // Each review starts at its top, nothing of it seen yet (the values may have changed).
  if (state.options.submit === 'review') return { ...state, errors, phase: 'review', reviewTop: 0, reviewSeen: 0 };
  return startSend({ ...state, errors });
}

/** A send starts, unless the last one may have arrived: then the form asks first. */
function startSend(state: FormState): FormState {
  if (state.failure?.uncertain) return { ...state, phase: 'confirm-resend' };
  return { ...state, phase: 'sending', sendCount: state.sendCount + 1 };
}

function withError(
  errors: Readonly<Record<string, string>>,
  name: string,
  error: string | null,
): Readonly<Record<string, string>> {
  if (error === null) {
    if (!(name in errors)) return errors;
    const { [name]: _gone, ...rest } = errors;
    return rest;
  }
  return errors[name] === error ? errors : { ...errors, [name]: error };
}

/** `index` brought into 0..count-1, going round at either end. */
function cyclic(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** Leaving a field checks it, so its error shows next to it. */
function moveFocus(state: FormState, to: number): FormState {
  const count = state.specs.length;
  if (count === 0) return state;
  const next = cyclic(to, count);
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
  // A typed confirmation's error goes as soon as it is typed again; others once the value is fixed.
  const recheck = spec.kind === 'text' && spec.clearOnError ? null : fieldError(spec, changed);
  const errors = spec.name in state.errors ? withError(state.errors, spec.name, recheck) : state.errors;
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
      return editFocused(state, (f) =>
        f.kind === 'text' || f.kind === 'datetime' ? { ...f, line: lineReducer(f.line, action.edit) } : f,
      );
    case 'area':
      if (!editing) return state;
      return editFocused(state, (f) =>
        f.kind === 'textarea' ? { ...f, area: textAreaReducer(f.area, action.edit) } : f,
      );
    case 'edit-outside':
      return state;
    case 'choice':
      if (!editing) return state;
      return editFocused(state, (f, spec) => {
        if (f.kind !== 'choice' || spec.kind !== 'choice') return f;
        return { ...f, index: cyclic(f.index + action.delta, spec.options.length) };
      });
    case 'toggle':
      if (!editing) return state;
      return editFocused(state, (f) => (f.kind === 'toggle' ? { ...f, on: !f.on } : f));
    case 'multi-move':
      if (!editing) return state;
      return editFocused(state, (f, spec) => {
        if (f.kind !== 'multi' || spec.kind !== 'multi') return f;
        return { ...f, cursor: cyclic(f.cursor + action.delta, spec.options.length) };
      });
    case 'multi-tick':
      if (!editing) return state;
      return editFocused(state, (f, spec) =>
        f.kind === 'multi' && spec.kind === 'multi' ? tickedAtCursor(spec, f) : f,
      );
    case 'clear':
      if (!editing) return state;
      return editFocused(state, (f, spec) =>
        sameValue(plainValue(spec, f), plainValue(spec, emptyField(spec))) ? f : emptyField(spec),
      );
    case 'set': {
      const spec = state.specs.find((s) => s.name === action.name);
      if (!spec || !editing) return state;
      const field = fieldStateOf(spec, action.value);
      const initial = action.asInitial ? { ...state.initial, [spec.name]: plainValue(spec, field) } : state.initial;
      return { ...state, fields: { ...state.fields, [spec.name]: field }, initial };
    }
    case 'review':
      if (!editing) return state;
      if (state.options.emptyLeaves && isEmpty(state)) return { ...state, phase: 'left' };
      return submitted(state);
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
      return state.phase === 'review' ? startSend(state) : state;
    case 'send-again':
      return state.phase === 'confirm-resend' ? { ...state, phase: 'sending', sendCount: state.sendCount + 1 } : state;
    case 'sent':
      return state.phase === 'sending' ? { ...state, phase: 'sent', failure: null, result: action.result } : state;
    case 'failed':
      if (state.phase !== 'sending') return state;
      // Once a send may have arrived, every later send asks first, until one succeeds.
      if (state.options.safeToRepeat)
        return { ...state, phase: 'edit', failure: { ...action.failure, uncertain: false } };
      return {
        ...state,
        phase: 'edit',
        failure: { ...action.failure, uncertain: action.failure.uncertain || state.failure?.uncertain === true },
      };
    case 'escape':
      if (state.phase === 'review' || state.phase === 'confirm-resend' || state.phase === 'confirm-leave')
        return { ...state, phase: 'edit' };
      if (!editing) return state;
      return { ...state, phase: state.options.askBeforeLeaving && isDirty(state) ? 'confirm-leave' : 'left' };
    case 'leave':
      return state.phase === 'confirm-leave' || state.phase === 'sent' ? { ...state, phase: 'left' } : state;
    case 'reset':
      return { ...initialForm(action.specs, action.focus, state.options), sendCount: state.sendCount };
  }
}

// A form's whole state as one reducer: field values, focus, the errors shown next to fields,
// and the send cycle (edit -> review -> sending -> sent, or back to edit with the failure in
// place; a 'direct' form goes from edit to sending). The reducer is the guard against double
// sends: a send starts only from the review (or a direct form's submit) and never while one is
// on its way; one whose outcome is unknown is never repeated without asking.
import { lineReducer } from '../state/lineEdit.js';
import { reviewedWrite, type FormAction, type FormOptions, type FormState, type KeyAction } from './formTypes.js';
import {
  emptyField,
  fieldError,
  fieldStateOf,
  plainValue,
  sameValue,
  tickedAtCursor,
  type FieldName,
  type FieldSpec,
  type FieldSpecOf,
  type FieldState,
  type FormValues,
  type PlainValue,
} from './fields.js';
import { textAreaReducer } from './textArea.js';

export type { FormAction, FormOptions, FormState, SendFailure } from './formTypes.js';

/** Where the cursor starts: a field by index or name, or the first empty field ('first-empty'). */
export type StartFocus<Values> = number | FieldName<Values> | 'first-empty';

function startFocus(
  specs: readonly FieldSpec[],
  fields: Readonly<Record<string, FieldState>>,
  focus: StartFocus<FormValues>,
): number {
  if (focus === 'first-empty')
    return Math.max(
      0,
      specs.findIndex((s) => plainValue(s, fields[s.name]!) === ''),
    );
  const index = typeof focus === 'number' ? focus : specs.findIndex((s) => s.name === focus);
  return Math.min(Math.max(0, index), Math.max(0, specs.length - 1));
}

/** A fresh form; `focus` is the field the cursor starts in (e.g. the first one left to fill). */
export function initialForm<Values extends FormValues = FormValues>(
  specs: readonly FieldSpecOf<Values>[],
  focus: StartFocus<Values> = 0,
  options: FormOptions<Values> = reviewedWrite,
): FormState<Values> {
  const fields: Record<string, FieldState> = {};
  const initial: Record<string, PlainValue> = {};
  for (const spec of specs) {
    const state = fieldStateOf(spec);
    fields[spec.name] = state;
    initial[spec.name] = plainValue(spec, state);
  }
  return {
    options,
    specs,
    fields,
    // Built from the specs, whose names and kinds FieldSpecOf ties to the values' type.
    initial: initial as Values,
    focus: startFocus(specs, fields, focus),
    errors: {},
    phase: 'edit',
    failure: null,
    sendCount: 0,
    reviewTop: 0,
    reviewSeen: 0,
  };
}

export function formValues<Values extends FormValues>(state: FormState<Values>): Values {
  const values: Record<string, PlainValue> = {};
  for (const spec of state.specs) values[spec.name] = plainValue(spec, state.fields[spec.name]!);
  // One value per spec, each of its kind (FieldSpecOf): the values' type.
  return values as Values;
}

/**
 * Something differs from what the form started with.
 * @internal exported for its unit test only
 */
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
function submitted<S extends FormState>(state: S): S {
  let errors: Readonly<Record<string, string>> = {};
  for (const spec of state.specs) errors = withError(errors, spec.name, fieldError(spec, state.fields[spec.name]!));
  const across: Readonly<Record<string, string | undefined>> = state.options.check?.(formValues(state)) ?? {};
  for (const [name, error] of Object.entries(across))
    if (error !== undefined && !(name in errors)) errors = withError(errors, name, error);
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
function startSend<S extends FormState>(state: S): S {
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
function moveFocus<S extends FormState>(state: S, to: number): S {
  const count = state.specs.length;
  if (count === 0) return state;
  const next = cyclic(to, count);
  const left = state.specs[state.focus];
  const errors = left ? withError(state.errors, left.name, fieldError(left, state.fields[left.name]!)) : state.errors;
  return { ...state, focus: next, errors };
}

/** Replace the focused field's state; an error already shown is re-checked, so it goes once fixed. */
function editFocused<S extends FormState>(state: S, change: (field: FieldState, spec: FieldSpec) => FieldState): S {
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

type FieldEdit = Extract<
  KeyAction,
  { type: 'line' | 'area' | 'choice' | 'toggle' | 'multi-move' | 'multi-tick' | 'clear' }
>;

/** The focused field's new state after an edit key (the field itself when the edit is not for its kind). */
function editedField(field: FieldState, spec: FieldSpec, action: FieldEdit): FieldState {
  switch (action.type) {
    case 'line':
      return field.kind === 'text' || field.kind === 'datetime'
        ? { ...field, line: lineReducer(field.line, action.edit) }
        : field;
    case 'area':
      return field.kind === 'textarea' ? { ...field, area: textAreaReducer(field.area, action.edit) } : field;
    case 'choice':
      return field.kind === 'choice' && spec.kind === 'choice'
        ? { ...field, index: cyclic(field.index + action.delta, spec.options.length) }
        : field;
    case 'toggle':
      return field.kind === 'toggle' ? { ...field, on: !field.on } : field;
    case 'multi-move':
      return field.kind === 'multi' && spec.kind === 'multi'
        ? { ...field, cursor: cyclic(field.cursor + action.delta, spec.options.length) }
        : field;
    case 'multi-tick':
      return field.kind === 'multi' && spec.kind === 'multi' ? tickedAtCursor(spec, field) : field;
    case 'clear':
      return sameValue(plainValue(spec, field), plainValue(spec, emptyField(spec))) ? field : emptyField(spec);
  }
}

/** A value set from outside (a preselection); `asInitial` makes it what the form started with. */
function withValue<S extends FormState>(state: S, name: string, value: PlainValue, asInitial: boolean): S {
  const spec = state.specs.find((s) => s.name === name);
  if (!spec) return state;
  const field = fieldStateOf(spec, value);
  const initial = asInitial ? { ...state.initial, [spec.name]: plainValue(spec, field) } : state.initial;
  return { ...state, fields: { ...state.fields, [spec.name]: field }, initial };
}

/** The send's outcome: shown (sent), or back in the form with the failure in place. */
function afterSend<S extends FormState>(state: S, action: Extract<FormAction, { type: 'sent' | 'failed' }>): S {
  if (state.phase !== 'sending') return state;
  if (action.type === 'sent') return { ...state, phase: 'sent', failure: null };
  // Once a send may have arrived, every later send asks first, until one succeeds.
  if (state.options.safeToRepeat) return { ...state, phase: 'edit', failure: { ...action.failure, uncertain: false } };
  const uncertain = action.failure.uncertain || state.failure?.uncertain === true;
  return { ...state, phase: 'edit', failure: { ...action.failure, uncertain } };
}

/** The questions (the review, send again?, leave?) answered or dismissed: back to editing. */
const asking = (state: FormState) =>
  state.phase === 'review' || state.phase === 'confirm-resend' || state.phase === 'confirm-leave';

/** The phase keys: submit, scroll the review, send, go back, leave. */
function phaseReducer<S extends FormState>(state: S, action: Exclude<FormAction, FieldEdit | { type: 'reset' }>): S {
  const editing = state.phase === 'edit';
  switch (action.type) {
    case 'focus-next':
      return editing ? moveFocus(state, state.focus + 1) : state;
    case 'focus-prev':
      return editing ? moveFocus(state, state.focus - 1) : state;
    case 'set':
      return editing ? withValue(state, action.name, action.value, action.asInitial === true) : state;
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
    case 'edit-outside':
      // useForm runs it (the user's editor); the state changes only when the text comes back.
      return state;
    case 'back':
      return asking(state) ? { ...state, phase: 'edit' } : state;
    case 'send':
      return state.phase === 'review' ? startSend(state) : state;
    case 'send-again':
      return state.phase === 'confirm-resend' ? { ...state, phase: 'sending', sendCount: state.sendCount + 1 } : state;
    case 'sent':
    case 'failed':
      return afterSend(state, action);
    case 'escape':
      if (asking(state)) return { ...state, phase: 'edit' };
      if (!editing) return state;
      return { ...state, phase: state.options.askBeforeLeaving && isDirty(state) ? 'confirm-leave' : 'left' };
    case 'leave':
      return state.phase === 'confirm-leave' || state.phase === 'sent' ? { ...state, phase: 'left' } : state;
  }
}

const FIELD_EDITS: ReadonlySet<FormAction['type']> = new Set<FieldEdit['type']>([
  'line',
  'area',
  'choice',
  'toggle',
  'multi-move',
  'multi-tick',
  'clear',
]);
const isFieldEdit = (action: FormAction): action is FieldEdit => FIELD_EDITS.has(action.type);

export function formReducer<Values extends FormValues>(
  state: FormState<Values>,
  action: FormAction<Values>,
): FormState<Values> {
  if (action.type === 'reset')
    return { ...initialForm(action.specs, action.focus, state.options), sendCount: state.sendCount };
  // The generic values only type what hosts pass in; the reducer works on names and plain values.
  const plain = action as Exclude<FormAction, { type: 'reset' }>;
  if (!isFieldEdit(plain)) return phaseReducer(state, plain);
  // Fields change only while editing: the review shows exactly what will be sent.
  if (state.phase !== 'edit') return state;
  return editFocused(state, (field, spec) => editedField(field, spec, plain));
}

// The kinds of form field and their values. A form is a list of FieldSpecs; its state holds one
// FieldState per field. Values leave the form as plain values (string, boolean, null).
import { lineOf, type LineState } from '../state/lineEdit.js';
import { textAreaOf, textAreaValue, type TextAreaState } from './textArea.js';

export type PlainValue = string | boolean | null | readonly string[];
export type FormValues = Readonly<Record<string, PlainValue>>;

/** The names of a form's fields: the keys of its values (declare values as a type, not an interface). */
export type FieldName<Values> = Extract<keyof Values, string>;

interface FieldBase<Name extends string = string> {
  /** Key of the value (the request field it becomes, usually). */
  name: Name;
  label: string;
  /** Shown beside the field while it has the focus. */
  hint?: string;
  /** Put before a check's reason in the error sentence; the label and a space unless given ('From: '). */
  errorPrefix?: string;
}

export interface TextFieldSpec<Name extends string = string> extends FieldBase<Name> {
  kind: 'text';
  initial?: string;
  /** An error sentence (without the label), or null when the value is fine. */
  validate?: (value: string) => string | null;
  /** Drawn as stars (an API key). */
  mask?: boolean;
  /** A value that fails its check on submit is emptied (a typed confirmation is typed afresh). */
  clearOnError?: boolean;
}

export interface TextAreaFieldSpec<Name extends string = string> extends FieldBase<Name> {
  kind: 'textarea';
  initial?: string;
  /** Lines the field shows; longer text scrolls. */
  rows: number;
  validate?: (value: string) => string | null;
}

export interface ChoiceOption {
  /** null: "not set" (the request leaves the field out). */
  value: string | null;
  label: string;
}

export interface ChoiceFieldSpec<Name extends string = string> extends FieldBase<Name> {
  kind: 'choice';
  options: readonly ChoiceOption[];
  initial?: string | null;
}

export interface ToggleFieldSpec<Name extends string = string> extends FieldBase<Name> {
  kind: 'toggle';
  initial?: boolean;
}

/** A date-time typed as ISO 8601 text; its default (often "now") comes in as `initial`. */
export interface DateTimeFieldSpec<Name extends string = string> extends FieldBase<Name> {
  kind: 'datetime';
  initial?: string;
  validate?: (value: string) => string | null;
}

/** Any number of options ticked (filters: statuses, providers); the value keeps the options' order. */
export interface MultiChoiceFieldSpec<Name extends string = string> extends FieldBase<Name> {
  kind: 'multi';
  options: readonly { value: string; label: string }[];
  initial?: readonly string[];
}

export type FieldSpec<Name extends string = string> =
  | TextFieldSpec<Name>
  | TextAreaFieldSpec<Name>
  | ChoiceFieldSpec<Name>
  | ToggleFieldSpec<Name>
  | DateTimeFieldSpec<Name>
  | MultiChoiceFieldSpec<Name>;

/** The kinds of field whose value has type T (a switch is a boolean, a multi-choice a list, ...). */
type KindFor<T> = [PlainValue] extends [T]
  ? FieldSpec['kind']
  : [T] extends [boolean]
    ? 'toggle'
    : [T] extends [readonly string[]]
      ? 'multi'
      : [T] extends [string]
        ? 'text' | 'textarea' | 'datetime' | 'choice'
        : [T] extends [string | null]
          ? 'choice'
          : never;

/**
 * A field of a form with these values: its name is one of theirs and its kind makes the value's
 * type (a misspelled name, or a switch for a text value, is a type error).
 */
export type FieldSpecOf<Values> = {
  [Name in FieldName<Values>]: Extract<FieldSpec<Name>, { kind: KindFor<Values[Name]> }>;
}[FieldName<Values>];

export type FieldState =
  | { kind: 'text'; line: LineState }
  | { kind: 'textarea'; area: TextAreaState }
  | { kind: 'choice'; index: number }
  | { kind: 'toggle'; on: boolean }
  | { kind: 'datetime'; line: LineState }
  /** `on`: the ticked values; `cursor`: the option the cursor is on. */
  | { kind: 'multi'; on: readonly string[]; cursor: number };

function optionIndex(spec: ChoiceFieldSpec, value: PlainValue | undefined): number {
  const index = spec.options.findIndex((o) => o.value === (value ?? null));
  return Math.max(0, index);
}

/** The state of a field holding `value` (its spec's initial value when undefined). */
export function fieldStateOf(spec: FieldSpec, value?: PlainValue): FieldState {
  switch (spec.kind) {
    case 'text':
    case 'datetime':
      return { kind: spec.kind, line: lineOf(typeof value === 'string' ? value : (spec.initial ?? '')) };
    case 'textarea':
      return { kind: 'textarea', area: textAreaOf(typeof value === 'string' ? value : (spec.initial ?? '')) };
    case 'choice':
      return { kind: 'choice', index: optionIndex(spec, value === undefined ? spec.initial : value) };
    case 'toggle':
      return { kind: 'toggle', on: typeof value === 'boolean' ? value : (spec.initial ?? false) };
    case 'multi': {
      const on: readonly string[] = Array.isArray(value) ? value : (spec.initial ?? []);
      return { kind: 'multi', on: spec.options.map((o) => o.value).filter((v) => on.includes(v)), cursor: 0 };
    }
  }
}

/** The multi-choice field with the option under its cursor ticked or unticked (options' order kept). */
export function tickedAtCursor(spec: MultiChoiceFieldSpec, state: FieldState & { kind: 'multi' }): FieldState {
  const value = spec.options[state.cursor]?.value;
  if (value === undefined) return state;
  const on = state.on.includes(value) ? state.on.filter((v) => v !== value) : [...state.on, value];
  return { ...state, on: spec.options.map((o) => o.value).filter((v) => on.includes(v)) };
}

/** An empty value of the field's kind (the clear key). */
export function emptyField(spec: FieldSpec): FieldState {
  if (spec.kind === 'multi') return { kind: 'multi', on: [], cursor: 0 };
  if (spec.kind === 'toggle') return { kind: 'toggle', on: false };
  if (spec.kind === 'choice') return fieldStateOf(spec, null);
  return fieldStateOf(spec, '');
}

/** Two values are the same (lists compared item by item). */
export function sameValue(a: PlainValue | undefined, b: PlainValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

export function plainValue(spec: FieldSpec, state: FieldState): PlainValue {
  switch (state.kind) {
    case 'text':
    case 'datetime':
      return state.line.value;
    case 'textarea':
      return textAreaValue(state.area);
    case 'choice':
      return spec.kind === 'choice' ? (spec.options[state.index]?.value ?? null) : null;
    case 'toggle':
    case 'multi':
      return state.on;
  }
}

/** The sentence shown next to the field ("Description must not be empty"), or null. */
export function fieldError(spec: FieldSpec, state: FieldState): string | null {
  if (spec.kind === 'choice' || spec.kind === 'toggle' || spec.kind === 'multi' || !spec.validate) return null;
  const value = plainValue(spec, state);
  const problem = spec.validate(typeof value === 'string' ? value : '');
  return problem === null ? null : `${spec.errorPrefix ?? `${spec.label} `}${problem}`;
}

// The kinds of form field and their values. A form is a list of FieldSpecs; its state holds one
// FieldState per field. Values leave the form as plain values (string, boolean, null).
import { lineOf, type LineState } from '../state/lineEdit.js';
import { textAreaOf, textAreaValue, type TextAreaState } from './textArea.js';

export type PlainValue = string | boolean | null;
export type FormValues = Readonly<Record<string, PlainValue>>;

interface FieldBase {
  /** Key of the value (the request field it becomes, usually). */
  name: string;
  label: string;
  /** Shown beside the field while it has the focus. */
  hint?: string;
}

export interface TextFieldSpec extends FieldBase {
  kind: 'text';
  initial?: string;
  /** An error sentence (without the label), or null when the value is fine. */
  validate?: (value: string) => string | null;
}

export interface TextAreaFieldSpec extends FieldBase {
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

export interface ChoiceFieldSpec extends FieldBase {
  kind: 'choice';
  options: readonly ChoiceOption[];
  initial?: string | null;
}

export interface ToggleFieldSpec extends FieldBase {
  kind: 'toggle';
  initial?: boolean;
}

/** A date-time typed as ISO 8601 text; its default (often "now") comes in as `initial`. */
export interface DateTimeFieldSpec extends FieldBase {
  kind: 'datetime';
  initial?: string;
  validate?: (value: string) => string | null;
}

export type FieldSpec = TextFieldSpec | TextAreaFieldSpec | ChoiceFieldSpec | ToggleFieldSpec | DateTimeFieldSpec;

export type FieldState =
  | { kind: 'text'; line: LineState }
  | { kind: 'textarea'; area: TextAreaState }
  | { kind: 'choice'; index: number }
  | { kind: 'toggle'; on: boolean }
  | { kind: 'datetime'; line: LineState };

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
  }
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
      return state.on;
  }
}

/** The sentence shown next to the field ("Description must not be empty"), or null. */
export function fieldError(spec: FieldSpec, state: FieldState): string | null {
  if (spec.kind === 'choice' || spec.kind === 'toggle' || !spec.validate) return null;
  const value = plainValue(spec, state);
  const problem = spec.validate(typeof value === 'string' ? value : '');
  return problem === null ? null : `${spec.label} ${problem}`;
}

// The filter form's state: one field per filter of `vigil test-sessions list`, which field and
// which choice has the cursor, and the errors of the last try. Checked with the same rules as the
// plain command before anything is sent.
import { guidError, parseFilterTime, searchLengthError, splitValues, timeOrderError } from '../../../format/session-filters.js';
import {
  SESSION_PROVIDERS,
  SESSION_STATUSES,
  type SessionProviderValue,
  type SessionStatusValue,
} from '../../../format/status.js';
import { lineOf, lineReducer, type LineAction, type LineState } from '../../state/lineEdit.js';
import type { SessionFilter, TimeFilter } from './filter.js';
import { keyOf, keysOf } from '../../keys/commands.js';
import { filterChoiceKeymap } from './keymap.js';

export type TextFieldId = 'branches' | 'users' | 'search' | 'from' | 'to' | 'errorGroupId';
export type ChoiceFieldId = 'statuses' | 'providers';
export type FieldId = TextFieldId | ChoiceFieldId | 'noUsers';

export type FormField =
  | { id: TextFieldId; label: string; kind: 'text'; hint: string }
  | { id: ChoiceFieldId; label: string; kind: 'choices'; hint: string; choices: readonly string[] }
  | { id: 'noUsers'; label: string; kind: 'toggle'; hint: string };

const TIME_HINT = 'a time ago (30m, 2h, 7d), an ISO date (2024-05-01T14:00Z) or Unix seconds';

const CHOICE_HINT = `${keyOf(filterChoiceKeymap, 'toggle')} ticks the choice under the cursor; ${keysOf(filterChoiceKeymap, 'choice-left', 'choice-right')} move`;

export const FORM_FIELDS: readonly FormField[] = [
  { id: 'statuses', label: 'Status', kind: 'choices', choices: SESSION_STATUSES, hint: CHOICE_HINT },
  { id: 'branches', label: 'Branch', kind: 'text', hint: 'one or more branches, separated by commas' },
  { id: 'providers', label: 'Provider', kind: 'choices', choices: SESSION_PROVIDERS, hint: CHOICE_HINT },
  { id: 'users', label: 'User', kind: 'text', hint: 'one or more users, separated by commas' },
  { id: 'noUsers', label: 'No users', kind: 'toggle', hint: `only sessions that nobody started (${keyOf(filterChoiceKeymap, 'toggle')} switches)` },
  { id: 'search', label: 'Search', kind: 'text', hint: 'text in the session, 3 to 200 characters' },
  { id: 'from', label: 'From', kind: 'text', hint: `started at or after: ${TIME_HINT}` },
  { id: 'to', label: 'To', kind: 'text', hint: `started before: ${TIME_HINT}` },
  { id: 'errorGroupId', label: 'Error group', kind: 'text', hint: 'an error group ID (GUID)' },
];

export interface FilterFormState {
  focus: number;
  text: Readonly<Record<TextFieldId, LineState>>;
  statuses: readonly SessionStatusValue[];
  providers: readonly SessionProviderValue[];
  noUsers: boolean;
  /** The cursor within each choice field. */
  choice: Readonly<Record<ChoiceFieldId, number>>;
  errors: Readonly<Partial<Record<FieldId, string>>>;
  /** Something was changed since the form opened (Esc asks before dropping it). */
  dirty: boolean;
}

export type FilterFormAction =
  | { type: 'focus'; delta: number }
  | { type: 'edit'; edit: LineAction }
  | { type: 'toggle' }
  | { type: 'choice'; delta: number }
  | { type: 'clear' }
  | { type: 'errors'; errors: Partial<Record<FieldId, string>>; focus?: FieldId };

export function fieldIndex(id: FieldId): number {
  return FORM_FIELDS.findIndex((f) => f.id === id);
}

export function focusedField(state: FilterFormState): FormField {
  return FORM_FIELDS[state.focus] ?? FORM_FIELDS[0]!;
}

/** The form showing the filters in force, the cursor on `focus`. */
export function formFromFilter(filter: SessionFilter, focus: FieldId = 'statuses'): FilterFormState {
  return {
    focus: Math.max(0, fieldIndex(focus)),
    text: {
      branches: lineOf(filter.branches.join(', ')),
      users: lineOf(filter.users.join(', ')),
      search: lineOf(filter.search ?? ''),
      from: lineOf(filter.from?.text ?? ''),
      to: lineOf(filter.to?.text ?? ''),
      errorGroupId: lineOf(filter.errorGroupId ?? ''),
    },
    statuses: [...filter.statuses],
    providers: [...filter.providers],
    noUsers: filter.noUsers,
    choice: { statuses: 0, providers: 0 },
    errors: {},
    dirty: false,
  };
}

function ticked<T extends string>(all: readonly T[], current: readonly T[], value: T): T[] {
  const on = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  // Keep the fixed order of the choices, whatever order they were ticked in.
  return all.filter((v) => on.includes(v));
}

/** The field's error goes away as soon as the field is changed. */
function changed(state: FilterFormState, id: FieldId, patch: Partial<FilterFormState>): FilterFormState {
  const { [id]: _gone, ...errors } = state.errors;
  return { ...state, ...patch, errors, dirty: true };
}

export function filterFormReducer(state: FilterFormState, action: FilterFormAction): FilterFormState {
  const field = focusedField(state);
  switch (action.type) {
    case 'focus': {
      const n = FORM_FIELDS.length;
      return { ...state, focus: (state.focus + action.delta + n) % n };
    }
    case 'edit': {
      if (field.kind !== 'text') return state;
      const before = state.text[field.id];
      const line = lineReducer(before, action.edit);
      if (line === before) return state;
      const text = { ...state.text, [field.id]: line };
      // Moving the cursor is not a change.
      return line.value === before.value ? { ...state, text } : changed(state, field.id, { text });
    }
    case 'toggle':
      if (field.kind === 'toggle') return changed(state, field.id, { noUsers: !state.noUsers });
      if (field.kind === 'text') return filterFormReducer(state, { type: 'edit', edit: { type: 'insert', text: ' ' } });
      if (field.id === 'statuses') {
        const value = SESSION_STATUSES[state.choice.statuses]!;
        return changed(state, 'statuses', { statuses: ticked(SESSION_STATUSES, state.statuses, value) });
      }
      return changed(state, 'providers', {
        providers: ticked(SESSION_PROVIDERS, state.providers, SESSION_PROVIDERS[state.choice.providers]!),
      });
    case 'choice': {
      if (field.kind === 'toggle') return changed(state, field.id, { noUsers: !state.noUsers });
      if (field.kind === 'text') return filterFormReducer(state, { type: 'edit', edit: { type: action.delta < 0 ? 'left' : 'right' } });
      const n = field.choices.length;
      return { ...state, choice: { ...state.choice, [field.id]: (state.choice[field.id] + action.delta + n) % n } };
    }
    case 'clear':
      if (field.kind === 'text') return changed(state, field.id, { text: { ...state.text, [field.id]: lineOf('') } });
      if (field.kind === 'toggle') return changed(state, field.id, { noUsers: false });
      return changed(state, field.id, field.id === 'statuses' ? { statuses: [] } : { providers: [] });
    case 'errors':
      return { ...state, errors: action.errors, focus: action.focus ? fieldIndex(action.focus) : state.focus };
  }
}

export type FormCheck = { ok: true; filter: SessionFilter } | { ok: false; errors: Partial<Record<FieldId, string>>; first: FieldId };

/**
 * The filters the form asks for, or one sentence per field that is wrong. The rules are the
 * plain command's (`test-sessions list`): search 3 to 200 characters, times that parse, from
 * before to, a GUID for the error group. `now` fixes what "2h" means.
 */
export function checkFilterForm(state: FilterFormState, now: number): FormCheck {
  const errors: Partial<Record<FieldId, string>> = {};
  const value = (id: TextFieldId) => state.text[id].value.trim();

  const searchText = value('search');
  const searchError = searchText === '' ? undefined : searchLengthError(searchText);
  if (searchError) errors.search = `Search ${searchError}.`;

  const time = (id: 'from' | 'to', label: string): TimeFilter | undefined => {
    const text = value(id);
    if (text === '') return undefined;
    const parsed = parseFilterTime(text, now);
    if ('error' in parsed) {
      errors[id] = `${label}: ${parsed.error}.`;
      return undefined;
    }
    return { text, seconds: parsed.seconds };
  };
  const from = time('from', 'From');
  const to = time('to', 'To');
  const orderError = from && to ? timeOrderError(from, to, { from: 'From', to: 'To' }) : undefined;
  if (orderError) errors.from = `${orderError}.`;

  const group = value('errorGroupId');
  const groupError = group === '' ? undefined : guidError(group, 'a test-session error group ID');
  if (groupError) errors.errorGroupId = `Error group ${groupError}.`;

  const first = FORM_FIELDS.find((f) => errors[f.id] !== undefined);
  if (first) return { ok: false, errors, first: first.id };
  return {
    ok: true,
    filter: {
      statuses: [...state.statuses],
      branches: splitValues(state.text.branches.value),
      providers: [...state.providers],
      users: splitValues(state.text.users.value),
      noUsers: state.noUsers,
      search: searchText === '' ? undefined : searchText,
      from,
      to,
      errorGroupId: group === '' ? undefined : group,
    },
  };
}

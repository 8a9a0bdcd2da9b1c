// The login form's state: three fields, which one has the cursor, and the outcome of a try.
import { lineOf, lineReducer, type LineAction, type LineState } from '../state/lineEdit.js';

export const LOGIN_FIELDS = ['apiKey', 'accountId', 'baseUrl'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export interface LoginState {
  values: Record<LoginField, LineState>;
  focus: number;
  busy: boolean;
  error: string | undefined;
}

export type LoginAction =
  | { type: 'edit'; edit: LineAction }
  | { type: 'focus'; delta: number }
  | { type: 'busy' }
  | { type: 'failed'; error: string };

export function initialLogin(values: Partial<Record<LoginField, string>>): LoginState {
  return {
    values: { apiKey: lineOf(values.apiKey ?? ''), accountId: lineOf(values.accountId ?? ''), baseUrl: lineOf(values.baseUrl ?? '') },
    // Start on the first empty field.
    focus: Math.max(0, LOGIN_FIELDS.findIndex((f) => !values[f])),
    busy: false,
    error: undefined,
  };
}

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'edit': {
      if (state.busy) return state;
      const field = LOGIN_FIELDS[state.focus]!;
      return { ...state, values: { ...state.values, [field]: lineReducer(state.values[field], action.edit) } };
    }
    case 'focus': {
      const n = LOGIN_FIELDS.length;
      return { ...state, focus: (state.focus + action.delta + n) % n };
    }
    case 'busy':
      return { ...state, busy: true, error: undefined };
    case 'failed':
      return { ...state, busy: false, error: action.error };
  }
}

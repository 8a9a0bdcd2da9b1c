// The login form on the form engine: three text fields (the key drawn as stars), the cursor on
// the first empty one, submitted at once (nothing to review: it only reads the account), Enter
// going to the next field and logging in from the last, Esc quitting without asking.
import type { FieldSpecOf } from '../forms/fields.js';
import type { FormOptions } from '../forms/formTypes.js';

export const LOGIN_FIELDS = ['apiKey', 'accountId', 'baseUrl'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Readonly<Record<LoginField, string>>;

const LABELS: Record<LoginField, string> = { apiKey: 'API key', accountId: 'Account ID', baseUrl: 'Base URL' };

export function loginSpecs(initial: Partial<Record<LoginField, string>>): FieldSpecOf<LoginValues>[] {
  return LOGIN_FIELDS.map((field) => ({
    kind: 'text',
    name: field,
    label: LABELS[field],
    initial: initial[field] ?? '',
    mask: field === 'apiKey',
  }));
}

export const loginOptions: FormOptions<LoginValues> = {
  submit: 'direct',
  enter: 'next-then-submit',
  askBeforeLeaving: false,
  emptyLeaves: false,
  // Verifying reads the account: trying again cannot do anything twice.
  safeToRepeat: true,
  submitText: { description: 'verify and log in', footer: 'log in' },
  leaveText: { description: 'quit without logging in', footer: 'quit' },
};

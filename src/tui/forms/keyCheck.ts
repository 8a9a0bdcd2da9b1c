// No form makes a request of a value that holds the API key (a key pasted into the wrong field):
// on submit the field says so, before a review would show the request with the key in it. The
// client refuses such a request anyway (client/key-in-request.ts); this says it where it was typed.
import type { FieldName, FormValues } from './fields.js';
import type { FormState } from './formTypes.js';

const KEY_IN_FIELD = 'holds the API key: take it out (the key goes only in the Authorization header)';

/** `state` whose submit also finds the fields that hold the key (`holdsKey`); masked fields (the login's key) aside. */
export function withKeyCheck<Values extends FormValues>(
  state: FormState<Values>,
  holdsKey: ((text: string) => boolean) | undefined,
): FormState<Values> {
  if (!holdsKey) return state;
  const own = state.options.check;
  const check = (values: Values): Readonly<Partial<Record<FieldName<Values>, string>>> => {
    const errors: Partial<Record<FieldName<Values>, string>> = {};
    for (const spec of state.specs) {
      if ((spec.kind !== 'text' && spec.kind !== 'textarea') || (spec.kind === 'text' && spec.mask)) continue;
      const value = values[spec.name];
      if (typeof value === 'string' && holdsKey(value))
        errors[spec.name] = `${spec.errorPrefix ?? `${spec.label} `}${KEY_IN_FIELD}`;
    }
    return { ...own?.(values), ...errors };
  };
  return { ...state, options: { ...state.options, check } };
}

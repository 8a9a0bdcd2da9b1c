// The filter form in the list screen, on the form engine: closed until `open` (a reset to the
// filters in force), applied at once when submitted (the engine's send: nothing goes to the
// server but the list's next page). The list hands the form's keys to the shell while it is
// open, so typed text ('1', 'q', '?') goes into the fields.
import { useCallback } from 'react';
import type { FormState } from '../../forms/formState.js';
import { initialForm } from '../../forms/formState.js';
import { useForm, type FormController } from '../../forms/useForm.js';
import { emptyFilter, type SessionFilter } from './filter.js';
import { filterFromValues, filterOptions, filterSpecs, type FilterValues, type FieldId } from './filterFormState.js';

export interface FilterFormControl {
  /** The form while it is open. */
  form: FormState<FilterValues> | null;
  open: (filter: SessionFilter, focus?: FieldId) => void;
  /** The form's keys while it is open, else the list's (`otherwise`), as the latest state makes them. */
  keys: FormController<FilterValues, SessionFilter>['keys'];
}

const closed = (): FormState<FilterValues> => ({
  ...initialForm(filterSpecs(emptyFilter), 0, filterOptions),
  phase: 'left',
});

export function useFilterForm(apply: (filter: SessionFilter) => void): FilterFormControl {
  const form = useForm<FilterValues, SessionFilter>({
    init: closed,
    send: (values) => Promise.resolve(filterFromValues(values, Date.now())),
    onSent: (filter) => {
      apply(filter);
      form.dispatch({ type: 'leave' });
    },
  });
  const { dispatch, state } = form;
  const open = useCallback(
    (filter: SessionFilter, focus: FieldId = 'statuses') =>
      dispatch({ type: 'reset', specs: filterSpecs(filter), focus }),
    [dispatch],
  );
  const isOpen = state.phase !== 'left' && state.phase !== 'sent';
  return { form: isOpen ? state : null, open, keys: form.keys };
}

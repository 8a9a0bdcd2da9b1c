// The filter form while it is open: its state, and what each key does to it. The list screen
// hands `onInput` to the shell, so typed text ('1', 'q', '?') goes into the fields.
import { useCallback, useRef, useState } from 'react';
import type { Key } from 'ink';
import { lookup } from '../../keys/index.js';
import { lineActionFor } from '../../state/textInput.js';
import { useShell } from '../../state/shell.js';
import type { SessionFilter } from './filter.js';
import { checkFilterForm, filterFormReducer, formFromFilter, type FieldId, type FilterFormAction, type FilterFormState } from './filterFormState.js';
import { filterFormKeymap } from './keymap.js';

export interface FilterFormControl {
  form: FilterFormState | null;
  open: (filter: SessionFilter, focus?: FieldId) => void;
  onInput: (name: string | null, input: string, key: Key) => boolean;
}

export function useFilterForm(apply: (filter: SessionFilter) => void): FilterFormControl {
  const shell = useShell();
  const [form, setFormState] = useState<FilterFormState | null>(null);
  // Keys can arrive faster than renders: the handler works on the latest state, not the render's.
  const latest = useRef<FilterFormState | null>(null);
  const setForm = useCallback((next: FilterFormState | null) => {
    latest.current = next;
    setFormState(next);
  }, []);
  const dispatch = useCallback(
    (action: FilterFormAction) => {
      if (latest.current) setForm(filterFormReducer(latest.current, action));
    },
    [setForm],
  );

  const open = useCallback((filter: SessionFilter, focus?: FieldId) => setForm(formFromFilter(filter, focus)), [setForm]);

  const onInput = useCallback(
    (name: string | null, input: string, key: Key): boolean => {
      const state = latest.current;
      if (!state) return false;
      const binding = name ? lookup(filterFormKeymap, name) : undefined;
      switch (binding?.command) {
        case 'next-field':
          dispatch({ type: 'focus', delta: 1 });
          return true;
        case 'prev-field':
          dispatch({ type: 'focus', delta: -1 });
          return true;
        case 'toggle':
          dispatch({ type: 'toggle' });
          return true;
        case 'choice-left':
          dispatch({ type: 'choice', delta: -1 });
          return true;
        case 'choice-right':
          dispatch({ type: 'choice', delta: 1 });
          return true;
        case 'clear-field':
          dispatch({ type: 'clear' });
          return true;
        case 'apply': {
          const checked = checkFilterForm(state, Date.now());
          if (!checked.ok) {
            dispatch({ type: 'errors', errors: checked.errors, focus: checked.first });
            return true;
          }
          setForm(null);
          apply(checked.filter);
          return true;
        }
        case 'cancel':
          if (!state.dirty) setForm(null);
          else shell.confirm({ message: 'Close the form and drop the changes to the filters?', onYes: () => setForm(null) });
          return true;
      }
      const edit = lineActionFor(name, input, key);
      if (edit) dispatch({ type: 'edit', edit });
      // Every other key is the form's too: nothing typed here reaches the list or the shell.
      return true;
    },
    [dispatch, setForm, apply, shell],
  );

  return { form, open, onInput };
}

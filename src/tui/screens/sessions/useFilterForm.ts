// The filter form while it is open: its state and its command table. The list screen hands the
// table and `onText` to the shell, so typed text ('1', 'q', '?') goes into the fields.
import { useCallback, useRef, useState } from 'react';
import type { Key } from 'ink';
import { bindCommands } from '../../keys/commands.js';
import type { CommandTable } from '../../keys/types.js';
import { lineActionFor } from '../../state/textInput.js';
import { useShell } from '../../state/shell.js';
import type { SessionFilter } from './filter.js';
import { FORM_FIELDS, checkFilterForm, filterFormReducer, formFromFilter, type FieldId, type FilterFormAction, type FilterFormState } from './filterFormState.js';
import { filterChoiceKeymap, filterFormKeymap } from './keymap.js';

export interface FilterFormControl {
  form: FilterFormState | null;
  open: (filter: SessionFilter, focus?: FieldId) => void;
  /** The form's table while it is open. */
  commands: CommandTable | null;
  /** Keys the table does not bind: typed into the focused field (every key is the form's). */
  onText: (name: string | null, input: string, key: Key) => void;
}

export function useFilterForm(apply: (filter: SessionFilter) => void): FilterFormControl {
  const shell = useShell();
  const [form, setFormState] = useState<FilterFormState | null>(null);
  // Keys can arrive faster than renders: the handlers work on the latest state, not the render's.
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

  const onText = useCallback(
    (name: string | null, input: string, key: Key) => {
      const edit = lineActionFor(name, input, key);
      if (edit) dispatch({ type: 'edit', edit });
    },
    [dispatch],
  );

  const choosing = form ? FORM_FIELDS[form.focus]?.kind !== 'text' : false;
  const choiceCommands = choosing
    ? bindCommands(filterChoiceKeymap, {
        toggle: () => dispatch({ type: 'toggle' }),
        'choice-left': () => dispatch({ type: 'choice', delta: -1 }),
        'choice-right': () => dispatch({ type: 'choice', delta: 1 }),
      })
    : [];
  const commands = form
    ? [...bindCommands(filterFormKeymap, {
        'next-field': () => dispatch({ type: 'focus', delta: 1 }),
        'prev-field': () => dispatch({ type: 'focus', delta: -1 }),
        'clear-field': () => dispatch({ type: 'clear' }),
        apply: () => {
          const state = latest.current;
          if (!state) return;
          const checked = checkFilterForm(state, Date.now());
          if (!checked.ok) {
            dispatch({ type: 'errors', errors: checked.errors, focus: checked.first });
            return;
          }
          setForm(null);
          apply(checked.filter);
        },
        cancel: () => {
          const state = latest.current;
          if (!state) return;
          if (!state.dirty) setForm(null);
          else shell.confirm({ message: 'Close the form and drop the changes to the filters?', onYes: () => setForm(null) });
        },
      }), ...choiceCommands]
    : null;

  return { form, open, commands, onText };
}

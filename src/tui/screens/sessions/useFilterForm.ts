// The filter form in the list screen, on the form engine: closed until `open` (a reset to the
// filters in force), applied at once when submitted (the engine's send: nothing goes to the
// server but the list's next page). The list hands its table and `onText` to the shell while it
// is open, so typed text ('1', 'q', '?') goes into the fields.
import { useCallback, useEffect, useRef } from 'react';
import type { Key } from 'ink';
import type { CommandTable } from '../../keys/types.js';
import type { PasteResult } from '../../state/shell.js';
import { formValues, initialForm, type FormState } from '../../forms/formState.js';
import { useForm } from '../../forms/useForm.js';
import { emptyFilter, type SessionFilter } from './filter.js';
import { fieldIndex, filterFromValues, filterOptions, filterSpecs, type FieldId } from './filterFormState.js';

export interface FilterFormControl {
  /** The form while it is open. */
  form: FormState | null;
  open: (filter: SessionFilter, focus?: FieldId) => void;
  /** The form's table while it is open. */
  commands: CommandTable | null;
  /** Keys the table does not bind: typed into the focused field (every key is the form's). */
  onText: (name: string | null, input: string, key: Key) => void;
  /** A paste into the focused field. */
  onPaste: (text: string) => PasteResult;
  /** The table as the latest state makes it (keys that come before the next render). */
  liveCommands: () => CommandTable | null;
}

const closed = (): FormState => ({ ...initialForm(filterSpecs(emptyFilter), 0, filterOptions), phase: 'left' });

export function useFilterForm(apply: (filter: SessionFilter) => void): FilterFormControl {
  const form = useForm(closed, (_signal, state) => Promise.resolve(filterFromValues(formValues(state), Date.now())));
  const { dispatch, state } = form;
  const applied = useRef(apply);
  applied.current = apply;
  useEffect(() => {
    if (state.phase !== 'sent') return;
    applied.current(state.result as SessionFilter);
    dispatch({ type: 'leave' });
  }, [state.phase, state.result, dispatch]);

  const open = useCallback(
    (filter: SessionFilter, focus: FieldId = 'statuses') =>
      dispatch({ type: 'reset', specs: filterSpecs(filter), focus: fieldIndex(focus) }),
    [dispatch],
  );
  const isOpen = state.phase !== 'left' && state.phase !== 'sent';
  return {
    form: isOpen ? state : null,
    open,
    commands: form.commands,
    onText: form.onText,
    onPaste: form.onPaste,
    liveCommands: form.liveCommands,
  };
}

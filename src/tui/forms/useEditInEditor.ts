// The form's `edit-outside` command: the focused text area's text in the user's editor, then back
// into the field as if typed (cleaned of controls as typed text is). The form is untouched when
// the editor fails or is missing; the shell's notice says why, in one sentence.
import { useCallback, useContext } from 'react';
import type { FormState, KeyAction } from './formTypes.js';
import { ShellContext } from '../state/shell.js';
import { editText } from '../render/handOver.js';
import { useHandOver } from '../render/useHandOver.js';

/** The text of the focused field when it is a text area being edited, else undefined. */
function focusedAreaText(state: FormState): string | undefined {
  if (state.phase !== 'edit') return undefined;
  const spec = state.specs[state.focus];
  const field = spec ? state.fields[spec.name] : undefined;
  return field?.kind === 'textarea' ? field.area.lines.join('\n') : undefined;
}

export function useEditInEditor(current: () => FormState, dispatch: (action: KeyAction) => void): () => void {
  const handOver = useHandOver();
  const shell = useContext(ShellContext);
  return useCallback(() => {
    const before = focusedAreaText(current());
    if (before === undefined) return;
    editText(before, process.env, handOver).then(
      (outcome) => {
        if (!outcome.ok) {
          shell?.notify(outcome.problem, 'error');
          return;
        }
        if (outcome.text === before || focusedAreaText(current()) !== before) return;
        dispatch({ type: 'area', edit: { type: 'set', value: '' } });
        dispatch({ type: 'area', edit: { type: 'insert', text: outcome.text } });
      },
      (error: unknown) => {
        const why = error instanceof Error ? error.message : String(error);
        shell?.notify(`The editor could not be given the text (${why}): the text is as it was.`, 'error');
      },
    );
  }, [current, dispatch, handOver, shell]);
}

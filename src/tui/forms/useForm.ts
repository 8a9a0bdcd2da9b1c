// A form in a screen: its reducer (with the latest state readable at once, so keys typed faster
// than a render still see the phase they act in), the send that runs once per confirmation, and
// the form's command table and text handler for useScreenCommands.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Key } from 'ink';
import type { CommandTable } from '../keys/types.js';
import { formCommands, formPasteAction, formTextAction, type ReviewSize } from './formBindings.js';
import type { PasteResult } from '../state/shell.js';
import { formReducer, type FormAction, type FormState } from './formState.js';
import { sendFailure } from './sendOutcome.js';
import { useEditInEditor } from './useEditInEditor.js';

export interface FormController {
  state: FormState;
  dispatch: (action: FormAction) => void;
  /** The form's active table; null once it is sent or left (the screen's keys apply again). */
  commands: CommandTable | null;
  /** Keys the table does not bind: typed into the focused field, or nothing. */
  onText: (name: string | null, input: string, key: Key) => void;
  /** A paste: text into the focused field; what was done with its line breaks, or null when no field takes text. */
  onPaste: (text: string) => PasteResult;
  /** The latest state, with keys typed faster than a render applied. */
  current: () => FormState;
  /** The table as the latest state makes it (keys typed faster than a render see their phase and field). */
  liveCommands: () => CommandTable | null;
}

/**
 * `init` makes the first state (initialForm(specs, focus, options)). `send` runs when the
 * reviewed request is confirmed (a direct form: when it is submitted), given the state it
 * sends; its result becomes `state.result`. A failure comes back into the form as
 * `state.failure`, every field kept. `reviewSize` is the review as the view lays it out
 * (FormView's reviewGeometry): the send key waits until all of it was on screen.
 */
export function useForm(
  init: () => FormState,
  send: (signal: AbortSignal, state: FormState) => Promise<unknown>,
  reviewSize?: ReviewSize,
): FormController {
  const [state, setState] = useState<FormState>(init);
  const latest = useRef(state);
  const editOutside = useRef<() => void>(() => undefined);
  const dispatch = useCallback((action: FormAction) => {
    if (action.type === 'edit-outside') return editOutside.current();
    const next = formReducer(latest.current, action);
    if (next === latest.current) return;
    latest.current = next;
    setState(next);
  }, []);
  editOutside.current = useEditInEditor(() => latest.current, dispatch);

  const sendRef = useRef(send);
  sendRef.current = send;
  // biome-ignore lint/correctness/useExhaustiveDependencies: sendCount is the trigger (one per confirmed send); the state is read from `latest`
  useEffect(() => {
    if (latest.current.phase !== 'sending') return;
    const controller = new AbortController();
    sendRef.current(controller.signal, latest.current).then(
      (result) => dispatch({ type: 'sent', result }),
      (error: unknown) => dispatch({ type: 'failed', failure: sendFailure(error) }),
    );
    // Only unmounting (quitting) aborts: a new send cannot start before this one ended.
    return () => controller.abort();
  }, [state.sendCount, dispatch]);

  const onText = useCallback(
    (name: string | null, input: string, key: Key) => {
      const action = formTextAction(latest.current, name, input, key);
      if (action) dispatch(action);
    },
    [dispatch],
  );

  const onPaste = useCallback(
    (text: string): PasteResult => {
      const pasted = formPasteAction(latest.current, text);
      if (!pasted) return null;
      dispatch(pasted.action);
      return pasted.note;
    },
    [dispatch],
  );

  const sizeRef = useRef(reviewSize);
  sizeRef.current = reviewSize;
  const liveCommands = useCallback(
    () =>
      formCommands(
        () => latest.current,
        dispatch,
        (s) => sizeRef.current?.(s) ?? null,
      ),
    [dispatch],
  );
  const current = useCallback(() => latest.current, []);
  return { state, dispatch, commands: liveCommands(), onText, onPaste, liveCommands, current };
}

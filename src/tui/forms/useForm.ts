// A form in a screen: its reducer (with the latest state readable at once, so keys typed faster
// than a render still see the phase they act in), the send that runs once per `y`, and the key
// handler the screen passes to useScreenCommands' onInput.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Key } from 'ink';
import { formKeyAction } from './formKeys.js';
import { formReducer, type FormAction, type FormState } from './formState.js';
import { sendFailure } from './sendOutcome.js';

export interface FormController {
  state: FormState;
  dispatch: (action: FormAction) => void;
  /** True when the form used the key (everything while editing or asking). */
  handleKey: (name: string | null, input: string, key: Key) => boolean;
}

/**
 * `init` makes the first state (initialForm(specs, focus)). `send` runs when the reviewed
 * request is confirmed; its result becomes `state.result`. A failure comes back into the form
 * as `state.failure`, every field kept.
 */
export function useForm(init: () => FormState, send: (signal: AbortSignal) => Promise<unknown>): FormController {
  const [state, setState] = useState<FormState>(init);
  const latest = useRef(state);
  const dispatch = useCallback((action: FormAction) => {
    const next = formReducer(latest.current, action);
    if (next === latest.current) return;
    latest.current = next;
    setState(next);
  }, []);

  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    if (latest.current.phase !== 'sending') return;
    const controller = new AbortController();
    sendRef.current(controller.signal).then(
      (result) => dispatch({ type: 'sent', result }),
      (error: unknown) => dispatch({ type: 'failed', failure: sendFailure(error) }),
    );
    // Only unmounting (quitting) aborts: a new send cannot start before this one ended.
    return () => controller.abort();
  }, [state.sendCount, dispatch]);

  const handleKey = useCallback(
    (name: string | null, input: string, key: Key) => {
      const result = formKeyAction(latest.current, name, input, key);
      if (result === null) return false;
      if (result !== 'ignore') dispatch(result);
      return true;
    },
    [dispatch],
  );

  return { state, dispatch, handleKey };
}

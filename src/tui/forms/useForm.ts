// A form in a screen: its reducer (with the latest state readable at once, so keys typed faster
// than a render still see the phase they act in), the send that runs once per confirmation, the
// host's callbacks when it was sent or left, and the keys of its modes for the shell.
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Key } from 'ink';
import type { CommandTable } from '../keys/types.js';
import type { PasteResult, ScreenCommands } from '../state/shell.js';
import type { FormValues } from './fields.js';
import { formCommands, formPasteAction, formTextAction } from './formBindings.js';
import { formReducer, formValues, type FormAction, type FormState, type SendFailure } from './formState.js';
import type { ReviewGeometry } from './review.js';
import { sendFailure } from './sendOutcome.js';
import { useEditInEditor } from './useEditInEditor.js';
import { withKeyCheck } from './keyCheck.js';
import { HoldsKeyContext } from '../state/holdsKey.js';

/** What a host declares: the form, what sending it does, and what follows. */
export interface FormDefinition<Values extends FormValues, Result> {
  /** The first state: initialForm(specs, focus, options). */
  init: () => FormState<Values>;
  /**
   * Runs once per confirmed send (a 'direct' form: once per submit) with the values it sends. A
   * rejection comes back into the form as its failure, every field kept.
   */
  send: (values: Values, signal: AbortSignal) => Promise<Result>;
  /** The review as the view lays it out (reviewGeometry): the send key waits until all of it was on screen. */
  reviewSize?: (values: Values) => ReviewGeometry | null;
  /** The send succeeded: once per send, with what it returned. */
  onSent?: (result: Result) => void;
  /** The form was left (Esc, a confirmed leave, or an empty submit where that leaves): once each time. */
  onLeft?: () => void;
  /** A send failed (its sentence is shown in the form): once per failure. */
  onFailed?: (failure: SendFailure) => void;
}

/** A screen's keys: its table, and (in a text mode) typed text and pastes. */
export type ScreenKeys = Pick<ScreenCommands, 'commands' | 'onText' | 'onPaste'>;

/** The form's keys in a phase: its table, and typed text and pastes for the focused field. */
export interface FormMode {
  commands: CommandTable;
  onText: (name: string | null, input: string, key: Key) => void;
  onPaste: (text: string) => PasteResult;
}

export interface FormController<Values extends FormValues, Result> {
  state: FormState<Values>;
  values: Values;
  /** What the last send returned, while the form shows it (phase 'sent'); undefined otherwise. */
  sent: Result | undefined;
  dispatch: (action: FormAction<Values>) => void;
  /** The latest state, with keys typed faster than a render applied. */
  current: () => FormState<Values>;
  /** The form's keys as the latest state makes them; null once it is sent or left (the host's keys apply). */
  mode: () => FormMode | null;
  /**
   * The keys the host hands the shell, as the latest state makes them (read them when a key
   * arrives): the form's table, text and paste while it takes keys, else `otherwise` (the host's
   * table once the form is sent or closed). `around` puts the host's own commands in front of the
   * form's table (the incident forms' summary key).
   */
  keys: (otherwise: CommandTable, around?: (table: CommandTable) => CommandTable) => ScreenKeys;
}

export function useForm<Values extends FormValues, Result>(
  definition: FormDefinition<Values, Result>,
): FormController<Values, Result> {
  const holdsKey = useContext(HoldsKeyContext);
  const [state, setState] = useState<FormState<Values>>(() => withKeyCheck(definition.init(), holdsKey));
  const latest = useRef(state);
  const host = useRef(definition);
  host.current = definition;
  // The text area's external editor: not a change of state, run here (useEditInEditor.ts).
  const editOutside = useRef<() => void>(() => undefined);
  /** Applies an action; true when it changed the form. */
  const apply = useCallback((action: FormAction<Values>): boolean => {
    if (action.type === 'edit-outside') {
      editOutside.current();
      return false;
    }
    const before = latest.current;
    const next = formReducer(before, action);
    if (next === before) return false;
    latest.current = next;
    setState(next);
    if (next.phase === 'left' && before.phase !== 'left') host.current.onLeft?.();
    return true;
  }, []);
  const dispatch = useCallback((action: FormAction<Values>) => void apply(action), [apply]);
  editOutside.current = useEditInEditor(() => latest.current, dispatch);
  const result = useRef<Result | undefined>(undefined);
  useSend(state.sendCount, latest, host, apply, result);

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
  const mode = useCallback((): FormMode | null => {
    const size = (s: FormState<Values>) => host.current.reviewSize?.(formValues(s)) ?? null;
    const commands = formCommands(() => latest.current, dispatch, size);
    return commands ? { commands, onText, onPaste } : null;
  }, [dispatch, onText, onPaste]);
  const keys = useCallback(
    (otherwise: CommandTable, around: (table: CommandTable) => CommandTable = (table) => table): ScreenKeys => {
      const now = mode();
      return now ? { ...now, commands: around(now.commands) } : { commands: otherwise };
    },
    [mode],
  );
  const current = useCallback(() => latest.current, []);
  const values = useMemo(() => formValues(state), [state]);
  const sent = state.phase === 'sent' ? result.current : undefined;
  return { state, values, sent, dispatch, current, mode, keys };
}

/** Sends once per increment of `sendCount` (the reducer allows one send per confirmation). */
function useSend<Values extends FormValues, Result>(
  sendCount: number,
  latest: { current: FormState<Values> },
  host: { current: FormDefinition<Values, Result> },
  apply: (action: FormAction<Values>) => boolean,
  result: { current: Result | undefined },
): void {
  // The state is read from `latest`: sendCount is the trigger, one per confirmed send.
  // biome-ignore lint/correctness/useExhaustiveDependencies: sendCount triggers; the state comes from `latest`
  useEffect(() => {
    if (latest.current.phase !== 'sending') return;
    const controller = new AbortController();
    host.current.send(formValues(latest.current), controller.signal).then(
      (sent) => {
        if (controller.signal.aborted) return;
        result.current = sent;
        if (apply({ type: 'sent' })) host.current.onSent?.(sent);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = sendFailure(error);
        if (apply({ type: 'failed', failure })) host.current.onFailed?.(failure);
      },
    );
    // Only unmounting (quitting) aborts: a new send cannot start before this one ended.
    return () => controller.abort();
  }, [sendCount, apply]);
}

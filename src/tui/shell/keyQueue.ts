// Every key, in order. A read can hold several keys (`jj` held over SSH, `3]es` typed fast, a
// paste): each is handled against the state the one before it left. A key alone in its read is
// handled at once (React draws its changes before Ink's input handler returns); of keys that came
// together, each waits for React's commit of the one before (a bump of `keyTick`, drawn with the
// key's own changes: the screens' layout effects hand the shell their new tables before the shell's
// effect takes the next key).
// A key whose command waits for data (the list is still loading) is held, with the keys after it,
// and tried again each time the screen draws, until it runs or is refused with its reason.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Key } from 'ink';
import { decodeKeys, type InputEvent } from '../keys/input.js';

/** `wait`: the key's command waits for data; hold it (and the keys after it) and try again. */
export type KeyResult = 'done' | 'wait';

export interface KeyQueueHandlers {
  /** One key or paste, against the tables as they are now. */
  handle: (event: InputEvent) => KeyResult;
  /**
   * A key that acts at once, before the keys still queued (ctrl+c quits; Esc drops the keys held
   * for data): true when it did. `held`: the keys held, when the first of them waits for data.
   */
  urgent: (event: InputEvent, held: readonly InputEvent[] | null) => boolean;
}

export interface KeyQueue {
  /** The handler to give Ink's useInput. */
  onInput: (input: string, key: Key) => void;
  /** The handler to give Ink's usePaste: a paste takes its turn among the keys. */
  onPaste: (text: string) => void;
  /** The screen drew (its table may have changed): a held key is tried again. */
  retry: () => void;
}

export function useKeyQueue({ handle, urgent }: KeyQueueHandlers): KeyQueue {
  const queue = useRef<InputEvent[]>([]);
  /** The first key waits for data. */
  const waiting = useRef(false);
  /** A key was handled: the next one waits for the commit that draws it. */
  const committing = useRef(false);
  const retrying = useRef(false);
  const [keyTick, setKeyTick] = useState(0);
  const handlers = useRef({ handle, urgent });
  handlers.current = { handle, urgent };

  // `later`: not in Ink's input handler, where React draws a key's changes before it returns.
  const drain = useCallback((later: boolean) => {
    const next = queue.current[0];
    if (!next || committing.current) return;
    if (handlers.current.handle(next) === 'wait') {
      waiting.current = true;
      return;
    }
    waiting.current = false;
    queue.current.shift();
    if (queue.current.length === 0 && !later) return;
    committing.current = true;
    setKeyTick((tick) => tick + 1);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new tick (a key drawn) takes the next key.
  useEffect(() => {
    committing.current = false;
    if (!waiting.current) drain(true);
  }, [keyTick]);

  const take = useCallback(
    (events: readonly InputEvent[]) => {
      for (const event of events) {
        if (queue.current.length > 0 && handlers.current.urgent(event, waiting.current ? queue.current : null)) {
          if (waiting.current) {
            waiting.current = false;
            queue.current = [];
          }
          continue;
        }
        queue.current.push(event);
      }
      if (!waiting.current) drain(false);
    },
    [drain],
  );
  const onInput = useCallback((input: string, key: Key) => take(decodeKeys(input, key)), [take]);
  const onPaste = useCallback((text: string) => take([{ kind: 'paste', text }]), [take]);

  const retry = useCallback(() => {
    if (!waiting.current || retrying.current) return;
    retrying.current = true;
    // After the commit that called this: the screen's new table is in place by then.
    queueMicrotask(() => {
      retrying.current = false;
      if (waiting.current) drain(true);
    });
  }, [drain]);

  return { onInput, onPaste, retry };
}

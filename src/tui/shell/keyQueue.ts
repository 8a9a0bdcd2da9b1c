// Every key, in order. A read can hold several keys (`jj` held over SSH, `3]es` typed fast, a
// paste): each is handled against the state the one before it left. After a key, the next one waits
// for React's commit (a bump of `keyTick`: the screens' layout effects hand the shell their new
// tables before the shell's effect takes the next key; a timer would hand it the old ones).
// A key whose command waits for data (the list is still loading) is held, with the keys after it,
// and tried again each time the screen draws, until it runs or is refused with its reason.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Key } from 'ink';
import { createInputDecoder, type InputEvent } from '../keys/input.js';

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
  /** The screen drew (its table may have changed): a held key is tried again. */
  retry: () => void;
}

export function useKeyQueue({ handle, urgent }: KeyQueueHandlers): KeyQueue {
  const [decoder] = useState(createInputDecoder);
  const queue = useRef<InputEvent[]>([]);
  const waiting = useRef(false);
  const [keyTick, setKeyTick] = useState(0);
  const handlers = useRef({ handle, urgent });
  handlers.current = { handle, urgent };

  const drain = useCallback(() => {
    const next = queue.current[0];
    if (!next) return;
    if (handlers.current.handle(next) === 'wait') {
      waiting.current = true;
      return;
    }
    waiting.current = false;
    queue.current.shift();
    if (queue.current.length > 0) setKeyTick((tick) => tick + 1);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new tick takes the next key.
  useEffect(() => {
    if (!waiting.current) drain();
  }, [keyTick]);

  const onInput = useCallback(
    (input: string, key: Key) => {
      const idle = queue.current.length === 0;
      for (const event of decoder.push(input, key)) {
        if (queue.current.length > 0 && handlers.current.urgent(event, waiting.current ? queue.current : null)) {
          if (waiting.current) {
            waiting.current = false;
            queue.current = [];
          }
          continue;
        }
        queue.current.push(event);
      }
      // An idle queue takes its first key now; the others follow one commit apart (a queue that
      // was not idle is already on its way, or waits for data).
      if (idle && queue.current.length > 0) drain();
    },
    [decoder, drain],
  );

  const retry = useCallback(() => {
    if (!waiting.current) return;
    // After the commit that called this: the screen's new table is in place by then.
    queueMicrotask(() => {
      if (waiting.current) drain();
    });
  }, [drain]);

  return { onInput, retry };
}

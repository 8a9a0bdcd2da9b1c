// Keys that arrived together come as one string: handle them one by one, each after the frame
// of the one before, so `jj<Enter>` opens the row the two moves reached (a text field keeps a
// pasted run of characters together).
// The next key waits for a commit (not a timer: React's own render is scheduled after any
// setImmediate of ours, so a timer would hand the key to the previous frame's handlers).
// Bumping `keyTick` with the key's own state updates renders them together; the screens'
// effects (their new handlers) run before the shell's effect, which takes the next key.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Key } from 'ink';
import { splitInput } from '../keys/names.js';

export type KeyHandler = (input: string, key: Key) => void;

/**
 * The handler to give Ink's useInput. `takesText()` says whether a text field has the keyboard
 * now (a paste then stays one piece of text).
 */
export function useKeyQueue(handleOneKey: KeyHandler, takesText: () => boolean): KeyHandler {
  const queue = useRef<Array<{ input: string; key: Key }>>([]);
  const [keyTick, setKeyTick] = useState(0);
  const drain = useCallback(() => {
    const next = queue.current.shift();
    if (!next) return;
    handleOneKey(next.input, next.key);
    if (queue.current.length > 0) setKeyTick((tick) => tick + 1);
  }, [handleOneKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new tick takes the next key; `drain` changing (new handlers) must not take one early.
  useEffect(() => {
    if (queue.current.length > 0) drain();
  }, [keyTick]);
  return useCallback(
    (input: string, key: Key) => {
      const events = input.length <= 1 || key.ctrl || key.meta ? [{ input, key }] : splitInput(input, takesText());
      if (events.length === 1 && queue.current.length === 0) {
        handleOneKey(events[0]!.input, events[0]!.key);
        return;
      }
      const idle = queue.current.length === 0;
      queue.current.push(...events);
      if (idle) drain();
    },
    [handleOneKey, drain, takesText],
  );
}

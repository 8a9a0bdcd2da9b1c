// One 'abort' listener per signal, however many requests wait on it. A screen or a pager hands
// one signal to many requests at once; a listener each would pass Node's limit of ten per signal,
// and Node then prints a "possible memory leak" warning on stderr, over the TUI's frame.
const waiting = new WeakMap<AbortSignal, Set<() => void>>();

/** Calls `callback` when `signal` aborts; returns the function that stops waiting for it. */
export function whenAborted(signal: AbortSignal, callback: () => void): () => void {
  let callbacks = waiting.get(signal);
  if (!callbacks) {
    const set = new Set<() => void>();
    callbacks = set;
    waiting.set(signal, set);
    signal.addEventListener(
      'abort',
      () => {
        waiting.delete(signal);
        for (const call of [...set]) call();
      },
      { once: true },
    );
  }
  const set = callbacks;
  set.add(callback);
  return () => {
    set.delete(callback);
  };
}

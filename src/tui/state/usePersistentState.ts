// useState whose value outlives the component: leaving a screen and coming back restores it.
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { useStore } from './store.js';

export function usePersistentState<S>(key: string, initial: S | (() => S)): [S, Dispatch<SetStateAction<S>>] {
  const { ui } = useStore();
  const [state, setState] = useState<S>(() =>
    ui.has(key) ? (ui.get(key) as S) : typeof initial === 'function' ? (initial as () => S)() : initial,
  );
  const set = useCallback<Dispatch<SetStateAction<S>>>(
    (action) => {
      setState((prev) => {
        const next = typeof action === 'function' ? (action as (p: S) => S)(prev) : action;
        ui.set(key, next);
        return next;
      });
    },
    [key, ui],
  );
  return [state, set];
}

// State a key reads and changes at once (keys can come faster than renders), kept in a small
// store with its reducer: the open overlay, the navigation. The frame subscribes to draw it.
import { useState, useSyncExternalStore } from 'react';
import { overlayReducer, type Overlay, type OverlayAction } from './overlays.js';
import { initialNavigation, navigationReducer, type NavigationState, type Route } from '../state/navigation.js';

export interface ReducerStore<S, A> {
  /** The state as it is now (what the next key acts on). */
  readonly current: S;
  dispatch: (action: A) => void;
  subscribe: (listener: () => void) => () => void;
}

function createReducerStore<S, A>(reducer: (state: S, action: A) => S, initial: S): ReducerStore<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return state;
    },
    dispatch(action) {
      const next = reducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store made once, and its state as this render draws it. */
function useReducerStore<S, A>(make: () => ReducerStore<S, A>): { store: ReducerStore<S, A>; shown: S } {
  const [store] = useState(make);
  const shown = useSyncExternalStore(store.subscribe, () => store.current);
  return { store, shown };
}

export type OverlayStore = ReducerStore<Overlay | null, OverlayAction>;

/** The open overlay (help, palette, a prompt, a question). */
export function useOverlayStore(): { store: OverlayStore; shown: Overlay | null } {
  return useReducerStore(() => createReducerStore(overlayReducer, null as Overlay | null));
}

export type NavigationStore = ReducerStore<NavigationState, Parameters<typeof navigationReducer>[1]>;

/** The navigation stacks, starting at `start`: Esc at the top and a notice's screen read it at key time. */
export function useNavigationStore(start: Route): { store: NavigationStore; shown: NavigationState } {
  return useReducerStore(() => createReducerStore(navigationReducer, initialNavigation(start)));
}

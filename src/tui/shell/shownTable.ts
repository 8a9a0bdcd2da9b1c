// The screen's table as the footer shows it, in a small store of its own: a screen that changes
// mode redraws the footer only, not the shell and the screen again.
import { useSyncExternalStore } from 'react';
import type { ShownTable } from '../state/shell.js';

export interface ShownTableStore {
  get: () => ShownTable | null;
  set: (shown: ShownTable | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createShownTableStore(): ShownTableStore {
  let shown: ShownTable | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => shown,
    set: (next) => {
      if (next === shown) return;
      shown = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useShownTable(store: ShownTableStore): ShownTable | null {
  return useSyncExternalStore(store.subscribe, store.get);
}

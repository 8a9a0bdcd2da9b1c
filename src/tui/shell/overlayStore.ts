// The open overlay in a store of its own: a key reads and changes it at once (keys can come faster
// than renders), and the frame subscribes to draw it.
import { useState, useSyncExternalStore } from 'react';
import { overlayReducer, type Overlay, type OverlayAction } from './overlays.js';

export interface OverlayStore {
  /** The overlay as it is now (what the next key acts on). */
  readonly current: Overlay | null;
  dispatch: (action: OverlayAction) => void;
  subscribe: (listener: () => void) => () => void;
}

function createOverlayStore(): OverlayStore {
  let overlay: Overlay | null = null;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return overlay;
    },
    dispatch(action) {
      const next = overlayReducer(overlay, action);
      if (next === overlay) return;
      overlay = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store, and the overlay as this render draws it. */
export function useOverlayStore(): { store: OverlayStore; shown: Overlay | null } {
  const [store] = useState(createOverlayStore);
  const shown = useSyncExternalStore(store.subscribe, () => store.current);
  return { store, shown };
}

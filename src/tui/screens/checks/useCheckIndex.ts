// The account's check index (tui/model/checkIndex.ts) for a screen: made once per store, started
// (its refresh then runs whatever screen is shown), redrawn when it changes. A screen that shows
// its rows passes `shown`: data older than the refresh interval is asked for again at once.
import { useEffect, useSyncExternalStore } from 'react';
import { useClient } from '../../hooks/useClient.js';
import { useStore } from '../../state/store.js';
import type { CheckIndex } from '../../model/checkIndex.js';
import { checkIndexOf } from './data.js';

/** The index and its version (which changes with every change to show). */
export function useCheckIndex(o: { shown?: boolean } = {}): { index: CheckIndex; version: number } {
  const store = useStore();
  const index = checkIndexOf(store, useClient());
  const shown = o.shown === true;
  useEffect(() => {
    if (shown) index.shown();
    else index.start();
  }, [index, shown]);
  const version = useSyncExternalStore(index.subscribe, index.getVersion);
  return { index, version };
}

// The account's check index (checkIndex.ts) for a screen: made once per store, refreshed while a
// screen shows it, redrawn when it changes.
import { useEffect, useSyncExternalStore } from 'react';
import { useClient } from '../../hooks/useClient.js';
import { useStore, type AppStore } from '../../state/store.js';
import type { VigilClient } from '../../../client/index.js';
import { CheckIndex } from './checkIndex.js';

function checkIndexOf(store: AppStore, client: VigilClient): CheckIndex {
  store.checkIndex ??= new CheckIndex(client, store.triage);
  return store.checkIndex;
}

/** The index and its version (which changes with every change to show). */
export function useCheckIndex(): { index: CheckIndex; version: number } {
  const store = useStore();
  const index = checkIndexOf(store, useClient());
  useEffect(() => index.use(), [index]);
  const version = useSyncExternalStore(index.subscribe, index.getVersion);
  return { index, version };
}

// The one place for state screens share: the loaded-data cache, remembered per-route UI state
// (page, selection, filter) and optimistic patches.
import { createContext, useContext } from 'react';
import { ResourceCache } from './cache.js';
import { PatchStore } from './patches.js';
import type { CheckIndex, TriageSettings } from '../screens/checks/checkIndex.js';
import type { Notifier } from '../notify.js';
import type { Handoff } from './handoff.js';

export interface CheckPatch {
  activated?: boolean;
}

export interface AppStore {
  cache: ResourceCache;
  /** UI state by route key; see usePersistentState. */
  ui: Map<string, unknown>;
  checkPatches: PatchStore<CheckPatch>;
  /** Requests started before the screen that wants them mounted (see prefetchChecksScreen). */
  pending: Map<string, Promise<unknown>>;
  /** Every check, for triage (made by the first screen that needs it, or by the prefetch). */
  checkIndex?: CheckIndex;
  /** --refresh and --bell. */
  triage?: TriageSettings;
  /** The memory of the last look (issue 26); absent with --no-memory or `"memory": false`. */
  handoff?: Handoff;
  /** Bell and desktop notification as the `notify` setting says (notify.ts). */
  notifier?: Notifier;
}

export function createStore(): AppStore {
  return { cache: new ResourceCache(), ui: new Map(), checkPatches: new PatchStore<CheckPatch>(), pending: new Map() };
}

export const StoreContext = createContext<AppStore | null>(null);

export function useStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore used outside StoreContext');
  return store;
}

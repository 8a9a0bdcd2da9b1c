// The one place for state screens share: the loaded-data cache, remembered per-route UI state
// (page, selection, filter), and the model below the screens (src/tui/model/): the check index,
// which is where a check lives, the rate-limit wait and the running watches.
import { createContext, useContext } from 'react';
import { ResourceCache } from './cache.js';
import type { CheckIndex } from '../model/checkIndex.js';
import type { TriageSettings } from '../model/triageSettings.js';
import type { RateLimitWait } from '../model/rateLimitWait.js';
import type { SessionWatches } from '../model/watches.js';
import type { Notifier } from '../model/notify.js';
import type { Handoff } from '../model/handoff.js';
import type { CheckHistory } from '../model/checkHistory.js';

export interface AppStore {
  cache: ResourceCache;
  /** UI state by route key; see usePersistentState. */
  ui: Map<string, unknown>;
  /** Requests started before the screen that wants them mounted (see prefetchChecksScreen). */
  pending: Map<string, Promise<unknown>>;
  /** Every check, for every screen (made by the prefetch, or by the first screen that needs it). */
  checkIndex?: CheckIndex;
  /** --refresh and --bell. */
  triage?: TriageSettings;
  /** A 429 being waited out, for the screens still waiting on their first answer. */
  rateLimitWait?: RateLimitWait;
  /** Checks' last runs, for the list's "since" column and the check detail (one budget: model/checkHistory.ts). */
  checkHistory?: CheckHistory;
  /** Running watches of test sessions (they go on whatever screen is shown). */
  watches?: SessionWatches;
  /** The memory of the last look (issue 26); absent with --no-memory or `"memory": false`. */
  handoff?: Handoff;
  /** Bell and desktop notification as the `notify` setting says (notify.ts). */
  notifier?: Notifier;
}

export function createStore(): AppStore {
  return { cache: new ResourceCache(), ui: new Map(), pending: new Map() };
}

export const StoreContext = createContext<AppStore | null>(null);

export function useStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore used outside StoreContext');
  return store;
}

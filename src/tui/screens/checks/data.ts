// What the first screen asks for while the UI loads. The checks themselves live in the check
// index (tui/model/checkIndex.ts), for every screen. No React here: runTui starts these requests
// before Ink has even loaded.
import type { VigilClient } from '../../../client/index.js';
import type { AppStore } from '../../state/store.js';
import { CheckIndex } from '../../model/checkIndex.js';
import { queryKeys } from '../../state/queryKeys.js';

/**
 * What the first screen asks for while the UI loads (runTui waits until this many requests are
 * on their way before loading Ink): the header's account, and the check index's statuses, failing
 * checks, degraded checks and first page of group names.
 */
export const FIRST_SCREEN_REQUESTS: readonly string[] = [
  'account',
  'check statuses',
  'failing checks',
  'degraded checks',
  'group names',
];

/** The store's check index, made on first use with the store's --refresh and --bell. */
export function checkIndexOf(store: AppStore, client: VigilClient): CheckIndex {
  store.checkIndex ??= new CheckIndex(client, store.triage);
  return store.checkIndex;
}

/**
 * Start the requests of the first screen (and the header's account) while the UI loads, and the
 * check index with its refresh and bell, which then run whatever screen is shown.
 */
export function prefetchChecksScreen(client: VigilClient, store: AppStore): void {
  const account = client.getAccount();
  // Handled by the screen that takes it; never an unhandled rejection meanwhile.
  account.catch(() => undefined);
  store.pending.set(queryKeys.account, account);
  checkIndexOf(store, client).start();
}

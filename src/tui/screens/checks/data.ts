// What the Checks screen loads, under which cache keys. Lists keep only the fields they draw: an
// account of 10,000 checks then costs a few MB, not tens (a detail loads the whole check).
// No React here: runTui starts these requests before Ink has even loaded.
import type { VigilClient } from '../../../client/index.js';
import type { Check, CheckStatusSummary } from '../../../client/schemas/index.js';
import type { AppStore } from '../../state/store.js';
import { CheckIndex } from './checkIndex.js';
import { queryKeys } from '../../state/queryKeys.js';

export const CHECKS_PAGE_SIZE = 50;

export type ListCheck = Pick<
  Check,
  'id' | 'name' | 'checkType' | 'frequency' | 'frequencyOffset' | 'activated' | 'muted' | 'groupId'
>;

/** What the list keeps of a check's status (the client parses only these fields). */
export type ListStatus = CheckStatusSummary;

export function listCheck(c: ListCheck): ListCheck {
  return {
    id: c.id,
    name: c.name,
    checkType: c.checkType,
    frequency: c.frequency,
    frequencyOffset: c.frequencyOffset,
    activated: c.activated,
    muted: c.muted,
    groupId: c.groupId,
  };
}

export const checksPageKey = (page: number): string => queryKeys.checksPage(page, CHECKS_PAGE_SIZE);

export const STATUSES_KEY = queryKeys.checkStatuses;

export async function loadStatuses(client: VigilClient, signal?: AbortSignal): Promise<ListStatus[]> {
  return client.listCheckStatusSummaries(signal ? { signal } : {});
}

export const GROUP_NAMES_KEY = queryKeys.groupNames;

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

/**
 * Start the requests of the first screen (and the header's account) while the UI loads: the
 * account, then the check index's statuses, failing checks, degraded checks and group names.
 */
export function prefetchChecksScreen(client: VigilClient, store: AppStore): void {
  const account = client.getAccount();
  // Handled by the screen that takes it; never an unhandled rejection meanwhile.
  account.catch(() => undefined);
  store.pending.set(queryKeys.account, account);
  store.checkIndex ??= new CheckIndex(client, store.triage);
  store.checkIndex.prefetch();
}

// What the Checks screen loads, under which cache keys. Lists keep only the fields they draw: an
// account of 10,000 checks then costs a few MB, not tens (a detail loads the whole check).
// No React here: runTui starts these requests before Ink has even loaded.
import type { Page, VigilClient } from '../../../client/index.js';
import type { Check, CheckStatus } from '../../../client/schemas/index.js';
import type { AppStore } from '../../state/store.js';
import { loadGroupNames } from './groupNames.js';

export const CHECKS_PAGE_SIZE = 50;

export type ListCheck = Pick<Check, 'id' | 'name' | 'checkType' | 'frequency' | 'frequencyOffset' | 'activated' | 'muted' | 'groupId'>;

export type ListStatus = Pick<
  CheckStatus,
  'checkId' | 'hasFailures' | 'hasErrors' | 'isDegraded' | 'lastRunLocation' | 'longestRun' | 'shortestRun'
>;

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

function listStatus(s: CheckStatus): ListStatus {
  return {
    checkId: s.checkId,
    hasFailures: s.hasFailures,
    hasErrors: s.hasErrors,
    isDegraded: s.isDegraded,
    lastRunLocation: s.lastRunLocation,
    longestRun: s.longestRun,
    shortestRun: s.shortestRun,
  };
}

export const checksPageKey = (page: number): string => `checks:page:${page}:${CHECKS_PAGE_SIZE}`;

export async function loadChecksPage(client: VigilClient, page: number, signal?: AbortSignal): Promise<Page<ListCheck>> {
  const result = await client.listChecks({ page, limit: CHECKS_PAGE_SIZE }, signal ? { signal } : {});
  return { ...result, items: result.items.map(listCheck) };
}

export const STATUSES_KEY = 'check-statuses';

export async function loadStatuses(client: VigilClient, signal?: AbortSignal): Promise<ListStatus[]> {
  const statuses = await client.listCheckStatuses(signal ? { signal } : {});
  return statuses.map(listStatus);
}

export const GROUP_NAMES_KEY = 'group-names';
export { loadGroupNames };

export const ACCOUNT_KEY = 'account';

/** Start the requests of the first screen (and the header's account) while the UI loads. */
export function prefetchChecksScreen(client: VigilClient, store: AppStore): void {
  const start = (key: string, load: () => Promise<unknown>) => {
    const promise = load();
    // Handled by the screen that takes it; never an unhandled rejection meanwhile.
    promise.catch(() => undefined);
    store.pending.set(key, promise);
  };
  start(ACCOUNT_KEY, () => client.getAccount());
  start(checksPageKey(1), () => loadChecksPage(client, 1));
  start(STATUSES_KEY, () => loadStatuses(client));
  start(GROUP_NAMES_KEY, () => loadGroupNames(client, new AbortController().signal));
}

import { describe, expect, it } from 'vitest';
import { queryKeyPrefixes, queryKeys } from '../../../src/tui/state/queryKeys.js';
import {
  CHECKS_PAGE_SIZE,
  FIRST_SCREEN_REQUESTS,
  GROUP_NAMES_KEY,
  STATUSES_KEY,
  checksPageKey,
  prefetchChecksScreen,
} from '../../../src/tui/screens/checks/data.js';
import { createStore } from '../../../src/tui/state/store.js';
import { replaceCheckInCache } from '../../../src/tui/screens/checks/cacheUpdates.js';
import { ResourceCache } from '../../../src/tui/state/cache.js';

describe('query keys', () => {
  it("the start-up prefetch fills the header's key, makes the check index, and sends FIRST_SCREEN_REQUESTS.length requests", async () => {
    const sent: string[] = [];
    const never = (what: string) => () => {
      sent.push(what);
      return new Promise(() => undefined);
    };
    // A fake client (unit test of the prefetch alone): records what is asked, answers nothing.
    const client = {
      getAccount: never('account'),
      listCheckStatusSummaries: never('statuses'),
      listCheckSummaries: (q: { status?: string }) => never(`checks ${q.status ?? 'all'}`)(),
      listCheckGroups: never('groups'),
      rateLimitRemaining: () => 600,
    } as never;
    const store = createStore();
    prefetchChecksScreen(client, store);
    await Promise.resolve();
    expect(store.pending.has(queryKeys.account)).toBe(true);
    expect(store.checkIndex).toBeDefined();
    expect(sent.sort()).toEqual(['account', 'checks degraded', 'checks failing', 'groups', 'statuses']);
    expect(sent.length).toBe(FIRST_SCREEN_REQUESTS.length);
    expect(checksPageKey(1)).toBe(queryKeys.checksPage(1, CHECKS_PAGE_SIZE));
    expect([STATUSES_KEY, GROUP_NAMES_KEY]).toEqual([queryKeys.checkStatuses, queryKeys.groupNames]);
    store.checkIndex?.close();
  });

  it('page keys start with their named prefix, and kinds never share one', () => {
    expect(queryKeys.checksPage(2, 50).startsWith(queryKeyPrefixes.checksPage)).toBe(true);
    expect(queryKeys.groupChecksPage(3, 1, 50).startsWith(queryKeyPrefixes.groupChecksPage)).toBe(true);
    expect(queryKeys.alertChannelsPage(1, 50).startsWith(queryKeyPrefixes.alertChannelsPage)).toBe(true);
    expect(queryKeys.groupsPage(1, 50).startsWith(queryKeyPrefixes.checksPage)).toBe(false);
    expect(queryKeys.check('a').startsWith(queryKeyPrefixes.checksPage)).toBe(false);
  });

  it('a changed check replaces its copies under the keys the screens use', () => {
    const cache = new ResourceCache();
    const check = { id: 'c1', name: 'old', activated: true } as never;
    cache.set(queryKeys.check('c1'), check);
    cache.set(queryKeys.checksPage(1, 50), { items: [check] });
    cache.set(queryKeys.groupChecksPage(7, 1, 50), { items: [check] });
    replaceCheckInCache(cache, { id: 'c1', name: 'new', activated: false } as never);
    expect(cache.get<{ name: string }>(queryKeys.check('c1'))?.data.name).toBe('new');
    expect(
      cache.get<{ items: Array<{ activated: boolean }> }>(queryKeys.checksPage(1, 50))?.data.items[0]?.activated,
    ).toBe(false);
    expect(
      cache.get<{ items: Array<{ name: string }> }>(queryKeys.groupChecksPage(7, 1, 50))?.data.items[0]?.name,
    ).toBe('new');
  });
});

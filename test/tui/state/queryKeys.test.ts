import { describe, expect, it } from 'vitest';
import { queryKeyPrefixes, queryKeys } from '../../../src/tui/state/queryKeys.js';
import { CHECKS_PAGE_SIZE, FIRST_SCREEN_REQUESTS, GROUP_NAMES_KEY, STATUSES_KEY, checksPageKey } from '../../../src/tui/screens/checks/data.js';
import { replaceCheckInCache } from '../../../src/tui/screens/checks/cacheUpdates.js';
import { ResourceCache } from '../../../src/tui/state/cache.js';

describe('query keys', () => {
  it('the start-up prefetch fills the keys the first screen and the header read', () => {
    expect(FIRST_SCREEN_REQUESTS.map((r) => r.key)).toEqual([queryKeys.account, checksPageKey(1), STATUSES_KEY, GROUP_NAMES_KEY]);
    expect(checksPageKey(1)).toBe(queryKeys.checksPage(1, CHECKS_PAGE_SIZE));
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
    expect(cache.get<{ name: string }>(queryKeys.check("c1"))?.data.name).toBe('new');
    expect(cache.get<{ items: Array<{ activated: boolean }> }>(queryKeys.checksPage(1, 50))?.data.items[0]?.activated).toBe(false);
    expect(cache.get<{ items: Array<{ name: string }> }>(queryKeys.groupChecksPage(7, 1, 50))?.data.items[0]?.name).toBe('new');
  });
});

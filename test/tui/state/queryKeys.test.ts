import { describe, expect, it } from 'vitest';
import { queryKeyPrefixes, queryKeys } from '../../../src/tui/state/queryKeys.js';
import { FIRST_SCREEN_REQUESTS, prefetchChecksScreen } from '../../../src/tui/screens/checks/data.js';
import { createStore } from '../../../src/tui/state/store.js';

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
    store.checkIndex?.close();
  });

  it('page keys start with their named prefix, and kinds never share one', () => {
    expect(queryKeys.checksPage(2, 50).startsWith(queryKeyPrefixes.checksPage)).toBe(true);
    expect(queryKeys.groupChecksPage(3, 1, 50).startsWith(queryKeyPrefixes.groupChecksPage)).toBe(true);
    expect(queryKeys.alertChannelsPage(1, 50).startsWith(queryKeyPrefixes.alertChannelsPage)).toBe(true);
    expect(queryKeys.groupsPage(1, 50).startsWith(queryKeyPrefixes.checksPage)).toBe(false);
    expect(queryKeys.check('a').startsWith(queryKeyPrefixes.checksPage)).toBe(false);
  });
});

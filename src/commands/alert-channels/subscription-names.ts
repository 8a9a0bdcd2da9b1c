// Names of the checks and groups a channel's subscriptions point at, for `alert-channels get`:
// every check's name from the check statuses (one request), the groups from their list. A lookup
// that fails only costs the names (the subscription then shows its ID and says so), never the command.
import { iteratePages, type VigilClient } from '../../client/index.js';
import type { AlertSubscriptionLike, SubscriptionNames } from '../../format/alerts.js';

const GROUP_PAGE = 100;
const MAX_GROUP_PAGES = 20;

async function checkNames(client: VigilClient): Promise<Map<string, string>> {
  const statuses = await client.listCheckStatuses();
  return new Map(statuses.map((s) => [s.checkId, s.name]));
}

async function groupNames(client: VigilClient): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  let pages = 0;
  for await (const page of iteratePages((n) => client.listCheckGroups({ page: n, limit: GROUP_PAGE }))) {
    for (const group of page.items) names.set(group.id, group.name);
    if (++pages >= MAX_GROUP_PAGES) break;
  }
  return names;
}

/** Names for these subscriptions: only what they need is asked for, both lookups at once. */
export async function lookUpSubscriptionNames(
  client: VigilClient,
  subscriptions: readonly AlertSubscriptionLike[],
): Promise<SubscriptionNames> {
  const none = Promise.resolve(new Map<never, string>());
  const [checks, groups] = await Promise.allSettled([
    subscriptions.some((s) => s.checkId) ? checkNames(client) : none,
    subscriptions.some((s) => typeof s.groupId === 'number') ? groupNames(client) : none,
  ]);
  return {
    check: (id) => (checks.status === 'fulfilled' ? checks.value.get(id) : undefined),
    group: (id) => (groups.status === 'fulfilled' ? groups.value.get(id) : undefined),
    failed: { checks: checks.status === 'rejected', groups: groups.status === 'rejected' },
  };
}

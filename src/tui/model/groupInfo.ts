// What the check index keeps of each group (its name and frequency), and the failing and degraded
// checks per group it counts for the Groups screen.
import type { VigilClient } from '../../client/index.js';
import type { CheckIndex } from './checkIndex.js';
import { failing } from './statusChange.js';

export interface GroupInfo {
  name: string;
  /** The group's Frequency (EVERY_10S..), when it sets one. */
  frequency: string | null;
}

const GROUP_PAGE = 100;

/** Every group's name and frequency (up to 2,000 groups). */
export async function loadGroupInfo(client: VigilClient, signal: AbortSignal): Promise<Map<number, GroupInfo>> {
  const groups = new Map<number, GroupInfo>();
  for (let page = 1; page <= 20; page++) {
    const result = await client.listCheckGroups({ page, limit: GROUP_PAGE }, { signal });
    for (const g of result.items) groups.set(g.id, { name: g.name, frequency: g.frequency ?? null });
    const done = result.range ? result.range.last + 1 >= result.range.total : result.items.length < GROUP_PAGE;
    if (done || result.items.length === 0) break;
  }
  return groups;
}

/** Failing and degraded checks per group, from the checks known so far and their statuses. */
export function groupAlertCounts(index: CheckIndex): Map<number, { failing: number; degraded: number }> {
  const counts = new Map<number, { failing: number; degraded: number }>();
  const statuses = index.statuses;
  if (!statuses) return counts;
  for (const id of index.checks.keys()) {
    const c = index.current(id)!;
    if (c.groupId === null || c.activated === false) continue;
    const s = statuses.get(c.id);
    if (!s) continue;
    const bad = failing(s);
    if (!bad && !s.isDegraded) continue;
    const entry = counts.get(c.groupId) ?? { failing: 0, degraded: 0 };
    if (bad) entry.failing++;
    else entry.degraded++;
    counts.set(c.groupId, entry);
  }
  return counts;
}

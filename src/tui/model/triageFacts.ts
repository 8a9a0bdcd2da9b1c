// What the incident summary says, taken from what the TUI holds: the failing checks and since when
// (the check index's statuses), the group most of them are in, and the checks paused through vigil
// in this run. Text is built in format/incident-summary.ts.
import type { TriageFacts } from '../../format/incident-summary.js';
import type { CheckIndex } from './checkIndex.js';

/** The group holding the most failing checks, when the group names are loaded and two or more share one. */
function biggestGroup(index: CheckIndex, failingIds: readonly string[]): TriageFacts['cluster'] {
  if (!index.groups) return undefined;
  const counts = new Map<number, number>();
  for (const id of failingIds) {
    const groupId = index.checks.get(id)?.groupId;
    if (typeof groupId === 'number') counts.set(groupId, (counts.get(groupId) ?? 0) + 1);
  }
  let best: { name: string; count: number } | undefined;
  for (const [groupId, count] of counts) {
    const name = index.groups.get(groupId)?.name;
    if (name && count > 1 && (!best || count > best.count)) best = { name, count };
  }
  return best;
}

export function triageFacts(index: CheckIndex): TriageFacts {
  const failing: Array<{ id: string; name: string; since: number | undefined }> = [];
  for (const status of index.statuses?.values() ?? []) {
    if (!status.hasFailures && !status.hasErrors) continue;
    const name = status.name ?? index.checks.get(status.checkId)?.name ?? 'unnamed check';
    const since = status.updated_at ? Date.parse(status.updated_at) : Number.NaN;
    failing.push({ id: status.checkId, name, since: Number.isFinite(since) ? since : undefined });
  }
  failing.sort((a, b) => (a.since ?? Number.MAX_SAFE_INTEGER) - (b.since ?? Number.MAX_SAFE_INTEGER));
  return {
    failing: failing.map(({ name, since }) => ({ name, since })),
    cluster: biggestGroup(
      index,
      failing.map((f) => f.id),
    ),
    paused: [...index.pausedHere.values()],
  };
}

// What the incident summary says, taken from what the TUI holds: the failing checks and since when
// (the check index's statuses), the group most of them are in, and from the triage record the
// checks paused through vigil (still paused as far as the index knows) and the error the failing
// sessions share. Text is built in format/incident-summary.ts.
import { recordFacts, type TriageFacts } from '../../format/incident-summary.js';
import type { RecordEntryLike } from '../../format/record.js';
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

/** `entries`: the triage record, oldest first; `now` decides which of it is this triage. */
export function triageFacts(index: CheckIndex, entries: readonly RecordEntryLike[], now: number): TriageFacts {
  const failing: Array<{ id: string; name: string; since: number | undefined }> = [];
  for (const status of index.statuses?.values() ?? []) {
    if (!status.hasFailures && !status.hasErrors) continue;
    const name = status.name ?? index.checks.get(status.checkId)?.name ?? 'unnamed check';
    const since = status.updated_at ? Date.parse(status.updated_at) : Number.NaN;
    failing.push({ id: status.checkId, name, since: Number.isFinite(since) ? since : undefined });
  }
  failing.sort((a, b) => (a.since ?? Number.MAX_SAFE_INTEGER) - (b.since ?? Number.MAX_SAFE_INTEGER));
  const recorded = recordFacts(entries, now);
  // A check resumed since (outside vigil, or by someone else) is not paused any more.
  const stillPaused = recorded.paused.filter((p) => index.current(p.id)?.activated !== true);
  return {
    failing: failing.map(({ name, since }) => ({ name, since })),
    cluster: biggestGroup(
      index,
      failing.map((f) => f.id),
    ),
    paused: stillPaused.map((p) => index.current(p.id)?.name ?? p.name),
    sharedError: recorded.sharedError,
  };
}

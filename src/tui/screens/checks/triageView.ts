// The rows of the Checks screen from the index: every check known (from a page, or only from
// its status until its page arrives), sorted, then filtered. Sorting runs when the data or the
// sort changes; a `/` keystroke only filters the sorted rows. A row is the one `vigil checks
// list` prints (format/check-columns.ts).
import { checkListRow, partialCheckRow, type CheckListRow } from '../../../format/check-columns.js';
import { filterEntries, sortEntries, type SortSpec, type TriageFilter } from '../../../format/check-triage.js';
import type { CheckIndex } from './checkIndex.js';

export interface CheckPatchLike {
  activated?: boolean;
}

/** Every check the index knows, with optimistic patches (a pause not yet confirmed) applied. */
export function indexRows(index: CheckIndex, patch: (id: string) => CheckPatchLike | undefined): CheckListRow[] {
  const rows: CheckListRow[] = [];
  const statuses = index.statuses;
  for (const check of index.checks.values()) {
    const p = patch(check.id);
    const c = p?.activated !== undefined ? { ...check, activated: p.activated } : check;
    const group = c.groupId === null ? undefined : index.groups?.get(c.groupId);
    rows.push(checkListRow(c, statuses?.get(check.id), group, index.newlyFailing.has(check.id)));
  }
  if (statuses)
    for (const s of statuses.values())
      if (!index.checks.has(s.checkId)) rows.push(partialCheckRow(s, index.newlyFailing.has(s.checkId)));
  return rows;
}

export function sortedRows(rows: readonly CheckListRow[], sort: SortSpec): CheckListRow[] {
  return sortEntries(rows, sort);
}

export function visibleRows(sorted: readonly CheckListRow[], filter: TriageFilter): CheckListRow[] {
  return filterEntries(sorted, filter);
}

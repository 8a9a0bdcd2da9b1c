// The rows of the Checks screen from the index: every check known (from a page, or only from
// its status until its page arrives), sorted, then filtered. Sorting runs when the data or the
// sort changes; a `/` keystroke only filters the sorted rows. A row is the one `vigil checks
// list` prints (format/check-columns.ts). No rows before the statuses and the group names have
// answered: a first frame of unknown statuses in name order would mislead.
import { checkListRow, partialCheckRow, type CheckListRow } from '../../../format/check-columns.js';
import { filterEntries, sortEntries, type SortSpec, type TriageFilter } from '../../../format/check-triage.js';
import type { CheckIndex } from '../../model/checkIndex.js';

/** Every check the index knows, with a pause not yet answered shown over it. */
export function indexRows(index: CheckIndex): CheckListRow[] {
  const rows: CheckListRow[] = [];
  const statuses = index.statuses;
  if (!statuses || !index.firstAnswersIn()) return rows;
  const groupsUnknown = index.groups === undefined;
  for (const id of index.checks.keys()) {
    const c = index.current(id)!;
    const group = c.groupId === null ? undefined : index.groups?.get(c.groupId);
    rows.push(checkListRow(c, statuses.get(id), group, index.newlyFailing.has(id), groupsUnknown));
  }
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

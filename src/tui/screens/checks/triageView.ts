// The rows of the Checks screen from the index: every check known (from a page, or only from
// its status until its page arrives), sorted, then filtered. Rows are kept by the index between
// redraws (model/checkRows.ts) and sorted from the last order; a `/` keystroke only filters the
// sorted rows. A row is the one `vigil checks list` prints (format/check-columns.ts). No rows
// before the statuses and the first failing page have answered: a first frame of unknown
// statuses in name order would mislead.
import type { CheckListRow } from '../../../format/check-columns.js';
import type { SortSpec, TriageFilter } from '../../../format/check-triage.js';
import type { CheckIndex } from '../../model/checkIndex.js';

/** Every check the index knows, with a pause not yet answered shown over it. */
export function indexRows(index: CheckIndex): readonly CheckListRow[] {
  if (!index.firstAnswersIn()) return [];
  return index.rows.list();
}

export function sortedRows(index: CheckIndex, rows: readonly CheckListRow[], sort: SortSpec): CheckListRow[] {
  return index.rows.sorted(rows, sort);
}

export function visibleRows(index: CheckIndex, sorted: readonly CheckListRow[], filter: TriageFilter): CheckListRow[] {
  return index.rows.filtered(sorted, filter);
}

// The rows of the Checks screen (and of the clusters), kept between redraws. A check's row is made
// again only when something it shows changed (its check, its status, its group, a pause not yet
// answered, NEW), and a sort starts from the order the last sort left, which V8's sort (TimSort)
// goes through in one pass when few rows moved. So a page arriving in the background, a refresh or
// a redraw costs a pass over 10,000 rows, not 10,000 new rows and a full sort: on the way to the
// first frame and between the keys typed while pages load (docs/performance.md, 2026-11-25).
import type { CheckStatusSummary, CheckSummary } from '../../client/schemas/index.js';
import { checkListRow, partialCheckRow, type CheckListRow } from '../../format/check-columns.js';
import { compareEntries, type SortSpec } from '../../format/check-triage.js';
import type { GroupInfo } from './groupInfo.js';
import type { PendingChange } from './checkIndex.js';

/** What a check's row was made from: the same objects again give the same row. */
interface Made {
  row: CheckListRow;
  check: CheckSummary | undefined;
  pending: PendingChange | undefined;
  status: CheckStatusSummary | undefined;
  group: GroupInfo | undefined;
  groupsUnknown: boolean;
  isNew: boolean;
}

/** The parts of the check index rows are made from (the index itself, see checkIndex.ts). */
export interface RowSource {
  readonly checks: ReadonlyMap<string, CheckSummary>;
  readonly pending: ReadonlyMap<string, PendingChange>;
  readonly statuses: ReadonlyMap<string, CheckStatusSummary> | undefined;
  readonly groups: ReadonlyMap<number, GroupInfo> | undefined;
  readonly newlyFailing: ReadonlySet<string>;
}

export class CheckRows {
  private made = new Map<string, Made>();
  private lastSort: { spec: SortSpec; at: Map<string, number> } | undefined;

  constructor(private readonly source: RowSource) {}

  /** Every check known (from its page, or only from its status until its page arrives). */
  list(): CheckListRow[] {
    const { checks, statuses, newlyFailing } = this.source;
    const rows: CheckListRow[] = [];
    if (!statuses) return rows;
    const seen = new Map<string, Made>();
    for (const [id, check] of checks) {
      const made = this.rowOf(id, check, statuses.get(id), newlyFailing.has(id));
      seen.set(id, made);
      rows.push(made.row);
    }
    for (const [id, status] of statuses) {
      if (checks.has(id)) continue;
      const made = this.rowOf(id, undefined, status, newlyFailing.has(id));
      seen.set(id, made);
      rows.push(made.row);
    }
    // Rows of checks no longer listed are let go.
    this.made = seen;
    return rows;
  }

  private rowOf(
    id: string,
    check: CheckSummary | undefined,
    status: CheckStatusSummary | undefined,
    isNew: boolean,
  ): Made {
    const { pending: pendingById, groups } = this.source;
    const pending = pendingById.get(id);
    const inGroup = check?.groupId != null;
    // Only a check in a group shows anything of the group names (or says grp? without them).
    const groupsUnknown = inGroup && groups === undefined;
    const group = inGroup ? groups?.get(check.groupId as number) : undefined;
    const old = this.made.get(id);
    if (
      old &&
      old.check === check &&
      old.pending === pending &&
      old.status === status &&
      old.group === group &&
      old.groupsUnknown === groupsUnknown &&
      old.isNew === isNew
    )
      return old;
    const shown = check && pending ? { ...check, activated: pending.activated } : check;
    const row = shown
      ? checkListRow(shown, status, group, isNew, groupsUnknown)
      : partialCheckRow(status as CheckStatusSummary, isNew);
    return { row, check, pending, status, group, groupsUnknown, isNew };
  }

  /**
   * `rows` sorted by `spec`: the same order as sortEntries gives (compareEntries is a total
   * order), reached from the last sorted order when the sort is the same one.
   */
  sorted(rows: readonly CheckListRow[], spec: SortSpec): CheckListRow[] {
    const last = this.lastSort;
    let input: CheckListRow[];
    if (last && last.spec.key === spec.key && last.spec.descending === spec.descending) {
      const slots: Array<CheckListRow | undefined> = new Array(last.at.size);
      const rest: CheckListRow[] = [];
      for (const row of rows) {
        const at = last.at.get(row.id);
        if (at === undefined || slots[at] !== undefined) rest.push(row);
        else slots[at] = row;
      }
      input = [];
      for (const row of slots) if (row !== undefined) input.push(row);
      for (const row of rest) input.push(row);
    } else input = [...rows];
    input.sort((a, b) => compareEntries(a, b, spec));
    const at = new Map<string, number>();
    for (let i = 0; i < input.length; i++) at.set(input[i]!.id, i);
    this.lastSort = { spec, at };
    return input;
  }
}

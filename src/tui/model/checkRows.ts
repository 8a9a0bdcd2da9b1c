// The rows of the Checks screen (and of the clusters), kept between redraws. A check's row is made
// again only when something it shows changed (its check, its status, its group, a pause not yet
// answered, NEW), and rows are listed in the order the last sort left them, which V8's sort
// (TimSort) goes through in one pass when few rows moved. So a page arriving in the background, a refresh or
// a redraw costs a pass over 10,000 rows, not 10,000 new rows and a full sort: on the way to the
// first frame and between the keys typed while pages load (docs/performance.md, 2026-11-25).
import type { CheckStatusSummary, CheckSummary } from '../../client/schemas/index.js';
import { checkListRow, partialCheckRow, type CheckListRow } from '../../format/check-columns.js';
import {
  compareEntries,
  filterEntries,
  isEmptyQuery,
  needsFullIndex,
  type SortSpec,
  type TriageFilter,
} from '../../format/check-triage.js';
import type { GroupInfo } from './groupInfo.js';
import type { PendingChange } from './checkIndex.js';

/** What a check's row was made from: the same objects again give the same row. */
/** The rows a `/` text kept. */
interface Narrowed {
  text: string;
  rows: CheckListRow[];
}

interface Made {
  row: CheckListRow;
  check: CheckSummary | undefined;
  pending: PendingChange | undefined;
  status: CheckStatusSummary | undefined;
  group: GroupInfo | undefined;
  groupsUnknown: boolean;
  isNew: boolean;
  /** Where the last sort put the row (-1: not sorted yet). */
  at: number;
  /** The list() that last saw the check (rows of checks no longer listed are let go). */
  seen: number;
}

/** The parts of the check index rows are made from (the index itself, see checkIndex.ts). */
export interface RowSource {
  readonly checks: ReadonlyMap<string, CheckSummary>;
  readonly pending: ReadonlyMap<string, PendingChange>;
  readonly statuses: ReadonlyMap<string, CheckStatusSummary> | undefined;
  readonly groups: ReadonlyMap<number, GroupInfo> | undefined;
  readonly newlyFailing: ReadonlySet<string>;
  /** Counts the changes of the parts above: the same version gives the same rows. */
  readonly version: number;
}

export class CheckRows {
  private readonly made = new Map<string, Made>();
  private lastSize = 0;
  private pass = 0;
  /** The last list() and the version it was made at: screens drawn at one version share it. */
  private listed: { version: number; rows: readonly CheckListRow[] } | undefined;
  /** The `/` texts typed into, each with its rows, over one sorted list. */
  private narrowing: { from: readonly CheckListRow[]; alertingOnly: boolean; steps: Narrowed[] } | undefined;

  constructor(private readonly source: RowSource) {}

  /**
   * Every check known (from its page, or only from its status until its page arrives), in the
   * order the last sort left them (new rows last), so the next sort has little to do.
   */
  list(): readonly CheckListRow[] {
    const { checks, statuses, newlyFailing, version } = this.source;
    if (!statuses) return [];
    if (this.listed?.version === version) return this.listed.rows;
    const pass = ++this.pass;
    const slots: Array<CheckListRow | undefined> = new Array(this.lastSize);
    const rest: CheckListRow[] = [];
    const place = (made: Made) => {
      made.seen = pass;
      if (made.at >= 0 && made.at < slots.length && slots[made.at] === undefined) slots[made.at] = made.row;
      else rest.push(made.row);
    };
    for (const [id, check] of checks) place(this.rowOf(id, check, statuses.get(id), newlyFailing.has(id)));
    for (const [id, status] of statuses) {
      if (!checks.has(id)) place(this.rowOf(id, undefined, status, newlyFailing.has(id)));
    }
    if (this.made.size > checks.size + statuses.size)
      for (const [id, made] of this.made) if (made.seen !== pass) this.made.delete(id);
    const rows: CheckListRow[] = [];
    for (const row of slots) if (row !== undefined) rows.push(row);
    for (const row of rest) rows.push(row);
    this.listed = { version, rows };
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
    const made: Made = { row, check, pending, status, group, groupsUnknown, isNew, at: old?.at ?? -1, seen: 0 };
    this.made.set(id, made);
    return made;
  }

  /**
   * `rows` sorted by `spec`: the same order as sortEntries gives (compareEntries is a total
   * order, so the order rows come in changes only the time it takes). Where each row ended up is
   * kept for the next list().
   */
  sorted(rows: readonly CheckListRow[], spec: SortSpec): CheckListRow[] {
    const sorted = [...rows].sort((a, b) => compareEntries(a, b, spec));
    this.lastSize = sorted.length;
    for (let i = 0; i < sorted.length; i++) {
      const row = sorted[i]!;
      const made = this.made.get(row.id);
      if (made !== undefined && made.row === row) made.at = i;
    }
    return sorted;
  }

  /**
   * `sorted` filtered (format/check-triage.ts's filterEntries, the same rows). A name typed one
   * more letter at a time is looked for among the rows the shorter text kept (every match of
   * "api" matches "ap"), and a backspace goes back to the rows of the text it leaves: a keystroke
   * reads a few rows rather than 10,000.
   */
  filtered(sorted: readonly CheckListRow[], filter: TriageFilter): CheckListRow[] {
    const query = filter.query;
    if (isEmptyQuery(query) || needsFullIndex(query)) {
      this.narrowing = undefined;
      return filterEntries(sorted, filter);
    }
    const text = query.text.toLowerCase();
    let n = this.narrowing;
    if (!n || n.from !== sorted || n.alertingOnly !== filter.alertingOnly)
      n = this.narrowing = { from: sorted, alertingOnly: filter.alertingOnly, steps: [] };
    while (n.steps.length > 0 && !text.startsWith(n.steps[n.steps.length - 1]!.text)) n.steps.pop();
    const last = n.steps[n.steps.length - 1];
    if (last?.text === text) return last.rows;
    const rows = filterEntries(last ? last.rows : sorted, filter);
    n.steps.push({ text, rows });
    return rows;
  }
}

// The rows of the Checks screen from the index: every check known (from a page, or only from
// its status until its page arrives), sorted, then filtered. Sorting runs when the data or the
// sort changes; a `/` keystroke only filters the sorted rows.
import type { CheckStatusSummary, CheckSummary } from '../../../client/schemas/index.js';
import { checkStatusWord, effectiveFrequency, effectiveFrequencyCell } from '../../../format/checks.js';
import { filterEntries, nameKey, sortEntries, type SortSpec, type TriageEntry, type TriageFilter } from '../../../format/check-triage.js';
import { sanitizeLine } from '../../../format/sanitize.js';
import type { CheckIndex, GroupInfo } from './checkIndex.js';

export interface TriageRow extends TriageEntry {
  /** The frequency cell: "10s", or "10s grp" when the group sets it. */
  frequencyText: string;
  /** Known only from its status so far: type, group and settings still loading. */
  partial: boolean;
  /** Turned failing at the last refresh. */
  isNew: boolean;
}

export interface CheckPatchLike {
  activated?: boolean;
}

function entryOf(
  check: CheckSummary,
  status: CheckStatusSummary | undefined,
  groups: Map<number, GroupInfo> | undefined,
  isNew: boolean,
): TriageRow {
  const group = check.groupId === null ? undefined : groups?.get(check.groupId);
  const frequency = effectiveFrequency(check, group?.frequency);
  const name = sanitizeLine(check.name);
  return {
    id: check.id,
    name,
    nameKey: nameKey(name),
    type: sanitizeLine(check.checkType ?? ''),
    status: checkStatusWord(check, status),
    frequencySeconds: frequency.seconds,
    frequencyText: effectiveFrequencyCell(frequency),
    groupId: check.groupId,
    groupName: group ? sanitizeLine(group.name) : '',
    tags: check.tags,
    lastRunAt: status?.updated_at ? Date.parse(status.updated_at) || null : null,
    activated: check.activated,
    muted: check.muted,
    partial: false,
    isNew,
  };
}

function partialEntry(status: CheckStatusSummary, isNew: boolean): TriageRow {
  const name = sanitizeLine(status.name ?? status.checkId);
  return {
    id: status.checkId,
    name,
    nameKey: nameKey(name),
    type: '',
    status: checkStatusWord({ activated: true }, status),
    frequencySeconds: null,
    frequencyText: '…',
    groupId: null,
    groupName: '',
    tags: [],
    lastRunAt: status.updated_at ? Date.parse(status.updated_at) || null : null,
    activated: true,
    muted: false,
    partial: true,
    isNew,
  };
}

/** Every check the index knows, with optimistic patches (a pause not yet confirmed) applied. */
export function indexRows(index: CheckIndex, patch: (id: string) => CheckPatchLike | undefined): TriageRow[] {
  const rows: TriageRow[] = [];
  const statuses = index.statuses;
  for (const check of index.checks.values()) {
    const p = patch(check.id);
    const c = p?.activated !== undefined ? { ...check, activated: p.activated } : check;
    rows.push(entryOf(c, statuses?.get(check.id), index.groups, index.newlyFailing.has(check.id)));
  }
  if (statuses) for (const s of statuses.values()) if (!index.checks.has(s.checkId)) rows.push(partialEntry(s, index.newlyFailing.has(s.checkId)));
  return rows;
}

export function sortedRows(rows: readonly TriageRow[], sort: SortSpec): TriageRow[] {
  return sortEntries(rows, sort);
}

export function visibleRows(sorted: readonly TriageRow[], filter: TriageFilter): TriageRow[] {
  return filterEntries(sorted, filter);
}

// `vigil checks list`'s filters on top of the Checks screen's triage (format/check-triage.ts):
// the status words a user types, the sort columns, and the triage entry of a check. Pure.
import type { CheckStatusWord, CheckLike, CheckStatusLike } from './checks.js';
import { checkStatusWord, frequencySeconds } from './checks.js';
import { nameKey, type SortKey, type TriageEntry } from './check-triage.js';

/** What --status takes, and the status word each keeps. */
export const STATUS_FILTERS: Readonly<Record<string, CheckStatusWord>> = {
  failing: 'FAIL',
  degraded: 'DEGR',
  passing: 'PASS',
  paused: 'PAUSED',
};
export const STATUS_FILTER_NAMES = Object.keys(STATUS_FILTERS);

/** What --sort takes: the screen's sort keys, `last-run` spelled for a shell. */
export const SORT_COLUMNS: Readonly<Record<string, SortKey>> = {
  status: 'status',
  name: 'name',
  type: 'type',
  frequency: 'frequency',
  group: 'group',
  activated: 'activated',
  muted: 'muted',
};
export const SORT_COLUMN_NAMES = Object.keys(SORT_COLUMNS);

/** Seconds between runs as a check sets them: minutes, or seconds in frequencyOffset when 0. */
function effectiveSeconds(check: CheckLike): number | null {
  if (check.frequency === 0 && typeof check.frequencyOffset === 'number' && check.frequencyOffset > 0) return check.frequencyOffset;
  return frequencySeconds(check.frequency);
}

export function triageEntry(check: CheckLike, status: CheckStatusLike | undefined, groupName: string | undefined): TriageEntry {
  return {
    id: check.id,
    name: check.name ?? '',
    nameKey: nameKey(check.name ?? ''),
    type: (check.checkType ?? '').toUpperCase(),
    status: checkStatusWord(check, status),
    frequencySeconds: effectiveSeconds(check),
    groupId: check.groupId ?? null,
    groupName: groupName ?? '',
    tags: check.tags ?? [],
    lastRunAt: null,
    activated: check.activated !== false,
    muted: check.muted === true,
  };
}

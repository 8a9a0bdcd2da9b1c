// `vigil checks list`'s filters on top of the Checks screen's triage (format/check-triage.ts):
// the status words a user types and the sort columns. Pure.
import type { CheckStatusWord } from './checks.js';
import type { SortKey } from './check-triage.js';

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

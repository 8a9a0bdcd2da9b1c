// The rows and columns of a check list, one declaration for `vigil checks list` and the Checks
// screen (and of a group's checks, for `vigil check-groups get` and the group's screen): a check
// reads the same in both. Pure: data in, sanitized cells out.
import type { Column } from './columns.js';
import { matchRanges, nameKey, statusRank, type TriageEntry } from './check-triage.js';
import {
  checkStatusWord,
  effectiveFrequency,
  effectiveFrequencyCell,
  yesNo,
  type CheckLike,
  type CheckStatusLike,
  type CheckStatusWord,
} from './checks.js';
import { sanitizeLine } from '../sanitize.js';
import type { StatusTone } from './status.js';
import { type RunLike, isFlapping, runOutcome, runStrip, sinceCell } from './check-history.js';

/** A row of a check list: what triage sorts and filters on, and the cells drawn from it. */
export interface CheckListRow extends TriageEntry {
  /** The frequency cell: "10s", or "10s grp" when the group sets it. */
  frequencyText: string;
  /** Known only from its status so far: type, group and settings still loading. */
  partial: boolean;
  /** Turned failing at the last refresh. */
  isNew: boolean;
}

/** A check's status as a list shows it, with the time it last changed. */
export interface CheckListStatus extends CheckStatusLike {
  name?: string | null;
  updated_at?: string | null;
}

/** What a check list knows of a group: its name, and its frequency (which wins over the check's). */
export interface CheckGroupInfo {
  name: string;
  frequency?: string | null;
}

function lastRun(status: CheckListStatus | undefined): number | null {
  return status?.updated_at ? Date.parse(status.updated_at) || null : null;
}

/**
 * `group` undefined with `groupsUnknown`: the group lookup failed, so whether the group sets the
 * frequency is not known: the cell says `grp?` (never the check's own, which may not be used).
 */
export function checkListRow(
  check: CheckLike,
  status: CheckListStatus | undefined,
  group: CheckGroupInfo | undefined,
  isNew = false,
  groupsUnknown = false,
): CheckListRow {
  const frequency = effectiveFrequency(check, group?.frequency);
  const name = sanitizeLine(check.name ?? '');
  const unknown = groupsUnknown && group === undefined && (check.groupId ?? null) !== null;
  return {
    id: check.id,
    name,
    nameKey: nameKey(name),
    type: sanitizeLine(check.checkType ?? ''),
    status: checkStatusWord(check, status),
    frequencySeconds: unknown ? null : frequency.seconds,
    frequencyText: unknown ? 'grp?' : effectiveFrequencyCell(frequency),
    groupId: check.groupId ?? null,
    groupName: group ? sanitizeLine(group.name) : '',
    tags: check.tags ?? [],
    lastRunAt: lastRun(status),
    activated: check.activated !== false,
    muted: check.muted === true,
    partial: false,
    isNew,
  };
}

/** A check known only from its status (its page not loaded yet): name and status, the rest '…'. */
export function partialCheckRow(status: CheckListStatus & { checkId: string }, isNew = false): CheckListRow {
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
    lastRunAt: lastRun(status),
    activated: true,
    muted: false,
    partial: true,
    isNew,
  };
}

export function checkStatusTone(word: CheckStatusWord): StatusTone {
  switch (word) {
    case 'PASS':
      return 'passed';
    case 'FAIL':
      return 'failed';
    case 'DEGR':
      return 'degraded';
    case 'PAUSED':
      return 'cancelled';
    default:
      return 'unknown';
  }
}

/** FAIL, or "FAIL NEW" when it turned failing at the last refresh. */
function checkStatusCell(row: Pick<CheckListRow, 'status' | 'isNew'>): string {
  return row.isNew ? `${row.status} NEW` : row.status;
}

const loading = (row: CheckListRow, text: string) => (row.partial ? '…' : text);

/** What a list knows of a row's last runs: loaded (with the time to count from), on their way, or failed. */
export type CheckRunsCell =
  /** `flapThreshold`: more state changes than this in the strip mark the row flapping (settings). */
  | { kind: 'runs'; runs: readonly RunLike[]; now: number; flapThreshold?: number }
  | { kind: 'pending' }
  | { kind: 'failed' };

/** The runs of a row, as far as they are known (undefined: not asked for). */
export type CheckRunsLookup = (row: CheckListRow) => CheckRunsCell | undefined;

/** Runs in a row's strip (the check's own detail shows 30). */
const ROW_STRIP_RUNS = 10;
/** A row whose runs are not in yet; `?`: they could not be loaded. A legend says so beside the table. */
export const RUNS_PENDING = '…';
export const RUNS_FAILED = '?';

const RUN_STATE: Partial<Record<CheckStatusWord, ReturnType<typeof runOutcome>>> = { FAIL: 'failed', DEGR: 'degraded' };

/**
 * A failing or degraded row's runs cell: `text` of runs that agree with its status; the pending
 * mark while they load, or while the runs loaded are older than the status (it turned failing
 * since); '-' for any other row (only failing and degraded rows have a "since").
 */
function runsCell(
  row: CheckListRow,
  lookup: CheckRunsLookup,
  text: (runs: readonly RunLike[], now: number, flapThreshold: number | undefined) => string,
) {
  const state = RUN_STATE[row.status];
  if (!state) return '-';
  const cell = lookup(row);
  if (cell?.kind === 'failed') return RUNS_FAILED;
  if (cell?.kind !== 'runs' || !cell.runs[0] || runOutcome(cell.runs[0]) !== state) return RUNS_PENDING;
  return text(cell.runs, cell.now, cell.flapThreshold);
}

/** "12m (2x) flap" for a row that flaps (the count gives way when the cell would pass 15 cells). */
function sinceWithFlap(runs: readonly RunLike[], now: number, flapThreshold: number | undefined): string {
  const since = sinceCell(runs, now);
  if (!isFlapping(runs, flapThreshold)) return since;
  return since.length + 5 <= 15 ? `${since} flap` : `${since.replace(/ \(.*\)$/, '')} flap`;
}

/**
 * SINCE ("38m (7x)": how long the row has failed or been degraded, and for how many runs in
 * a row; "flap" when it changed state more than the flap threshold in its strip) and RUNS (the strip
 * of its last runs, newest right), declared once for any check list
 * that knows its rows' runs. After the name and the status, SINCE is what triage reads first;
 * the strip shows where the width allows (about 120 columns), before the ID.
 */
function checkRunsColumns(lookup: CheckRunsLookup): readonly Column<CheckListRow>[] {
  const tone = (r: CheckListRow) => checkStatusTone(r.status);
  return [
    {
      id: 'since',
      header: 'SINCE',
      // fixed: a duration cut short would read as another duration
      min: 15,
      fixed: true,
      steady: true,
      priority: 45,
      value: (r) => runsCell(r, lookup, sinceWithFlap),
      tone,
    },
    {
      id: 'runs',
      header: 'RUNS',
      min: ROW_STRIP_RUNS,
      fixed: true,
      steady: true,
      priority: 20,
      value: (r) => runsCell(r, lookup, (runs) => runStrip(runs, ROW_STRIP_RUNS)),
      tone,
    },
  ];
}

/**
 * The columns of a check list. `search` is the name text of a `/` query: what it matched is
 * marked (a new search makes new columns, which redraws the rows). The ID goes first when room is
 * short: at 80 columns a row is the same in the command and on the screen. `runs`: the rows'
 * last runs are known (the Checks screen), which adds SINCE and RUNS after the name.
 */
export function checkColumns(search = '', runs?: CheckRunsLookup): readonly Column<CheckListRow>[] {
  return [
    {
      id: 'status',
      header: 'STATUS',
      // A list that refreshes keeps room for "FAIL NEW" (8): the mark coming and going at a
      // refresh moves no column, and at 80 columns it does not push SINCE out.
      min: runs ? 8 : 6,
      fixed: true,
      ...(runs ? { steady: true } : {}),
      priority: 100,
      value: checkStatusCell,
      tone: (r) => checkStatusTone(r.status),
    },
    {
      id: 'name',
      header: 'NAME',
      // 22 beside a status of 8 and SINCE: at 80 columns the same columns show as in the command.
      min: runs ? 22 : 24,
      max: 48,
      grow: true,
      priority: 95,
      value: (r) => r.name,
      ...(search ? { marks: (r: CheckListRow) => matchRanges(r.name, search) } : {}),
    },
    ...(runs ? checkRunsColumns(runs) : []),
    { id: 'type', header: 'TYPE', min: 10, max: 16, priority: 70, value: (r) => loading(r, r.type || '-') },
    {
      id: 'frequency',
      header: 'FREQ',
      min: 4,
      align: 'right',
      fixed: true,
      priority: 60,
      value: (r) => r.frequencyText,
    },
    {
      id: 'group',
      header: 'GROUP',
      // 6: at 80 columns every column but the ID shows, the name keeping its 24 cells (22 beside SINCE).
      min: 6,
      max: 28,
      priority: 50,
      value: (r) => loading(r, r.groupId === null ? '-' : r.groupName || `#${r.groupId}`),
    },
    {
      id: 'activated',
      header: 'ACTIVE',
      min: 6,
      fixed: true,
      priority: 40,
      value: (r) => loading(r, yesNo(r.activated)),
    },
    { id: 'muted', header: 'MUTED', min: 5, fixed: true, priority: 30, value: (r) => loading(r, yesNo(r.muted)) },
    { id: 'id', header: 'ID', min: 36, fixed: true, priority: 10, value: (r) => sanitizeLine(r.id) },
  ];
}

export const CHECK_COLUMNS = checkColumns();

/** A check of a group's list: its status, type, frequency, name and ID. */
export interface GroupCheckRow {
  id: string;
  status: CheckStatusWord;
  type: string;
  frequency: string;
  name: string;
}

/** `frequency` is what the check runs at: its own, or "10s grp" when its group sets one. */
function groupCheckRow(
  check: CheckLike,
  status: CheckStatusLike | undefined,
  groupFrequency: string | null | undefined,
): GroupCheckRow {
  return {
    id: sanitizeLine(check.id),
    status: checkStatusWord(check, status),
    type: sanitizeLine(check.checkType ?? '-'),
    frequency: effectiveFrequencyCell(effectiveFrequency(check, groupFrequency)),
    name: sanitizeLine(check.name ?? ''),
  };
}

/** A group's checks as rows, failing first (then degraded, passing, unknown, paused), as on the Checks screen. */
export function groupCheckRows(
  checks: readonly CheckLike[],
  statuses: ReadonlyMap<string, CheckStatusLike>,
  groupFrequency: string | null | undefined,
): GroupCheckRow[] {
  return checks
    .map((check) => groupCheckRow(check, statuses.get(check.id), groupFrequency))
    .sort((a, b) => statusRank(a.status) - statusRank(b.status));
}

/**
 * The checks of a group: `vigil check-groups get` and the group's screen (which opens a check
 * instead of showing its ID). The type matters most after the name (rule 4 is about types);
 * the frequency, mostly the group's own, gives way first.
 */
export const GROUP_CHECK_COLUMNS: readonly Column<GroupCheckRow>[] = [
  {
    id: 'status',
    header: 'STATUS',
    min: 6,
    fixed: true,
    priority: 100,
    value: (r) => r.status,
    tone: (r) => checkStatusTone(r.status),
  },
  { id: 'type', header: 'TYPE', min: 10, max: 10, priority: 85, value: (r) => r.type },
  { id: 'frequency', header: 'FREQ', min: 4, align: 'right', fixed: true, priority: 40, value: (r) => r.frequency },
  { id: 'name', header: 'NAME', min: 20, max: 60, grow: true, priority: 95, value: (r) => r.name },
  { id: 'id', header: 'ID', min: 36, fixed: true, priority: 80, value: (r) => r.id },
];

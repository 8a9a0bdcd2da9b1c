// What happened to checks after the sandbox started: each change of a check's state (POST
// /sandbox/checks/{id}/status, `--flap`, RunningSandbox.setCheckStatus) is a run, as on the
// service, where a status changes because a run said so; and outages of a location, during which
// every run there fails. The history (history/entries.ts) reads both, so the newest result is
// always the status /v1/check-statuses shows.
import type { CheckStatus } from '../../client/schemas/index.js';
import type { RunState } from './plan.js';

export interface RecordedRun {
  /** Ascending over the whole log: a cursor names a run by it. */
  seq: number;
  at: number;
  state: RunState;
  location: string;
  runId: string;
}

export interface Outage {
  location: string;
  from: number;
  /** undefined: still going on. */
  to: number | undefined;
}

/** A status as it was when the sandbox started (the history's slot 0). */
export type InitialStatus = Pick<
  CheckStatus,
  'hasFailures' | 'hasErrors' | 'isDegraded' | 'lastRunLocation' | 'lastCheckRunId' | 'updated_at'
>;

export class CheckRunLog {
  private readonly runs = new Map<string, RecordedRun[]>();
  private readonly outages: Outage[] = [];
  private readonly initial = new Map<string, InitialStatus>();
  private seq = 0;
  /** Bumped on every change: caches of history answers key on it. */
  version = 0;

  constructor(statuses: readonly CheckStatus[]) {
    for (const s of statuses) {
      this.initial.set(s.checkId, {
        hasFailures: s.hasFailures,
        hasErrors: s.hasErrors,
        isDegraded: s.isDegraded,
        lastRunLocation: s.lastRunLocation,
        lastCheckRunId: s.lastCheckRunId,
        updated_at: s.updated_at,
      });
    }
  }

  initialStatus(checkId: string): InitialStatus | undefined {
    return this.initial.get(checkId);
  }

  /** Runs recorded for the check since the start, oldest first. */
  recorded(checkId: string): readonly RecordedRun[] {
    return this.runs.get(checkId) ?? [];
  }

  record(checkId: string, run: Omit<RecordedRun, 'seq'>): RecordedRun {
    const entry = { ...run, seq: ++this.seq };
    const list = this.runs.get(checkId);
    if (list) list.push(entry);
    else this.runs.set(checkId, [entry]);
    this.version++;
    return entry;
  }

  /** Every run in `location` fails from `from` until `to` (or until ended). */
  startOutage(location: string, from: number, to?: number): void {
    this.outages.push({ location, from, to });
    this.version++;
  }

  endOutage(location: string, at: number): void {
    for (const o of this.outages) if (o.location === location && o.to === undefined) o.to = at;
    this.version++;
  }

  /** Whether a run in `location` at `at` fell in an outage there. */
  inOutage(location: string, at: number): boolean {
    for (const o of this.outages)
      if (o.location === location && at >= o.from && (o.to === undefined || at < o.to)) return true;
    return false;
  }
}

// The results of a session, generated from its seed (cached for the last sessions used): which
// checks ran where, how each ended, their times and error groups.
import type { Check, TestSessionStatus } from '../../client/schemas/index.js';
import { Kind, rngFor, uuidFrom } from '../random.js';
import { BIG_INDEX, FAILED_INDEX, REGIONS, type SessionTable } from './session-table.js';

/** Everything about one result that list entries, details and result pages derive from. */
export interface ResultSeed {
  id: string;
  sequenceId: string;
  check: Check;
  location: string;
  finalStatus: TestSessionStatus;
  errorGroupIds: string[];
  startedAt: number;
  stoppedAt: number;
  responseTime: number;
  attempts: number;
  degraded: boolean;
}

export class ResultSeeds {
  private readonly cache = new Map<number, ResultSeed[]>();

  constructor(private readonly t: SessionTable) {}

  of(i: number): ResultSeed[] {
    const t = this.t;
    const cached = this.cache.get(i);
    if (cached) return cached;
    const { seed, checks } = t.input;
    const rng = rngFor(seed, Kind.result, i);
    const n = t.resultCount[i] as number;
    const final = t.finalStatus[i] as number;
    const groups = t.errorGroupIdsOf(i);
    const start = t.startedAt(i);
    const stop = t.stoppedAt(i);
    const span = Math.max(1_000, stop - start);
    // how many fail / get cancelled
    const failing = final === 1 ? Math.min(n, i === BIG_INDEX ? 5 : i === FAILED_INDEX ? 3 : rng.range(1, 3)) : 0;
    const cancelled = final === 3 ? Math.max(1, Math.floor(n * rng.next())) : 0;
    const used = new Set<number>();
    const out: ResultSeed[] = [];
    for (let j = 0; j < n; j++) {
      let ci = rng.int(checks.length);
      if (n <= checks.length) while (used.has(ci)) ci = (ci + 1) % checks.length;
      used.add(ci);
      const check = checks[ci] as Check;
      const status: TestSessionStatus = j < failing ? 'FAILED' : j >= n - cancelled ? 'CANCELLED' : 'PASSED';
      const running = t.finishAt.has(i);
      const rStart = running ? start + Math.round((j * span) / (n * 4)) : start + Math.round(rng.next() * span * 0.3);
      // results of a running session finish one by one between the sandbox's start and the session's end
      const anchor = t.input.anchor;
      const rStop = running
        ? anchor + Math.round(((stop - anchor) * j) / Math.max(1, n - 1))
        : Math.min(stop, rStart + Math.round(span * (0.2 + rng.next() * 0.7)));
      const browserLike = ['BROWSER', 'MULTI_STEP', 'PLAYWRIGHT'].includes(check.checkType);
      out.push({
        id: uuidFrom(seed, Kind.result, i, j),
        sequenceId: uuidFrom(seed, Kind.sequence, i, j),
        check,
        location: check.locations[0] ?? (REGIONS[j % REGIONS.length] as string),
        finalStatus: status,
        errorGroupIds: status === 'FAILED' && groups.length > 0 ? [groups[j % groups.length] as string] : [],
        startedAt: rStart,
        stoppedAt: rStop,
        responseTime: browserLike ? rStop - rStart : rng.range(40, 1_800),
        attempts: status === 'FAILED' && rng.chance(0.5) ? 2 : 1,
        degraded: status === 'PASSED' && rng.chance(0.05),
      });
    }
    if (this.cache.size > 256) this.cache.delete(this.cache.keys().next().value as number);
    this.cache.set(i, out);
    return out;
  }
}

/** A result's status at `now` (results of running sessions finish one after another). */
export function resultStatus(t: SessionTable, r: ResultSeed, i: number, now: number): TestSessionStatus {
  return t.finishTime(i) !== undefined && now < r.stoppedAt ? 'RUNNING' : r.finalStatus;
}

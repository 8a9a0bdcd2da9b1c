// A check's raw results, newest first: the runs recorded since the sandbox started (run-log.ts),
// then the scheduled runs before it (plan.ts), each a FINAL result and, when a failed try was
// retried, an ATTEMPT before it. A position names every result (`r<seq>.<a>` for a recorded run,
// `s<slot>.<location rank>.<a>` for a scheduled one) and the cursor is the position of the next
// match: runs that happen later are newer and come before it, so a cursor always continues where
// the previous page stopped.
import type { Check, CheckResult, CheckResultsQuery, CheckStatus } from '../../client/schemas/index.js';
import { HttpError } from '../http/reply.js';
import { hash32 } from '../random.js';
import { buildResult } from './content.js';
import { type RunPlan, type RunState, buildPlan, isFailed, slotLocations, slotState } from './plan.js';
import type { CheckRunLog, RecordedRun } from './run-log.js';

const RETENTION_MS = 30 * 86_400_000;
/** How long before its final result a retried run's failed attempt stopped. */
const ATTEMPT_GAP_MS = 10_000;
/** How far apart the parallel locations of one run finish. */
const LOCATION_GAP_MS = 1_000;

export interface HistorySource {
  seed: number;
  runLog: CheckRunLog;
  statusById: ReadonlyMap<string, CheckStatus>;
  /** The check as it runs (its group's settings applied). */
  effective(check: Check): Check;
}

interface Candidate {
  position: string;
  stoppedAt: number;
  location: string;
  state: RunState;
  attempt: boolean;
  build(): CheckResult;
}

export interface HistoryPage {
  entries: CheckResult[];
  nextId: string | null;
}

type Start = { kind: 'recorded'; seq: number; a: number } | { kind: 'slot'; j: number; k: number; a: number } | null;

const retried = (check: Check, state: RunState) =>
  isFailed(state) && (check.retryStrategy != null || check.doubleCheck === true);

export class CheckHistory {
  constructor(private readonly source: HistorySource) {}

  plan(check: Check, index: number): RunPlan {
    const initial = this.source.runLog.initialStatus(check.id);
    const status = this.source.statusById.get(check.id);
    if (!initial || !status) throw new HttpError(404, 'Check not found');
    return buildPlan(this.source.seed, index, this.source.effective(check), { ...status, ...initial });
  }

  page(check: Check, index: number, q: CheckResultsQuery, now: number): HistoryPage {
    if (q.checkType && q.checkType !== check.checkType) return { entries: [], nextId: null };
    const plan = this.plan(check, index);
    const tag = hash32(this.source.seed, index).toString(36);
    const start = q.nextId === undefined ? null : decode(q.nextId, tag);
    const low = Math.max(now - RETENTION_MS, (q.from ?? 0) * 1000);
    const high = q.to === undefined ? Number.POSITIVE_INFINITY : q.to * 1000 + 999;
    const entries: CheckResult[] = [];
    for (const c of this.candidates(plan, start, low, high)) {
      if (c.stoppedAt > high || c.stoppedAt < low) continue;
      if (q.location !== undefined && c.location !== q.location) continue;
      if (q.resultType !== 'ALL' && c.attempt !== (q.resultType === 'ATTEMPT')) continue;
      if (q.hasFailures !== undefined && (c.state === 'failing') !== q.hasFailures) continue;
      if (entries.length === q.limit) return { entries, nextId: encode(tag, c.position) };
      entries.push(c.build());
    }
    return { entries, nextId: null };
  }

  private *candidates(plan: RunPlan, start: Start, low: number, high: number): Generator<Candidate> {
    const recorded = this.source.runLog.recorded(plan.check.id);
    const newestSeq = recorded.at(-1)?.seq;
    if (start === null || start.kind === 'recorded') {
      for (let i = recorded.length - 1; i >= 0; i--) {
        const run = recorded[i] as RecordedRun;
        if (start && run.seq > start.seq) continue;
        const first = start && run.seq === start.seq ? start.a : 0;
        yield* this.recordedRun(plan, run, run.seq === newestSeq, first);
      }
    }
    let j = start?.kind === 'slot' ? start.j : 0;
    if (high !== Number.POSITIVE_INFINITY) j = Math.max(j, Math.floor((plan.newestAt - high) / plan.periodMs) - 1);
    for (; plan.newestAt - j * plan.periodMs >= low - 60_000; j++) {
      const state = slotState(this.source.seed, plan, j);
      const locations = slotLocations(plan, j);
      for (let k = start?.kind === 'slot' && j === start.j ? start.k : 0; k < locations.length; k++) {
        const first = start?.kind === 'slot' && j === start.j && k === start.k ? start.a : 0;
        const newest = j === 0 && k === 0 && newestSeq === undefined;
        const location = locations[k] as string;
        const stoppedAt = plan.newestAt - j * plan.periodMs - k * LOCATION_GAP_MS;
        const runId = j === 0 && k === 0 ? plan.newestRunId : runIdOf(this.source.seed, plan, j, k);
        yield* this.results(
          plan,
          { position: `s${j}.${k}`, key: j * 64 + k, location, stoppedAt, runId },
          state,
          newest,
          first,
        );
      }
    }
  }

  private recordedRun(plan: RunPlan, run: RecordedRun, newest: boolean, first: number): Generator<Candidate> {
    const at = {
      position: `r${run.seq}`,
      key: 0x40000000 + run.seq,
      location: run.location,
      stoppedAt: run.at,
      runId: run.runId,
    };
    return this.results(plan, at, run.state, newest, first);
  }

  /** The FINAL result of one run in one location, then its failed ATTEMPT when it was retried. */
  private *results(
    plan: RunPlan,
    at: { position: string; key: number; location: string; stoppedAt: number; runId: string },
    base: RunState,
    newest: boolean,
    first: number,
  ): Generator<Candidate> {
    // The newest result is the status; older ones fail where their location had an outage.
    const state = !newest && this.source.runLog.inOutage(at.location, at.stoppedAt) ? 'failing' : base;
    const attempts = retried(plan.check, state) ? 2 : 1;
    for (let a = first; a < attempts; a++) {
      const attempt = a === 1;
      const stoppedAt = attempt ? at.stoppedAt - ATTEMPT_GAP_MS : at.stoppedAt;
      yield {
        position: `${at.position}.${a}`,
        stoppedAt,
        location: at.location,
        state,
        attempt,
        build: () =>
          buildResult({
            seed: this.source.seed,
            checkIndex: plan.index,
            check: plan.check,
            key: at.key * 2 + a,
            state,
            location: at.location,
            stoppedAt,
            runId: at.runId,
            attempt,
            attempts,
            baseResponseMs: plan.baseResponseMs,
          }),
      };
    }
  }
}

function runIdOf(seed: number, plan: RunPlan, j: number, k: number): string {
  const h = (n: number) =>
    hash32(seed, 0x12, plan.index, j * 64 + k + n)
      .toString(16)
      .padStart(8, '0');
  const hex = h(1) + h(2) + h(3) + h(4);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function encode(tag: string, position: string): string {
  return Buffer.from(`cr:${tag}:${position}`).toString('base64url');
}

function decode(cursor: string, tag: string): Start {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const m = /^cr:([0-9a-z]+):(?:r(\d{1,9})\.([01])|s(\d{1,9})\.(\d{1,3})\.([01]))$/.exec(text);
  if (!m)
    throw new HttpError(
      400,
      'Query parameter "nextId" is not a cursor of this list: pass the nextId of the previous answer.',
    );
  if (m[1] !== tag) throw new HttpError(400, 'Query parameter "nextId" is a cursor of another check\'s results.');
  if (m[2] !== undefined) return { kind: 'recorded', seq: Number(m[2]), a: Number(m[3]) };
  return { kind: 'slot', j: Number(m[4]), k: Number(m[5]), a: Number(m[6]) };
}

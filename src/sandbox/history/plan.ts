// When and where a check runs, and how each scheduled run turned out, from (seed, check index).
//
// A check's runs are "slots" counted back from its newest scheduled run: slot 0 is the run its
// status describes (stopped at the status's updated_at, in its lastRunLocation, with its
// lastCheckRunId), slot j stopped j periods earlier. The period is the effective frequency (the
// group's when it sets one; sub-minute frequencies by their offset). A check that runs in
// parallel runs every slot in each of its locations; otherwise it takes its locations in turn.
//
// The state of slot j: the status's own state for the first `streak` slots (so "failing since"
// and the newest result agree with /v1/check-statuses), the other state at slot `streak` (the
// streak's edge), then short failure and degradation episodes drawn per block of 16 slots. A few
// checks are flaky: their episodes are frequent and short, so their strip flaps.
import type { Check, CheckStatus } from '../../client/schemas/index.js';
import { hash32 } from '../random.js';

export type RunState = 'passing' | 'failing' | 'error' | 'degraded';

export interface RunPlan {
  /** Index of the check in the catalog (the seed's stream for it). */
  index: number;
  check: Check;
  periodMs: number;
  /** Locations the check runs in (effective), never empty. */
  locations: readonly string[];
  parallel: boolean;
  /** stoppedAt of slot 0 (ms). */
  newestAt: number;
  /** Location and run id of slot 0, as the status said before anything changed. */
  newestLocation: string;
  newestRunId: string;
  /** State of the newest `streak` slots. */
  current: RunState;
  streak: number;
  flaky: boolean;
  /** Typical response time (ms). */
  baseResponseMs: number;
}

const BLOCK = 16;
const unit = (h: number) => h / 4294967296;

function stateOfStatus(s: CheckStatus): RunState {
  return s.hasFailures ? 'failing' : s.hasErrors ? 'error' : s.isDegraded ? 'degraded' : 'passing';
}

export function isFailed(state: RunState): boolean {
  return state === 'failing' || state === 'error';
}

/** The period between two runs of the check as it runs (its group's settings applied). */
function periodOf(effective: Check): number {
  if (effective.frequency > 0) return effective.frequency * 60_000;
  return ((effective.frequencyOffset as number | undefined) ?? 30) * 1000;
}

function responseBase(check: Check, h: number): number {
  const t = check.checkType;
  if (t === 'BROWSER' || t === 'MULTI_STEP' || t === 'PLAYWRIGHT') return 2500 + (h % 5000);
  if (t === 'API' || t === 'URL' || t === 'GRPC') return 60 + (h % 700);
  return 5 + (h % 120);
}

export function buildPlan(seed: number, index: number, effective: Check, status: CheckStatus): RunPlan {
  const h = hash32(seed, 0x7157, index);
  const current = stateOfStatus(status);
  const periodMs = periodOf(effective);
  const retentionSlots = Math.ceil((30 * 86_400_000) / periodMs);
  const flaky = unit(hash32(h, 1)) < 0.06;
  const r = unit(hash32(h, 2));
  let streak: number;
  if (flaky) streak = 1 + Math.floor(r * 3);
  else if (isFailed(current)) streak = r < 0.8 ? 1 + Math.floor(r * 15) : 12 + Math.floor(unit(hash32(h, 3)) * 200);
  else if (current === 'degraded') streak = 1 + Math.floor(r * 8);
  // log-uniform: most passing checks failed days ago, some never within the 30 days kept
  else streak = Math.floor(Math.exp(Math.log(3) + r * (Math.log(retentionSlots * 1.3) - Math.log(3))));
  const lastRunLocation = status.lastRunLocation ?? effective.locations[0] ?? 'eu-central-1';
  const locations = effective.locations.length > 0 ? effective.locations : [lastRunLocation];
  return {
    index,
    check: effective,
    periodMs,
    locations,
    parallel: effective.runParallel === true && locations.length > 1,
    newestAt: Date.parse(status.updated_at ?? '') || Date.now(),
    newestLocation: lastRunLocation,
    newestRunId: status.lastCheckRunId ?? '',
    current,
    streak,
    flaky,
    baseResponseMs: responseBase(effective, hash32(h, 4)),
  };
}

/** How scheduled slot `j` (0 = newest) turned out, before any location's outage. */
export function slotState(seed: number, plan: RunPlan, j: number): RunState {
  if (j < plan.streak) return plan.current;
  if (j === plan.streak)
    return plan.current === 'passing' ? (plan.flaky ? 'failing' : edgeFailure(seed, plan)) : 'passing';
  const h = hash32(seed, 0xe915, plan.index, Math.floor(j / BLOCK));
  if (unit(h) >= (plan.flaky ? 0.75 : 0.05)) return 'passing';
  const start = (h >>> 8) % BLOCK;
  const length = 1 + ((h >>> 16) % (plan.flaky ? 2 : 5));
  const offset = j % BLOCK;
  if (offset < start || offset >= start + length) return 'passing';
  return ((h >>> 24) & 3) === 0 ? 'degraded' : 'failing';
}

function edgeFailure(seed: number, plan: RunPlan): RunState {
  return (hash32(seed, 0xed6e, plan.index) & 3) === 0 ? 'degraded' : 'failing';
}

/**
 * The locations slot `j` ran in, newest result first. Slot 0's newest is the status's
 * lastRunLocation; a check that is not parallel takes its locations in turn going back.
 */
export function slotLocations(plan: RunPlan, j: number): readonly string[] {
  const { locations } = plan;
  const n = locations.length;
  const at = Math.max(0, locations.indexOf(plan.newestLocation));
  if (plan.parallel) {
    // the newest location first, the others in order after it
    const out: string[] = [plan.newestLocation];
    for (let k = 1; k < n; k++) {
      const l = locations[(at + k) % n] as string;
      if (l !== plan.newestLocation) out.push(l);
    }
    return out;
  }
  if (j === 0) return [plan.newestLocation];
  return [locations[(((at - j) % n) + n) % n] as string];
}

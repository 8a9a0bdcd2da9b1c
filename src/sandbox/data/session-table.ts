// The table of test sessions: a few bytes per session in typed arrays (provider, branch, user,
// times, status, error groups), drawn from the seed up front; everything else about a session is
// regenerated from (seed, index) on demand (session-meta, session-results, result-detail).
import type { Check, Provider, TestSessionStatus } from '../../client/schemas/index.js';
import { IndexedUuids, Kind, Rng, hash32 } from '../random.js';
import type { ErrorGroupRecord } from './error-groups.js';
import type { SandboxUser } from './people.js';
import { BRANCHES } from './words.js';

const DAY = 86_400_000;
const SPAN = 28 * DAY;
const STATUS: readonly TestSessionStatus[] = ['RUNNING', 'FAILED', 'PASSED', 'CANCELLED'];
export const PROVIDERS: readonly Provider[] = ['GITHUB', 'VERCEL', 'API', 'TRIGGER', 'PW_REPORTER'];
export const REPOS = ['example/shop-frontend', 'example/payments-service', 'example/monitoring-as-code'] as const;
export const REGIONS = ['eu-central-1', 'us-east-1', 'eu-west-1', 'ap-southeast-1'] as const;

/**
 * Sizes and the special sessions, by index (index 0 is the newest).
 * @internal exported for its unit test only
 */
export const RUNNING_COUNT = 3;
export const FAILED_INDEX = RUNNING_COUNT;
export const BIG_INDEX = RUNNING_COUNT + 1;
const BIG_RESULTS = 500;
export const BIG_LOG_LINES = 10_000;

export interface SessionsInput {
  seed: number;
  count: number;
  anchor: number;
  runningSessionMs: number;
  checks: readonly Check[];
  users: readonly SandboxUser[];
  errorGroups: ErrorGroupRecord[];
  accountId: string;
  projectId: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export class SessionTable {
  readonly count: number;
  readonly uuids: IndexedUuids;
  readonly created: Float64Array;
  readonly duration: Float64Array;
  readonly finalStatus: Uint8Array;
  readonly provider: Uint8Array;
  readonly branch: Uint8Array;
  readonly repo: Uint8Array;
  readonly env: Uint8Array;
  readonly user: Int16Array;
  readonly resultCount: Uint16Array;
  readonly eg1: Int16Array;
  readonly eg2: Int16Array;
  /** Running sessions end at these times (ms), by index. */
  readonly finishAt = new Map<number, number>();

  constructor(readonly input: SessionsInput) {
    const n = input.count;
    this.count = n;
    this.uuids = new IndexedUuids(input.seed, Kind.session);
    this.created = new Float64Array(n);
    this.duration = new Float64Array(n);
    this.finalStatus = new Uint8Array(n);
    this.provider = new Uint8Array(n);
    this.branch = new Uint8Array(n);
    this.repo = new Uint8Array(n);
    this.env = new Uint8Array(n);
    this.user = new Int16Array(n);
    this.resultCount = new Uint16Array(n);
    this.eg1 = new Int16Array(n);
    this.eg2 = new Int16Array(n);
    const { seed } = input;
    const rng = new Rng(hash32(seed, Kind.session, 0xc0de));
    const groups = input.errorGroups.length;
    const running = Math.min(RUNNING_COUNT, n);
    const first = new Float64Array(groups).fill(Infinity);
    const last = new Float64Array(groups).fill(-Infinity);
    for (let i = 0; i < n; i++) {
      this.drawSession(i, rng, running);
      this.drawErrorGroups(i, rng, groups, first, last);
    }
    input.errorGroups.forEach((g, k) => {
      if (Number.isFinite(first[k])) {
        g.firstSeen = iso(first[k] as number);
        g.lastSeen = iso(last[k] as number);
      }
    });
  }

  /** Session `i`'s provider, place, user, result count, creation and final status, drawn from the seed. */
  private drawSession(i: number, rng: Rng, running: number): void {
    const n = this.count;
    const { anchor } = this.input;
    const p = rng.weighted([
      [0, 50],
      [1, 15],
      [2, 12],
      [3, 10],
      [4, 13],
    ] as const);
    this.provider[i] = p;
    this.repo[i] = rng.int(REPOS.length);
    this.branch[i] = rng.int(BRANCHES.length);
    this.env[i] = rng.weighted([
      [0, 5],
      [1, 3],
      [2, 3],
      [3, 1],
    ] as const);
    // TRIGGER sessions and a share of API ones have nobody behind them (noUsers)
    this.user[i] = p === 3 || (p === 2 && rng.chance(0.5)) ? -1 : rng.int(this.input.users.length);
    this.resultCount[i] = rng.weighted([
      [1, 3],
      [2, 4],
      [3, 4],
      [5, 4],
      [8, 3],
      [12, 2],
      [20, 1],
    ] as const);
    if (i < running) {
      this.created[i] = anchor - (i + 1) * 7_000;
      this.finishAt.set(i, anchor + Math.round(this.input.runningSessionMs * (1 - 0.15 * i)));
      this.finalStatus[i] = i === 1 ? 1 : 2;
      this.resultCount[i] = 4 + i * 2;
    } else {
      const slot = (i - running + 0.1 + rng.next() * 0.8) / Math.max(1, n - running);
      this.created[i] = Math.round(anchor - 60_000 - slot * SPAN);
      this.duration[i] = 20_000 + Math.round(rng.next() ** 2 * 15 * 60_000);
      this.finalStatus[i] = rng.weighted([
        [1, 22],
        [2, 70],
        [3, 8],
      ] as const);
    }
    if (i === FAILED_INDEX) {
      this.finalStatus[i] = 1;
      this.resultCount[i] = 6;
    }
    if (i === BIG_INDEX) {
      this.finalStatus[i] = 1;
      this.resultCount[i] = BIG_RESULTS;
      this.duration[i] = 14 * 60_000;
    }
  }

  /**
   * A failed session's error groups (-1 for none), and each group's first and last sighting
   * widened to take the session in.
   */
  private drawErrorGroups(i: number, rng: Rng, groups: number, first: Float64Array, last: Float64Array): void {
    // error groups: skewed toward the first ones, so filtering by group 0 finds many sessions
    if (this.finalStatus[i] === 1 && groups > 0) {
      this.eg1[i] = i === FAILED_INDEX || i === BIG_INDEX ? 0 : Math.floor(rng.next() ** 2 * groups);
      this.eg2[i] = i === FAILED_INDEX ? 1 % groups : rng.chance(0.25) ? rng.int(groups) : -1;
      if (this.eg2[i] === this.eg1[i]) this.eg2[i] = -1;
      for (const g of [this.eg1[i] as number, this.eg2[i] as number]) {
        if (g < 0) continue;
        const t = this.created[i] as number;
        if (t < (first[g] as number)) first[g] = t;
        if (t > (last[g] as number)) last[g] = t;
      }
    } else {
      this.eg1[i] = -1;
      this.eg2[i] = -1;
    }
  }

  /** The session's id (computed, not stored). */
  id(i: number): string {
    return this.uuids.at(i);
  }

  indexOf(id: string): number | undefined {
    return this.uuids.indexOf(id.toLowerCase(), this.count);
  }

  runningIndexes(): number[] {
    return [...this.finishAt.keys()];
  }

  /** When a running session ends (ms), or undefined for sessions that were never running. */
  finishTime(i: number): number | undefined {
    return this.finishAt.get(i);
  }

  status(i: number, now: number): TestSessionStatus {
    const end = this.finishAt.get(i);
    if (end !== undefined && now < end) return 'RUNNING';
    return STATUS[this.finalStatus[i] as number] as TestSessionStatus;
  }

  startedAt(i: number): number {
    return this.created[i] as number;
  }

  stoppedAt(i: number): number {
    const end = this.finishAt.get(i);
    if (end !== undefined) return end;
    return Math.min(this.startedAt(i) + (this.duration[i] as number), this.input.anchor - 1_000);
  }

  errorGroupIndexes(i: number): number[] {
    const out: number[] = [];
    if ((this.eg1[i] as number) >= 0) out.push(this.eg1[i] as number);
    if ((this.eg2[i] as number) >= 0) out.push(this.eg2[i] as number);
    return out;
  }

  errorGroupIdsOf(i: number): string[] {
    return this.errorGroupIndexes(i).map((g) => (this.input.errorGroups[g] as ErrorGroupRecord).id);
  }
}

// Test sessions. Only a few bytes per session are built up front (typed arrays); names,
// results, logs and details are regenerated from (seed, index) on demand, so 100,000 sessions
// start in well under a second and any session looks the same every time it is asked for.
import type {
  Check, CheckType, Provider, TestSessionDetail, TestSessionListEntry, TestSessionResultDetail,
  TestSessionResultSummary, TestSessionStatus,
} from '../../client/schemas/index.js';
import { IndexedUuids, Kind, Rng, hash32, rngFor, uuidFrom } from '../random.js';
import type { ErrorGroupRecord } from './error-groups.js';
import { buildJobLog } from './job-log.js';
import type { SandboxUser } from './people.js';
import { BRANCHES, COMMIT_MESSAGES, ENVIRONMENTS, ERROR_MESSAGES } from './words.js';

const DAY = 86_400_000;
const SPAN = 28 * DAY;
const STATUS: readonly TestSessionStatus[] = ['RUNNING', 'FAILED', 'PASSED', 'CANCELLED'];
const PROVIDERS: readonly Provider[] = ['GITHUB', 'VERCEL', 'API', 'TRIGGER', 'PW_REPORTER'];
const REPOS = ['example/shop-frontend', 'example/payments-service', 'example/monitoring-as-code'] as const;
const REGIONS = ['eu-central-1', 'us-east-1', 'eu-west-1', 'ap-southeast-1'] as const;
const LINK_BASE = 'https://app.example.com/test-sessions';

/** Sizes and the special sessions, by index (index 0 is the newest). */
export const RUNNING_COUNT = 3;
export const FAILED_INDEX = RUNNING_COUNT;
export const BIG_INDEX = RUNNING_COUNT + 1;
export const BIG_RESULTS = 500;
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

/** Everything about one result that list entries, details and result pages derive from. */
interface ResultSeed {
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

export interface SessionFilter {
  from?: number | undefined;
  to?: number | undefined;
  statuses?: TestSessionStatus[] | undefined;
  branches?: string[] | undefined;
  users?: string[] | undefined;
  noUsers?: boolean | undefined;
  providers?: Provider[] | undefined;
  textSearch?: string | undefined;
  errorGroupId?: string | undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();

export class SessionCatalog {
  readonly count: number;
  private readonly uuids: IndexedUuids;
  private readonly created: Float64Array;
  private readonly duration: Float64Array;
  private readonly finalStatus: Uint8Array;
  private readonly provider: Uint8Array;
  private readonly branch: Uint8Array;
  private readonly repo: Uint8Array;
  private readonly env: Uint8Array;
  private readonly user: Int16Array;
  private readonly resultCount: Uint16Array;
  private readonly eg1: Int16Array;
  private readonly eg2: Int16Array;
  /** Running sessions end at these times (ms), by index. */
  private readonly finishAt = new Map<number, number>();
  private readonly resultCache = new Map<number, ResultSeed[]>();

  constructor(private readonly input: SessionsInput) {
    const n = (this.count = input.count);
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
    const { seed, anchor } = input;
    const rng = new Rng(hash32(seed, Kind.session, 0xc0de));
    const groups = input.errorGroups.length;
    const running = Math.min(RUNNING_COUNT, n);
    const first = new Float64Array(groups).fill(Infinity);
    const last = new Float64Array(groups).fill(-Infinity);
    for (let i = 0; i < n; i++) {
      const p = rng.weighted([[0, 50], [1, 15], [2, 12], [3, 10], [4, 13]] as const);
      this.provider[i] = p;
      this.repo[i] = rng.int(REPOS.length);
      this.branch[i] = rng.int(BRANCHES.length);
      this.env[i] = rng.weighted([[0, 5], [1, 3], [2, 3], [3, 1]] as const);
      // TRIGGER sessions and a share of API ones have nobody behind them (noUsers)
      this.user[i] = p === 3 || (p === 2 && rng.chance(0.5)) ? -1 : rng.int(input.users.length);
      this.resultCount[i] = rng.weighted([[1, 3], [2, 4], [3, 4], [5, 4], [8, 3], [12, 2], [20, 1]] as const);
      if (i < running) {
        this.created[i] = anchor - (i + 1) * 7_000;
        this.finishAt.set(i, anchor + Math.round(input.runningSessionMs * (1 - 0.15 * i)));
        this.finalStatus[i] = i === 1 ? 1 : 2;
        this.resultCount[i] = 4 + i * 2;
      } else {
        const slot = (i - running + 0.1 + rng.next() * 0.8) / Math.max(1, n - running);
        this.created[i] = Math.round(anchor - 60_000 - slot * SPAN);
        this.duration[i] = 20_000 + Math.round(rng.next() ** 2 * 15 * 60_000);
        this.finalStatus[i] = rng.weighted([[1, 22], [2, 70], [3, 8]] as const);
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
    input.errorGroups.forEach((g, k) => {
      if (Number.isFinite(first[k])) {
        g.firstSeen = iso(first[k] as number);
        g.lastSeen = iso(last[k] as number);
      }
    });
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

  private startedAt(i: number): number {
    return this.created[i] as number;
  }

  private stoppedAt(i: number): number {
    const end = this.finishAt.get(i);
    if (end !== undefined) return end;
    return Math.min(this.startedAt(i) + (this.duration[i] as number), this.input.anchor - 1_000);
  }

  private errorGroupIndexes(i: number): number[] {
    const out: number[] = [];
    if ((this.eg1[i] as number) >= 0) out.push(this.eg1[i] as number);
    if ((this.eg2[i] as number) >= 0) out.push(this.eg2[i] as number);
    return out;
  }

  private errorGroupIdsOf(i: number): string[] {
    return this.errorGroupIndexes(i).map((g) => (this.input.errorGroups[g] as ErrorGroupRecord).id);
  }

  /** The text fields of a session (cheap: no results involved). */
  private meta(i: number) {
    const { seed, users } = this.input;
    const rng = rngFor(seed, Kind.session, i, 1);
    const p = PROVIDERS[this.provider[i] as number] as Provider;
    const repo = REPOS[this.repo[i] as number] as string;
    const branchName = BRANCHES[this.branch[i] as number] as string;
    const u = this.user[i] as number;
    const user = u >= 0 ? users[u % users.length] : undefined;
    const commitId = rng.hex(40);
    const hasGit = p !== 'API' && p !== 'TRIGGER';
    const repoName = repo.split('/')[1] as string;
    let name: string;
    switch (p) {
      case 'GITHUB':
        name = `${repoName} – deployment ${rng.pick(['production', 'preview', 'staging'])}`;
        break;
      case 'VERCEL':
        name = `Vercel preview ${commitId.slice(0, 7)} (${repoName})`;
        break;
      case 'API':
        name = rng.pick(['npx checkly test', 'Triggered via API', 'npx checkly test --record']);
        break;
      case 'TRIGGER':
        name = rng.pick(['Nightly regression', 'Scheduled trigger: smoke', 'Post-deploy trigger']);
        break;
      default:
        name = `Playwright reporter – ${repoName}`;
    }
    if (i % 997 === 5) name = `${name} \u001b[2J\u001b[31m(escape test)\u001b[0m`;
    if (i % 991 === 7) name = `${name} – 日本語テスト 🚦`;
    return {
      provider: p,
      name,
      repoUrl: hasGit ? `https://github.com/${repo}` : null,
      commitId: hasGit ? commitId : null,
      commitOwner: hasGit && user ? user.handle : null,
      commitMessage: hasGit ? rng.pick(COMMIT_MESSAGES) : null,
      branchName: hasGit ? branchName : null,
      environment: ENVIRONMENTS[this.env[i] as number] as string,
      invoker: user ? { name: user.name, picture: null } : null,
      user,
    };
  }

  /** The results of a session, generated from its seed (cached for the last sessions used). */
  private results(i: number): ResultSeed[] {
    const cached = this.resultCache.get(i);
    if (cached) return cached;
    const { seed, checks } = this.input;
    const rng = rngFor(seed, Kind.result, i);
    const n = this.resultCount[i] as number;
    const final = this.finalStatus[i] as number;
    const groups = this.errorGroupIdsOf(i);
    const start = this.startedAt(i);
    const stop = this.stoppedAt(i);
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
      const running = this.finishAt.has(i);
      const rStart = running ? start + Math.round((j * span) / (n * 4)) : start + Math.round(rng.next() * span * 0.3);
      // results of a running session finish one by one between the sandbox's start and the session's end
      const anchor = this.input.anchor;
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
    if (this.resultCache.size > 256) this.resultCache.delete(this.resultCache.keys().next().value as number);
    this.resultCache.set(i, out);
    return out;
  }

  /** A result's status at `now` (results of running sessions finish one after another). */
  private resultStatus(r: ResultSeed, i: number, now: number): TestSessionStatus {
    return this.finishAt.has(i) && now < r.stoppedAt ? 'RUNNING' : r.finalStatus;
  }

  listEntry(i: number, now: number): TestSessionListEntry {
    const m = this.meta(i);
    const status = this.status(i, now);
    const lists: Record<TestSessionStatus, string[]> = { RUNNING: [], FAILED: [], PASSED: [], CANCELLED: [] };
    for (const r of this.results(i)) lists[this.resultStatus(r, i, now)].push(r.sequenceId);
    return {
      id: this.id(i),
      accountId: this.input.accountId,
      projectId: this.input.projectId,
      name: m.name,
      provider: m.provider,
      status,
      region: REGIONS[i % REGIONS.length] as string,
      privateLocationId: null,
      running: lists.RUNNING,
      passed: lists.PASSED,
      failed: lists.FAILED,
      cancelled: lists.CANCELLED,
      invoker: m.invoker,
      repoUrl: m.repoUrl,
      commitId: m.commitId,
      commitOwner: m.commitOwner,
      commitMessage: m.commitMessage,
      branchName: m.branchName,
      environment: m.environment,
      errorGroupIds: status === 'RUNNING' ? [] : this.errorGroupIdsOf(i),
      startedAt: iso(this.startedAt(i)),
      stoppedAt: status === 'RUNNING' ? null : iso(this.stoppedAt(i)),
      created_at: iso(this.created[i] as number),
      updated_at: iso(status === 'RUNNING' ? now : this.stoppedAt(i)),
    };
  }

  private summary(r: ResultSeed, i: number, now: number): TestSessionResultSummary {
    const status = this.resultStatus(r, i, now);
    const done = status !== 'RUNNING';
    return {
      testSessionResultId: r.id,
      testSessionResultLink: `${LINK_BASE}/${this.id(i)}/results/${r.id}`,
      checkId: r.check.id,
      checkType: r.check.checkType,
      name: r.check.name,
      runLocation: r.location,
      errorGroupIds: done ? r.errorGroupIds : [],
      resultType: done ? 'FINAL' : 'PENDING',
      status,
      hasErrors: false,
      hasFailures: status === 'FAILED',
      isDegraded: done && r.degraded,
      aborted: status === 'CANCELLED',
      responseTime: done ? r.responseTime : null,
      startedAt: iso(r.startedAt),
      stoppedAt: done ? iso(r.stoppedAt) : null,
    };
  }

  detail(i: number, now: number): TestSessionDetail {
    const m = this.meta(i);
    const status = this.status(i, now);
    const start = this.startedAt(i);
    const metadata: Record<string, unknown> = {
      repoUrl: m.repoUrl,
      commitId: m.commitId,
      commitOwner: m.commitOwner,
      commitMessage: m.commitMessage,
      branchName: m.branchName,
      environment: m.environment,
    };
    return {
      testSessionId: this.id(i),
      testSessionLink: `${LINK_BASE}/${this.id(i)}`,
      name: m.name,
      status,
      errorGroupIds: status === 'RUNNING' ? [] : this.errorGroupIdsOf(i),
      startedAt: iso(start),
      stoppedAt: status === 'RUNNING' ? null : iso(this.stoppedAt(i)),
      timeElapsed: (status === 'RUNNING' ? Math.max(now, start) : this.stoppedAt(i)) - start,
      metadata,
      results: this.results(i).map((r) => this.summary(r, i, now)),
    };
  }

  result(i: number, resultId: string, now: number): TestSessionResultDetail | undefined {
    const wanted = resultId.toLowerCase();
    const j = this.results(i).findIndex((r) => r.id === wanted);
    if (j < 0) return undefined;
    const r = this.results(i)[j] as ResultSeed;
    const base = this.summary(r, i, now);
    const done = base.status !== 'RUNNING';
    const rng = rngFor(this.input.seed, Kind.result, i, j + 1);
    const lines = i === BIG_INDEX && j === 0 ? BIG_LOG_LINES : rng.range(12, 60);
    const errorText = r.errorGroupIds.length > 0 ? this.errorText(r.errorGroupIds[0] as string) : undefined;
    const jobLog = buildJobLog({
      rng,
      check: r.check,
      location: r.location,
      startedAt: r.startedAt,
      stoppedAt: done ? r.stoppedAt : Math.max(r.startedAt, now),
      lines: done ? lines : Math.min(lines, 8),
      status: base.status,
      errorText,
    });
    const detail: TestSessionResultDetail = {
      ...base,
      id: r.id,
      attempts: r.attempts,
      sequenceId: r.sequenceId,
      traceId: rng.hex(32),
      isCancelled: base.status === 'CANCELLED',
      overMaxResponseTime: false,
      privateLocationId: null,
      scheduleError: null,
      created_at: iso(r.startedAt),
      updated_at: iso(done ? r.stoppedAt : now),
    };
    const errors = errorText ? [{ message: errorText.split('\n')[0], stack: errorText }] : [];
    const type = r.check.checkType as CheckType;
    if (type === 'BROWSER') {
      detail.browserCheckResult = {
        type: 'PLAYWRIGHT',
        errors,
        pages: [{ url: 'https://shop.example.com/', webVitals: { LCP: { score: 'GOOD', value: 812 }, CLS: { score: 'GOOD', value: 0.01 } } }],
        startTime: r.startedAt,
        endTime: done ? r.stoppedAt : now,
        runtimeVersion: r.check.runtimeId ?? '2025.04',
        jobLog,
        jobAssets: [],
      };
    } else if (type === 'MULTI_STEP') {
      detail.multiStepCheckResult = { errors, startTime: r.startedAt, endTime: done ? r.stoppedAt : now, runtimeVersion: r.check.runtimeId ?? '2025.04', jobLog, jobAssets: [] };
    } else if (type === 'PLAYWRIGHT') {
      detail.playwrightCheckResult = { errors, playwrightTraceFiles: [], jobLog, jobAssets: [] };
    } else {
      const req = (r.check.request ?? {}) as { method?: string; url?: string; hostname?: string };
      const url = req.url ?? `tcp://${req.hostname ?? 'api.example.com'}`;
      const failed = base.status === 'FAILED';
      detail.apiCheckResult = {
        assertions: [
          { source: 'STATUS_CODE', comparison: 'EQUALS', property: '', target: '200', actual: failed ? 503 : 200, error: failed ? 'expected 200, received 503' : null },
          { source: 'RESPONSE_TIME', comparison: 'LESS_THAN', property: '', target: '2000', actual: r.responseTime, error: null },
        ],
        request: { method: req.method ?? 'GET', url, headers: { accept: 'application/json', 'user-agent': 'Checkly/1.0 (sandbox)' }, data: '' },
        response: {
          status: failed ? 503 : 200,
          statusText: failed ? 'Service Unavailable' : 'OK',
          headers: { 'content-type': 'application/json', 'x-request-id': rng.hex(16) },
          body: failed ? '{"error":"upstream unavailable"}' : '{"status":"ok","items":[1,2,3]}',
          timings: { wait: 2, dns: 11, tcp: 18, firstByte: Math.max(1, r.responseTime - 40), download: 9, total: r.responseTime },
        },
        requestError: failed && rng.chance(0.3) ? errorText?.split('\n')[0] ?? null : null,
        jobLog,
        jobAssets: [],
      };
    }
    return detail;
  }

  private errorText(groupId: string): string | undefined {
    const g = this.input.errorGroups.find((e) => e.id === groupId);
    return g?.rawErrorMessage ?? ERROR_MESSAGES[0].raw;
  }

  /** Indexes of sessions matching the filter, starting at `start`, up to `limit`, plus the next match. */
  scan(filter: SessionFilter, start: number, limit: number, now: number): { indexes: number[]; next: number | null } {
    const match = this.matcher(filter, now);
    const indexes: number[] = [];
    for (let i = start; i < this.count; i++) {
      if (!match(i)) continue;
      if (indexes.length === limit) return { indexes, next: i };
      indexes.push(i);
    }
    return { indexes, next: null };
  }

  private matcher(f: SessionFilter, now: number): (i: number) => boolean {
    const fromMs = f.from !== undefined ? f.from * 1000 : undefined;
    const toMs = f.to !== undefined ? f.to * 1000 : undefined;
    const statuses = f.statuses && f.statuses.length > 0 ? new Set(f.statuses) : undefined;
    const providers = f.providers && f.providers.length > 0 ? new Set(f.providers.map((p) => PROVIDERS.indexOf(p))) : undefined;
    const branches = f.branches && f.branches.length > 0 ? new Set(f.branches) : undefined;
    const wantedUsers = f.users && f.users.length > 0 ? f.users.map((u) => u.toLowerCase()) : undefined;
    const userIndexes = wantedUsers
      ? new Set(
          this.input.users
            .map((u, k) => ([u.userId, u.handle, u.name.toLowerCase(), u.email].some((v) => wantedUsers.includes(v.toLowerCase())) ? k : -1))
            .filter((k) => k >= 0),
        )
      : undefined;
    const group = f.errorGroupId ? this.input.errorGroups.findIndex((g) => g.id === f.errorGroupId?.toLowerCase()) : undefined;
    const text = f.textSearch?.toLowerCase();
    return (i) => {
      const created = this.created[i] as number;
      if (fromMs !== undefined && created < fromMs) return false;
      if (toMs !== undefined && created >= toMs) return false;
      if (providers && !providers.has(this.provider[i] as number)) return false;
      if (group !== undefined && (group < 0 || (this.eg1[i] !== group && this.eg2[i] !== group) || this.status(i, now) === 'RUNNING')) return false;
      if (statuses && !statuses.has(this.status(i, now))) return false;
      const u = this.user[i] as number;
      if (userIndexes || f.noUsers) {
        const byUser = userIndexes !== undefined && u >= 0 && userIndexes.has(u);
        const nobody = f.noUsers === true && u < 0;
        if (!byUser && !nobody) return false;
      }
      if (branches || text) {
        const m = this.meta(i);
        if (branches && (m.branchName === null || !branches.has(m.branchName))) return false;
        if (text) {
          const hay = [m.name, m.branchName, m.commitMessage, m.commitOwner, m.invoker?.name, m.repoUrl, m.environment, this.id(i)];
          if (!hay.some((v) => v?.toLowerCase().includes(text))) return false;
        }
      }
      return true;
    };
  }
}

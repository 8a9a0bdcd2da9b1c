// Test sessions. Only a few bytes per session are built up front (typed arrays); names,
// results, logs and details are regenerated from (seed, index) on demand, so 100,000 sessions
// start in well under a second and any session looks the same every time it is asked for.
import type {
  TestSessionDetail,
  TestSessionListEntry,
  TestSessionResultDetail,
  TestSessionResultSummary,
  TestSessionStatus,
} from '../../client/schemas/index.js';
import { resultDetail } from './result-detail.js';
import { type SessionFilter, sessionMatcher } from './session-filter.js';
import { sessionMeta } from './session-meta.js';
import { type ResultSeed, ResultSeeds, resultStatus } from './session-results.js';
import { REGIONS, SessionTable, type SessionsInput } from './session-table.js';
import { ERROR_MESSAGES } from './words.js';

export { BIG_INDEX, FAILED_INDEX, type SessionsInput } from './session-table.js';
export type { SessionFilter } from './session-filter.js';

const LINK_BASE = 'https://app.example.com/test-sessions';
const iso = (ms: number) => new Date(ms).toISOString();

/** The sessions as the API shows them: list entries, details, results, filtered scans. */
export class SessionCatalog extends SessionTable {
  private readonly seeds: ResultSeeds;

  constructor(input: SessionsInput) {
    super(input);
    this.seeds = new ResultSeeds(this);
  }

  listEntry(i: number, now: number): TestSessionListEntry {
    const m = sessionMeta(this, i);
    const status = this.status(i, now);
    const lists: Record<TestSessionStatus, string[]> = { RUNNING: [], FAILED: [], PASSED: [], CANCELLED: [] };
    for (const r of this.seeds.of(i)) lists[resultStatus(this, r, i, now)].push(r.sequenceId);
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
    const status = resultStatus(this, r, i, now);
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
    const m = sessionMeta(this, i);
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
      results: this.seeds.of(i).map((r) => this.summary(r, i, now)),
    };
  }

  result(i: number, resultId: string, now: number): TestSessionResultDetail | undefined {
    const wanted = resultId.toLowerCase();
    const j = this.seeds.of(i).findIndex((r) => r.id === wanted);
    if (j < 0) return undefined;
    const r = this.seeds.of(i)[j] as ResultSeed;
    const base = this.summary(r, i, now);
    const errorText = r.errorGroupIds.length > 0 ? this.errorText(r.errorGroupIds[0] as string) : undefined;
    return resultDetail(this.input.seed, i, j, r, base, errorText, now);
  }

  private errorText(groupId: string): string | undefined {
    const g = this.input.errorGroups.find((e) => e.id === groupId);
    return g?.rawErrorMessage ?? ERROR_MESSAGES[0].raw;
  }

  /** Indexes of sessions matching the filter, starting at `start`, up to `limit`, plus the next match. */
  scan(filter: SessionFilter, start: number, limit: number, now: number): { indexes: number[]; next: number | null } {
    const match = sessionMatcher(this, filter, now);
    const indexes: number[] = [];
    for (let i = start; i < this.count; i++) {
      if (!match(i)) continue;
      if (indexes.length === limit) return { indexes, next: i };
      indexes.push(i);
    }
    return { indexes, next: null };
  }
}

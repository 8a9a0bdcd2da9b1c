// Test sessions, their results and error groups (/v1/test-sessions, the completion long-poll).
import { ApiError } from '../errors.js';
import type {
  ErrorGroup,
  Provider,
  TestSessionDetail,
  TestSessionListEntry,
  TestSessionResultDetail,
  TestSessionStatus,
} from '../schemas/index.js';
import type { CallOptions, CursorPage } from '../types.js';
import { segment } from '../url.js';
import type { ResourceKit } from './kit.js';

/** Query of GET /v1/test-sessions, in the wire's names (arrays sent with bracketed keys, `statuses[]=A`). */
export interface TestSessionsParams {
  limit?: number;
  nextId?: string;
  /** Unix seconds. */
  from?: number;
  to?: number;
  statuses?: TestSessionStatus[];
  branches?: string[];
  users?: string[];
  noUsers?: boolean;
  providers?: Provider[];
  textSearch?: string;
  errorGroupId?: string;
}

export type CompletionResult = { done: true; session: TestSessionDetail } | { done: false };

export interface TestSessionResources {
  listTestSessions(q?: TestSessionsParams, o?: CallOptions): Promise<CursorPage<TestSessionListEntry>>;
  getTestSession(id: string, o?: CallOptions): Promise<TestSessionDetail>;
  /** Waits up to maxWaitSeconds (1..30, default 30) on the server; 408 => `{ done: false }`. */
  awaitTestSessionCompletion(id: string, q?: { maxWaitSeconds?: number }, o?: CallOptions): Promise<CompletionResult>;
  getTestSessionResult(sessionId: string, resultId: string, o?: CallOptions): Promise<TestSessionResultDetail>;
  getErrorGroup(id: string, o?: CallOptions): Promise<ErrorGroup>;
}

const DEFAULT_COMPLETION_WAIT_SECONDS = 30;

/** The list's query in the wire's names. */
function sessionQuery(q: TestSessionsParams | undefined) {
  // Lists go as `statuses[]=A&statuses[]=B` (api-contract.md): the form the real service is
  // known to accept, and the one the service's own CLI sends.
  return {
    limit: q?.limit,
    nextId: q?.nextId,
    from: q?.from,
    to: q?.to,
    'statuses[]': q?.statuses,
    'branches[]': q?.branches,
    'users[]': q?.users,
    noUsers: q?.noUsers,
    'providers[]': q?.providers,
    textSearch: q?.textSearch,
    errorGroupId: q?.errorGroupId,
  };
}

export function testSessionResources({ deps: d, schema, get }: ResourceKit): TestSessionResources {
  return {
    async listTestSessions(q, o) {
      const data = await get('/v1/test-sessions', schema('sessions', 'TestSessionsPage'), o, sessionQuery(q));
      return { items: data.entries, nextId: data.nextId ?? null, length: data.length };
    },
    getTestSession: async (id, o) =>
      get(`/v1/test-sessions/${segment(id)}`, schema('sessionDetail', 'TestSessionDetail'), o),

    async awaitTestSessionCompletion(id, q, o) {
      const waitSeconds = q?.maxWaitSeconds ?? DEFAULT_COMPLETION_WAIT_SECONDS;
      // The server holds the answer for up to the wait, so the attempt may take that much longer.
      const timeoutMs = (o?.timeoutMs ?? d.timeoutMs) + waitSeconds * 1000;
      const TestSessionDetail = schema('sessionDetail', 'TestSessionDetail');
      try {
        const session = await get(
          `/v1/test-sessions/${segment(id)}/completion`,
          TestSessionDetail,
          { ...o, timeoutMs },
          { maxWaitSeconds: q?.maxWaitSeconds },
        );
        return { done: true, session };
      } catch (e) {
        if (e instanceof ApiError && e.status === 408) return { done: false };
        throw e;
      }
    },

    getTestSessionResult: async (sessionId, resultId, o) =>
      get(
        `/v1/test-sessions/${segment(sessionId)}/results/${segment(resultId)}`,
        schema('sessionDetail', 'TestSessionResultDetail'),
        o,
      ),
    getErrorGroup: async (id, o) =>
      get(`/v1/test-session-error-groups/${segment(id)}`, schema('sessionDetail', 'ErrorGroup'), o),
  };
}

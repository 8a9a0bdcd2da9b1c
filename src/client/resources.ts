// Every endpoint of service.md and api-contract.md as a typed method: path, query, schema.
import type {
  Account,
  CheckResult,
  AlertChannel,
  Check,
  CheckGroup,
  CheckStatus,
  CheckStatusSummary,
  CheckSummary,
  CheckUpdate,
  ErrorGroup,
  Incident,
  IncidentUpdate,
  IncidentUpdateInput,
  Member,
  Provider,
  TestSessionDetail,
  TestSessionListEntry,
  TestSessionResultDetail,
  TestSessionStatus,
} from './schemas/index.js';
import { ApiError } from './errors.js';
import { parseContentRange } from './paging.js';
import type { Schema, SchemaSource } from './shape.js';
import type { CallOptions, CursorPage, Page, RequestSpec } from './types.js';
import { segment } from './url.js';

export interface PageParams {
  page?: number;
  limit?: number;
}

/** Query of GET /v1/checks: paging plus the server's filters (tags sent as repeated keys). */
export interface ChecksParams extends PageParams {
  status?: 'failing' | 'degraded' | 'passing';
  /** Part of the name, case-insensitive. */
  search?: string;
  checkType?: string;
  tag?: string[];
  /** Each check with its group's settings applied (its effective settings). */
  applyGroupSettings?: boolean;
}

export interface MembersParams {
  search?: string;
  limit?: number;
  nextId?: string;
}

export interface CursorParams {
  limit?: number;
  nextId?: string;
}

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

/** Query of GET /v2/check-results/{checkId}. */
export interface CheckResultsParams {
  /** 1..100, default 10. */
  limit?: number;
  nextId?: string;
  /** Unix seconds. */
  from?: number;
  to?: number;
  location?: string;
  checkType?: string;
  hasFailures?: boolean;
  resultType?: 'FINAL' | 'ATTEMPT' | 'ALL';
}

export type CompletionResult = { done: true; session: TestSessionDetail } | { done: false };

export interface Resources {
  getAccount(accountId?: string, o?: CallOptions): Promise<Account>;
  listMembers(q?: MembersParams, o?: CallOptions & { accountId?: string }): Promise<CursorPage<Member>>;
  removeMember(userId: string, o?: CallOptions & { accountId?: string }): Promise<void>;
  listChecks(q?: ChecksParams, o?: CallOptions): Promise<Page<Check>>;
  /** The same list with only the fields a list of every check keeps (CheckSummary). */
  listCheckSummaries(q?: ChecksParams, o?: CallOptions): Promise<Page<CheckSummary>>;
  /** With `applyGroupSettings`, the check as it runs: its group's settings applied. */
  getCheck(id: string, o?: CallOptions, q?: { applyGroupSettings?: boolean }): Promise<Check>;
  updateCheck(id: string, body: CheckUpdate, o?: CallOptions): Promise<Check>;
  listCheckStatuses(o?: CallOptions): Promise<CheckStatus[]>;
  /** The same list with only the fields a list of checks shows (CheckStatusSummary). */
  listCheckStatusSummaries(o?: CallOptions): Promise<CheckStatusSummary[]>;
  listCheckGroups(q?: PageParams, o?: CallOptions): Promise<Page<CheckGroup>>;
  getCheckGroup(id: number, o?: CallOptions): Promise<CheckGroup>;
  listGroupChecks(id: number, q?: PageParams, o?: CallOptions): Promise<Page<Check>>;
  listAlertChannels(q?: PageParams, o?: CallOptions): Promise<Page<AlertChannel>>;
  /** GET /v1/alert-channels/{id} (the collection path plus the ID; a server without it answers 404). */
  getAlertChannel(id: number | string, o?: CallOptions): Promise<AlertChannel>;
  listIncidents(q?: CursorParams, o?: CallOptions): Promise<CursorPage<Incident>>;
  getIncident(id: string, o?: CallOptions): Promise<Incident>;
  listIncidentUpdates(incidentId: string, o?: CallOptions): Promise<IncidentUpdate[]>;
  /** Sent again only when the connection could not be made (see retry.ts). */
  postIncidentUpdate(incidentId: string, body: IncidentUpdateInput, o?: CallOptions): Promise<IncidentUpdate>;
  listTestSessions(q?: TestSessionsParams, o?: CallOptions): Promise<CursorPage<TestSessionListEntry>>;
  getTestSession(id: string, o?: CallOptions): Promise<TestSessionDetail>;
  /** Waits up to maxWaitSeconds (1..30, default 30) on the server; 408 => `{ done: false }`. */
  awaitTestSessionCompletion(id: string, q?: { maxWaitSeconds?: number }, o?: CallOptions): Promise<CompletionResult>;
  getTestSessionResult(sessionId: string, resultId: string, o?: CallOptions): Promise<TestSessionResultDetail>;
  getErrorGroup(id: string, o?: CallOptions): Promise<ErrorGroup>;
  /** A check's raw results, newest first. The endpoint has its own budget (5 per 10 s): endpoint-limits.ts. */
  listCheckResults(checkId: string, q?: CheckResultsParams, o?: CallOptions): Promise<CursorPage<CheckResult>>;
}

type Request = <T>(
  spec: RequestSpec,
  schema: SchemaSource<T>,
) => Promise<{ data: T; headers: Record<string, string>; status: number; body: string }>;
type RequestNoContent = (spec: RequestSpec) => Promise<{ headers: Record<string, string>; status: number }>;

export interface ResourceDeps {
  request: Request;
  requestNoContent: RequestNoContent;
  accountId: string;
  /** Per-attempt timeout of the client, for the completion wait's longer limit. */
  timeoutMs: number;
  /** Run before the first schema module loads (zod's parsing setting, see lazy-resources.ts). */
  beforeSchemas?: () => Promise<unknown>;
}

// Each group's schemas are made at its first call: zod builds a schema when its module loads,
// and making all of them cost every command that parses an answer a few milliseconds. And they
// are made once the request has been written (the client calls a schema given as a loader
// then): the server answers as zod builds them. zod itself (its core, and the parsing setting
// of ResourceDeps.beforeSchemas) is loaded then too, never before a request leaves.
type SchemaGroups = ReturnType<typeof schemaGroups>;
type SchemaLoader<T> = () => PromiseLike<Schema<T>>;
type SchemaModule<G extends keyof SchemaGroups> = Awaited<ReturnType<SchemaGroups[G]>>;

function schemaGroups(beforeSchemas: () => Promise<unknown>) {
  const group =
    <M>(load: () => Promise<M>) =>
    (): Promise<M> =>
      beforeSchemas().then(load);
  return {
    account: group(() => import('./schemas/account.js')),
    checks: group(() => import('./schemas/checks.js')),
    incidents: group(() => import('./schemas/incidents.js')),
    sessions: group(() => import('./schemas/test-sessions.js')),
    sessionDetail: group(() => import('./schemas/test-session-detail.js')),
    checkResults: group(() => import('./schemas/check-results.js')),
    array: group(() => import('./schemas/array.js')),
  };
}

const DEFAULT_PAGE_LIMIT = 10;
const DEFAULT_COMPLETION_WAIT_SECONDS = 30;

/** signal/timeoutMs of a call, only when given (exactOptionalPropertyTypes-friendly). */
function callParts(o: CallOptions | undefined): Pick<RequestSpec, 'signal' | 'timeoutMs'> {
  const parts: Pick<RequestSpec, 'signal' | 'timeoutMs'> = {};
  if (o?.signal) parts.signal = o.signal;
  if (o?.timeoutMs !== undefined) parts.timeoutMs = o.timeoutMs;
  return parts;
}

/** Requests on behalf of another account name it in X-Service-Account as well as in the path. */
function accountHeader(accountId: string | undefined, own: string): Record<string, string> | undefined {
  return accountId !== undefined && accountId !== own ? { 'x-service-account': accountId } : undefined;
}

function checkFilters(q: ChecksParams | undefined): RequestSpec['query'] {
  return {
    status: q?.status,
    search: q?.search,
    checkType: q?.checkType,
    tag: q?.tag && q.tag.length > 0 ? q.tag : undefined,
    applyGroupSettings: q?.applyGroupSettings ? true : undefined,
  };
}

export function createResources(d: ResourceDeps): Resources {
  const { request, requestNoContent } = d;
  const schemas: SchemaGroups = schemaGroups(d.beforeSchemas ?? (() => Promise.resolve()));
  /** The loader of one schema of a group: `schema('checks', 'Check')`. */
  const schema =
    <G extends keyof SchemaGroups, N extends keyof SchemaModule<G>>(group: G, name: N) =>
    () =>
      schemas[group]().then((m) => (m as SchemaModule<G>)[name]);
  /** A schema of a list of `item`s, loaded as the item's is. */
  const listOf =
    <T>(item: SchemaLoader<T>) =>
    () =>
      Promise.all([item(), schemas.array()]).then(([i, m]) => m.array(i));

  async function get<T>(
    path: string,
    schema: SchemaSource<T>,
    o?: CallOptions,
    query?: RequestSpec['query'],
  ): Promise<T> {
    const response = await request({ method: 'GET', path, query, ...callParts(o) }, schema);
    o?.onRawBody?.(response.body);
    return response.data;
  }

  async function getPage<T>(
    path: string,
    item: SchemaLoader<T>,
    q: PageParams | undefined,
    o?: CallOptions,
    filters?: RequestSpec['query'],
  ): Promise<Page<T>> {
    const query = { ...filters, page: q?.page, limit: q?.limit };
    const response = await request({ method: 'GET', path, query, ...callParts(o) }, listOf(item));
    return {
      items: response.data,
      range: parseContentRange(response.headers['content-range']),
      page: q?.page ?? 1,
      limit: q?.limit ?? DEFAULT_PAGE_LIMIT,
    };
  }

  return {
    async getAccount(accountId, o) {
      const id = accountId ?? d.accountId;
      const headers = accountHeader(id, d.accountId);
      const Account = schema('account', 'Account');
      return (await request({ method: 'GET', path: `/v1/accounts/${segment(id)}`, headers, ...callParts(o) }, Account))
        .data;
    },

    async listMembers(q, o) {
      const id = o?.accountId ?? d.accountId;
      const headers = accountHeader(id, d.accountId);
      const query = { search: q?.search, limit: q?.limit, nextId: q?.nextId };
      const MembersPage = schema('account', 'MembersPage');
      const { data } = await request(
        { method: 'GET', path: `/v1/accounts/${segment(id)}/members`, query, headers, ...callParts(o) },
        MembersPage,
      );
      return { items: data.members, nextId: data.nextId ?? null, length: data.length };
    },

    async removeMember(userId, o) {
      const id = o?.accountId ?? d.accountId;
      const headers = accountHeader(id, d.accountId);
      await requestNoContent({
        method: 'DELETE',
        path: `/v1/accounts/${segment(id)}/members/${segment(userId)}`,
        headers,
        ...callParts(o),
      });
    },

    listChecks: async (q, o) => getPage('/v1/checks', schema('checks', 'Check'), q, o, checkFilters(q)),
    listCheckSummaries: async (q, o) => getPage('/v1/checks', schema('checks', 'CheckSummary'), q, o, checkFilters(q)),
    getCheck: async (id, o, q) =>
      get(
        `/v1/checks/${segment(id)}`,
        schema('checks', 'Check'),
        o,
        q?.applyGroupSettings ? { applyGroupSettings: true } : undefined,
      ),
    async updateCheck(id, body, o) {
      const Check = schema('checks', 'Check');
      return (await request({ method: 'PUT', path: `/v1/checks/${segment(id)}`, body, ...callParts(o) }, Check)).data;
    },
    listCheckStatuses: async (o) => get('/v1/check-statuses', listOf(schema('checks', 'CheckStatus')), o),
    listCheckStatusSummaries: async (o) => get('/v1/check-statuses', listOf(schema('checks', 'CheckStatusSummary')), o),
    listCheckGroups: async (q, o) => getPage('/v1/check-groups', schema('checks', 'CheckGroup'), q, o),
    getCheckGroup: async (id, o) => get(`/v1/check-groups/${segment(id)}`, schema('checks', 'CheckGroup'), o),
    listGroupChecks: async (id, q, o) =>
      getPage(`/v1/check-groups/${segment(id)}/checks`, schema('checks', 'Check'), q, o),
    listAlertChannels: async (q, o) => getPage('/v1/alert-channels', schema('checks', 'AlertChannel'), q, o),
    getAlertChannel: async (id, o) => get(`/v1/alert-channels/${segment(id)}`, schema('checks', 'AlertChannel'), o),

    async listIncidents(q, o) {
      const IncidentsPage = schema('incidents', 'IncidentsPage');
      const data = await get('/v1/status-pages/incidents', IncidentsPage, o, { limit: q?.limit, nextId: q?.nextId });
      return { items: data.entries, nextId: data.nextId ?? null, length: data.length };
    },
    getIncident: async (id, o) => get(`/v1/status-pages/incidents/${segment(id)}`, schema('incidents', 'Incident'), o),
    listIncidentUpdates: async (incidentId, o) =>
      get(
        `/v1/status-pages/incidents/${segment(incidentId)}/incident-updates`,
        listOf(schema('incidents', 'IncidentUpdate')),
        o,
      ),
    async postIncidentUpdate(incidentId, body, o) {
      const IncidentUpdate = schema('incidents', 'IncidentUpdate');
      const path = `/v1/status-pages/incidents/${segment(incidentId)}/incident-updates`;
      return (await request({ method: 'POST', path, body, ...callParts(o) }, IncidentUpdate)).data;
    },

    async listTestSessions(q, o) {
      // Lists go as `statuses[]=A&statuses[]=B` (api-contract.md): the form the real service is
      // known to accept, and the one the service's own CLI sends.
      const query = {
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
      const data = await get('/v1/test-sessions', schema('sessions', 'TestSessionsPage'), o, query);
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
    async listCheckResults(checkId, q, o) {
      const query = {
        limit: q?.limit,
        nextId: q?.nextId,
        from: q?.from,
        to: q?.to,
        location: q?.location,
        checkType: q?.checkType,
        hasFailures: q?.hasFailures,
        resultType: q?.resultType,
      };
      const data = await get(
        `/v2/check-results/${segment(checkId)}`,
        schema('checkResults', 'CheckResultsPage'),
        o,
        query,
      );
      return { items: data.entries, nextId: data.nextId ?? null, length: data.length };
    },
  };
}

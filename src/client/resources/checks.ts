// Checks and their statuses (GET/PUT /v1/checks, GET /v1/check-statuses).
import type { Check, CheckStatus, CheckStatusSummary, CheckSummary, CheckUpdate } from '../schemas/index.js';
import { withFastPath } from '../shape.js';
import { statusSummaries } from '../schemas/status-summaries.js';
import type { CallOptions, Page, RequestSpec } from '../types.js';
import { segment } from '../url.js';
import { type PageParams, type ResourceKit, callParts } from './kit.js';

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

export interface CheckResources {
  listChecks(q?: ChecksParams, o?: CallOptions): Promise<Page<Check>>;
  /** The same list with only the fields a list of every check keeps (CheckSummary). */
  listCheckSummaries(q?: ChecksParams, o?: CallOptions): Promise<Page<CheckSummary>>;
  /** With `applyGroupSettings`, the check as it runs: its group's settings applied. */
  getCheck(id: string, o?: CallOptions, q?: { applyGroupSettings?: boolean }): Promise<Check>;
  updateCheck(id: string, body: CheckUpdate, o?: CallOptions): Promise<Check>;
  listCheckStatuses(o?: CallOptions): Promise<CheckStatus[]>;
  /** The same list with only the fields a list of checks shows (CheckStatusSummary). */
  listCheckStatusSummaries(o?: CallOptions): Promise<CheckStatusSummary[]>;
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

export function checkResources({ deps: d, schema, listOf, get, getPage }: ResourceKit): CheckResources {
  return {
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
      return (await d.request({ method: 'PUT', path: `/v1/checks/${segment(id)}`, body, ...callParts(o) }, Check)).data;
    },
    listCheckStatuses: async (o) => get('/v1/check-statuses', listOf(schema('checks', 'CheckStatus')), o),
    listCheckStatusSummaries: async (o) =>
      get('/v1/check-statuses', withFastPath(listOf(schema('checks', 'CheckStatusSummary')), statusSummaries), o),
  };
}

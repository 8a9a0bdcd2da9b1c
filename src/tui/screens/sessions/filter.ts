// The filters of the session list (every filter of `vigil test-sessions list`), the query they
// send, and how they read above the list.
import type { TestSessionsParams } from '../../../client/index.js';
import { sanitizeLine } from '../../../sanitize.js';
import type { SessionProviderValue, SessionStatusValue } from '../../../format/status.js';

export interface TimeFilter {
  /** As typed ("2h", "2024-05-01"), for showing it back. */
  text: string;
  /** Unix seconds, fixed when the filter was applied, so paging stays on the same window. */
  seconds: number;
}

export interface SessionFilter {
  statuses: readonly SessionStatusValue[];
  branches: readonly string[];
  providers: readonly SessionProviderValue[];
  users: readonly string[];
  noUsers: boolean;
  search?: string | undefined;
  from?: TimeFilter | undefined;
  to?: TimeFilter | undefined;
  errorGroupId?: string | undefined;
}

export const emptyFilter: SessionFilter = { statuses: [], branches: [], providers: [], users: [], noUsers: false };

/** The filter a route starts with: `sessions?errorGroupId=...` lists the sessions of one error group. */
export function routeFilter(params: Readonly<Record<string, string>>): SessionFilter {
  const errorGroupId = params.errorGroupId;
  return errorGroupId ? { ...emptyFilter, errorGroupId } : emptyFilter;
}

/** The query of GET /v1/test-sessions for these filters (without limit and cursor). */
export function filterQuery(f: SessionFilter): TestSessionsParams {
  const q: TestSessionsParams = {};
  if (f.from) q.from = f.from.seconds;
  if (f.to) q.to = f.to.seconds;
  if (f.statuses.length > 0) q.statuses = [...f.statuses];
  if (f.branches.length > 0) q.branches = [...f.branches];
  if (f.users.length > 0) q.users = [...f.users];
  if (f.noUsers) q.noUsers = true;
  if (f.providers.length > 0) q.providers = [...f.providers];
  if (f.search !== undefined) q.textSearch = f.search;
  if (f.errorGroupId !== undefined) q.errorGroupId = f.errorGroupId;
  return q;
}

/** A stable text for the filters: cache keys and equality. */
export function filterKey(f: SessionFilter): string {
  return JSON.stringify(filterQuery(f));
}

export function sameFilter(a: SessionFilter, b: SessionFilter): boolean {
  return filterKey(a) === filterKey(b);
}

/** The active filters as short phrases for the line above the list. */
export function filterParts(f: SessionFilter): string[] {
  const parts: string[] = [];
  const list = (values: readonly string[]) => values.map((v) => sanitizeLine(v)).join(',');
  if (f.statuses.length > 0) parts.push(`status ${f.statuses.map((s) => s.toLowerCase()).join(',')}`);
  if (f.branches.length > 0) parts.push(`branch ${list(f.branches)}`);
  if (f.providers.length > 0) parts.push(`provider ${f.providers.map((p) => p.toLowerCase()).join(',')}`);
  if (f.users.length > 0) parts.push(`user ${list(f.users)}`);
  if (f.noUsers) parts.push('no users');
  if (f.search !== undefined) parts.push(`search "${sanitizeLine(f.search)}"`);
  if (f.from) parts.push(`from ${sanitizeLine(f.from.text)}`);
  if (f.to) parts.push(`to ${sanitizeLine(f.to.text)}`);
  if (f.errorGroupId) parts.push(`error group ${sanitizeLine(f.errorGroupId)}`);
  return parts;
}

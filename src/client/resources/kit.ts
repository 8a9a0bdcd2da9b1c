// What every group of resource methods is built from: the client's request functions, the
// schemas loaded per group on first use, and GET helpers for single answers and pages.
import { parseContentRange } from '../paging.js';
import type { Schema, SchemaSource } from '../shape.js';
import type { CallOptions, Page, RequestSpec } from '../types.js';

export interface PageParams {
  page?: number;
  limit?: number;
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
export type SchemaLoader<T> = () => PromiseLike<Schema<T>>;
type SchemaModule<G extends keyof SchemaGroups> = Awaited<ReturnType<SchemaGroups[G]>>;

function schemaGroups(beforeSchemas: () => Promise<unknown>) {
  const group =
    <M>(load: () => Promise<M>) =>
    (): Promise<M> =>
      beforeSchemas().then(load);
  return {
    account: group(() => import('../schemas/account.js')),
    checks: group(() => import('../schemas/checks.js')),
    incidents: group(() => import('../schemas/incidents.js')),
    sessions: group(() => import('../schemas/test-sessions.js')),
    sessionDetail: group(() => import('../schemas/test-session-detail.js')),
    checkResults: group(() => import('../schemas/check-results.js')),
    array: group(() => import('../schemas/array.js')),
  };
}

const DEFAULT_PAGE_LIMIT = 10;

/** signal/timeoutMs of a call, only when given (exactOptionalPropertyTypes-friendly). */
export function callParts(o: CallOptions | undefined): Pick<RequestSpec, 'signal' | 'timeoutMs'> {
  const parts: Pick<RequestSpec, 'signal' | 'timeoutMs'> = {};
  if (o?.signal) parts.signal = o.signal;
  if (o?.timeoutMs !== undefined) parts.timeoutMs = o.timeoutMs;
  return parts;
}

export type ResourceKit = ReturnType<typeof resourceKit>;

export function resourceKit(d: ResourceDeps) {
  const { request } = d;
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

  return { deps: d, schema, listOf, get, getPage };
}

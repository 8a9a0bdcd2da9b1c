// `--paginate`: follow every page of a GET and merge the items into one array. Page-numbered
// lists answer a JSON array with `content-range`; cursor lists answer `{<list>: [...], nextId}`.
// The client's limiter keeps the walk within the rate limit.
import { parseContentRange } from '../../client/paging.js';
import type { RawResponse, RequestSpec } from '../../client/types.js';
import type { QueryParams } from './fields.js';

export type Send = (spec: RequestSpec) => Promise<RawResponse>;

export type PaginateResult =
  | { kind: 'merged'; items: unknown[]; pages: number; last: RawResponse }
  /** The first answer was not a list (or failed): shown as it is. */
  | { kind: 'single'; response: RawResponse }
  /** A later page failed: that answer is shown, nothing is merged. */
  | { kind: 'failed'; response: RawResponse };

// Names cursor lists use for their items, in order of preference.
const LIST_KEYS = ['entries', 'members', 'items', 'data', 'results'];

function listKey(body: Record<string, unknown>): string | null {
  for (const key of LIST_KEYS) if (Array.isArray(body[key])) return key;
  return Object.keys(body).find((k) => Array.isArray(body[k])) ?? null;
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[v.length - 1] : v);

export async function paginate(send: Send, path: string, query: QueryParams, headers: Record<string, string>): Promise<PaginateResult> {
  const get = (q: QueryParams) => send({ method: 'GET', path, query: q, headers });
  const first = await get(query);
  const body = parse(first.body);
  if (first.status >= 300 || body === undefined) return { kind: 'single', response: first };

  if (Array.isArray(body)) {
    const items: unknown[] = [...body];
    const startPage = Math.max(1, Number(one(query.page) ?? 1) || 1);
    const askedLimit = Number(one(query.limit));
    let range = parseContentRange(first.headers['content-range']);
    // Without a limit in the query, the first page's size is the server's default page size.
    const limit = Number.isFinite(askedLimit) && askedLimit > 0 ? askedLimit : range ? range.last - range.first + 1 : body.length;
    let lastCount = body.length;
    let last = first;
    let pages = 1;
    for (let page = startPage + 1; ; page++) {
      const done = lastCount === 0 || (range ? range.last + 1 >= range.total : lastCount < limit);
      if (done) break;
      const response = await get({ ...query, page: String(page) });
      const next = parse(response.body);
      if (response.status >= 300 || !Array.isArray(next)) return { kind: 'failed', response };
      items.push(...next);
      lastCount = next.length;
      range = parseContentRange(response.headers['content-range']);
      last = response;
      pages++;
    }
    return { kind: 'merged', items, pages, last };
  }

  if (typeof body === 'object' && body !== null && 'nextId' in body) {
    const record = body as Record<string, unknown>;
    const key = listKey(record);
    if (key === null) return { kind: 'single', response: first };
    const items: unknown[] = [...(record[key] as unknown[])];
    const seen = new Set<string>();
    let cursor = record.nextId;
    let last = first;
    let pages = 1;
    // A server that hands back a cursor it gave before would loop forever: stop there.
    while (typeof cursor === 'string' && cursor !== '' && !seen.has(cursor)) {
      seen.add(cursor);
      const response = await get({ ...query, nextId: cursor });
      const next = parse(response.body) as Record<string, unknown> | undefined;
      const list = next && typeof next === 'object' ? next[key] : undefined;
      if (response.status >= 300 || !Array.isArray(list)) return { kind: 'failed', response };
      items.push(...list);
      cursor = next!.nextId;
      last = response;
      pages++;
    }
    return { kind: 'merged', items, pages, last };
  }

  return { kind: 'single', response: first };
}

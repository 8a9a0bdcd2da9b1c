// `--paginate`: follow every page of a GET and merge the items into one array. Page-numbered
// lists answer a JSON array with `content-range`; cursor lists answer `{<list>: [...], nextId}`.
// The walk always ends: an array without `content-range` is not paged (one request, done); a page
// that repeats the one before, or a cursor given before, ends it; and it never sends more than
// MAX_PAGE_REQUESTS, a quarter of the key's rate limit, so a list that never ends (a total that
// keeps growing, new cursors forever) cannot spend the key's whole window: it stops there and
// says so.
import { DEFAULT_RATE_LIMIT } from '../../client/client.js';
import { parseContentRange } from '../../client/paging.js';
import type { RawResponse, RequestSpec } from '../../client/types.js';
import type { QueryParams } from './fields.js';

export type Send = (spec: RequestSpec) => Promise<RawResponse>;

export type PaginateResult =
  | {
      kind: 'merged';
      items: unknown[];
      pages: number;
      last: RawResponse;
      /** Why the walk stopped before the list's end (a sentence), or null when it reached the end. */
      stopped: string | null;
    }
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

/** The most requests one walk sends: a quarter of the rate limit, leaving the rest to other clients. */
const MAX_PAGE_REQUESTS = Math.floor(DEFAULT_RATE_LIMIT.limit / 4);

function ceilingReached(resume: string): string {
  return (
    `--paginate stopped after ${MAX_PAGE_REQUESTS} requests, a quarter of the key's rate limit ` +
    `(${DEFAULT_RATE_LIMIT.limit} per ${DEFAULT_RATE_LIMIT.windowMs / 1000} s), ` +
    `and the list goes on: what was read is printed; ask for larger pages (-F limit=100) or continue with ${resume}`
  );
}

export async function paginate(
  send: Send,
  path: string,
  query: QueryParams,
  headers: Record<string, string>,
): Promise<PaginateResult> {
  const get = (q: QueryParams) => send({ method: 'GET', path, query: q, headers });
  const first = await get(query);
  const body = parse(first.body);
  if (first.status >= 300 || body === undefined) return { kind: 'single', response: first };

  if (Array.isArray(body)) {
    const items: unknown[] = [...body];
    let range = parseContentRange(first.headers['content-range']);
    // A list without content-range is not paged (all of it came at once, as /v1/check-statuses):
    // asking for page 2 would get the same list again, forever.
    if (range === null) return { kind: 'merged', items, pages: 1, last: first, stopped: null };
    const startPage = Math.max(1, Number(one(query.page) ?? 1) || 1);
    let lastCount = body.length;
    let last = first;
    let pages = 1;
    for (let page = startPage + 1; ; page++) {
      const done = lastCount === 0 || range === null || range.last + 1 >= range.total;
      if (done) break;
      if (pages >= MAX_PAGE_REQUESTS)
        return { kind: 'merged', items, pages, last, stopped: ceilingReached(`-F page=${page}`) };
      const response = await get({ ...query, page: String(page) });
      const next = parse(response.body);
      if (response.status >= 300 || !Array.isArray(next)) return { kind: 'failed', response };
      if (response.body === last.body) {
        return {
          kind: 'merged',
          items,
          pages,
          last,
          stopped:
            `--paginate stopped at page ${page}: the server answered it with the same items as page ` +
            `${page - 1} (it seems to ignore page), so the list may be incomplete`,
        };
      }
      items.push(...next);
      lastCount = next.length;
      range = parseContentRange(response.headers['content-range']);
      last = response;
      pages++;
    }
    return { kind: 'merged', items, pages, last, stopped: null };
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
      if (pages >= MAX_PAGE_REQUESTS)
        return { kind: 'merged', items, pages, last, stopped: ceilingReached(`-F nextId=${cursor}`) };
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
    const repeated = typeof cursor === 'string' && cursor !== '' && seen.has(cursor);
    return {
      kind: 'merged',
      items,
      pages,
      last,
      stopped: repeated
        ? `--paginate stopped after page ${pages}: the server gave a cursor it had given before, so the list may be ` +
          `incomplete`
        : null,
    };
  }

  return { kind: 'single', response: first };
}

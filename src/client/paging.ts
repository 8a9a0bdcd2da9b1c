// Walking the two kinds of lists: page-numbered ones with `content-range` and cursor ones with
// `nextId`.
import type { ContentRange, CursorPage, Page } from './types.js';

/**
 * `content-range` as `{first, last, total}` (zero-based, inclusive): `0-9/25`. Also accepts a
 * leading unit (`items 0-9/25`). `*\/25` (a page past the end) is an empty range: first 0,
 * last -1. Null when missing or unreadable, or when the total is unknown (`0-9/*`).
 */
export function parseContentRange(header: string | null | undefined): ContentRange | null {
  if (header === null || header === undefined) return null;
  const text = header.trim().replace(/^[a-z]+\s+/i, '');
  const empty = /^\*\/(\d+)$/.exec(text);
  if (empty) return { first: 0, last: -1, total: Number(empty[1]) };
  const full = /^(\d+)-(\d+)\/(\d+)$/.exec(text);
  if (!full) return null;
  const first = Number(full[1]);
  const last = Number(full[2]);
  const total = Number(full[3]);
  if (last < first) return null;
  return { first, last, total };
}

/** True when nothing comes after `page`: by the range when there is one, else by a short page. */
function isLastPage<T>(page: Page<T>): boolean {
  if (page.items.length === 0) return true;
  if (page.range) return page.range.last + 1 >= page.range.total;
  return page.items.length < page.limit;
}

/** Yields page 1, 2, ... until the last one (see isLastPage). */
export async function* iteratePages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  firstPage = 1,
): AsyncGenerator<Page<T>> {
  for (let number = firstPage; ; number++) {
    const page = await fetchPage(number);
    yield page;
    if (isLastPage(page)) return;
  }
}

/**
 * Yields pages following `nextId` until it is null or absent. Stops too if the server hands back
 * a cursor it already gave (a loop would otherwise never end).
 */
export async function* iterateCursor<T>(
  fetch: (nextId?: string) => Promise<CursorPage<T>>,
  start?: string,
): AsyncGenerator<CursorPage<T>> {
  const seen = new Set<string>(start ? [start] : []);
  let cursor = start;
  for (;;) {
    const page = await fetch(cursor);
    yield page;
    if (page.nextId === null || page.nextId === '' || seen.has(page.nextId)) return;
    seen.add(page.nextId);
    cursor = page.nextId;
  }
}

import { describe, expect, it } from 'vitest';
import { iterateCursor, iteratePages, parseContentRange } from '../../src/client/paging.js';
import type { CursorPage, Page } from '../../src/client/types.js';

describe('parseContentRange', () => {
  it('reads first, last and total', () => {
    expect(parseContentRange('0-9/25')).toEqual({ first: 0, last: 9, total: 25 });
    expect(parseContentRange('20-24/25')).toEqual({ first: 20, last: 24, total: 25 });
    expect(parseContentRange(' items 10-19/137 ')).toEqual({ first: 10, last: 19, total: 137 });
  });

  it('gives an empty range with the total for a page past the end', () => {
    expect(parseContentRange('*/25')).toEqual({ first: 0, last: -1, total: 25 });
  });

  it.each([undefined, null, '', 'garbage', '0-9/*', '9-0/25', '-1-3/4'])('returns null for %j', (value) => {
    expect(parseContentRange(value)).toBeNull();
  });
});

/** A list of `total` numbers served page by page, optionally without content-range. */
function pagedSource(total: number, withHeader: boolean) {
  const calls: number[] = [];
  const fetchPage = async (page: number): Promise<Page<number>> => {
    calls.push(page);
    const limit = 10;
    const first = (page - 1) * limit;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - first)) }, (_, i) => first + i);
    const range = withHeader
      ? items.length
        ? { first, last: first + items.length - 1, total }
        : { first: 0, last: -1, total }
      : null;
    return { items, range, page, limit };
  };
  return { calls, fetchPage };
}

async function collect<T>(iterable: AsyncIterable<{ items: T[] }>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of iterable) all.push(...page.items);
  return all;
}

describe('iteratePages', () => {
  it('follows content-range to the last page without asking for one more', async () => {
    const source = pagedSource(25, true);
    expect(await collect(iteratePages(source.fetchPage))).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(source.calls).toEqual([1, 2, 3]);
  });

  it('stops after an exactly full last page by the total', async () => {
    const source = pagedSource(20, true);
    await collect(iteratePages(source.fetchPage));
    expect(source.calls).toEqual([1, 2]);
  });

  it('stops on a short page when the header is missing', async () => {
    const source = pagedSource(25, false);
    expect(await collect(iteratePages(source.fetchPage))).toHaveLength(25);
    expect(source.calls).toEqual([1, 2, 3]);
  });

  it('stops on an empty page when the header is missing and the last page was full', async () => {
    const source = pagedSource(20, false);
    expect(await collect(iteratePages(source.fetchPage))).toHaveLength(20);
    expect(source.calls).toEqual([1, 2, 3]);
  });

  it('yields one empty page for an empty list', async () => {
    const source = pagedSource(0, true);
    expect(await collect(iteratePages(source.fetchPage))).toEqual([]);
    expect(source.calls).toEqual([1]);
  });
});

describe('iterateCursor', () => {
  function cursorSource(pages: Array<{ items: string[]; nextId: string | null }>) {
    const calls: Array<string | undefined> = [];
    const fetch = async (nextId?: string): Promise<CursorPage<string>> => {
      calls.push(nextId);
      const index = nextId === undefined ? 0 : Number(nextId.slice(1));
      const page = pages[index]!;
      return { items: page.items, nextId: page.nextId, length: page.items.length };
    };
    return { calls, fetch };
  }

  it('passes nextId back until it is null', async () => {
    const source = cursorSource([
      { items: ['a', 'b'], nextId: 'c1' },
      { items: ['c', 'd'], nextId: 'c2' },
      { items: ['e'], nextId: null },
    ]);
    expect(await collect(iterateCursor(source.fetch))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(source.calls).toEqual([undefined, 'c1', 'c2']);
  });

  it('stops when the server repeats a cursor instead of looping forever', async () => {
    const source = cursorSource([
      { items: ['a'], nextId: 'c1' },
      { items: ['b'], nextId: 'c1' },
    ]);
    expect(await collect(iterateCursor(source.fetch))).toEqual(['a', 'b']);
    expect(source.calls).toEqual([undefined, 'c1']);
  });
});

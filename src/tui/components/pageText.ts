// Page-numbered list texts: "21-40 of 137 (page 2 of 7)", whether there is a next page, and the
// client-side filter of a loaded page.
import type { Page } from '../../client/index.js';

export function pageSummary(page: Pick<Page<unknown>, 'items' | 'range' | 'page' | 'limit'>): string {
  const { range, items, limit } = page;
  if (range) {
    const pages = Math.max(1, Math.ceil(range.total / Math.max(1, limit)));
    const where = `page ${page.page} of ${pages}`;
    if (items.length === 0 || range.last < range.first) return `0 of ${range.total} (${where})`;
    return `${range.first + 1}-${range.last + 1} of ${range.total} (${where})`;
  }
  // No content-range: count from the page number.
  const first = (page.page - 1) * limit;
  return items.length === 0 ? `none (page ${page.page})` : `${first + 1}-${first + items.length} (page ${page.page})`;
}

export function hasNextPage(page: Pick<Page<unknown>, 'items' | 'range' | 'limit'>): boolean {
  if (page.range) return page.range.last + 1 < page.range.total && page.items.length > 0;
  return page.items.length >= page.limit;
}

/** Rows whose filter text contains `filter`, ignoring case. O(rows), only when rows or filter change. */
export function filterRows<R>(rows: readonly R[], filter: string, text: (row: R) => string): readonly R[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((r) => text(r).toLowerCase().includes(needle));
}

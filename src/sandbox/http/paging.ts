// Page-numbered lists: `content-range: first-last/total` (zero-based, inclusive), `*/total`
// for a page past the end.
export interface PageSlice<T> {
  items: T[];
  contentRange: string;
}

export function pageSlice<T>(all: readonly T[], page: number, limit: number): PageSlice<T> {
  const first = (page - 1) * limit;
  const items = all.slice(first, first + limit);
  const contentRange = items.length === 0 ? `*/${all.length}` : `${first}-${first + items.length - 1}/${all.length}`;
  return { items, contentRange };
}

/** Joins already-serialized JSON items into an array without re-serializing them. */
export function jsonArray(parts: readonly string[]): string {
  return `[${parts.join(',')}]`;
}

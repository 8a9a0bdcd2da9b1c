// Query strings: repeated keys become arrays and `key[]` folds into `key`; comma-separated
// values are split by the schemas of array parameters.
export type RawQuery = Record<string, string | string[]>;

export function parseQueryString(search: string): RawQuery {
  const out: RawQuery = {};
  if (search.length <= 1) return out;
  for (const [rawKey, value] of new URLSearchParams(search)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = rawKey.endsWith('[]') ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

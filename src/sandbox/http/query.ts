// Query strings: repeated keys become arrays and `key[]` folds into `key`; comma-separated
// values are split by the schemas of array parameters. The result has no prototype, so a key
// such as `__proto__` is a plain (unknown) key and never reaches Object.prototype; each key's
// spelling as sent is kept for messages (`__proto__[]`, not `__proto__`).
export type RawQuery = Record<string, string | string[]>;

const sentAs = new WeakMap<RawQuery, Record<string, string>>();

export function parseQueryString(search: string): RawQuery {
  const out: RawQuery = Object.create(null) as RawQuery;
  if (search.length <= 1) return out;
  const names: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [rawKey, value] of new URLSearchParams(search)) {
    const bracketed = rawKey.endsWith('[]');
    const key = bracketed ? rawKey.slice(0, -2) : rawKey;
    names[key] ??= rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = bracketed ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  sentAs.set(out, names);
  return out;
}

/** The key as the request spelled it (with its `[]`, if it had them). */
export function keyAsSent(query: RawQuery, key: string): string {
  return sentAs.get(query)?.[key] ?? key;
}

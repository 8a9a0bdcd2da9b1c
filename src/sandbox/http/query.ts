// Query strings: repeated keys become arrays and `key[]` folds into `key`; comma-separated
// values are split by the schemas of array parameters. Keys are own properties only: `__proto__`
// is defined as a plain (unknown) key, never assigned, so no prototype is touched; a bracketed
// key's spelling as sent is kept for messages (`__proto__[]`, not `__proto__`).
export type RawQuery = Record<string, string | string[]>;

const sentAs = new WeakMap<RawQuery, Record<string, string>>();

/** Defined, not assigned, for `__proto__`: `out.__proto__ = v` would replace the prototype. */
function put(out: RawQuery, key: string, value: string | string[]): void {
  if (key === '__proto__')
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
}

export function parseQueryString(search: string): RawQuery {
  const out: RawQuery = {};
  if (search.length <= 1) return out;
  // only bracketed keys are spelled otherwise than they are stored: the common query records nothing
  let names: Record<string, string> | undefined;
  for (const [rawKey, value] of new URLSearchParams(search)) {
    const bracketed = rawKey.endsWith('[]');
    const key = bracketed ? rawKey.slice(0, -2) : rawKey;
    const prev = Object.hasOwn(out, key) ? out[key] : undefined;
    put(
      out,
      key,
      prev === undefined ? (bracketed ? [value] : value) : Array.isArray(prev) ? [...prev, value] : [prev, value],
    );
    if (bracketed && prev === undefined) {
      names ??= Object.create(null) as Record<string, string>;
      names[key] = rawKey;
    }
  }
  if (names) sentAs.set(out, names);
  return out;
}

/** The key as the request spelled it (with its `[]`, if it had them). */
export function keyAsSent(query: RawQuery, key: string): string {
  return sentAs.get(query)?.[key] ?? key;
}

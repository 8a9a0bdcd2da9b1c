// `-F key=value` (a string) and `-F key:=value` (JSON), with nested keys `a[b]=c` and `a[]=c`
// (append). Fields become the JSON body, or query parameters for GET and DELETE.
import { UsageError } from '../errors.js';

export interface ApiField {
  /** The key as typed, e.g. `tags[]` or `request[method]`. */
  key: string;
  /** Path into the body: `a[b][]` -> ['a', 'b', '']; '' appends to an array. */
  path: string[];
  value: unknown;
}

const KEY = /^([^[\]=]+)((?:\[[^[\]]*\])*)$/;

/** One `-F` argument. Throws UsageError naming the fix. */
export function parseField(arg: string): ApiField {
  const eq = arg.indexOf('=');
  if (eq <= 0) {
    throw new UsageError(
      `-F ${JSON.stringify(arg)} needs a key and a value: write -F key=value, or -F key:=JSON for numbers, booleans ` +
        `and objects`,
    );
  }
  const isJson = arg[eq - 1] === ':' && eq > 1;
  const key = arg.slice(0, isJson ? eq - 1 : eq);
  const text = arg.slice(eq + 1);
  const match = KEY.exec(key);
  if (!match) {
    throw new UsageError(
      `-F key ${JSON.stringify(key)} is not valid: use name, name[inner] or name[] (to add to a list)`,
    );
  }
  const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
  let value: unknown = text;
  if (isJson) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new UsageError(
        `-F ${key}:= needs a JSON value (such as 5, true, null, "text", [1,2] or {"a":1}); for plain text write -F ` +
          `${key}=...`,
      );
    }
  }
  return { key, path, value };
}

type Container = Record<string, unknown> | unknown[];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON body built from the fields, in the order given. Conflicting keys are a usage error. */
export function fieldsToBody(fields: readonly ApiField[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    let node: Container = body;
    field.path.forEach((segment, i) => {
      const last = i === field.path.length - 1;
      const nextIsAppend = field.path[i + 1] === '';
      const conflict = () =>
        new UsageError(
          `-F ${field.key} conflicts with another -F field that gives ${field.path.slice(0, i + 1).join('.')} a ` +
            `different kind of value`,
        );
      if (Array.isArray(node)) {
        if (segment !== '') throw conflict();
        if (last) {
          node.push(field.value);
          return;
        }
        // `a[][b]=1` starts a new object in the list each time.
        const child: Container = nextIsAppend ? [] : {};
        node.push(child);
        node = child;
        return;
      }
      if (segment === '') throw conflict();
      if (last) {
        if (segment in node && (isObject(node[segment]) || Array.isArray(node[segment]))) throw conflict();
        node[segment] = field.value;
        return;
      }
      const existing = node[segment];
      if (existing === undefined) {
        const child: Container = nextIsAppend ? [] : {};
        node[segment] = child;
        node = child;
      } else if (nextIsAppend ? Array.isArray(existing) : isObject(existing)) {
        node = existing as Container;
      } else {
        throw conflict();
      }
    });
  }
  return body;
}

export type QueryParams = Record<string, string | Array<string>>;

const isScalar = (v: unknown): boolean => v === null || typeof v !== 'object';
const scalarText = (v: unknown): string => (typeof v === 'string' ? v : String(v));
const withoutAppend = (key: string): string => (key.endsWith('[]') ? key.slice(0, -2) : key);

/**
 * One field's value as query pairs, in the bracketed form the service's own CLI sends (its HTTP
 * library's default): a list of plain values as `key[]` once per item, an object as `key[name]`
 * per member, and lists inside those by position (`key[name][0]`), so the server can tell the
 * items of a list of objects apart. null and empty lists or objects send nothing.
 */
function queryPairs(key: string, value: unknown, top: boolean, out: Array<[string, string]>): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    if (top && value.every(isScalar)) {
      const name = `${withoutAppend(key)}[]`;
      for (const item of value) if (item !== null) out.push([name, scalarText(item)]);
      return;
    }
    const base = top ? withoutAppend(key) : key;
    for (const [i, item] of value.entries()) queryPairs(`${base}[${i}]`, item, false, out);
    return;
  }
  if (typeof value === 'object') {
    for (const [name, member] of Object.entries(value as Record<string, unknown>))
      queryPairs(`${key}[${name}]`, member, false, out);
    return;
  }
  out.push([key, scalarText(value)]);
}

/** Query parameters for GET and DELETE: keys as typed (`a[b]`), JSON values bracketed (see queryPairs). */
export function fieldsToQuery(fields: readonly ApiField[], into: QueryParams = {}): QueryParams {
  const add = (key: string, value: string) => {
    const existing = into[key];
    if (existing === undefined) into[key] = value;
    else into[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  for (const field of fields) {
    const pairs: Array<[string, string]> = [];
    queryPairs(field.key, field.value, true, pairs);
    for (const [key, value] of pairs) add(key, value);
  }
  return into;
}

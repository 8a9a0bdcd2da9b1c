// `-F key=value` (a string) and `-F key:=value` (JSON), with nested keys `a[b]=c` and `a[]=c`
// (append). Fields become the JSON body, or query parameters for GET.
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
    throw new UsageError(`-F ${JSON.stringify(arg)} needs a key and a value: write -F key=value, or -F key:=JSON for numbers, booleans and objects`);
  }
  const isJson = arg[eq - 1] === ':' && eq > 1;
  const key = arg.slice(0, isJson ? eq - 1 : eq);
  const text = arg.slice(eq + 1);
  const match = KEY.exec(key);
  if (!match) {
    throw new UsageError(`-F key ${JSON.stringify(key)} is not valid: use name, name[inner] or name[] (to add to a list)`);
  }
  const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
  let value: unknown = text;
  if (isJson) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new UsageError(`-F ${key}:= needs a JSON value (such as 5, true, null, "text", [1,2] or {"a":1}); for plain text write -F ${key}=...`);
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
        new UsageError(`-F ${field.key} conflicts with another -F field that gives ${field.path.slice(0, i + 1).join('.')} a different kind of value`);
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

/** Query parameters for GET: keys as typed (`a[b]`), JSON lists as repeated keys. */
export function fieldsToQuery(fields: readonly ApiField[], into: QueryParams = {}): QueryParams {
  const add = (key: string, value: string) => {
    const existing = into[key];
    if (existing === undefined) into[key] = value;
    else into[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  for (const field of fields) {
    const values = Array.isArray(field.value) ? field.value : [field.value];
    for (const v of values) add(field.key, typeof v === 'string' ? v : v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return into;
}

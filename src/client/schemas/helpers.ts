// Building blocks shared by the schemas: tolerant response fields and query-string coercion.
//
// Every schema file imports zod as `import * as z`: `import { z }` takes zod's namespace object
// as a value, and the bundle must then carry all of zod and build its namespace at every start
// (~8 ms of `vigil test-sessions list`; test/build/start-modules.test.ts).
import * as z from 'zod';

/** A GUID (8-4-4-4-12 hex digits), as used for path identifiers. */
export const Guid = z.guid({ error: 'must be a GUID (8-4-4-4-12 hex digits)' });
export type Guid = z.infer<typeof Guid>;

/** Response array that the server may send as null or leave out: read as []. */
export function listOf<T extends z.core.$ZodType>(item: T) {
  return z.preprocess((v) => v ?? [], z.array(item));
}

/**
 * A string field whose known values come from an enum the server may extend later: typed for
 * completion, but any string is accepted so a new value does not break a whole response.
 */
export function openEnum<E extends z.core.$ZodType>(_known: E) {
  return z.string() as unknown as z.ZodType<z.infer<E> | (string & {})>;
}

/** Query value to number ("10" -> 10); rejects text that is not a number. */
export function queryNumber() {
  return z.coerce.number({ error: 'must be a number' });
}

/** Query value to integer. */
export function queryInt() {
  return z.coerce.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' });
}

/** Query boolean: true/false as booleans or the strings "true"/"false". */
export function queryBool() {
  return z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'must be true or false' }),
  );
}

/**
 * Query array: accepts one value, repeated keys (already an array) and comma-separated values.
 * The server folds `key[]=` into `key` before validation.
 */
export function queryArray<T extends z.core.$ZodType>(item: T) {
  return z.preprocess((v) => {
    if (v === undefined) return undefined;
    const parts = Array.isArray(v) ? v : [v];
    return parts.flatMap((p) => (typeof p === 'string' ? p.split(',') : [p])).filter((p) => p !== '');
  }, z.array(item).optional());
}

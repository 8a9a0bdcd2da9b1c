// Checks an answer's JSON against its zod schema; a mismatch becomes a ResponseShapeError that
// names the endpoint and the first field that is wrong, e.g. `[0].name expected string`.
import type * as z from 'zod';
import { ResponseShapeError, type FailedRequest } from './errors.js';

/**
 * `[0].name`, `members[2].email`; '' for the whole body.
 * @internal exported for its unit test only
 */
export function formatFieldPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): { found: boolean; value: unknown } {
  let current: unknown = data;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !(key in current)) return { found: false, value: undefined };
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return { found: true, value: current };
}

function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  if (issue.code === 'invalid_type') {
    const { found, value } = valueAt(data, issue.path);
    if (!found || value === undefined) return `is missing (expected ${issue.expected})`;
    return `expected ${issue.expected}, got ${typeName(value)}`;
  }
  const message = issue.message.replace(/^Invalid input:\s*/, '');
  return message.charAt(0).toLowerCase() + message.slice(1);
}

/** Parsed data, or a ResponseShapeError about the first issue. */
/** A schema of zod's full API or of zod/mini (see schemas/test-sessions.ts): their common type. */
export type Schema<T> = z.core.$ZodType<T>;

/**
 * A schema, one still loading, or how to load it: the client calls that once the request has
 * been written, so zod builds the schema while the server answers (resources.ts).
 */
export type SchemaSource<T> = Schema<T> | PromiseLike<Schema<T>> | (() => PromiseLike<Schema<T>>);

/** Both kinds have safeParse(); zod's core type, which they share, does not declare it. */
type Parsable<T> = { safeParse(data: unknown): z.ZodSafeParseResult<T> };

/**
 * The schema `load` gives, asking `fast` first: `fast` answers with exactly what the schema
 * would, or undefined to leave the data (and every error) to the schema. For the one answer so
 * big that zod's time shows (schemas/status-summaries.ts); every other answer is zod's alone.
 */
export function withFastPath<T>(
  load: () => PromiseLike<Schema<T>>,
  fast: (data: unknown) => T | undefined,
): () => PromiseLike<Schema<T>> {
  return () =>
    Promise.resolve(load()).then((schema) => {
      const parsable = schema as unknown as Parsable<T>;
      const safeParse = (data: unknown): z.ZodSafeParseResult<T> => {
        const value = fast(data);
        return value === undefined ? parsable.safeParse(data) : { success: true, data: value };
      };
      return Object.assign(Object.create(schema) as Schema<T>, { safeParse });
    });
}

export function parseShape<T>(schema: Schema<T>, data: unknown, request: FailedRequest): T {
  const result = (schema as unknown as Parsable<T>).safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new ResponseShapeError(request, '', 'does not match');
  throw new ResponseShapeError(request, formatFieldPath(issue.path), describeIssue(issue, data));
}

/** JSON.parse, or a ResponseShapeError saying the answer was not JSON. */
export function parseJsonBody(body: string, request: FailedRequest): unknown {
  try {
    return JSON.parse(body);
  } catch {
    const what = body.trim() === '' ? 'an empty body' : /^\s*</.test(body) ? 'HTML' : 'text that is not JSON';
    throw new ResponseShapeError(request, '', `expected JSON, got ${what}`);
  }
}

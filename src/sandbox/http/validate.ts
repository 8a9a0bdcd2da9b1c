// Validation with the shared schemas; failures become 400 answers naming the field and why.
import type * as z from 'zod';
import { Guid, describeZodError } from '../../client/schemas/index.js';
import { type RawQuery, keyAsSent } from './query.js';
import { HttpError } from './reply.js';

function sentence(text: string): string {
  const s = text.charAt(0).toUpperCase() + text.slice(1);
  return s.endsWith('.') ? s : `${s}.`;
}

/** Quoted for a message: a key as sent, cut short when it is long. */
function quoted(key: string): string {
  return JSON.stringify(key.length > 60 ? `${key.slice(0, 60)}...` : key);
}

function unknownKeys(query: RawQuery, shape: Record<string, unknown>): never {
  const unknown = Object.keys(query).filter((key) => !Object.hasOwn(shape, key));
  const names = unknown.map((key) => quoted(keyAsSent(query, key))).join(', ');
  throw new HttpError(
    400,
    `Query parameter${unknown.length === 1 ? ` ${names} is` : `s ${names} are`} not allowed here; accepted: ` +
      `${Object.keys(shape).join(', ')}.`,
  );
}

/**
 * The failure again with each issue's input, so describeZodError tells a wrong type from a
 * missing field. Only on failure: reporting the input costs every successful parse too.
 */
function withInput(schema: z.ZodType, value: unknown, error: z.ZodError): z.ZodError {
  const again = schema.safeParse(value, { reportInput: true });
  return again.success ? error : again.error;
}

export function parseQuery<T extends z.ZodType>(schema: T, query: RawQuery): z.infer<T> {
  // Unknown keys first, named as sent: zod would name them after folding (`__proto__`, not `__proto__[]`).
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  if (shape) {
    for (const key in query) if (!Object.hasOwn(shape, key)) unknownKeys(query, shape);
  }
  const r = schema.safeParse(query);
  if (!r.success)
    throw new HttpError(400, sentence(describeZodError(withInput(schema, query, r.error), 'query parameter')));
  refuseNonDecimalNumbers(query, r.data);
  return r.data;
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * A number in a query is written in decimal digits: zod's coercion (JavaScript's Number) would
 * also take `0x10` as 16, `1e2` as 100, `0b11` and ` 5 `, which the service does not.
 */
function refuseNonDecimalNumbers(query: RawQuery, data: unknown): void {
  if (!data || typeof data !== 'object') return;
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'number' || !Object.hasOwn(query, key)) continue;
    const sent = query[key];
    for (const text of Array.isArray(sent) ? sent : [sent]) {
      if (text !== undefined && !DECIMAL.test(text))
        throw new HttpError(
          400,
          `Query parameter ${quoted(keyAsSent(query, key))} must be a number in decimal digits, not ${quoted(text)}.`,
        );
    }
  }
}

export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  if (body === undefined) throw new HttpError(400, 'A JSON request body is required.');
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const got = body === null ? 'null' : Array.isArray(body) ? 'an array' : `a ${typeof body}`;
    throw new HttpError(400, `The request body must be a JSON object ({...}), not ${got}.`);
  }
  const r = schema.safeParse(body);
  if (!r.success) throw new HttpError(400, sentence(describeZodError(withInput(schema, body, r.error), 'field')));
  return r.data;
}

/** Path identifiers that are GUIDs: anything else is a 400 (the id cannot exist). */
export function guidParam(params: Record<string, string>, name: string): string {
  const value = params[name] ?? '';
  if (!Guid.safeParse(value).success)
    throw new HttpError(400, `Path parameter "${name}" must be a GUID (8-4-4-4-12 hex digits).`);
  return value.toLowerCase();
}

/** Numeric identifiers (check groups, alert channels). */
export function intParam(params: Record<string, string>, name: string): number {
  const value = params[name] ?? '';
  if (!/^[1-9]\d{0,9}$/.test(value))
    throw new HttpError(400, `Path parameter "${name}" must be a positive whole number.`);
  return Number(value);
}

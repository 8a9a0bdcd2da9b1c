// Field checks from the same zod schemas the server validates with, so the sentence next to a
// field says what the server's 400 would say, before anything is sent.
import * as z from 'zod';
import { describeZodError } from '../../client/schemas/describe.js';

/** A field validator: null when `schema` accepts the value, else the reason ("must not be empty"). */
export function schemaCheck(schema: z.ZodType): (value: unknown) => string | null {
  return (value) => {
    const result = schema.safeParse(value);
    if (result.success) return null;
    const first = result.error.issues[0];
    if (!first) return 'is not valid';
    // Without a path the sentence is "value <reason>": keep the reason for "<Label> <reason>".
    const sentence = describeZodError(new z.ZodError([{ ...first, path: [] }]), 'value');
    return sentence.replace(/^value /, '');
  };
}

import * as z from 'zod';

/** Error body of every non-2xx answer; 401 and 429 also carry `attributes`. */
export const ErrorBody = z.looseObject({
  statusCode: z.number(),
  error: z.string(),
  message: z.string().optional(),
  attributes: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

// The request a form sends, as the review shows it: method, path and the JSON body, exactly.
import { sanitizeLine } from '../../sanitize.js';

export interface FormRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** undefined: no body. */
  body?: unknown;
}

/** Lines of the review: `POST /v1/...` then the body as indented JSON. Safe to draw. */
export function requestLines(request: FormRequest): string[] {
  const lines = [`${request.method} ${sanitizeLine(request.path)}`];
  if (request.body !== undefined) {
    // JSON escapes C0 controls itself; sanitizing catches DEL, C1 and bidi controls too.
    for (const line of JSON.stringify(request.body, null, 2).split('\n')) lines.push(sanitizeLine(line));
  }
  return lines;
}

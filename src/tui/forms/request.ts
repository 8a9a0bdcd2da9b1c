// The request a form sends, as the review shows it: method, path and the JSON body, exactly.
import { compactJsonLines } from '../../format/json-layout.js';
import { sanitizeLine } from '../../sanitize.js';

export interface FormRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** undefined: no body. */
  body?: unknown;
}

/**
 * Lines of the review: `POST /v1/...` then the body as JSON, a member per line unless a short
 * array or object fits on one line of `width` cells (format/json-layout.ts). Safe to draw.
 */
export function requestLines(request: FormRequest, width: number): string[] {
  const lines = [`${request.method} ${sanitizeLine(request.path)}`];
  if (request.body !== undefined) {
    // JSON escapes C0 controls itself; sanitizing catches DEL, C1 and bidi controls too.
    for (const line of compactJsonLines(request.body, width)) lines.push(sanitizeLine(line));
  }
  return lines;
}

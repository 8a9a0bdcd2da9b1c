// The API key goes to the service in the Authorization header and nowhere else. A key pasted into
// the wrong place (an incident's name, a filter, an ID) would otherwise be sent in the path, the
// query or the body: on a status page, that is published. The client refuses such a request
// before sending it (KeyInRequestError), for the CLI and the TUI alike.
import type { RequestSpec } from './types.js';

/** Keys shorter than this are not looked for (they would match ordinary text). */
const SHORTEST_KEY = 4;

function bodyText(spec: RequestSpec): string | Buffer | undefined {
  if (spec.rawBody !== undefined) return spec.rawBody;
  return spec.body === undefined ? undefined : JSON.stringify(spec.body);
}

/** Whether `text` holds `apiKey` (never, for a key too short to tell from ordinary text). */
export function textHoldsKey(text: string, apiKey: string): boolean {
  return apiKey.length >= SHORTEST_KEY && text.includes(apiKey);
}

/** Whether `apiKey` is anywhere in what `spec` would send besides the Authorization header. */
export function requestHoldsKey(spec: RequestSpec, apiKey: string): boolean {
  if (apiKey.length < SHORTEST_KEY) return false;
  if (spec.path.includes(apiKey)) return true;
  for (const value of Object.values(spec.query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) if (String(item).includes(apiKey)) return true;
  }
  for (const [name, value] of Object.entries(spec.headers ?? {}))
    if (name.toLowerCase() !== 'authorization' && value.includes(apiKey)) return true;
  const body = bodyText(spec);
  return body?.includes(apiKey) === true;
}

/** `text` with each `apiKey` in it replaced `by` (the same text when there is none). */
export function replaceKey(text: string, apiKey: string, by: string): string {
  return textHoldsKey(text, apiKey) ? text.split(apiKey).join(by) : text;
}

/** `text` with each `apiKey` in it as as many `*` (the width kept: for a screen already laid out). */
export function starKey(text: string, apiKey: string): string {
  return replaceKey(text, apiKey, '*'.repeat(apiKey.length));
}

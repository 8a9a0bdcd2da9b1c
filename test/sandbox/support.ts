// Plain-fetch requests against a running sandbox, for the sandbox's own tests.
import type { RunningSandbox } from '../../src/sandbox/index.js';

// biome-ignore lint/suspicious/noExplicitAny: the sandbox's own tests read loosely shaped JSON bodies; a test names a type where it matters.
export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Call {
  method?: string;
  /** Which key: the demo key (default), the read-only one, none, or a literal key. */
  key?: 'write' | 'readOnly' | 'none' | { literal: string };
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: as Answer above.
export async function api<T = any>(sb: RunningSandbox, path: string, call: Call = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  const key = call.key ?? 'write';
  if (key === 'write') headers.authorization = `Bearer ${sb.apiKey}`;
  else if (key === 'readOnly') headers.authorization = `Bearer ${sb.readOnlyApiKey}`;
  else if (key !== 'none') headers.authorization = `Bearer ${key.literal}`;
  let body: string | undefined = call.rawBody;
  if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(sb.baseUrl + path, { method: call.method ?? 'GET', headers, body });
  const text = await res.text();
  let parsed: unknown;
  if (text !== '') parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export const NOT_A_GUID = 'not-a-guid';
export const UNKNOWN_GUID = '00000000-0000-4000-8000-000000000000';

// The headers of every request (api-contract.md) and their masked form for --verbose and events.

export interface HeaderInput {
  apiKey: string;
  accountId: string;
  userAgent: string;
  /** Content-Type application/json is added when a body is sent (unless `extra` sets one). */
  hasBody: boolean;
  /** Caller's headers (e.g. `vigil api -H`); they override ours, name matched case-insensitively. */
  extra?: Record<string, string>;
}

/** Lower-case header names, ready for the wire. */
export function buildHeaders(o: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${o.apiKey}`,
    'x-service-account': o.accountId,
    accept: 'application/json',
    'user-agent': o.userAgent,
  };
  if (o.hasBody) headers['content-type'] = 'application/json';
  for (const [name, value] of Object.entries(o.extra ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  return headers;
}

/** A copy safe to print: the Authorization value becomes `Bearer ***` (or `***`). */
export function maskHeaders(headers: Record<string, string>): Record<string, string> {
  const masked: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === 'authorization' || lower === 'proxy-authorization') {
      masked[name] = /^bearer\s/i.test(value) ? 'Bearer ***' : '***';
    } else {
      masked[name] = value;
    }
  }
  return masked;
}

/** True when a header value could not be sent as is (would break the request or inject lines). */
export function isUnsafeHeaderValue(value: string): boolean {
  // Controls (C0, DEL, C1) and anything past Latin-1, which a header cannot carry as text.
  return /[^\t\x20-\x7e\xa0-\xff]/.test(value);
}

/** Node/undici response headers to a flat record: repeated ones joined with ", ". */
export function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

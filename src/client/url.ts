// Where a request goes: the base URL's origin (the only place the key is ever sent) plus its
// path prefix, the endpoint path and the query string.
import { InvalidPathError, VigilError } from './errors.js';
import type { QueryValue } from './types.js';

export interface BaseUrl {
  /** `https://host:port`, what the connection pool dials. */
  origin: string;
  /** Path prefix without trailing slash, '' for none (e.g. `/api` for `https://host/api/`). */
  prefix: string;
}

export function parseBaseUrl(baseUrl: string): BaseUrl {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new VigilError(
      `Invalid base URL ${JSON.stringify(baseUrl)}`,
      'use a full URL such as https://api.example.com',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new VigilError(
      `Invalid base URL ${JSON.stringify(baseUrl)}: only http and https are supported`,
      'use a URL starting with https://',
    );
  }
  if (url.username !== '' || url.password !== '') {
    // Credentials in the URL would travel outside the Authorization header and into logs.
    throw new VigilError(
      'Invalid base URL: it holds a user name or password',
      'remove them; the API key is sent separately',
    );
  }
  if (url.search !== '' || url.hash !== '') {
    throw new VigilError(
      `Invalid base URL ${JSON.stringify(baseUrl)}: it has a query or fragment`,
      'remove everything after ? or #',
    );
  }
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
}

/**
 * Throws InvalidPathError unless `path` is a plain path under the base URL: it must start with
 * one `/`; absolute URLs and `//host` (which would carry the key elsewhere) are refused.
 * @internal exported for its unit test only
 */
export function checkPath(path: string): void {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
    throw new InvalidPathError(path, 'give a path such as /v1/checks, not a full URL');
  }
  if (path.startsWith('//') || path.startsWith('/\\')) {
    throw new InvalidPathError(path, 'a path may not start with // (that names another host)');
  }
  if (!path.startsWith('/')) {
    throw new InvalidPathError(path, 'a path must start with /, such as /v1/checks');
  }
  if (/[\s\u0000-\u001f\u007f]/.test(path)) {
    throw new InvalidPathError(path, 'it contains spaces or control characters; percent-encode them');
  }
  if (path.includes('#')) {
    throw new InvalidPathError(path, 'a fragment (#...) is never sent to the server');
  }
}

/**
 * `a=1&b=x&b=y`: arrays as repeated keys, booleans as true/false, undefined left out.
 * @internal exported for its unit test only
 */
export function encodeQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.join('&');
}

/** The request target sent on the wire: prefix + path, with the path's own query and `query`. */
export function requestTarget(base: BaseUrl, path: string, query?: Record<string, QueryValue>): string {
  checkPath(path);
  const extra = encodeQuery(query);
  let target = base.prefix + path;
  if (extra !== '')
    target += (target.includes('?') ? (target.endsWith('?') || target.endsWith('&') ? '' : '&') : '?') + extra;
  return target;
}

/** An id placed into a path segment: encoded so it can never change the path (`..` included). */
export function segment(id: string | number): string {
  const text = String(id);
  if (text === '') throw new InvalidPathError(text, 'an ID is empty');
  if (text === '.' || text === '..') return text.replace(/\./g, '%2E');
  return encodeURIComponent(text);
}

// `vigil api` options, parsed and checked before anything is sent: a bad flag, a bad field, an
// endpoint on another host or a forbidden header is a usage error (exit 2) and no request.
import { UsageError } from '../errors.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { fieldsToBody, fieldsToQuery, parseField, type ApiField, type QueryParams } from './fields.js';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof METHODS)[number];

export const options = defineOptions({
  method: {
    type: 'text',
    short: 'X',
    valueName: 'METHOD',
    values: METHODS,
    defaultText: 'GET; POST with -F or --input',
    description: 'the method',
  },
  field: {
    type: 'text',
    short: 'F',
    valueName: 'KEY=VALUE',
    multiple: 'repeat',
    description: 'a string field; KEY:=JSON for numbers, booleans, lists, objects; nested keys: a[b]=c, a[]=c',
  },
  header: {
    type: 'text',
    short: 'H',
    valueName: "'K: V'",
    multiple: 'repeat',
    description: 'an extra request header (not Authorization or X-Service-Account: they come from the login)',
  },
  input: {
    type: 'text',
    valueName: 'FILE',
    description: 'the request body from FILE, or - for standard input (not with -F)',
  },
  jq: {
    type: 'text',
    short: 'q',
    valueName: 'EXPR',
    description: 'filter the JSON answer through jq, error answers too',
  },
  raw: { type: 'flag', short: 'r', description: 'with --jq, print strings without quotes (as jq -r)' },
  include: { type: 'flag', short: 'i', description: 'print the status line and response headers first' },
  verbose: { type: 'flag', description: 'print request and response headers on stderr (the key as ***)' },
  paginate: {
    type: 'flag',
    description: 'follow every page (content-range pages or nextId cursors) into one JSON array',
  },
});

export interface ApiOptions {
  /** Path only (no query), starting with one `/`. */
  path: string;
  /** The endpoint's own query parameters, plus the fields for GET and DELETE. */
  query: QueryParams;
  method: ApiMethod;
  fields: ApiField[];
  /** JSON body from the fields (POST, PUT, PATCH); undefined when there are none. */
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
  /** A file path, or '-' for standard input. */
  input: string | undefined;
  jq: string | undefined;
  /** --raw: --jq prints strings bare, as jq -r. */
  raw: boolean;
  include: boolean;
  verbose: boolean;
  paginate: boolean;
}

// Headers vigil sets itself. The key and the account come from the login, so a typed header
// can neither leak a key into shell history and --verbose output nor slip past --read-only and
// profiles; the framing headers belong to the HTTP library.
const RESERVED_HEADERS: Record<string, string> = {
  authorization: 'every request is signed with the logged-in key: use `vigil login`, --profile or VIGIL_API_KEY',
  'x-service-account': 'the account comes from the login: use --profile or VIGIL_ACCOUNT_ID',
  host: 'requests only go to the configured base URL',
  'content-length': 'it is computed from the body',
  'transfer-encoding': 'it is set by the HTTP library',
  connection: 'it is set by the HTTP library',
};

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function parseHeader(arg: string): [string, string] {
  const colon = arg.indexOf(':');
  const name = colon > 0 ? arg.slice(0, colon).trim() : '';
  if (!TOKEN.test(name)) throw new UsageError(`-H ${JSON.stringify(arg)} is not a header: write -H 'Name: value'`);
  const value = arg.slice(colon + 1).trim();
  if (/[\r\n\u0000]/.test(value)) throw new UsageError(`-H ${name}: a header value cannot contain line breaks`);
  // HTTP header values are bytes: visible ASCII (and Latin-1). An argument that was not UTF-8
  // arrives as U+FFFD; either way the request could not be sent, so nothing is.
  if (/\uFFFD/.test(value))
    throw new UsageError(`-H ${name}: the value holds bytes that are not UTF-8: type it again as text`);
  if (/[^\t\x20-\x7e\xa0-\xff]/.test(value)) {
    throw new UsageError(
      `-H ${name}: a header value can hold only printable ASCII or Latin-1 characters, no control characters: ` +
        `percent-encode the rest`,
    );
  }
  const reserved = RESERVED_HEADERS[name.toLowerCase()];
  if (reserved) throw new UsageError(`-H ${name} cannot be set: ${reserved}`);
  return [name, value];
}

/**
 * The endpoint must stay on the configured base URL, so the key is never sent anywhere else:
 * no scheme, no `//host`, no backslashes (URL parsers read `/\host` as `//host`). A missing
 * leading slash is added (`v1/checks`), as people often type it.
 */
function parseEndpoint(endpoint: string): { path: string; query: QueryParams } {
  if (/^[a-z][a-z0-9+.-]*:/i.test(endpoint) || endpoint.startsWith('//') || endpoint.includes('\\')) {
    throw new UsageError(
      `the endpoint must be a path on the configured base URL, such as /v1/checks, not ${describeTarget(endpoint)}`,
    );
  }
  if (/[\s\u0000-\u001f\u007f]/.test(endpoint)) {
    throw new UsageError('the endpoint contains spaces or control characters: percent-encode them (%20)');
  }
  if (endpoint.includes('\uFFFD'))
    throw new UsageError(
      'the endpoint holds bytes that are not UTF-8: type the path again as text, percent-encoding anything unusual',
    );
  if (endpoint.includes('#'))
    throw new UsageError('the endpoint contains #: a fragment is never sent; percent-encode it (%23)');
  const withSlash = endpoint.startsWith('/') ? endpoint : `/${endpoint}`;
  if (withSlash.startsWith('//')) throw new UsageError('the endpoint must be a path such as /v1/checks');
  const q = withSlash.indexOf('?');
  const path = q < 0 ? withSlash : withSlash.slice(0, q);
  const query: QueryParams = {};
  if (q >= 0) {
    for (const [key, value] of new URLSearchParams(withSlash.slice(q + 1))) {
      const existing = query[key];
      query[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
  return { path, query };
}

// Names what was typed without echoing a long URL back whole.
function describeTarget(endpoint: string): string {
  return endpoint.startsWith('//') ? 'a //host address' : 'a full URL';
}

export function parseApiOptions(argv: string[]): ApiOptions {
  const { values, positionals } = parseOptions('api', options, argv, { positionals: true });
  if (positionals.length === 0 || positionals[0]!.trim() === '')
    throw new UsageError('give an endpoint, such as `vigil api /v1/checks`');
  if (positionals.length > 1) {
    throw new UsageError(
      `\`vigil api\` takes one endpoint, got ${positionals.length}: quote values with spaces, and pass fields with ` +
        `-F ` +
        `key=value`,
    );
  }
  const { path, query } = parseEndpoint(positionals[0]!);

  const fields = values.field.map(parseField);
  const input = values.input;
  if (input !== undefined && fields.length > 0) {
    throw new UsageError('--input and -F both give a body: use one of them');
  }
  const method: ApiMethod = values.method ?? (fields.length > 0 || input !== undefined ? 'POST' : 'GET');
  if (method === 'GET' && input !== undefined) {
    throw new UsageError('a GET request carries no body: drop --input, or choose another method with -X');
  }

  const headers: Record<string, string> = {};
  for (const arg of values.header) {
    const [name, value] = parseHeader(arg);
    headers[name] = value;
  }

  const paginate = values.paginate;
  if (paginate && method !== 'GET')
    throw new UsageError('--paginate follows pages of a GET request: drop -X, -F or --input');
  if (paginate && values.include) {
    throw new UsageError(
      '--paginate merges every page into one array, so --include has no single set of headers to show: use --verbose',
    );
  }
  if (values.raw && values.jq === undefined)
    throw new UsageError('--raw prints the strings --jq picks out: add --jq EXPR, or drop --raw');

  // GET and DELETE carry their fields in the query, as the service's own CLI sends them.
  const inQuery = method === 'GET' || method === 'DELETE';

  return {
    path,
    query: inQuery ? fieldsToQuery(fields, query) : query,
    method,
    fields,
    body: !inQuery && fields.length > 0 ? fieldsToBody(fields) : undefined,
    headers,
    input,
    jq: values.jq,
    raw: values.raw,
    include: values.include,
    verbose: values.verbose,
    paginate,
  };
}

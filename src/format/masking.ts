// The one place that decides what of a configuration a human sees (alert channels, check groups,
// checks; tables, details, Markdown, `-o code`, the TUI and its copies). By allow-list: a value is
// shown only where it is known to be safe (a name, a type or other enum word, a number or flag of
// a known setting, the host of a URL and its first path segment, an email's domain, a phone
// number's last digits, a header's or variable's key); everything else that could carry a secret
// is masked (URL paths past the first segment, user info, query values, fragments, header and
// variable values, anything under a key vigil does not know, scripts). `-o json` is not this
// module's business: it prints the server's data.
import { maskKeyShapedWords } from '../mask.js';
import { sanitizeLine } from '../sanitize.js';

/** What a masked value reads as. */
export const HIDDEN = '(hidden)';

/** How a value at a position of a known shape is shown. */
export type Rule =
  | 'name' // free text that names something: shown (escaped)
  | 'enum' // a word of a fixed set (`RUN_BASED`, `EVERY_10S`, `POST`, `EU`): shown when it looks like one
  | 'number' // shown when a number
  | 'boolean' // shown when a boolean
  | 'url' // scheme, host and the first path segment
  | 'email' // the domain only
  | 'phone' // the last four digits only
  | 'script' // length and hash
  | 'keyValues' // headers, query parameters, variables: keys shown, values hidden
  | 'hidden' // never shown
  | { fields: Readonly<Record<string, Rule>> } // an object: each known key by its rule, unknown keys hidden
  | { items: Rule }; // a list of one rule, or a single value of it

// An enum word: `RUN_BASED`, `EVERY_10S`, `POST`, `EU`, `P3`, `global`, `LINEAR`. A run of three
// or more digits, or more than 32 characters, is not taken for one (`AKIA...` key IDs, tokens).
const ENUM_WORD = /^(?!.*\d{3})[A-Za-z][A-Za-z0-9]{0,15}(_[A-Za-z0-9]{1,15}){0,3}$/;

/** A key's name as shown: escaped, a key-shaped word in it masked. */
export function shownKeyName(key: string): string {
  return maskKeyShapedWords(sanitizeLine(key));
}

const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
// A URL written without its scheme (`hooks.slack.com/services/...`): a host with a dot, then a path.
const SCHEMELESS = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?\//i;
// The first path segment shown: a plain word (`services`, `api`, `webhook`, `v1`), never a token.
const PLAIN_SEGMENT = /^(?!.*\d{3})[A-Za-z][A-Za-z._-]{0,23}[0-9]{0,2}$/;

function parseUrl(text: string): URL | undefined {
  const trimmed = text.trim();
  const withScheme = SCHEME.test(trimmed) ? trimmed : SCHEMELESS.test(trimmed) ? `https://${trimmed}` : undefined;
  if (!withScheme) return undefined;
  try {
    const url = new URL(withScheme);
    return url.host === '' ? undefined : url;
  } catch {
    return undefined;
  }
}

/**
 * A URL as it may be shown: `https://hooks.slack.com/services/…`, `amqp://…@broker.example.com`,
 * `https://bots.example.com/hooks?token=…`. Undefined when the text is no URL (then nothing of it
 * is shown).
 */
export function shownUrl(text: string): string | undefined {
  const url = parseUrl(text);
  if (!url) return undefined;
  const user = url.username !== '' || url.password !== '' ? '…@' : '';
  const [first = '', ...rest] = url.pathname.split('/').slice(1);
  let path = '';
  if (first !== '') path = PLAIN_SEGMENT.test(first) ? `/${first}${rest.length > 0 ? '/…' : ''}` : '/…';
  else if (rest.length > 0) path = '/…';
  const keys = [...url.searchParams.keys()].map((k) => (ENUM_WORD.test(k) ? `${k}=…` : '…'));
  const query = url.search === '' ? '' : `?${keys.length > 0 ? keys.join('&') : '…'}`;
  const hash = url.hash === '' ? '' : '#…';
  return sanitizeLine(`${url.protocol}//${user}${url.host}${path}${query}${hash}`);
}

/** `…@example.com`; undefined when the text is no address. */
export function shownEmail(text: string): string | undefined {
  const at = text.lastIndexOf('@');
  const domain = text.slice(at + 1).trim();
  if (at < 0 || !/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(domain)) return undefined;
  return `…@${domain}`;
}

/** `…5678`: the last four digits of a number of at least seven; undefined otherwise. */
export function shownPhone(text: string): string | undefined {
  if (!/^[+0-9 ().-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 7 ? `…${digits.slice(-4)}` : undefined;
}

/** A script by its size and hash (compare with `sha256sum` of your copy), never its text. */
export function scriptSummary(text: string): string {
  // node:crypto at the first script shown, not with this module: loading it (16 of Node's own
  // modules) cost 4-6 ms of every TUI start, which imports this module for its tables.
  const hash = process
    .getBuiltinModule('node:crypto')
    .createHash('sha256')
    .update(text, 'utf8')
    .digest('hex')
    .slice(0, 12);
  return `${text.length} characters, sha256 ${hash}…`;
}

/** The key of a `{key, value}` (or `{name, value}`) pair, when it has one. */
function pairKey(item: unknown): string | undefined {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const o = item as Record<string, unknown>;
  const key = typeof o.key === 'string' ? o.key : typeof o.name === 'string' ? o.name : undefined;
  return key;
}

/**
 * Headers, query parameters or variables, as `[{key, value}]`, `[{name, value}]` or an object
 * (`{Authorization: "Bearer ..."}`): each key with its value hidden (a `locked` or `secret` flag
 * kept, it says how the value is kept).
 */
function maskKeyValues(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const key = pairKey(item);
      if (key === undefined) return HIDDEN;
      const o = item as Record<string, unknown>;
      return {
        key: shownKeyName(key),
        value: HIDDEN,
        ...(typeof o.locked === 'boolean' ? { locked: o.locked } : {}),
        ...(typeof o.secret === 'boolean' ? { secret: o.secret } : {}),
      };
    });
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).map((k) => [shownKeyName(k), HIDDEN]));
  }
  return value === null || value === undefined ? value : HIDDEN;
}

function maskScalar(value: unknown, rule: string): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'boolean') return value;
  switch (rule) {
    case 'name':
      return typeof value === 'string' || typeof value === 'number' ? sanitizeLine(value) : HIDDEN;
    case 'enum':
      return (typeof value === 'string' && ENUM_WORD.test(value)) || typeof value === 'number' ? value : HIDDEN;
    case 'number':
      // A status code or count sent as text (`"200"`) is a number too; a longer run of digits may be a PIN.
      return typeof value === 'number' || (typeof value === 'string' && /^\d{1,4}$/.test(value)) ? value : HIDDEN;
    case 'url':
      return (typeof value === 'string' && shownUrl(value)) || HIDDEN;
    case 'email':
      return (typeof value === 'string' && shownEmail(value)) || HIDDEN;
    case 'phone':
      return (typeof value === 'string' && shownPhone(value)) || HIDDEN;
    case 'script':
      return typeof value === 'string' ? scriptSummary(value) : HIDDEN;
    case 'keyValues':
      return maskKeyValues(value);
    default:
      return HIDDEN;
  }
}

/**
 * A value of a known shape with everything not known safe masked, as JSON-like data (strings
 * escaped for a terminal). Booleans and nulls are kept wherever they are: they carry no secret.
 */
export function maskValue(value: unknown, rule: Rule, depth = 0): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (depth > 12) return HIDDEN;
  if (typeof rule === 'string') return maskScalar(value, rule);
  if ('items' in rule) {
    return Array.isArray(value) ? value.map((v) => maskValue(v, rule.items, depth + 1)) : maskValue(value, rule.items);
  }
  if (typeof value !== 'object' || Array.isArray(value)) return HIDDEN;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      shownKeyName(k),
      Object.hasOwn(rule.fields, k) ? maskValue(v, rule.fields[k]!, depth + 1) : maskUnknown(v),
    ]),
  );
}

/** A value under a key vigil does not know: a flag or null as it is, anything else hidden. */
function maskUnknown(value: unknown): unknown {
  return value === null || value === undefined || typeof value === 'boolean' ? value : HIDDEN;
}

/** A masked value on one line: a string as it is, anything else as compact JSON. */
export function maskedText(value: unknown, rule: Rule): string {
  const masked = maskValue(value, rule);
  if (masked === undefined || masked === null) return 'not set';
  if (typeof masked === 'string') return masked;
  return sanitizeLine(JSON.stringify(masked) ?? '');
}

// The shapes vigil knows. An alert channel's config differs per type (upstream: "can be very
// different based on the type of the channel"): these are the keys the service's channel types use.
const KEY_VALUES: Rule = 'keyValues';

export const CHANNEL_CONFIG: Rule = {
  fields: {
    name: 'name',
    serviceName: 'name',
    channel: 'name',
    account: 'name',
    displayName: 'name',
    address: 'email',
    email: 'email',
    number: 'phone',
    phoneNumber: 'phone',
    url: 'url',
    webhookUrl: 'url',
    method: 'enum',
    webhookType: 'enum',
    region: 'enum',
    priority: 'enum',
    headers: KEY_VALUES,
    queryParameters: KEY_VALUES,
    template: 'script',
  },
};

const ASSERTION: Rule = {
  fields: { source: 'enum', comparison: 'enum', regex: 'hidden', property: 'hidden', target: 'number' },
};

export const API_CHECK_DEFAULTS: Rule = {
  fields: {
    url: 'url',
    headers: KEY_VALUES,
    queryParameters: KEY_VALUES,
    assertions: { items: ASSERTION },
    basicAuth: { fields: {} },
  },
};

export const RETRY_STRATEGY: Rule = {
  fields: {
    type: 'enum',
    baseBackoffSeconds: 'number',
    maxRetries: 'number',
    maxDurationSeconds: 'number',
    sameRegion: 'boolean',
    onlyOn: { items: 'enum' },
  },
};

export const ESCALATION_POLICY: Rule = {
  fields: {
    escalationType: 'enum',
    runBasedEscalation: { fields: { failedRunThreshold: 'number' } },
    timeBasedEscalation: { fields: { minutesFailingThreshold: 'number' } },
    reminders: { fields: { amount: 'number', interval: 'number' } },
    parallelRunFailureThreshold: { fields: { enabled: 'boolean', percentage: 'number' } },
    sslCertificates: { fields: { enabled: 'boolean', alertThreshold: 'number' } },
  },
};

/** `browserChecks` and `multistepChecks` of a group: a frequency and the files they match. */
export const CHECK_DEFAULTS: Rule = { fields: { frequency: 'enum', testMatch: { items: 'name' } } };

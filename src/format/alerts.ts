// Alert channels as rows and detail lines.
import { maskKey } from '../mask.js';
import type { Column } from './columns.js';
import { sanitizeLine } from './sanitize.js';

export interface AlertSubscriptionLike {
  id?: number | null;
  checkId?: string | null;
  groupId?: number | null;
  activated?: boolean | null;
}

export interface AlertChannelLike {
  id: number;
  type?: string | null;
  config?: unknown;
  subscriptions?: readonly AlertSubscriptionLike[] | null;
  sendRecovery?: boolean | null;
  sendFailure?: boolean | null;
  sendDegraded?: boolean | null;
}

export interface AlertRow {
  id: string;
  type: string;
  sends: string;
  target: string;
  subscriptions: string;
}

export function alertSends(channel: AlertChannelLike): string {
  const sends = [
    channel.sendFailure ? 'failure' : null,
    channel.sendRecovery ? 'recovery' : null,
    channel.sendDegraded ? 'degraded' : null,
  ].filter((s): s is string => s !== null);
  return sends.length === 0 ? 'nothing' : sends.join(', ');
}

// Where the alert goes, from the config keys channels commonly carry: none of them names a
// secret (a PagerDuty channel is named by its service, never its integration key), and a URL is
// shown only as its origin (webhooks carry their secret in the path or the query).
const TARGET_KEYS = ['address', 'email', 'number', 'phoneNumber', 'channel', 'name', 'serviceName', 'account', 'url'];

/** A config key whose value is a secret: serviceKey, apiKey, routingKey, token, password... */
const SECRET_KEY = /key$|token|secret|password/i;
const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;

function parseUrl(text: string): URL | undefined {
  if (!URL_LIKE.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.origin === 'null' ? undefined : url;
  } catch {
    return undefined;
  }
}

/** `https://bots.example.com/…`: where a URL points, nothing of its path, query or credentials. */
function urlOrigin(url: URL): string {
  const more =
    url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '';
  return more ? `${url.origin}/…` : url.origin;
}

export function alertTarget(channel: AlertChannelLike): string {
  const config = channel.config;
  if (!config || typeof config !== 'object') return '-';
  const c = config as Record<string, unknown>;
  for (const key of TARGET_KEYS) {
    const v = c[key];
    if (typeof v !== 'string' || v === '') continue;
    const url = parseUrl(v.trim());
    if (url) return sanitizeLine(urlOrigin(url));
    // A `url` that does not parse is not shown: where its secret is cannot be told.
    if (key !== 'url') return sanitizeLine(v);
  }
  return '-';
}

/** A secret's value as vigil shows the API key (`...abcd`); nothing set stays visibly unset. */
function maskSecret(value: unknown): unknown {
  if (value === '' || value === null || value === undefined || typeof value === 'boolean') return value;
  if (typeof value === 'string' || typeof value === 'number') return maskKey(String(value));
  return '...';
}

// Slack's incoming webhooks: https://hooks.slack.com/services/T…/B…/<token>, the last part the secret.
const SLACK_HOOK_PATH = /^(\/services\/[^/]+\/[^/]+\/)([^/]+)(\/?)$/;

/**
 * A URL with what can carry a secret masked: the password, every query value (`?token=...`), the
 * fragment, and a Slack webhook's path token. A value that is no URL is returned as it is.
 */
export function maskUrlSecrets(text: string): string {
  const url = parseUrl(text.trim());
  const slack = url?.hostname.toLowerCase() === 'hooks.slack.com' ? SLACK_HOOK_PATH.exec(url.pathname) : null;
  // Nothing to mask: the text as it was, not as the URL parser normalizes it.
  if (!url || (url.password === '' && url.search === '' && url.hash === '' && !slack)) return text;
  const user = url.username === '' ? '' : `${url.username}${url.password === '' ? '' : ':...'}@`;
  const path = slack ? `${slack[1]}${maskKey(slack[2]!)}${slack[3]}` : url.pathname;
  const query = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => (part.includes('=') ? `${part.slice(0, part.indexOf('='))}=...` : '...'));
  return `${url.protocol}//${user}${url.host}${path}${query.length ? `?${query.join('&')}` : ''}${url.hash ? '#...' : ''}`;
}

/**
 * A config value with its secrets masked, at any depth: a value under a key that names a secret,
 * URLs (maskUrlSecrets), and the value of a `{key, value}` pair (a webhook's headers and query
 * parameters: `Authorization` is a header's key, its token the value).
 */
function maskConfigValue(name: string, value: unknown, depth = 0): unknown {
  if (SECRET_KEY.test(name)) return maskSecret(value);
  if (typeof value === 'string') return maskUrlSecrets(value);
  if (!value || typeof value !== 'object') return value;
  if (depth > 20) return '...';
  if (Array.isArray(value)) return value.map((v) => maskConfigValue('', v, depth + 1));
  const entries = Object.entries(value as Record<string, unknown>);
  const pair = 'key' in value && 'value' in value;
  return Object.fromEntries(
    entries.map(([k, v]) => [
      k,
      pair && k === 'key' ? v : pair && k === 'value' ? maskSecret(v) : maskConfigValue(k, v, depth + 1),
    ]),
  );
}

/** What a channel is called where a check or a group names it: its type and where it sends (`EMAIL ops@example.com`). */
export function alertChannelName(channel: AlertChannelLike): string {
  const type = sanitizeLine(channel.type ?? 'channel');
  const target = alertTarget(channel);
  return target === '-' ? type : `${type} ${target}`;
}

/**
 * The channels a check or a group names, as far as they could be looked up: `found` by ID, and
 * why one missing from it is missing (the list was read and lacks it, is still being read, or
 * could not be read).
 */
export interface ChannelLookup {
  found: ReadonlyMap<number, AlertChannelLike>;
  missing: 'not found' | 'loading' | 'lookup failed';
}

/**
 * A channel where a check or a group names it, the one place that decides it: its name and ID
 * (`EMAIL ops@example.com #3`), or, when it could not be found, its bare ID and why (`#3 (not found)`).
 */
export function alertChannelReference(id: number, lookup: ChannelLookup): string {
  const channel = lookup.found.get(id);
  return channel ? `${alertChannelName(channel)} #${id}` : `#${id} (${lookup.missing})`;
}

export function alertRow(channel: AlertChannelLike): AlertRow {
  const subs = channel.subscriptions ?? [];
  const active = subs.filter((s) => s.activated !== false).length;
  return {
    id: String(channel.id),
    type: sanitizeLine(channel.type ?? '-'),
    sends: alertSends(channel),
    target: alertTarget(channel),
    subscriptions: subs.length === active ? String(subs.length) : `${active}/${subs.length}`,
  };
}

/**
 * Config as label/value pairs where the whole configuration is shown: secrets masked
 * (maskConfigValue), every value sanitized (channel configs hold user text).
 */
export function alertConfigLines(channel: AlertChannelLike): Array<{ label: string; value: string }> {
  const config = channel.config;
  if (!config || typeof config !== 'object') return [];
  return Object.entries(config as Record<string, unknown>).map(([key, raw]) => {
    const value = maskConfigValue(key, raw);
    return {
      label: sanitizeLine(key),
      value: typeof value === 'string' ? sanitizeLine(value) : sanitizeLine(JSON.stringify(value) ?? ''),
    };
  });
}

/** Names of checks and groups, as far as they are known, so subscriptions read as names, not bare IDs. */
export interface SubscriptionNames {
  check: (id: string) => string | undefined;
  group: (id: number) => string | undefined;
  /** The names that could not be looked up: a subscription to one of those says so by its ID. */
  failed?: { checks?: boolean; groups?: boolean };
}

/**
 * A channel's subscription, the one place that decides it (`vigil alert-channels get` and the
 * Alerts detail): a check by its name (`"Checkout API"`), a group by name and ID (`"Shop" #3`);
 * a name not known shows the ID (`#3`, and `(lookup failed)` when the lookup failed).
 */
export function alertSubscriptionLine(
  s: AlertSubscriptionLike,
  names: SubscriptionNames,
): { kind: 'check' | 'group' | 'subscription'; text: string } {
  const state = s.activated === false ? ' (inactive)' : '';
  if (s.checkId) {
    const name = names.check(s.checkId);
    const text =
      name === undefined
        ? `${sanitizeLine(s.checkId)}${names.failed?.checks ? ' (lookup failed)' : ''}`
        : `"${sanitizeLine(name)}"`;
    return { kind: 'check', text: `${text}${state}` };
  }
  if (s.groupId !== undefined && s.groupId !== null) {
    const name = names.group(s.groupId);
    const text =
      name === undefined
        ? `#${s.groupId}${names.failed?.groups ? ' (lookup failed)' : ''}`
        : `"${sanitizeLine(name)}" #${s.groupId}`;
    return { kind: 'group', text: `${text}${state}` };
  }
  return { kind: 'subscription', text: `names no check or group${state}` };
}

/** The columns of an alert channel list: `vigil alert-channels list` and the Alerts screen. */
export const ALERT_COLUMNS: readonly Column<AlertRow>[] = [
  { id: 'id', header: 'ID', min: 2, fixed: true, priority: 100, value: (r) => r.id },
  { id: 'type', header: 'TYPE', min: 8, max: 12, priority: 90, value: (r) => r.type },
  { id: 'sends', header: 'SENDS', min: 16, max: 28, priority: 85, value: (r) => r.sends },
  { id: 'target', header: 'TARGET', min: 12, max: 48, priority: 60, value: (r) => r.target },
  {
    id: 'subscriptions',
    header: 'SUBS',
    min: 4,
    align: 'right',
    fixed: true,
    priority: 50,
    value: (r) => r.subscriptions,
  },
];

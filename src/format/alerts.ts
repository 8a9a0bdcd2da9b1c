// Alert channels as rows and detail lines.
import type { Column } from './columns.js';
import { CHANNEL_CONFIG, HIDDEN, maskValue, shownEmail, shownPhone, shownUrl } from './masking.js';
import { sanitizeLine } from '../sanitize.js';

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

// Where the alert goes, from the config keys channels carry, each shown as masking.ts allows:
// an email's domain, a Slack channel or a name (an SMS channel by its name before its number), a
// phone's last digits, a URL's host.
const TARGETS: ReadonlyArray<[key: string, show: (text: string) => string | undefined]> = [
  ['address', shownEmail],
  ['email', shownEmail],
  ['channel', sanitizeLine],
  ['name', sanitizeLine],
  ['serviceName', sanitizeLine],
  ['account', sanitizeLine],
  ['number', shownPhone],
  ['phoneNumber', shownPhone],
  ['url', shownUrl],
  ['webhookUrl', shownUrl],
];

/** @internal exported for its unit test only */
export function alertTarget(channel: AlertChannelLike): string {
  const config = channel.config;
  if (!config || typeof config !== 'object') return '-';
  const c = config as Record<string, unknown>;
  for (const [key, show] of TARGETS) {
    const v = c[key];
    if (typeof v !== 'string' || v.trim() === '') continue;
    // A value that is not what its key says (an address with no domain, a URL that does not
    // parse) is not shown: where its secret is cannot be told.
    return show(v) ?? HIDDEN;
  }
  return '-';
}

/**
 * What a channel is called where a check or a group names it: its type and where it sends
 * (`EMAIL ops@example.com`).
 * @internal exported for its unit test only
 */
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
 * Config as label/value pairs where the whole configuration is shown: by allow-list (masking.ts),
 * every value escaped (channel configs hold user text).
 */
export function alertConfigLines(channel: AlertChannelLike): Array<{ label: string; value: string }> {
  const config = channel.config;
  if (!config || typeof config !== 'object' || Array.isArray(config)) return [];
  const masked = maskValue(config, CHANNEL_CONFIG) as Record<string, unknown>;
  return Object.entries(masked).map(([key, value]) => ({
    label: key,
    value: typeof value === 'string' ? value : sanitizeLine(JSON.stringify(value) ?? ''),
  }));
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

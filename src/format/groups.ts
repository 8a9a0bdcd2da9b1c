// Check groups: table rows and every CheckGroupV2 setting of service.md with its default marked.
// The rules a group's checks follow (alert settings, high frequencies) are in group-rules.ts.
import { alertChannelReference, type ChannelLookup } from './alerts.js';
import type { Column } from './columns.js';
import {
  API_CHECK_DEFAULTS,
  CHECK_DEFAULTS,
  ESCALATION_POLICY,
  HIDDEN,
  maskedText,
  maskValue,
  RETRY_STRATEGY,
  type Rule,
  scriptSummary,
  shownKeyName,
} from './masking.js';
import { sanitizeLine } from '../sanitize.js';
import { truncate } from './width.js';
import { frequencyLabel, listText, yesNo } from './checks.js';

export interface GroupLike {
  id: number;
  name?: string | null;
  activated?: boolean | null;
  muted?: boolean | null;
  frequency?: unknown;
  locations?: readonly string[] | null;
  privateLocations?: readonly string[] | null;
  tags?: readonly string[] | null;
  concurrency?: number | null;
  environmentVariables?: ReadonlyArray<{ key?: string; secret?: boolean | null }> | null;
  alertChannels?: readonly unknown[] | null;
  alertEscalationPolicy?: unknown;
  retryStrategy?: unknown;
  runParallel?: boolean | null;
  runtimeId?: string | null;
  apiCheckDefaults?: unknown;
  browserChecks?: unknown;
  multistepChecks?: unknown;
  multiStepChecks?: unknown;
  localSetupScript?: string | null;
  localTearDownScript?: string | null;
  /** Number of checks, when the server says. */
  checkCount?: number | null;
}

export const DEFAULT_CONCURRENCY = 10;

export interface GroupRow {
  id: string;
  name: string;
  activated: string;
  muted: string;
  frequency: string;
  concurrency: string;
  checks: string;
  tags: string;
}

export function groupRow(group: GroupLike, checkCount?: number): GroupRow {
  const count = checkCount ?? group.checkCount ?? undefined;
  return {
    id: String(group.id),
    name: sanitizeLine(group.name ?? ''),
    activated: yesNo(group.activated ?? true),
    muted: yesNo(group.muted ?? false),
    frequency: group.frequency === undefined || group.frequency === null ? '-' : frequencyLabel(group.frequency),
    concurrency: String(group.concurrency ?? DEFAULT_CONCURRENCY),
    checks: count === undefined || count === null ? '-' : String(count),
    tags: group.tags && group.tags.length > 0 ? group.tags.map((t) => sanitizeLine(t)).join(', ') : '-',
  };
}

export interface SettingLine {
  label: string;
  value: string;
  /** The value shown is the default (set or not). */
  isDefault: boolean;
  deprecated?: boolean;
}

/** A value of a known shape on one line, masked by allow-list (masking.ts); `max` cells at most. */
export function compactValue(value: unknown, rule: Rule, max = 200): string {
  // truncate, not slice: a slice can cut a surrogate pair in half and leave a lone surrogate.
  return truncate(maskedText(value, rule), max);
}

function retryText(value: unknown): string {
  if (value === undefined || value === null) return 'not set';
  const r = maskValue(value, RETRY_STRATEGY);
  if (!r || typeof r !== 'object') return compactValue(value, RETRY_STRATEGY);
  const m = r as Record<string, unknown>;
  const parts = [String(m.type ?? 'unknown kind')];
  if (m.baseBackoffSeconds !== undefined) parts.push(`backoff ${m.baseBackoffSeconds}s`);
  if (m.maxRetries !== undefined) parts.push(`max ${m.maxRetries} retries`);
  if (m.sameRegion !== undefined) parts.push(m.sameRegion ? 'same region' : 'any region');
  return parts.join(', ');
}

/** A deprecated script setting: its size and hash, never its text (`--show-scripts` prints it). */
function scriptText(script: string | null | undefined): string {
  return script === undefined || script === null ? 'not set' : scriptSummary(script);
}

function variablesText(vars: GroupLike['environmentVariables']): string {
  if (!vars || vars.length === 0) return 'none';
  // Secret values are never shown; plain values are not needed to read the settings either.
  return vars
    .map((v) => `${typeof v.key === 'string' ? shownKeyName(v.key) : '?'}${v.secret ? ' (secret)' : ''}`)
    .join(', ');
}

/** A channel's ID as a group's alertChannels entry gives it (a ref object, or a bare ID). */
function channelRefId(ref: unknown): unknown {
  if (ref && typeof ref === 'object') {
    const o = ref as Record<string, unknown>;
    return o.id ?? o.alertChannelId;
  }
  return ref;
}

/**
 * The group's alert channels: by name and ID once looked up (alertChannelReference, as a check
 * names them); without a lookup, as the group gives them (`#3 EMAIL`).
 */
function channelsText(channels: GroupLike['alertChannels'], lookup: ChannelLookup | undefined): string {
  if (!channels || channels.length === 0) return 'none';
  return channels
    .map((c) => {
      const id = channelRefId(c);
      if (lookup && typeof id === 'number') return alertChannelReference(id, lookup);
      if (typeof id !== 'number') return HIDDEN;
      const type = c && typeof c === 'object' ? maskValue((c as Record<string, unknown>).type, 'enum') : undefined;
      return typeof type === 'string' ? `#${id} ${type}` : `#${id}`;
    })
    .join(', ');
}

/** The IDs of the channels a group alerts, to look them up by name. */
export function groupChannelIds(group: Pick<GroupLike, 'alertChannels'>): number[] {
  return (group.alertChannels ?? []).map(channelRefId).filter((id): id is number => typeof id === 'number');
}

/** The parts of an escalation policy described in words; anything may be missing or mistyped. */
interface PolicyLike {
  escalationType?: unknown;
  runBasedEscalation?: { failedRunThreshold?: unknown } | null;
  timeBasedEscalation?: { minutesFailingThreshold?: unknown } | null;
  reminders?: { amount?: unknown; interval?: unknown } | null;
  parallelRunFailureThreshold?: { enabled?: unknown; percentage?: unknown } | null;
}

/** An escalation policy (or a check's alert settings) in words; only what masking.ts allows of it. */
export function policyText(policy: unknown): string {
  if (policy === undefined || policy === null) return 'not set';
  if (policy === 'global') return 'global (the account settings)';
  if (typeof policy !== 'object') return compactValue(policy, 'enum');
  const p = maskValue(policy, ESCALATION_POLICY) as PolicyLike;
  const parts: string[] = [];
  const type = typeof p.escalationType === 'string' ? p.escalationType : undefined;
  const runs = p.runBasedEscalation?.failedRunThreshold;
  const minutes = p.timeBasedEscalation?.minutesFailingThreshold;
  if (type === 'TIME_BASED' && typeof minutes === 'number') parts.push(`alert after ${minutes} min failing`);
  else if (typeof runs === 'number') parts.push(`alert after ${runs} failed run${runs === 1 ? '' : 's'}`);
  else if (type) parts.push(type);
  const reminders = p.reminders;
  if (reminders && typeof reminders.amount === 'number') {
    parts.push(
      reminders.amount === 0 ? 'no reminders' : `${reminders.amount} reminders every ${reminders.interval ?? '?'} min`,
    );
  }
  const parallel = p.parallelRunFailureThreshold;
  if (parallel?.enabled) parts.push(`parallel runs: alert at ${parallel.percentage ?? '?'}% failing`);
  return parts.length > 0 ? parts.join(', ') : compactValue(policy, ESCALATION_POLICY);
}

/**
 * Every CheckGroupV2 setting of service.md, in its order, defaults marked; its alert channels by
 * name when `channels` holds what a lookup found.
 */
export function groupSettings(group: GroupLike, channels?: ChannelLookup): SettingLine[] {
  const unset = (v: unknown) => v === undefined || v === null;
  const emptyList = (v: readonly unknown[] | null | undefined) => !v || v.length === 0;
  const multistep = group.multistepChecks ?? group.multiStepChecks;
  return [
    { label: 'name', value: sanitizeLine(group.name ?? ''), isDefault: false },
    {
      label: 'activated',
      value: yesNo(group.activated ?? true),
      isDefault: unset(group.activated) || group.activated === true,
    },
    { label: 'muted', value: yesNo(group.muted ?? false), isDefault: unset(group.muted) || group.muted === false },
    {
      label: 'frequency',
      value: unset(group.frequency)
        ? 'not set (each check its own)'
        : `${maskedText(group.frequency, 'enum')} (${frequencyLabel(group.frequency)})`,
      isDefault: unset(group.frequency),
    },
    { label: 'locations', value: listText(group.locations), isDefault: emptyList(group.locations) },
    {
      label: 'privateLocations',
      value: unset(group.privateLocations) ? 'not set' : listText(group.privateLocations),
      isDefault: unset(group.privateLocations),
    },
    { label: 'tags', value: listText(group.tags), isDefault: emptyList(group.tags) },
    {
      label: 'concurrency',
      value: String(group.concurrency ?? DEFAULT_CONCURRENCY),
      isDefault: unset(group.concurrency) || group.concurrency === DEFAULT_CONCURRENCY,
    },
    {
      label: 'environmentVariables',
      value: variablesText(group.environmentVariables),
      isDefault: emptyList(group.environmentVariables),
    },
    {
      label: 'alertChannels',
      value: channelsText(group.alertChannels, channels),
      isDefault: emptyList(group.alertChannels),
    },
    {
      label: 'alertEscalationPolicy',
      value: policyText(group.alertEscalationPolicy),
      isDefault: unset(group.alertEscalationPolicy),
    },
    { label: 'retryStrategy', value: retryText(group.retryStrategy), isDefault: unset(group.retryStrategy) },
    {
      label: 'runParallel',
      value: unset(group.runParallel) ? 'not set' : yesNo(group.runParallel),
      isDefault: unset(group.runParallel),
    },
    {
      label: 'runtimeId',
      value: unset(group.runtimeId) ? 'not set' : compactValue(group.runtimeId, 'name'),
      isDefault: unset(group.runtimeId),
    },
    {
      label: 'apiCheckDefaults',
      value: compactValue(group.apiCheckDefaults, API_CHECK_DEFAULTS),
      isDefault: unset(group.apiCheckDefaults),
    },
    {
      label: 'browserChecks',
      value: compactValue(group.browserChecks, CHECK_DEFAULTS),
      isDefault: unset(group.browserChecks),
    },
    { label: 'multistepChecks', value: compactValue(multistep, CHECK_DEFAULTS), isDefault: unset(multistep) },
    {
      label: 'localSetupScript',
      value: scriptText(group.localSetupScript),
      isDefault: unset(group.localSetupScript),
      deprecated: true,
    },
    {
      label: 'localTearDownScript',
      value: scriptText(group.localTearDownScript),
      isDefault: unset(group.localTearDownScript),
      deprecated: true,
    },
  ];
}

/** The columns of a group list: `vigil check-groups list` and the Groups screen. */
export const GROUP_COLUMNS: readonly Column<GroupRow>[] = [
  { id: 'id', header: 'ID', min: 2, fixed: true, priority: 90, value: (r) => r.id },
  { id: 'name', header: 'NAME', min: 30, max: 48, grow: true, priority: 100, value: (r) => r.name },
  {
    id: 'activated',
    header: 'ACTIVE',
    min: 6,
    fixed: true,
    priority: 80,
    value: (r) => r.activated,
    tone: (r) => (r.activated === 'no' ? 'cancelled' : undefined),
  },
  { id: 'muted', header: 'MUTED', min: 5, fixed: true, priority: 40, value: (r) => r.muted },
  { id: 'frequency', header: 'FREQ', min: 4, align: 'right', fixed: true, priority: 70, value: (r) => r.frequency },
  { id: 'concurrency', header: 'CONC', min: 4, align: 'right', fixed: true, priority: 30, value: (r) => r.concurrency },
  { id: 'checks', header: 'CHECKS', min: 6, align: 'right', fixed: true, priority: 60, value: (r) => r.checks },
  { id: 'tags', header: 'TAGS', min: 12, max: 40, priority: 20, value: (r) => r.tags },
];

/** A group's failing and degraded checks ('…' until every check is in): the Groups screen counts them. */
export interface GroupAlertCells {
  failing: string;
  degraded: string;
}

const counted = (n: string) => n !== '0' && n !== '…';

/** The columns the Groups screen puts before GROUP_COLUMNS (it knows every check's status). */
export const GROUP_ALERT_COLUMNS: readonly Column<GroupAlertCells>[] = [
  {
    id: 'failing',
    header: 'FAIL',
    min: 4,
    align: 'right',
    fixed: true,
    priority: 95,
    value: (r) => r.failing,
    tone: (r) => (counted(r.failing) ? 'failed' : undefined),
  },
  {
    id: 'degraded',
    header: 'DEGR',
    min: 4,
    align: 'right',
    fixed: true,
    priority: 75,
    value: (r) => r.degraded,
    tone: (r) => (counted(r.degraded) ? 'degraded' : undefined),
  },
];

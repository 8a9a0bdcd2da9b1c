// Checks as table rows and detail lines. Pure: data in, sanitized strings out.
import { maskedText } from './masking.js';
import { FREQUENCY_SECONDS } from '../frequency.js';
import { sanitizeLine } from '../sanitize.js';
import { truncate } from './width.js';

// Check frequencies come as minutes (checks) or as Frequency names (groups, EVERY_10S..EVERY_24H,
// seconds in FREQUENCY_SECONDS).

/**
 * Seconds between runs, or null when unknown. Numbers are minutes (0 means sub-minute, unknown).
 * @internal exported for its unit test only
 */
export function frequencySeconds(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value * 60;
  // Own keys only: a server's "constructor" or "toString" is not a frequency.
  if (typeof value === 'string' && Object.hasOwn(FREQUENCY_SECONDS, value))
    return FREQUENCY_SECONDS[value as keyof typeof FREQUENCY_SECONDS];
  return null;
}

/** Short label: 10s, 5m, 1h, 24h. */
export function frequencyLabel(value: unknown): string {
  const s = frequencySeconds(value);
  // truncate, not slice: a slice can cut a surrogate pair in half and leave a lone surrogate.
  // A value that is no frequency is shown only when it reads as an enum word (masking.ts).
  if (s === null) return value === undefined || value === null ? '-' : truncate(maskedText(value, 'enum'), 12);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${s / 60}m`;
  return `${s / 3600}h`;
}

/** A check's own frequency: minutes, or seconds in frequencyOffset when frequency is 0. */
export function checkFrequencyLabel(check: Pick<CheckLike, 'frequency' | 'frequencyOffset'>): string {
  if (check.frequency === 0 && typeof check.frequencyOffset === 'number' && check.frequencyOffset > 0) {
    return `${check.frequencyOffset}s`;
  }
  return frequencyLabel(check.frequency);
}

/** EVERY_10S, EVERY_20S and EVERY_30S: the high frequencies of rule 4. */
export function isHighFrequency(value: unknown): boolean {
  const s = frequencySeconds(value);
  return s !== null && s < 60;
}

export interface CheckLike {
  id: string;
  name?: string | null;
  checkType?: string | null;
  /** Minutes; 0 means sub-minute, with the seconds in frequencyOffset. */
  frequency?: number | null;
  frequencyOffset?: number | null;
  activated?: boolean | null;
  muted?: boolean | null;
  groupId?: number | null;
  locations?: readonly string[] | null;
  tags?: readonly string[] | null;
  created_at?: string | null;
}

export interface CheckStatusLike {
  checkId?: string | null;
  hasFailures?: boolean | null;
  hasErrors?: boolean | null;
  isDegraded?: boolean | null;
}

/** Status words, never colour alone. */
export type CheckStatusWord = 'PASS' | 'FAIL' | 'DEGR' | 'PAUSED' | '?';

export function checkStatusWord(
  check: Pick<CheckLike, 'activated'>,
  status: CheckStatusLike | undefined,
): CheckStatusWord {
  if (check.activated === false) return 'PAUSED';
  if (!status) return '?';
  if (status.hasFailures || status.hasErrors) return 'FAIL';
  if (status.isDegraded) return 'DEGR';
  return 'PASS';
}

export function yesNo(value: boolean | null | undefined): string {
  return value === true ? 'yes' : value === false ? 'no' : '-';
}

/** Map statuses by check ID once per load, so rows look theirs up in O(1). */
export function statusIndex<S extends CheckStatusLike>(statuses: readonly S[]): Map<string, S> {
  const index = new Map<string, S>();
  for (const s of statuses) if (s?.checkId) index.set(s.checkId, s);
  return index;
}

export function listText(values: readonly unknown[] | null | undefined): string {
  if (!values || values.length === 0) return 'none';
  return values.map((v) => sanitizeLine(v)).join(', ');
}

/**
 * The frequency a check runs at (service.md: a group's frequency is the "run interval for all
 * checks in the group unless a check overrides it"; the API's `applyGroupSettings=true` applies
 * it over the check's own). One rule for every screen: a group that sets a frequency wins; else
 * the check's own.
 */
export interface EffectiveFrequency {
  seconds: number | null;
  /** 10s, 15m, 1h. */
  label: string;
  source: 'check' | 'group';
  /** The check's own, when the group's replaces it. */
  ownLabel: string;
}

export function effectiveFrequency(
  check: Pick<CheckLike, 'frequency' | 'frequencyOffset' | 'groupId'>,
  groupFrequency: string | null | undefined,
): EffectiveFrequency {
  const ownLabel = checkFrequencyLabel(check);
  if (check.groupId !== null && check.groupId !== undefined && groupFrequency) {
    return {
      seconds: frequencySeconds(groupFrequency),
      label: frequencyLabel(groupFrequency),
      source: 'group',
      ownLabel,
    };
  }
  const own =
    check.frequency === 0 && typeof check.frequencyOffset === 'number' && check.frequencyOffset > 0
      ? check.frequencyOffset
      : frequencySeconds(check.frequency);
  return { seconds: own, label: ownLabel, source: 'check', ownLabel };
}

/** In a table cell: "10s" for the check's own, "10s grp" when its group sets it. */
export function effectiveFrequencyCell(f: EffectiveFrequency): string {
  return f.source === 'group' ? `${f.label} grp` : f.label;
}

/** In a detail: "10s, from the group "Edge" (the check's own 15m is not used)", or "15m, the check's own". */
export function frequencySourceText(f: EffectiveFrequency, groupName: string): string {
  return f.source === 'group'
    ? `${f.label} grp: from the group "${groupName}" (the check's own ${f.ownLabel} is not used)`
    : `${f.label}: the check's own${groupName ? ' (its group sets none)' : ''}`;
}

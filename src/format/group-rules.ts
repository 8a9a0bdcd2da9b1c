// The rules of service.md a check group's checks follow: which alert settings they end up with
// (rules 1-3) and which check types cannot run at the group's high frequency (rule 4).
import { frequencyLabel, isHighFrequency, type CheckLike } from './checks.js';
import type { GroupLike } from './groups.js';
import { sanitizeLine } from '../sanitize.js';

export type AlertRule = 1 | 2 | 3;

export interface AlertOutcome {
  rule: AlertRule;
  /** One sentence in words. */
  text: string;
}

/** Rules 1-3 of service.md: which alert settings the checks of this group end up with. */
export function alertOutcome(group: Pick<GroupLike, 'alertEscalationPolicy' | 'alertChannels'>): AlertOutcome {
  const policy = group.alertEscalationPolicy;
  if (policy === 'global') {
    return {
      rule: 1,
      text: "Every check in this group uses the account's global notification settings (policy: global).",
    };
  }
  if (policy !== undefined && policy !== null) {
    return {
      rule: 2,
      text: "The group's escalation policy overrides the alert settings of every check in the group.",
    };
  }
  const channels = group.alertChannels && group.alertChannels.length > 0;
  return {
    rule: 3,
    text: channels
      ? "No escalation policy: each check uses its own alert settings; the group's alert channels do not change that."
      : 'No escalation policy: each check uses its own alert settings.',
  };
}

/**
 * Rule 4: check types that can run at EVERY_10S/20S/30S. vigil's choice (service.md names no list):
 * the request-level monitors (API, URL, TCP, DNS, ICMP) can; browser, multistep, Playwright,
 * heartbeat and the other types, which run a full session or a longer probe, cannot.
 * @internal exported for its unit test only
 */
export const HIGH_FREQUENCY_TYPES: ReadonlySet<string> = new Set(['API', 'URL', 'TCP', 'DNS', 'ICMP']);

export function supportsHighFrequency(checkType: string | null | undefined): boolean {
  return HIGH_FREQUENCY_TYPES.has((checkType ?? '').toUpperCase());
}

export interface FrequencyWarning {
  checkType: string;
  checkIds: string[];
  text: string;
}

/** One warning per check type in the group that cannot run at the group's high frequency. */
export function highFrequencyWarnings(
  group: Pick<GroupLike, 'frequency'>,
  checks: readonly CheckLike[],
): FrequencyWarning[] {
  if (!isHighFrequency(group.frequency)) return [];
  const byType = new Map<string, string[]>();
  for (const check of checks) {
    const type = (check.checkType ?? 'UNKNOWN').toUpperCase();
    if (supportsHighFrequency(type)) continue;
    const ids = byType.get(type) ?? [];
    ids.push(check.id);
    byType.set(type, ids);
  }
  const label = frequencyLabel(group.frequency);
  return [...byType].map(([type, ids]) => ({
    checkType: sanitizeLine(type),
    checkIds: ids,
    text:
      `${ids.length} ${sanitizeLine(type)} check${ids.length === 1 ? '' : 's'} cannot run every ${label}: ` +
      `deploying this group fails; move high-frequency checks to a group of their own.`,
  }));
}

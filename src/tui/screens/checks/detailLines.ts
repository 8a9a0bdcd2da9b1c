// The lines of a check's detail: its own settings, then what it inherits from its group.
import type { Check, CheckGroup, CheckStatusSummary } from '../../../client/schemas/index.js';
import { alertChannelReference, type ChannelLookup } from '../../../format/alerts.js';
import {
  checkFrequencyLabel,
  checkStatusWord,
  effectiveFrequency,
  frequencyLabel,
  frequencySourceText,
  isHighFrequency,
  listText,
  yesNo,
} from '../../../format/checks.js';
import { alertOutcome, supportsHighFrequency } from '../../../format/group-rules.js';
import { sanitizeLine } from '../../../sanitize.js';
import { blank, heading, kv, wrapWords, type DocLine } from '../../components/DocumentView.js';
import { route } from '../../state/navigation.js';
import { checkStatusTone } from '../../../format/check-columns.js';
import { toneToken } from '../../theme/tones.js';
import { keyOf } from '../../keys/commands.js';
import type { checkDetailKeymap } from './keymap.js';

function prose(text: string, width: number, token?: DocLine['token']): DocLine[] {
  return wrapWords(text, width - 4).map((t) => (token ? { text: `  ${t}`, token } : { text: `  ${t}` }));
}

export function checkDetailLines(
  check: Check,
  status: CheckStatusSummary | undefined,
  group: CheckGroup | undefined,
  groupError: boolean,
  width: number,
  /** The detail's keys in use (checkDetailKeymap, remapped): hints name them. */
  keymap: typeof checkDetailKeymap,
  /** The subscribed channels as far as they are looked up: one not found shows its bare ID and why. */
  channels: ChannelLookup = { found: new Map(), missing: 'loading' },
): DocLine[] {
  return [...ownLines(check, status, group, channels), blank, ...groupLines(check, group, groupError, width, keymap)];
}

/** The check's own settings and status, its channels by name (Enter opens one, y copies its ID). */
function ownLines(
  check: Check,
  status: CheckStatusSummary | undefined,
  group: CheckGroup | undefined,
  channels: ChannelLookup,
): DocLine[] {
  const word = checkStatusWord(check, status);
  const lines: DocLine[] = [
    kv('status', word === '?' ? '? (no status yet)' : word, { token: toneToken(checkStatusTone(word)) }),
    kv('id', sanitizeLine(check.id), { copy: check.id }),
    kv('type', sanitizeLine(check.checkType)),
    kv(
      'frequency',
      group
        ? frequencySourceText(effectiveFrequency(check, group.frequency), sanitizeLine(group.name))
        : checkFrequencyLabel(check),
    ),
    kv('activated', yesNo(check.activated)),
    kv('muted', yesNo(check.muted)),
    kv('locations', listText(check.locations)),
    kv('tags', listText(check.tags)),
  ];
  if (check.runtimeId) lines.push(kv('runtimeId', sanitizeLine(check.runtimeId)));
  if (check.retryStrategy) lines.push(kv('retryStrategy', sanitizeLine(check.retryStrategy.type)));
  for (const s of check.alertChannelSubscriptions ?? []) {
    const name = alertChannelReference(s.alertChannelId, channels);
    lines.push(
      kv('alert channel', `${name}${s.activated ? '' : '  (inactive)'}`, {
        target: route('alert', { id: String(s.alertChannelId) }),
        copy: String(s.alertChannelId),
      }),
    );
  }
  if (check.created_at) lines.push(kv('created', sanitizeLine(check.created_at)));
  if (status) {
    if (status.lastRunLocation) lines.push(kv('last run location', sanitizeLine(status.lastRunLocation)));
    if (typeof status.longestRun === 'number') lines.push(kv('longest run', `${status.longestRun} ms`));
    if (typeof status.shortestRun === 'number') lines.push(kv('shortest run', `${status.shortestRun} ms`));
  }
  return lines;
}

/** Its group: none, still loading (or failed), or what the check inherits from it. */
function groupLines(
  check: Check,
  group: CheckGroup | undefined,
  groupError: boolean,
  width: number,
  keymap: typeof checkDetailKeymap,
): DocLine[] {
  if (check.groupId === null)
    return [heading('Group'), ...prose('Not in a group: every setting above is its own.', width, 'text.muted')];
  const groupRoute = route('group', { id: String(check.groupId) });
  if (!group)
    return [
      heading(`Inherited from group #${check.groupId}`),
      kv('group', `#${check.groupId}${groupError ? ' (could not be loaded)' : ' (loading)'}`, {
        target: groupRoute,
        copy: String(check.groupId),
      }),
    ];
  return [
    heading(`Inherited from group "${sanitizeLine(group.name)}"`),
    kv('group', `${sanitizeLine(group.name)} #${group.id} (${keyOf(keymap, 'open')} opens it)`, {
      target: groupRoute,
      copy: String(group.id),
    }),
    ...inheritedLines(check, group),
    ...alertLines(check, group, width),
  ];
}

/** What the group decides for the check: whether it runs, notifications, locations, tags, variables, runtime. */
function inheritedLines(check: Check, group: CheckGroup): DocLine[] {
  const lines: DocLine[] = [
    kv(
      'runs',
      group.activated === false
        ? 'no: the group is deactivated, which pauses all its checks'
        : 'when the check is activated',
      group.activated === false ? { token: 'text.warning' } : {},
    ),
    kv(
      'notifications',
      group.muted ? 'none: the group is muted' : 'as the alert settings below say',
      group.muted ? { token: 'text.warning' } : {},
    ),
    kv(
      'locations',
      group.locations.length === 0
        ? "the group sets none: the check's own"
        : check.locations.length === 0
          ? `${listText(group.locations)} (the check sets none)`
          : `${listText(group.locations)} (not used: the check sets its own)`,
    ),
  ];
  if (group.privateLocations && group.privateLocations.length > 0)
    lines.push(kv('private locations', listText(group.privateLocations)));
  lines.push(
    kv('tags', group.tags.length === 0 ? 'none from the group' : `${listText(group.tags)} (added to the check's)`),
    kv(
      'environment variables',
      group.environmentVariables.length === 0
        ? 'none from the group'
        : group.environmentVariables.map((v) => `${sanitizeLine(v.key)}${v.secret ? ' (secret)' : ''}`).join(', '),
    ),
  );
  if (group.runtimeId) lines.push(kv('runtime', sanitizeLine(group.runtimeId)));
  if (group.retryStrategy)
    lines.push(
      kv(
        'retry strategy',
        typeof group.retryStrategy === 'string'
          ? sanitizeLine(group.retryStrategy)
          : sanitizeLine(group.retryStrategy.type),
      ),
    );
  if (group.runParallel !== undefined && group.runParallel !== null)
    lines.push(kv('run in parallel', yesNo(group.runParallel)));
  return lines;
}

/** The alert rule the group's settings make, and rule 4's warning when the group runs too often for the check. */
function alertLines(check: Check, group: CheckGroup, width: number): DocLine[] {
  const outcome = alertOutcome(group);
  const lines: DocLine[] = [kv('alert settings', `rule ${outcome.rule}`), ...prose(outcome.text, width)];
  if (isHighFrequency(group.frequency) && !supportsHighFrequency(check.checkType)) {
    lines.push(blank, heading('Warning (rule 4)'));
    lines.push(
      ...prose(
        `A ${sanitizeLine(check.checkType)} check cannot run every ${frequencyLabel(group.frequency)}, ` +
          "the group's frequency: deploying the group fails. Move it to a group of its own.",
        width,
        'text.warning',
      ),
    );
  }
  return lines;
}

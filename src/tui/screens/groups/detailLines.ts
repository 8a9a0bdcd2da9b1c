// The lines of a group's detail: every CheckGroupV2 setting (defaults marked), the alert settings
// its checks end up with (rules 1-3), rule 4 warnings, and its checks (Enter opens one).
import type { Page } from '../../../client/index.js';
import type { Check, CheckGroup } from '../../../client/schemas/index.js';
import { alertOutcome, groupSettings, highFrequencyWarnings } from '../../../format/groups.js';
import { checkStatusWord, effectiveFrequency, effectiveFrequencyCell, type CheckStatusLike } from '../../../format/checks.js';
import { isAlerting, statusRank } from '../../../format/check-triage.js';
import { sanitizeLine } from '../../../format/sanitize.js';
import { fit } from '../../../format/width.js';
import { blank, heading, kv, wrapWords, type DocLine } from '../../components/DocumentView.js';
import { pageSummary } from '../../components/pageText.js';
import { route } from '../../state/navigation.js';
import { statusToken } from '../checks/columns.js';
import { keyOf, keysOf } from '../../keys/commands.js';
import { groupDetailKeymap } from './keymap.js';

function prose(text: string, width: number, token?: DocLine['token']): DocLine[] {
  return wrapWords(text, width - 4).map((t) => (token ? { text: `  ${t}`, token } : { text: `  ${t}` }));
}

export function groupDetailLines(
  group: CheckGroup,
  checks: Page<Check> | undefined,
  statuses: ReadonlyMap<string, CheckStatusLike>,
  width: number,
): DocLine[] {
  const lines: DocLine[] = [heading('Settings')];
  for (const s of groupSettings(group)) {
    const notes = [s.isDefault ? '(default)' : '', s.deprecated ? '(deprecated)' : ''].filter(Boolean).join(' ');
    lines.push(kv(s.label, notes ? `${s.value}  ${notes}` : s.value, s.isDefault ? { token: 'text.muted' } : {}));
  }
  lines.push(kv('id', String(group.id), { copy: String(group.id) }));
  lines.push(blank);
  const outcome = alertOutcome(group);
  lines.push(heading(`Alert settings of its checks (rule ${outcome.rule})`));
  lines.push(...prose(outcome.text, width));
  if (group.muted) lines.push(...prose('The group is muted: its checks run but send no notifications.', width, 'text.warning'));
  lines.push(blank);
  const warnings = highFrequencyWarnings(group, checks?.items ?? []);
  lines.push(heading('Warnings (rule 4)'));
  if (warnings.length === 0) {
    lines.push(
      ...prose(
        checks ? 'None: every check type here can run at the group\'s frequency.' : 'Loading the group\'s checks...',
        width,
        'text.muted',
      ),
    );
  } else {
    for (const w of warnings) lines.push(...prose(`WARN ${w.text}`, width, 'text.warning'));
    if (checks?.range && checks.range.total > checks.items.length) {
      lines.push(...prose('(from the checks on this page of the list below)', width, 'text.muted'));
    }
  }
  lines.push(blank);
  lines.push(heading(checks ? `Checks  ${pageSummary(checks)}  (sorted failing first; ${keysOf(groupDetailKeymap, 'next-page', 'prev-page')} pages, ${keyOf(groupDetailKeymap, 'open')} opens)` : 'Checks'));
  if (checks && checks.items.length === 0) lines.push({ text: '  No checks in this group.', token: 'text.muted' });
  // Failing first, then degraded, passing, unknown, paused (the order of the Checks screen).
  const rows = (checks?.items ?? []).map((check) => ({ check, word: checkStatusWord(check, statuses.get(check.id)) }));
  rows.sort((a, b) => statusRank(a.word) - statusRank(b.word));
  for (const { check, word } of rows) {
    // The server applied the group's settings (applyGroupSettings): the same rule as everywhere.
    const frequency = effectiveFrequencyCell(effectiveFrequency(check, group.frequency));
    lines.push({
      text: `${fit(word, 6)} ${fit(sanitizeLine(check.checkType), 10)} ${fit(frequency, 7, 'right')}  ${sanitizeLine(check.name)}`,
      token: statusToken(word),
      target: route('check', { id: check.id }),
      copy: check.id,
      ...(isAlerting(word) ? { alert: true } : {}),
    });
  }
  return lines;
}

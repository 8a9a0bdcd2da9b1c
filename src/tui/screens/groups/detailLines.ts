// The lines of a group's detail: every CheckGroupV2 setting (defaults marked), the alert settings
// its checks end up with (rules 1-3), rule 4 warnings, and its checks (Enter opens one).
import type { CheckGroup } from '../../../client/schemas/index.js';
import type { ChannelLookup } from '../../../format/alerts.js';
import { alertOutcome, highFrequencyWarnings } from '../../../format/group-rules.js';
import { groupSettings } from '../../../format/groups.js';
import type { CheckStatusLike } from '../../../format/checks.js';
import { checkStatusTone, GROUP_CHECK_COLUMNS, groupCheckRows } from '../../../format/check-columns.js';
import { countEntries, isAlerting } from '../../../format/check-triage.js';
import { fitColumns, headerCells, joinCells, rowCells, tableWidth, withoutColumns } from '../../../format/columns.js';
import { blank, heading, kv, wrapWords, type DocLine } from '../../components/DocumentView.js';
import { route } from '../../state/navigation.js';
import { toneToken } from '../../theme/tones.js';
import { keyOf } from '../../keys/commands.js';
import type { GroupChecks } from '../../model/groupChecks.js';
import type { groupDetailKeymap } from './keymap.js';
import { formatCount } from '../../../format/count.js';

function prose(text: string, width: number, token?: DocLine['token']): DocLine[] {
  return wrapWords(text, width - 4).map((t) => (token ? { text: `  ${t}`, token } : { text: `  ${t}` }));
}

export function groupDetailLines(
  group: CheckGroup,
  /** Every check of the group the check index holds (whole, or still arriving). */
  groupChecks: GroupChecks,
  statuses: ReadonlyMap<string, CheckStatusLike>,
  width: number,
  /** Its alert channels as far as they are looked up: one not found shows its bare ID and why. */
  channels: ChannelLookup,
  /** The detail's keys in use (groupDetailKeymap, remapped): hints name them. */
  keymap: typeof groupDetailKeymap,
): DocLine[] {
  const lines: DocLine[] = [heading('Settings')];
  for (const s of groupSettings(group, channels)) {
    const notes = [s.isDefault ? '(default)' : '', s.deprecated ? '(deprecated)' : ''].filter(Boolean).join(' ');
    lines.push(kv(s.label, notes ? `${s.value}  ${notes}` : s.value, s.isDefault ? { token: 'text.muted' } : {}));
  }
  lines.push(kv('id', String(group.id), { copy: String(group.id) }));
  lines.push(blank);
  const outcome = alertOutcome(group);
  lines.push(heading(`Alert settings of its checks (rule ${outcome.rule})`));
  lines.push(...prose(outcome.text, width));
  if (group.muted)
    lines.push(...prose('The group is muted: its checks run but send no notifications.', width, 'text.warning'));
  lines.push(blank);
  const { checks, whole, error } = groupChecks;
  const warnings = highFrequencyWarnings(group, checks);
  // What the warnings and counts are computed over, when it is not yet the whole group.
  // In the heading, not a line of its own: the lines below must not move when the rest arrive.
  const partly = whole
    ? ''
    : error !== undefined
      ? `, from the ${checks.length} checks known (the group's list could not be read: ${error})`
      : `, from the ${checks.length} checks loaded so far`;
  lines.push(heading(`Warnings (rule 4${partly})`));
  if (warnings.length === 0) {
    lines.push(
      ...prose(
        whole || checks.length > 0
          ? "None: every check type here can run at the group's frequency."
          : "Loading the group's checks...",
        width,
        'text.muted',
      ),
    );
  } else {
    for (const w of warnings) lines.push(...prose(`WARN ${w.text}`, width, 'text.warning'));
  }
  lines.push(blank);
  // Failing first (the order of the Checks screen), in the columns of `vigil check-groups get`.
  const rows = groupCheckRows(checks, statuses, group.frequency);
  const counts = countEntries(rows);
  const degraded = counts.degraded ? ` · ${formatCount(counts.degraded)} degraded` : '';
  const failing = `${formatCount(counts.failing)} failing${degraded}`;
  const tally = `${formatCount(counts.total)} checks · ${failing}${whole ? '' : ' so far'}`;
  lines.push(heading(`Checks  ${tally}  (sorted failing first; ${keyOf(keymap, 'open')} opens)`));
  if (whole && checks.length === 0) lines.push({ text: '  No checks in this group.', token: 'text.muted' });
  if (rows.length > 0) {
    // Width less the document's selection marker; Enter opens a check, y copies its ID.
    const layout = fitColumns(withoutColumns(GROUP_CHECK_COLUMNS, ['id']), rows, tableWidth(width));
    lines.push({ text: joinCells(headerCells(layout), layout.gap), token: 'text.muted' });
    for (const row of rows) {
      const token = toneToken(checkStatusTone(row.status));
      lines.push({
        text: joinCells(rowCells(layout, row), layout.gap),
        ...(token ? { token } : {}),
        target: route('check', { id: row.id }),
        copy: row.id,
        ...(isAlerting(row.status) ? { alert: true } : {}),
      });
    }
  }
  return lines;
}

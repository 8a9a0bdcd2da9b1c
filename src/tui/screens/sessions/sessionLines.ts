// The lines of a session's screen: its summary, its results (failed first; Enter opens one) and
// its error groups with their cleaned messages (Enter opens one).
import type { TestSessionDetail } from '../../../client/schemas/index.js';
import { fitColumns, headerCells, joinCells, rowCells, tableWidth } from '../../../format/columns.js';
import { errorGroupMessage, sessionErrorGroupIds, sessionSummaryFields } from '../../../format/session-detail.js';
import { RESULT_COLUMNS, resultRow, resultTally, sortResults } from '../../../format/session-results.js';
import { sanitizeLine } from '../../../sanitize.js';
import { statusTone, statusWord } from '../../../format/status.js';
import { blank, heading, kv, type DocLine } from '../../components/DocumentView.js';
import { route } from '../../state/navigation.js';
import { MAX_ERROR_GROUPS, type LoadedGroup } from './useErrorGroups.js';
import { toneToken } from '../../theme/tones.js';
import { linkLines } from './wrap.js';
import { keyOf } from '../../keys/commands.js';
import type { sessionDetailKeymap } from './keymap.js';

const LABEL_WIDTH = 13;

export function sessionDetailLines(
  detail: TestSessionDetail,
  groups: ReadonlyMap<string, LoadedGroup>,
  width: number,
  now: number,
  /** The detail's keys in use (sessionDetailKeymap, remapped): hints name them. */
  keymap: typeof sessionDetailKeymap,
): DocLine[] {
  const id = detail.testSessionId;
  const lines: DocLine[] = [kv('Name', sanitizeLine(detail.name || '(unnamed)'), { labelWidth: LABEL_WIDTH })];
  for (const field of sessionSummaryFields(detail, now)) {
    if (field.label === 'Status') {
      const token = toneToken(statusTone(detail.status));
      lines.push(
        kv('Status', `${statusWord(detail.status)}  ${field.value}`, {
          labelWidth: LABEL_WIDTH,
          ...(token ? { token } : {}),
        }),
      );
    } else if (field.label === 'Link') {
      // On a line of its own, never wrapped; `y` on it (or the copy-link key anywhere) copies it whole.
      const copy = detail.testSessionLink ? { copy: detail.testSessionLink } : {};
      for (const text of linkLines(
        'Link',
        field.value,
        LABEL_WIDTH,
        width - 2,
        `(${keyOf(keymap, 'copy-link')} copies it)`,
      ))
        lines.push({ text, ...copy });
    } else {
      lines.push(kv(field.label, field.value, { labelWidth: LABEL_WIDTH }));
    }
  }
  lines.push(kv('ID', sanitizeLine(id), { labelWidth: LABEL_WIDTH, copy: id }));

  const results = sortResults(detail.results);
  lines.push(
    blank,
    heading(`Results (${results.length}): ${resultTally(results)}; failed first, ${keyOf(keymap, 'open')} opens`),
  );
  if (results.length === 0) {
    lines.push({ text: '  none', token: 'text.muted' });
  } else {
    // The columns of `vigil test-sessions get`, in the width less the document's selection marker.
    const rows = results.map(resultRow);
    const layout = fitColumns(RESULT_COLUMNS, rows, tableWidth(width));
    lines.push({ text: joinCells(headerCells(layout), layout.gap), token: 'text.muted' });
    results.forEach((result, i) => {
      const row = rows[i]!;
      const token = toneToken(row.tone);
      lines.push({
        text: joinCells(rowCells(layout, row), layout.gap),
        ...(token ? { token } : {}),
        target: route('session-result', { sessionId: id, resultId: result.testSessionResultId }),
        copy: result.testSessionResultId,
        ...(row.tone === 'failed' ? { alert: true } : {}),
        ...(result.errorGroupIds[0] !== undefined
          ? { related: route('error-group', { id: result.errorGroupIds[0] }) }
          : {}),
      });
    });
  }

  const ids = sessionErrorGroupIds(detail);
  lines.push(blank, heading(`Error groups (${ids.length})`));
  if (ids.length === 0) {
    lines.push({
      text: detail.status === 'RUNNING' ? '  none yet: the session is still running' : '  none',
      token: 'text.muted',
    });
  }
  for (const groupId of ids.slice(0, MAX_ERROR_GROUPS)) {
    const group = groups.get(groupId);
    const text =
      group === undefined
        ? `(loading) ${sanitizeLine(groupId)}`
        : group === 'failed'
          ? `${sanitizeLine(groupId)} (could not be loaded)`
          : errorGroupMessage(group);
    lines.push({
      text,
      token: group === 'failed' ? 'text.error' : 'status.failed',
      target: route('error-group', { id: groupId }),
      copy: groupId,
    });
  }
  if (ids.length > MAX_ERROR_GROUPS)
    lines.push({ text: `  and ${ids.length - MAX_ERROR_GROUPS} more`, token: 'text.muted' });
  return lines;
}

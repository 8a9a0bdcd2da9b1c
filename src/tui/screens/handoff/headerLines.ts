// The Checks screen's hand-off lines (issue 26): what changed since the last look, and what is
// paused through vigil (with reminders due). Pure: text from the hand-off and the index.
import type { CheckStatusSummary, CheckSummary } from '../../../client/schemas/index.js';
import { agoText, sinceLine } from '../../../format/changes.js';
import { sanitizeLine } from '../../../sanitize.js';
import { displayWidth, truncate } from '../../../format/width.js';
import type { Handoff } from '../../model/handoff.js';

export interface HeaderLine {
  text: string;
  tone: 'text.muted' | 'status.degraded' | 'text.accent';
}

export function handoffLines(
  handoff: Handoff | undefined,
  statuses: ReadonlyMap<string, CheckStatusSummary> | undefined,
  checks: ReadonlyMap<string, CheckSummary>,
  keys: { changes: string; paused: string },
): HeaderLine[] {
  if (!handoff) return [];
  const lines: HeaderLine[] = [];
  if (handoff.notice) lines.push({ text: handoff.notice, tone: 'status.degraded' });
  const now = handoff.now();
  const changes = handoff.changes(statuses, checks);
  const since = handoff.since;
  // A first run counts from its own first statuses: said once something changed since.
  if (handoff.firstRun && !changes?.length)
    lines.push({ text: 'nothing to compare yet: vigil remembers this look for the next run', tone: 'text.muted' });
  else if (since !== null && changes !== undefined) {
    const line = sinceLine(since, now, changes, { thisRun: handoff.firstRun });
    lines.push({
      text: `${line}${changes.length > 0 ? `  (${keys.changes}: list)` : ''}`,
      tone: changes.length > 0 ? 'text.accent' : 'text.muted',
    });
  }
  const paused = handoff.paused(checks);
  if (paused.length > 0) {
    const oldest = Date.parse(paused[0]!.at);
    const due = handoff.due(checks);
    const dueText =
      due.length === 0
        ? ''
        : `; reminder due: ${due
            .slice(0, 2)
            .map((p) => sanitizeLine(statuses?.get(p.checkId)?.name ?? checks.get(p.checkId)?.name ?? p.checkId))
            .join(', ')}${due.length > 2 ? ` and ${due.length - 2} more` : ''}`;
    lines.push({
      text:
        `${paused.length} paused through vigil (oldest ${agoText(oldest, now).replace(' ago', '')})` +
        `${dueText}  (${keys.paused}: list)`,
      tone: due.length > 0 ? 'status.degraded' : 'text.muted',
    });
  }
  return lines;
}

/** Each line in at most two of `width` cells, cut at a word (the rest of a longer one is cut). */
export function wrapHeaderLines(lines: readonly HeaderLine[], width: number): HeaderLine[] {
  const out: HeaderLine[] = [];
  for (const line of lines) {
    if (displayWidth(line.text) <= width) {
      out.push(line);
      continue;
    }
    let cut = line.text.lastIndexOf(' ', width);
    if (cut <= 0) cut = width;
    out.push({ ...line, text: line.text.slice(0, cut) });
    out.push({ ...line, text: truncate(`  ${line.text.slice(cut).trimStart()}`, width) });
  }
  return out;
}

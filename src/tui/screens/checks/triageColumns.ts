// The Checks table over every check: status (NEW when it turned failing at the last refresh),
// name with what `/` matched marked, type, effective frequency, group, active, muted.
import type { Column } from '../../components/table/index.js';
import { matchRanges, type TriageQuery } from '../../../format/check-triage.js';
import { yesNo } from '../../../format/checks.js';
import { statusToken } from './columns.js';
import type { TriageRow } from './triageView.js';

export function statusCell(row: TriageRow): string {
  return row.isNew ? `${row.status} NEW` : row.status;
}

/** Columns for a query (the name marks depend on it, and a new array redraws the rows). */
export function triageColumns(query: TriageQuery): readonly Column<TriageRow>[] {
  const text = query.text;
  return [
    { id: 'status', header: 'STATUS', width: 8, value: statusCell, token: (r) => statusToken(r.status) },
    { id: 'name', header: 'NAME', width: 14, grow: 3, value: (r) => r.name, ...(text ? { marks: (r: TriageRow) => matchRanges(r.name, text) } : {}) },
    { id: 'type', header: 'TYPE', width: 10, priority: 2, value: (r) => (r.partial ? '…' : r.type || '-') },
    { id: 'frequency', header: 'FREQ', width: 7, align: 'right', priority: 3, value: (r) => r.frequencyText },
    {
      id: 'group',
      header: 'GROUP',
      width: 10,
      grow: 1,
      maxWidth: 28,
      priority: 4,
      value: (r) => (r.partial ? '…' : r.groupId === null ? '-' : r.groupName || `#${r.groupId}`),
    },
    { id: 'activated', header: 'ACTIVE', width: 6, priority: 5, value: (r) => (r.partial ? '…' : yesNo(r.activated)) },
    { id: 'muted', header: 'MUTED', width: 5, priority: 6, value: (r) => (r.partial ? '…' : yesNo(r.muted)) },
  ];
}

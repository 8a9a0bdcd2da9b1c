// The Checks table: status, name, type, frequency, group, activated, muted.
import type { Column } from '../../components/table/index.js';
import type { ThemeToken } from '../../theme/index.js';
import type { CheckRow, CheckStatusWord } from '../../../format/checks.js';
import type { ListCheck } from './data.js';

export interface CheckTableRow extends CheckRow {
  check: ListCheck;
}

export function statusToken(word: CheckStatusWord): ThemeToken {
  switch (word) {
    case 'PASS':
      return 'status.passed';
    case 'FAIL':
      return 'status.failed';
    case 'DEGR':
      return 'status.degraded';
    case 'PAUSED':
      return 'status.paused';
    default:
      return 'status.unknown';
  }
}

export const checkColumns: readonly Column<CheckTableRow>[] = [
  { id: 'status', header: 'STATUS', width: 6, value: (r) => r.status, token: (r) => statusToken(r.status) },
  { id: 'name', header: 'NAME', width: 14, grow: 3, value: (r) => r.name },
  { id: 'type', header: 'TYPE', width: 10, priority: 2, value: (r) => r.type },
  { id: 'frequency', header: 'FREQ', width: 4, align: 'right', priority: 3, value: (r) => r.frequency },
  { id: 'group', header: 'GROUP', width: 10, grow: 1, maxWidth: 28, priority: 4, value: (r) => r.group },
  { id: 'activated', header: 'ACTIVE', width: 6, priority: 5, value: (r) => r.activated },
  { id: 'muted', header: 'MUTED', width: 5, priority: 6, value: (r) => r.muted },
];

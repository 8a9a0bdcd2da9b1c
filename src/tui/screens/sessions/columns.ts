// The session list's table: status word (never colour alone), when it started, name, provider,
// branch, user, failed/passed/running counts and how long it took. At 60-80 columns the least
// needed columns give way first (user, provider, branch).
import type { TestSessionListEntry } from '../../../client/schemas/index.js';
import type { SessionRow } from '../../../format/sessions.js';
import type { Column } from '../../components/table/index.js';
import { toneToken } from './tones.js';

/** A row of the table: the shared row cells (format/sessions.ts) and the entry they came from. */
export interface SessionTableRow {
  cells: SessionRow;
  entry: TestSessionListEntry;
}

export const sessionColumns: readonly Column<SessionTableRow>[] = [
  { id: 'status', header: 'STATUS', width: 6, value: (r) => r.cells.status, token: (r) => toneToken(r.cells.tone) },
  { id: 'started', header: 'STARTED', width: 8, value: (r) => r.cells.started },
  { id: 'name', header: 'NAME', width: 26, grow: 3, value: (r) => r.cells.name },
  { id: 'counts', header: 'F/P/R', width: 8, align: 'right', value: (r) => r.cells.counts, token: (r) => (r.cells.failed !== '0' ? 'status.failed' : undefined) },
  { id: 'duration', header: 'TOOK', width: 7, align: 'right', priority: 2, value: (r) => r.cells.duration },
  { id: 'branch', header: 'BRANCH', width: 10, grow: 1, maxWidth: 28, priority: 3, value: (r) => r.cells.branch },
  { id: 'provider', header: 'PROVIDER', width: 11, priority: 5, value: (r) => r.cells.provider },
  { id: 'user', header: 'USER', width: 8, grow: 1, maxWidth: 20, priority: 4, value: (r) => r.cells.user },
];

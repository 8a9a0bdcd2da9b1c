// The members table: name, email, role, status (and the user ID when there is room).
import type { Member } from '../../../client/schemas/index.js';
import type { MemberRow } from '../../../format/members.js';
import type { Column } from '../../components/table/index.js';

export interface MemberTableRow extends MemberRow {
  member: Member;
}

export const memberColumns: readonly Column<MemberTableRow>[] = [
  { id: 'name', header: 'NAME', width: 14, grow: 2, maxWidth: 30, value: (r) => r.name },
  { id: 'email', header: 'EMAIL', width: 16, grow: 3, value: (r) => r.email },
  { id: 'role', header: 'ROLE', width: 10, value: (r) => r.role },
  { id: 'status', header: 'STATUS', width: 8, priority: 1, value: (r) => r.status },
  { id: 'userId', header: 'USER ID', width: 36, priority: 2, value: (r) => r.userId },
];

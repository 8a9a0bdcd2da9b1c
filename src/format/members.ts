// Account members as rows and labels, and the typed confirmation that guards removing one,
// shared by `vigil members remove` and the Members screen. Strings returned are sanitized.
import type { Column } from './columns.js';
import { sanitizeLine } from '../sanitize.js';

export interface MemberLike {
  type?: string | null;
  userId?: string | null;
  id?: string | null;
  name?: string | null;
  email?: string | null;
  role?: string | null;
  status?: string | null;
}

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: string;
  status: string;
}

export interface AccountLike {
  id: string;
  name?: string | null;
}

export function memberRow(member: MemberLike): MemberRow {
  return {
    userId: sanitizeLine(member.userId ?? member.id ?? ''),
    name: sanitizeLine(member.name ?? '') || '-',
    email: sanitizeLine(member.email ?? '') || '-',
    role: member.role ? sanitizeLine(member.role) : '-',
    status: member.status ? sanitizeLine(member.status) : '-',
  };
}

/** `/` filter: every word must appear in the name, email or role (case-insensitive). */
export function memberMatches(member: MemberLike, filter: string): boolean {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [member.name, member.email, member.role].map((v) => (v ?? '').toLowerCase()).join('\n');
  return words.every((w) => haystack.includes(w));
}

/** `Jane Doe <jane@example.com> (ADMIN)`; falls back to the user ID when little is known. */
export function memberLabel(member: MemberLike): string {
  const row = memberRow(member);
  const who =
    row.name !== '-' && row.email !== '-' ? `${row.name} <${row.email}>` : row.email !== '-' ? row.email : row.userId;
  return row.role !== '-' ? `${who} (${row.role})` : who;
}

/** `Acme Corp (1c5e...)`, or just the ID when the account has no name to show. */
export function accountLabel(account: AccountLike): string {
  const id = sanitizeLine(account.id);
  const name = sanitizeLine(account.name ?? '');
  return name ? `${name} (${id})` : id;
}

/**
 * What must be typed to confirm a removal: the member's email when we know it (a name a person
 * recognises, so a wrong row is noticed), else the user ID that was typed in.
 */
export function confirmationWord(
  member: MemberLike | null,
  userId: string,
): { kind: 'email' | 'user ID'; value: string } {
  if (member?.email) return { kind: 'email', value: member.email };
  return { kind: 'user ID', value: userId };
}

/** Typed confirmation: exact up to surrounding spaces and letter case (emails and GUIDs ignore case). */
export function confirmationMatches(expected: string, typed: string): boolean {
  const want = expected.trim().toLowerCase();
  return want !== '' && typed.trim().toLowerCase() === want;
}

/** The columns of a member list: `vigil members list` and the Members screen. */
export const MEMBER_COLUMNS: readonly Column<MemberRow>[] = [
  { id: 'name', header: 'NAME', min: 14, max: 30, priority: 100, value: (r) => r.name },
  { id: 'email', header: 'EMAIL', min: 20, max: 40, priority: 95, value: (r) => r.email },
  { id: 'role', header: 'ROLE', min: 10, max: 12, priority: 90, value: (r) => r.role },
  { id: 'status', header: 'STATUS', min: 8, max: 10, priority: 60, value: (r) => r.status },
  { id: 'userId', header: 'USER ID', min: 36, fixed: true, priority: 97, value: (r) => r.userId },
];

// Which sessions a list request matches (from/to, statuses, providers, branches, users, noUsers,
// error group, text), as one predicate over session indexes.
import type { Provider, TestSessionStatus } from '../../client/schemas/index.js';
import { PROVIDERS, type SessionTable } from './session-table.js';
import { sessionMeta } from './session-meta.js';

export interface SessionFilter {
  from?: number | undefined;
  to?: number | undefined;
  statuses?: TestSessionStatus[] | undefined;
  branches?: string[] | undefined;
  users?: string[] | undefined;
  noUsers?: boolean | undefined;
  providers?: Provider[] | undefined;
  textSearch?: string | undefined;
  errorGroupId?: string | undefined;
}

export function sessionMatcher(t: SessionTable, f: SessionFilter, now: number): (i: number) => boolean {
  const fromMs = f.from !== undefined ? f.from * 1000 : undefined;
  const toMs = f.to !== undefined ? f.to * 1000 : undefined;
  const statuses = f.statuses && f.statuses.length > 0 ? new Set(f.statuses) : undefined;
  const providers =
    f.providers && f.providers.length > 0 ? new Set(f.providers.map((p) => PROVIDERS.indexOf(p))) : undefined;
  const branches = f.branches && f.branches.length > 0 ? new Set(f.branches) : undefined;
  const wantedUsers = f.users && f.users.length > 0 ? f.users.map((u) => u.toLowerCase()) : undefined;
  const userIndexes = wantedUsers
    ? new Set(
        t.input.users
          .map((u, k) =>
            [u.userId, u.handle, u.name.toLowerCase(), u.email].some((v) => wantedUsers.includes(v.toLowerCase()))
              ? k
              : -1,
          )
          .filter((k) => k >= 0),
      )
    : undefined;
  const group = f.errorGroupId
    ? t.input.errorGroups.findIndex((g) => g.id === f.errorGroupId?.toLowerCase())
    : undefined;
  const text = f.textSearch?.toLowerCase();
  return (i) => {
    const created = t.created[i] as number;
    if (fromMs !== undefined && created < fromMs) return false;
    if (toMs !== undefined && created >= toMs) return false;
    if (providers && !providers.has(t.provider[i] as number)) return false;
    if (
      group !== undefined &&
      (group < 0 || (t.eg1[i] !== group && t.eg2[i] !== group) || t.status(i, now) === 'RUNNING')
    )
      return false;
    if (statuses && !statuses.has(t.status(i, now))) return false;
    const u = t.user[i] as number;
    if (userIndexes || f.noUsers) {
      const byUser = userIndexes !== undefined && u >= 0 && userIndexes.has(u);
      const nobody = f.noUsers === true && u < 0;
      if (!byUser && !nobody) return false;
    }
    if (branches || text) {
      const m = sessionMeta(t, i);
      if (branches && (m.branchName === null || !branches.has(m.branchName))) return false;
      if (text) {
        const hay = [
          m.name,
          m.branchName,
          m.commitMessage,
          m.commitOwner,
          m.invoker?.name,
          m.repoUrl,
          m.environment,
          t.id(i),
        ];
        if (!hay.some((v) => v?.toLowerCase().includes(text))) return false;
      }
    }
    return true;
  };
}

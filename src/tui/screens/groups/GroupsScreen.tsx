// Screen 2: check groups, a page at a time, failing groups first, with how many checks each holds
// and how many of them fail or are degraded (from the check index shared with Checks).
import { useCallback, useMemo } from 'react';
import type { CheckGroup } from '../../../client/schemas/index.js';
import { groupRow, type GroupRow } from '../../../format/groups.js';
import { PagedList, usePagedList } from '../../components/PagedList.js';
import type { Column } from '../../components/table/index.js';
import { useClient } from '../../hooks/useClient.js';
import { useShell } from '../../state/shell.js';
import { route } from '../../state/navigation.js';
import type { ScreenProps } from '../types.js';
import { groupsKeymap } from './keymap.js';
import { useCheckCounts } from './useCheckCounts.js';
import { useCheckIndex } from '../checks/useCheckIndex.js';
import { groupAlertCounts } from '../checks/checkIndex.js';
import { queryKeys } from '../../state/queryKeys.js';

export const GROUPS_PAGE_SIZE = 50;

export interface GroupTableRow extends GroupRow {
  group: CheckGroup;
  /** Failing and degraded checks of the group ('…' until every check is in). */
  failing: string;
  degraded: string;
  alerting: number;
}

export const groupColumns: readonly Column<GroupTableRow>[] = [
  { id: 'failing', header: 'FAIL', width: 4, align: 'right', value: (r) => r.failing, token: (r) => (r.failing !== '0' && r.failing !== '…' ? 'status.failed' : undefined) },
  { id: 'degraded', header: 'DEGR', width: 4, align: 'right', priority: 1, value: (r) => r.degraded, token: (r) => (r.degraded !== '0' && r.degraded !== '…' ? 'status.degraded' : undefined) },
  { id: 'name', header: 'NAME', width: 14, grow: 3, value: (r) => r.name },
  { id: 'activated', header: 'ACTIVE', width: 6, value: (r) => r.activated, token: (r) => (r.activated === 'no' ? 'status.paused' : undefined) },
  { id: 'muted', header: 'MUTED', width: 5, priority: 4, value: (r) => r.muted },
  { id: 'frequency', header: 'FREQ', width: 4, align: 'right', priority: 2, value: (r) => r.frequency },
  { id: 'concurrency', header: 'CONC', width: 4, align: 'right', priority: 5, value: (r) => r.concurrency },
  { id: 'checks', header: 'CHECKS', width: 6, align: 'right', priority: 3, value: (r) => r.checks },
  { id: 'tags', header: 'TAGS', width: 8, grow: 1, priority: 6, value: (r) => r.tags },
];

export function GroupsScreen({ width, height }: ScreenProps) {
  const client = useClient();
  const shell = useShell();
  const list = usePagedList(
    'groups',
    (page) => queryKeys.groupsPage(page, GROUPS_PAGE_SIZE),
    (page, signal) => client.listCheckGroups({ page, limit: GROUPS_PAGE_SIZE }, { signal }),
  );
  const ids = useMemo(() => list.resource.data?.items.map((g) => g.id) ?? [], [list.resource.data]);
  const counts = useCheckCounts(ids);
  const { index, version } = useCheckIndex();
  // Per group, from every check's status: exact once every check is in.
  const alerts = useMemo(() => groupAlertCounts(index), [index, version]);
  const toRows = useCallback(
    (items: readonly CheckGroup[]): GroupTableRow[] => {
      const rows = items.map((group): GroupTableRow => {
        const a = alerts.get(group.id) ?? { failing: 0, degraded: 0 };
        const known = index.complete || a.failing + a.degraded > 0;
        return {
          ...groupRow(group, counts.get(group.id)),
          group,
          failing: known ? String(a.failing) : '…',
          degraded: known ? String(a.degraded) : '…',
          alerting: a.failing * 1_000_000 + a.degraded,
        };
      });
      // Failing groups first (most failing checks first), then degraded ones; otherwise the server's order.
      return rows.map((r, i) => ({ r, i })).sort((x, y) => y.r.alerting - x.r.alerting || x.i - y.i).map(({ r }) => r);
    },
    [counts, alerts, index],
  );
  return (
    <PagedList<CheckGroup, GroupTableRow, 'next-failing' | 'prev-failing'>
      keymap={groupsKeymap}
      alertRow={(row) => row.alerting > 0}
      extraCommands={(_selected, nav) => ({ 'next-failing': () => nav.jumpToAlert(1), 'prev-failing': () => nav.jumpToAlert(-1) })}
      list={list}
      title="Groups"
      toRows={toRows}
      columns={groupColumns}
      filterText={byName}
      rowId={(row) => String(row.group.id)}
      onOpen={(row) => shell.navigate(route('group', { id: String(row.group.id) }))}
      width={width}
      height={height}
      emptyText="No check groups in this account."
    />
  );
}

function byName(row: GroupTableRow): string {
  return row.name;
}

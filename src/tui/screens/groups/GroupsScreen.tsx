// Screen 2: check groups, a page at a time, failing groups first, with how many checks each holds
// and how many of them fail or are degraded (from the check index shared with Checks).
import { useCallback, useMemo } from 'react';
import type { CheckGroup } from '../../../client/schemas/index.js';
import {
  GROUP_ALERT_COLUMNS,
  GROUP_COLUMNS,
  groupRow,
  type GroupAlertCells,
  type GroupRow,
} from '../../../format/groups.js';
import type { Column } from '../../../format/columns.js';
import { PagedList, usePagedList } from '../../components/PagedList.js';
import { useClient } from '../../hooks/useClient.js';
import { useShell } from '../../state/shell.js';
import { route } from '../../state/navigation.js';
import type { ScreenProps } from '../types.js';
import { groupsKeymap } from './keymap.js';
import { useCheckCounts } from './useCheckCounts.js';
import { useCheckIndex } from '../checks/useCheckIndex.js';
import { useStaleNote } from '../checks/DataAge.js';
import { groupAlertCounts } from '../../model/groupInfo.js';
import { queryKeys } from '../../state/queryKeys.js';

const GROUPS_PAGE_SIZE = 50;

export interface GroupTableRow extends GroupRow, GroupAlertCells {
  group: CheckGroup;
  alerting: number;
}

/** The command's columns, after the failing and degraded counts only the screen knows. */
const groupColumns: readonly Column<GroupTableRow>[] = [...GROUP_ALERT_COLUMNS, ...GROUP_COLUMNS];

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
  // The failing and degraded counts are the index's: old data says so in the title.
  const stale = useStaleNote(index);
  // Per group, from every check's status: exact once every check is in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version counts the index's changes (same object)
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
      return rows
        .map((r, i) => ({ r, i }))
        .sort((x, y) => y.r.alerting - x.r.alerting || x.i - y.i)
        .map(({ r }) => r);
    },
    [counts, alerts, index],
  );
  return (
    <PagedList<CheckGroup, GroupTableRow, 'next-failing' | 'prev-failing'>
      keymap={groupsKeymap}
      alertRow={(row) => row.alerting > 0}
      extraCommands={(_selected, nav) => ({
        'next-failing': () => nav.jumpToAlert(1),
        'prev-failing': () => nav.jumpToAlert(-1),
      })}
      list={list}
      title={`Groups${stale}`}
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

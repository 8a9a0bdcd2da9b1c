// Screen 2: check groups, a page at a time, with how many checks each holds.
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
import { queryKeys } from '../../state/queryKeys.js';

export const GROUPS_PAGE_SIZE = 50;

export interface GroupTableRow extends GroupRow {
  group: CheckGroup;
}

export const groupColumns: readonly Column<GroupTableRow>[] = [
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
  const toRows = useCallback(
    (items: readonly CheckGroup[]): GroupTableRow[] => items.map((group) => ({ ...groupRow(group, counts.get(group.id)), group })),
    [counts],
  );
  return (
    <PagedList<CheckGroup, GroupTableRow>
      keymap={groupsKeymap}
      extraCommands={() => ({})}
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

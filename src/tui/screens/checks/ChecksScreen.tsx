// Screen 1: the checks of the account, a page at a time, with their current status.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { checkRow, statusIndex } from '../../../format/checks.js';
import { PagedList, usePagedList } from '../../components/PagedList.js';
import { useClient } from '../../hooks/useClient.js';
import { useStore } from '../../state/store.js';
import { useShell } from '../../state/shell.js';
import { useResource } from '../../state/useResource.js';
import { route } from '../../state/navigation.js';
import type { ScreenProps } from '../types.js';
import { checkColumns, type CheckTableRow } from './columns.js';
import { checksPageKey, loadChecksPage, loadStatuses, loadGroupNames, GROUP_NAMES_KEY, STATUSES_KEY, type ListCheck } from './data.js';
import { useToggleCheck } from './useToggleCheck.js';
import { checksKeymap } from './keymap.js';

export function ChecksScreen({ width, height }: ScreenProps) {
  const client = useClient();
  const store = useStore();
  const shell = useShell();
  const statuses = useResource(STATUSES_KEY, (signal) => loadStatuses(client, signal));
  const groups = useResource(GROUP_NAMES_KEY, (signal) => loadGroupNames(client, signal));
  const patches = useSyncExternalStore(store.checkPatches.subscribe, store.checkPatches.getVersion);
  const byCheck = useMemo(() => statusIndex(statuses.data ?? []), [statuses.data]);
  const groupNames = groups.data;
  const toRows = useCallback(
    (items: readonly ListCheck[]): CheckTableRow[] =>
      items.map((item) => {
        const check = store.checkPatches.apply(item, item.id);
        const groupName = check.groupId === null ? undefined : groupNames?.get(check.groupId);
        return { ...checkRow(check, byCheck.get(check.id), groupName), check };
      }),
    // `patches` changes when a pause/resume is shown or taken back.
    [byCheck, groupNames, patches, store],
  );
  const toggle = useToggleCheck();
  const list = usePagedList('checks', checksPageKey, (page, signal) => loadChecksPage(client, page, signal));
  return (
    <PagedList<ListCheck, CheckTableRow, 'toggle-active'>
      list={list}
      title="Checks"
      toRows={toRows}
      columns={checkColumns}
      filterText={filterByName}
      rowId={(row) => row.check.id}
      onOpen={(row) => shell.navigate(route('check', { id: row.check.id }))}
      onRefresh={() => {
        statuses.reload();
        groups.reload();
      }}
      keymap={checksKeymap}
      extraCommands={(selected) => ({ 'toggle-active': toggle(selected?.check) })}
      width={width}
      height={height}
      emptyText="No checks in this account."
    />
  );
}

function filterByName(row: CheckTableRow): string {
  return row.name;
}

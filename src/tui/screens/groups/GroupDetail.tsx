// A group: its settings, what its checks end up with, warnings, and its checks.
import { useMemo } from 'react';
import { groupCode } from '../../../format/group-code.js';
import { sanitizeLine } from '../../../format/sanitize.js';
import { statusIndex } from '../../../format/checks.js';
import { groupChannelIds } from '../../../format/groups.js';
import { DocumentView } from '../../components/DocumentView.js';
import { loading, notHere } from '../../keys/commands.js';
import { groupDetailKeymap } from './keymap.js';
import { hasNextPage } from '../../components/pageText.js';
import { useClient } from '../../hooks/useClient.js';
import { useResource } from '../../state/useResource.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useShell } from '../../state/shell.js';
import type { ScreenProps } from '../types.js';
import { groupDetailLines } from './detailLines.js';
import { loadStatuses, STATUSES_KEY } from '../checks/data.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useChannelLookup } from '../alerts/useChannelLookup.js';

const GROUP_CHECKS_PAGE_SIZE = 50;

export function GroupDetail({ route: r, width, height }: ScreenProps) {
  const rawId = r.params.id ?? '';
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const client = useClient();
  const shell = useShell();
  const [page, setPage] = usePersistentState(`group:${rawId}:page`, 1);
  const group = useResource(valid ? queryKeys.group(id) : null, (signal) => client.getCheckGroup(id, { signal }));
  const checks = useResource(valid ? queryKeys.groupChecksPage(id, page, GROUP_CHECKS_PAGE_SIZE) : null, (signal) =>
    client.listGroupChecks(id, { page, limit: GROUP_CHECKS_PAGE_SIZE }, { signal }),
  );
  const statuses = useResource(STATUSES_KEY, (signal) => loadStatuses(client, signal));
  const byCheck = useMemo(() => statusIndex(statuses.data ?? []), [statuses.data]);
  // Its alert channels' names: from what Alerts already loaded, else the list's pages (cached like
  // the Alerts list's). A failed lookup only leaves the bare IDs; the group still shows.
  const channelIds = useMemo(() => (group.data ? groupChannelIds(group.data) : []), [group.data]);
  const channels = useChannelLookup(channelIds);
  const lines = useMemo(
    () => (group.data ? groupDetailLines(group.data, checks.data, byCheck, width, channels.lookup) : []),
    [group.data, checks.data, byCheck, width, channels.lookup],
  );
  const invalid = valid
    ? undefined
    : new Error(`"${sanitizeLine(rawId)}" is not a group ID: group IDs are positive whole numbers`);
  return (
    <DocumentView<'next-page' | 'prev-page' | 'next-failing' | 'prev-failing' | 'copy-code'>
      stateKey={`group:${rawId}`}
      title={group.data ? `Group "${sanitizeLine(group.data.name)}"` : `Group ${sanitizeLine(rawId)}`}
      lines={lines}
      loading={group.loading || checks.loading}
      error={invalid ?? group.error ?? checks.error}
      retryAt={group.retryAt ?? checks.retryAt}
      reload={() => {
        group.reload();
        checks.reload();
        statuses.reload();
        channels.reload();
      }}
      copyId={rawId}
      keymap={groupDetailKeymap}
      extraCommands={(_line, nav) => ({
        // The same text as `vigil check-groups get <id> -o code` (one function for both).
        'copy-code': group.data
          ? () => group.data && shell.copy(groupCode(group.data), 'the group as code')
          : loading('The group is still loading.'),
        'next-failing': () => nav.jumpToAlert(1),
        'prev-failing': () => nav.jumpToAlert(-1),
        'next-page': !checks.data
          ? loading('The checks of the group are still loading.')
          : hasNextPage(checks.data)
            ? () => setPage((p) => p + 1)
            : notHere('This is the last page of checks.'),
        'prev-page': page > 1 ? () => setPage((p) => p - 1) : notHere('This is the first page of checks.'),
      })}
      width={width}
      height={height}
    />
  );
}

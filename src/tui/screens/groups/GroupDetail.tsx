// A group: its settings, what its checks end up with, warnings, and its checks. The checks come
// from the check index, all of them: sorted failing first, counted in the heading and warned
// about (rule 4) as a whole group, never a page at a time.
import { useEffect, useMemo } from 'react';
import { groupCode } from '../../../format/group-code.js';
import { sanitizeLine } from '../../../sanitize.js';
import { groupChannelIds } from '../../../format/groups.js';
import { DocumentView } from '../../components/DocumentView.js';
import { loading } from '../../keys/commands.js';
import { groupDetailKeymap } from './keymap.js';
import { useClient } from '../../hooks/useClient.js';
import { useResource } from '../../state/useResource.js';
import { useShell } from '../../state/shell.js';
import type { ScreenProps } from '../types.js';
import { groupDetailLines } from './detailLines.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useChannelLookup } from '../alerts/useChannelLookup.js';
import { useCheckIndex } from '../checks/useCheckIndex.js';
import { groupChecks, loadGroupChecks } from '../../model/groupChecks.js';
import { useStaleNote } from '../checks/DataAge.js';
import { useKeymap } from '../../state/keymaps.js';

export function GroupDetail({ route: r, width, height }: ScreenProps) {
  const keymap = useKeymap(groupDetailKeymap);
  const rawId = r.params.id ?? '';
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const client = useClient();
  const shell = useShell();
  const group = useResource(valid ? queryKeys.group(id) : null, (signal) => client.getCheckGroup(id, { signal }));
  const { index, version } = useCheckIndex();
  // Its checks' statuses are the index's: old data says so in the title.
  const stale = useStaleNote(index);
  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    void loadGroupChecks(client, index, id, controller.signal);
    return () => controller.abort();
  }, [client, index, id, valid]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says the index (the same object) changed
  const checks = useMemo(() => groupChecks(index, id), [index, version, id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version says the index (the same object) changed
  const statuses = useMemo(() => index.statuses ?? new Map(), [index, version]);
  // Its alert channels' names: from what Alerts already loaded, else the list's pages (cached like
  // the Alerts list's). A failed lookup only leaves the bare IDs; the group still shows.
  const channelIds = useMemo(() => (group.data ? groupChannelIds(group.data) : []), [group.data]);
  const channels = useChannelLookup(channelIds);
  const lines = useMemo(
    () => (group.data ? groupDetailLines(group.data, checks, statuses, width, channels.lookup, keymap) : []),
    [group.data, checks, statuses, width, channels.lookup, keymap],
  );
  const invalid = valid
    ? undefined
    : new Error(`"${sanitizeLine(rawId)}" is not a group ID: group IDs are positive whole numbers`);
  return (
    <DocumentView<'next-failing' | 'prev-failing' | 'copy-code'>
      stateKey={`group:${rawId}`}
      title={(group.data ? `Group "${sanitizeLine(group.data.name)}"` : `Group ${sanitizeLine(rawId)}`) + stale}
      lines={lines}
      loading={group.loading}
      error={invalid ?? group.error}
      retryAt={group.retryAt}
      reload={() => {
        group.reload();
        void index.refresh();
        void loadGroupChecks(client, index, id, new AbortController().signal);
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
      })}
      width={width}
      height={height}
    />
  );
}

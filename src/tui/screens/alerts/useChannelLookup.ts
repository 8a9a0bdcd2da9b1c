// The alert channels a screen names (a check's subscriptions, a group's alert channels), looked up
// through the shared cache (loadChannels): found by ID, and why one is missing while it is. A
// failed lookup only leaves bare IDs; it is not the screen's error.
import { useMemo } from 'react';
import type { ChannelLookup } from '../../../format/alerts.js';
import { useClient } from '../../hooks/useClient.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useStore } from '../../state/store.js';
import { useResource } from '../../state/useResource.js';
import { loadChannels } from './channelLookup.js';

export function useChannelLookup(ids: readonly number[]): { lookup: ChannelLookup; reload: () => void } {
  const client = useClient();
  const store = useStore();
  const channels = useResource(ids.length === 0 ? null : queryKeys.alertChannelSet(ids), (signal) =>
    loadChannels(client, store.cache, ids, signal),
  );
  const lookup = useMemo<ChannelLookup>(
    () => ({
      found: channels.data ?? new Map(),
      missing: channels.data ? 'not found' : channels.error !== undefined ? 'lookup failed' : 'loading',
    }),
    [channels.data, channels.error],
  );
  return { lookup, reload: channels.reload };
}

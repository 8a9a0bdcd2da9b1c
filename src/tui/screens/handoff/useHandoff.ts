// The hand-off for a screen: the store's Handoff (undefined when memory is off), redrawn when it
// changes, its incident updates and failed sessions asked for once.
import { useEffect, useSyncExternalStore } from 'react';
import { useClient } from '../../hooks/useClient.js';
import type { Handoff } from '../../model/handoff.js';
import { useStore } from '../../state/store.js';

const noSubscribe = () => () => undefined;
const zero = () => 0;

export function useHandoff(): Handoff | undefined {
  const handoff = useStore().handoff;
  const client = useClient();
  useSyncExternalStore(handoff?.subscribe ?? noSubscribe, handoff?.getVersion ?? zero);
  useEffect(() => {
    if (!handoff) return;
    const controller = new AbortController();
    void handoff.load(client, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [handoff, client]);
  return handoff;
}

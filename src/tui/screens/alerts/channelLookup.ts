// Alert channels by ID, from what the TUI already loaded when it can: a page of the Alerts list or
// a channel opened before. What is missing is asked for one channel at a time (a check subscribes
// to a few) and kept under the channel's own key, so opening it afterwards costs no request.
import type { AlertChannel } from '../../../client/schemas/index.js';
import { isAbort, type Page, type VigilClient } from '../../../client/index.js';
import type { ResourceCache } from '../../state/cache.js';
import { queryKeyPrefixes, queryKeys } from '../../state/queryKeys.js';

/** The channel if a loaded page of the Alerts list holds it. */
export function channelFromPages(cache: ResourceCache, id: string): AlertChannel | undefined {
  for (const data of cache.dataWithPrefix(queryKeyPrefixes.alertChannelsPage)) {
    const hit = (data as Page<AlertChannel>).items.find((c) => String(c.id) === id);
    if (hit) return hit;
  }
  return undefined;
}

/** The channel if it was opened or looked up before, or a loaded page holds it. */
export function cachedChannel(cache: ResourceCache, id: string): AlertChannel | undefined {
  return cache.get<AlertChannel>(queryKeys.alertChannel(id))?.data ?? channelFromPages(cache, id);
}

/**
 * The channels with these IDs that could be found; one that cannot be loaded is left out (its
 * subscription then shows the bare ID). Aborts pass through.
 */
export async function loadChannels(client: VigilClient, cache: ResourceCache, ids: readonly number[], signal: AbortSignal): Promise<ReadonlyMap<number, AlertChannel>> {
  const found = new Map<number, AlertChannel>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const hit = cachedChannel(cache, String(id));
    if (hit) found.set(id, hit);
    else missing.push(id);
  }
  await Promise.all(
    missing.map(async (id) => {
      try {
        const channel = await client.getAlertChannel(id, { signal });
        cache.set(queryKeys.alertChannel(id), channel);
        found.set(id, channel);
      } catch (e) {
        if (isAbort(e)) throw e;
      }
    }),
  );
  return found;
}

// Alert channels by ID, from what the TUI already loaded when it can: a page of the Alerts list or
// a channel opened before. What is missing comes from the list's pages, kept in the cache like the
// Alerts list's own, so opening one of those channels afterwards costs no request.
import type { AlertChannel } from '../../../client/schemas/index.js';
import type { Page, VigilClient } from '../../../client/index.js';
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
function cachedChannel(cache: ResourceCache, id: string): AlertChannel | undefined {
  return cache.get<AlertChannel>(queryKeys.alertChannel(id))?.data ?? channelFromPages(cache, id);
}

const SCAN_PAGE = 100;
const SCAN_PAGES = 20;

/**
 * The channels with these IDs that could be found. What no loaded page holds comes from the list,
 * a page of 100 at a time until every one is found (one request for most accounts, where one
 * request per channel would be several), each page kept like the Alerts list's. A channel found
 * nowhere is left out: its subscription then shows the bare ID.
 */
export async function loadChannels(
  client: VigilClient,
  cache: ResourceCache,
  ids: readonly number[],
  signal: AbortSignal,
): Promise<ReadonlyMap<number, AlertChannel>> {
  const found = new Map<number, AlertChannel>();
  const missing = new Set<number>();
  for (const id of ids) {
    const hit = cachedChannel(cache, String(id));
    if (hit) found.set(id, hit);
    else missing.add(id);
  }
  for (let page = 1; missing.size > 0 && page <= SCAN_PAGES; page++) {
    const result = await client.listAlertChannels({ page, limit: SCAN_PAGE }, { signal });
    cache.set(queryKeys.alertChannelsPage(page, SCAN_PAGE), result);
    for (const channel of result.items) {
      if (!missing.delete(channel.id)) continue;
      found.set(channel.id, channel);
    }
    if (result.items.length < SCAN_PAGE) break;
  }
  return found;
}

// Alert channels by ID for a command that shows subscriptions by name: the channel list a page of
// 100 at a time until every ID is found (one request for most accounts). A channel found nowhere
// is left out; its subscription then shows the bare ID.
import type { VigilClient } from '../../client/index.js';
import type { AlertChannel } from '../../client/schemas/index.js';
import { alertChannelName } from '../../format/alerts.js';
import { sanitizeLine } from '../../format/sanitize.js';

const PAGE = 100;
const MAX_PAGES = 20;

export async function channelsById(client: VigilClient, ids: readonly number[]): Promise<ReadonlyMap<number, AlertChannel>> {
  const found = new Map<number, AlertChannel>();
  const missing = new Set(ids);
  for (let page = 1; missing.size > 0 && page <= MAX_PAGES; page++) {
    const result = await client.listAlertChannels({ page, limit: PAGE });
    for (const channel of result.items) if (missing.delete(channel.id)) found.set(channel.id, channel);
    if (result.items.length < PAGE) break;
  }
  return found;
}

/** `EMAIL ops@example.com (3), SLACK #ops (5)`: each subscription by name with its ID; `none`. */
export function subscriptionsText(subscriptions: ReadonlyArray<{ alertChannelId: number; activated?: boolean }>, channels: ReadonlyMap<number, AlertChannel>): string {
  if (subscriptions.length === 0) return 'none';
  return subscriptions
    .map((s) => {
      const channel = channels.get(s.alertChannelId);
      const name = channel ? `${alertChannelName(channel)} (${s.alertChannelId})` : `#${sanitizeLine(String(s.alertChannelId))}`;
      return s.activated === false ? `${name} inactive` : name;
    })
    .join(', ');
}

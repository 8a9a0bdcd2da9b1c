// Alert channels by ID for a command that names them (a check's subscriptions, a group's alert
// channels): the channel list a page of 100 at a time until every ID is found (one request for
// most accounts). A channel found nowhere, or every channel when the list cannot be read, shows
// its bare ID and why: the lookup only adds names, it never stops the command.
import type { VigilClient } from '../../client/index.js';
import type { AlertChannel } from '../../client/schemas/index.js';
import { alertChannelReference, type ChannelLookup } from '../../format/alerts.js';

const PAGE = 100;
const MAX_PAGES = 20;

async function channelsById(client: VigilClient, ids: readonly number[]): Promise<ReadonlyMap<number, AlertChannel>> {
  const found = new Map<number, AlertChannel>();
  const missing = new Set(ids);
  for (let page = 1; missing.size > 0 && page <= MAX_PAGES; page++) {
    const result = await client.listAlertChannels({ page, limit: PAGE });
    for (const channel of result.items) if (missing.delete(channel.id)) found.set(channel.id, channel);
    if (result.items.length < PAGE) break;
  }
  return found;
}

/** The channels with these IDs, or, when the list cannot be read, none and that it failed. */
export async function lookUpChannels(client: VigilClient, ids: readonly number[]): Promise<ChannelLookup> {
  if (ids.length === 0) return { found: new Map(), missing: 'not found' };
  try {
    return { found: await channelsById(client, ids), missing: 'not found' };
  } catch {
    return { found: new Map(), missing: 'lookup failed' };
  }
}

/** `EMAIL ops@example.com #3, SLACK #ops #5`: each subscription by name with its ID; `none`. */
export function subscriptionsText(
  subscriptions: ReadonlyArray<{ alertChannelId: number; activated?: boolean }>,
  channels: ChannelLookup,
): string {
  if (subscriptions.length === 0) return 'none';
  return subscriptions
    .map((s) => {
      const name = alertChannelReference(s.alertChannelId, channels);
      return s.activated === false ? `${name} inactive` : name;
    })
    .join(', ');
}

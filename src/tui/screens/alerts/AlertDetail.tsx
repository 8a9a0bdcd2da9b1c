// One alert channel: what it sends, its configuration, and who subscribes (Enter opens them).
import { useMemo } from 'react';
import type { AlertChannel } from '../../../client/schemas/index.js';
import { alertConfigLines, alertSends, alertSubscriptionLine, type SubscriptionNames } from '../../../format/alerts.js';
import { yesNo } from '../../../format/checks.js';
import { sanitizeLine } from '../../../sanitize.js';
import { DocumentView, blank, heading, kv, type DocLine } from '../../components/DocumentView.js';
import { alertDetailKeymap } from './keymap.js';
import { useClient } from '../../hooks/useClient.js';
import { useStore } from '../../state/store.js';
import type { ResourceCache } from '../../state/cache.js';
import { NotFoundError, type VigilClient } from '../../../client/index.js';
import { useResource } from '../../state/useResource.js';
import { route } from '../../state/navigation.js';
import type { ScreenProps } from '../types.js';
import { queryKeys } from '../../state/queryKeys.js';
import { channelFromPages } from './channelLookup.js';
import { useCheckIndex } from '../checks/useCheckIndex.js';

const NO_NAMES: SubscriptionNames = { check: () => undefined, group: () => undefined };

function alertDetailLines(channel: AlertChannel, names: SubscriptionNames = NO_NAMES): DocLine[] {
  const lines: DocLine[] = [
    kv('id', String(channel.id), { copy: String(channel.id) }),
    kv('type', sanitizeLine(channel.type)),
    kv('sends', alertSends(channel)),
    kv('on failure', yesNo(channel.sendFailure)),
    kv('on recovery', yesNo(channel.sendRecovery)),
    kv('on degraded', yesNo(channel.sendDegraded)),
  ];
  if (channel.sslExpiry !== undefined) lines.push(kv('SSL expiry', yesNo(channel.sslExpiry)));
  if (channel.autoSubscribe !== undefined) lines.push(kv('auto-subscribe', yesNo(channel.autoSubscribe)));
  lines.push(blank, heading('Configuration'));
  const config = alertConfigLines(channel);
  if (config.length === 0) lines.push({ text: '  none', token: 'text.muted' });
  for (const c of config) lines.push(kv(c.label, c.value));
  lines.push(blank, heading(`Subscriptions (${channel.subscriptions.length})`));
  if (channel.subscriptions.length === 0) lines.push({ text: '  none', token: 'text.muted' });
  for (const s of channel.subscriptions) {
    const line = alertSubscriptionLine(s, names);
    if (line.kind === 'check' && s.checkId)
      lines.push(kv('check', line.text, { target: route('check', { id: s.checkId }), copy: s.checkId }));
    else if (line.kind === 'group' && typeof s.groupId === 'number')
      lines.push(
        kv('group', line.text, { target: route('group', { id: String(s.groupId) }), copy: String(s.groupId) }),
      );
    else lines.push(kv('subscription', line.text));
  }
  return lines;
}

const SCAN_PAGE = 100;
const SCAN_PAGES = 20;

/**
 * One channel: from a list page already loaded when there is one (opening from the list costs no
 * request), else `GET /v1/alert-channels/{id}` (the collection path plus the ID); a server without
 * that route (404) is searched page by page.
 */
async function loadChannel(
  client: VigilClient,
  cache: ResourceCache,
  id: string,
  signal: AbortSignal,
): Promise<AlertChannel> {
  const matches = (c: AlertChannel) => String(c.id) === id;
  const cached = channelFromPages(cache, id);
  if (cached) return cached;
  try {
    return await client.getAlertChannel(id, { signal });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    for (let page = 1; page <= SCAN_PAGES; page++) {
      const result = await client.listAlertChannels({ page, limit: SCAN_PAGE }, { signal });
      const hit = result.items.find(matches);
      if (hit) return hit;
      if (result.items.length < SCAN_PAGE) break;
    }
    throw error;
  }
}

export function AlertDetail({ route: r, width, height }: ScreenProps) {
  const id = r.params.id ?? '';
  const client = useClient();
  const { cache } = useStore();
  const loaded = useResource(queryKeys.alertChannel(id), (signal) => loadChannel(client, cache, id, signal));
  // The check index (shared with Checks) knows every check's name from one request.
  const { index, version } = useCheckIndex();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the index is filled in place; `version` says it changed.
  const names = useMemo<SubscriptionNames>(
    () => ({
      check: (checkId) => index.checks.get(checkId)?.name ?? index.statuses?.get(checkId)?.name ?? undefined,
      group: (groupId) => index.groups?.get(groupId)?.name,
    }),
    [index, version],
  );
  const lines = useMemo(() => (loaded.data ? alertDetailLines(loaded.data, names) : []), [loaded.data, names]);
  return (
    <DocumentView
      stateKey={`alert:${id}`}
      title={
        loaded.data
          ? `Alert channel #${loaded.data.id} ${sanitizeLine(loaded.data.type)}`
          : `Alert channel ${sanitizeLine(id)}`
      }
      lines={lines}
      loading={loaded.loading}
      error={loaded.error}
      retryAt={loaded.retryAt}
      reload={loaded.reload}
      copyId={id}
      keymap={alertDetailKeymap}
      extraCommands={() => ({})}
      width={width}
      height={height}
    />
  );
}

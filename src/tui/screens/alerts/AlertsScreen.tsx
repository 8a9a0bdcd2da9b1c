// Screen 6: alert channels: what they are, what they send, how many subscribe.
import { useCallback } from 'react';
import type { AlertChannel } from '../../../client/schemas/index.js';
import { ALERT_COLUMNS, alertRow, type AlertRow } from '../../../format/alerts.js';
import { PagedList, usePagedList } from '../../components/PagedList.js';
import { useClient } from '../../hooks/useClient.js';
import { useShell } from '../../state/shell.js';
import { route } from '../../state/navigation.js';
import type { ScreenProps } from '../types.js';
import { alertsKeymap } from './keymap.js';
import { queryKeys } from '../../state/queryKeys.js';

const ALERTS_PAGE_SIZE = 50;

export interface AlertTableRow extends AlertRow {
  channel: AlertChannel;
}

function toRows(items: readonly AlertChannel[]): AlertTableRow[] {
  return items.map((channel) => ({ ...alertRow(channel), channel }));
}

function byText(row: AlertTableRow): string {
  return `${row.type} ${row.target}`;
}

export function AlertsScreen({ width, height }: ScreenProps) {
  const client = useClient();
  const shell = useShell();
  const list = usePagedList(
    'alerts',
    (page) => queryKeys.alertChannelsPage(page, ALERTS_PAGE_SIZE),
    (page, signal) => client.listAlertChannels({ page, limit: ALERTS_PAGE_SIZE }, { signal }),
  );
  const open = useCallback((row: AlertTableRow) => shell.navigate(route('alert', { id: row.id })), [shell]);
  return (
    <PagedList<AlertChannel, AlertTableRow>
      keymap={alertsKeymap}
      extraCommands={() => ({})}
      list={list}
      title="Alert channels"
      toRows={toRows}
      columns={ALERT_COLUMNS}
      filterText={byText}
      rowId={(row) => row.id}
      onOpen={open}
      width={width}
      height={height}
      emptyText="No alert channels in this account."
    />
  );
}

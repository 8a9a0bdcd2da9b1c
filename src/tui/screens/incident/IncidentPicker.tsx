// The first step of screen 4: pick the incident to update from the incidents list (name,
// severity, last status), or press `i` to type an incident ID instead.
import { useMemo } from 'react';
import { Text } from 'ink';
import type { Incident } from '../../../client/schemas/index.js';
import { incidentRow } from '../../../format/incidents.js';
import { ListFrame, listLayout } from '../../components/ListFrame.js';
import { useClient } from '../../hooks/useClient.js';
import { useListSelection } from '../../hooks/useListSelection.js';
import { useScreenCommands, useShell } from '../../state/shell.js';
import { initialSelection, moveCommands, type SelectionState } from '../../state/selection.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useResource } from '../../state/useResource.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useTheme } from '../../theme/index.js';
import { bindCommands, keyHint, keyOf, readOnlyRefusal, unavailable, when } from '../../keys/commands.js';
import { incidentKeymap } from './keymap.js';
import { incidentColumns, type IncidentTableRow } from './columns.js';

export const INCIDENTS_PAGE_SIZE = 50;

interface PickerUi {
  /** nextIds of the pages after the first, in the order they were opened (`p` pops one). */
  cursors: readonly string[];
  selection: SelectionState;
}

export interface IncidentPickerProps {
  width: number;
  height: number;
  onPick: (incident: Incident) => void;
  onTypeId: () => void;
}

export function IncidentPicker({ width, height, onPick, onTypeId }: IncidentPickerProps) {
  const client = useClient();
  const shell = useShell();
  const theme = useTheme();
  const [ui, setUi] = usePersistentState<PickerUi>('incident:picker', { cursors: [], selection: initialSelection });
  const cursor = ui.cursors[ui.cursors.length - 1];
  const resource = useResource(queryKeys.incidentsPage(cursor, INCIDENTS_PAGE_SIZE), (signal) =>
    client.listIncidents({ limit: INCIDENTS_PAGE_SIZE, ...(cursor ? { nextId: cursor } : {}) }, { signal }),
  );
  const page = resource.data;
  const rows = useMemo<IncidentTableRow[]>(() => (page?.items ?? []).map((incident) => ({ ...incidentRow(incident), incident })), [page]);

  const layout = listLayout(height, { error: resource.error, retryAt: resource.retryAt, width });
  const geometry = { count: rows.length, height: layout.bodyRows };
  const { selection, move } = useListSelection(ui, setUi, geometry);
  const selected = rows[selection.index];

  // Read-only: nothing can be posted, so no form opens.
  const writable = (run: () => void) => (shell.readOnly ? readOnlyRefusal : run);
  useScreenCommands({
    commands: bindCommands(incidentKeymap, {
      ...moveCommands(move),
      open: selected ? writable(() => onPick(selected.incident)) : unavailable('No incident is selected.'),
      'type-id': writable(onTypeId),
      'next-page': () => {
        const next = page?.nextId;
        if (next) setUi((u) => ({ cursors: [...u.cursors, next], selection: initialSelection }));
        else shell.notify('This is the last page of incidents.');
      },
      'prev-page': () => {
        if (ui.cursors.length > 0) setUi((u) => ({ cursors: u.cursors.slice(0, -1), selection: initialSelection }));
        else shell.notify('This is the first page of incidents.');
      },
      refresh: () => resource.reload(),
      'copy-id': when(selected, () => selected && shell.copy(selected.incident.id, 'incident ID'), 'No incident is selected.'),
    }),
  });

  const where = ui.cursors.length > 0 ? `  page ${ui.cursors.length + 1}` : '';
  return (
    <ListFrame
      title={
        <>
          <Text {...theme.styles.title}>{`Incidents${where}`}</Text>
          <Text {...theme.styles['text.muted']}>{`  ${keyHint(incidentKeymap, 'open', 'post an update to it')}  ${keyHint(incidentKeymap, 'type-id', 'type an incident ID')}`}</Text>
        </>
      }
      loading={resource.loading}
      refreshing={page !== undefined}
      loaded={page !== undefined}
      columns={incidentColumns}
      rows={rows}
      selection={selection}
      emptyText={`No incidents in this account: press ${keyOf(incidentKeymap, 'type-id')} to type an incident ID.`}
      error={resource.error}
      retryAt={resource.retryAt}
      layout={layout}
      width={width}
      height={height}
    />
  );
}

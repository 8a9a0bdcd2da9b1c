// The first step of screen 4: pick the incident to update from the incidents list (name,
// severity, last status), or press `i` to type an incident ID instead.
import { useMemo } from 'react';
import { Box, Text } from 'ink';
import type { IncidentUpdate } from '../../../client/schemas/index.js';
import { sanitizeLine } from '../../../sanitize.js';
import { truncate } from '../../../format/width.js';
import type { Incident } from '../../../client/schemas/index.js';
import { withoutColumns } from '../../../format/columns.js';
import { INCIDENT_COLUMNS, incidentRow, type IncidentRow } from '../../../format/incidents.js';
import { ListFrame, listLayout } from '../../components/ListFrame.js';
import { useClient } from '../../hooks/useClient.js';
import { useListSelection } from '../../hooks/useListSelection.js';
import { useScreenCommands, useShell } from '../../state/shell.js';
import { initialSelection, moveCommands, type SelectionState } from '../../state/selection.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useResource } from '../../state/useResource.js';
import { queryKeys } from '../../state/queryKeys.js';
import { useTheme } from '../../theme/index.js';
import {
  bindCommands,
  keyHint,
  keyOf,
  notHere,
  requireSelected,
  requireWritable,
  unavailable,
  waitFor,
} from '../../keys/commands.js';
import type { Handler } from '../../keys/types.js';
import { incidentKeymap } from './keymap.js';
import { useKeymap } from '../../state/keymaps.js';

/** A row of the table (the columns of `vigil incidents list`) and the incident it came from. */
interface IncidentTableRow extends IncidentRow {
  incident: Incident;
}

/** The command's columns less the ID: the name gets the room, y copies the ID whole. */
const PICKER_COLUMNS = withoutColumns(INCIDENT_COLUMNS, ['id']);

const INCIDENTS_PAGE_SIZE = 50;

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
  onNew: () => void;
  onResolve: (incident: Incident) => void;
}

/** The commands that act on the rows: held while the first page is on its way. */
const PICKER_ROW_COMMANDS = [
  'move-down',
  'move-up',
  'top',
  'bottom',
  'page-up',
  'page-down',
  'open',
  'copy-id',
  'resolve',
] as const;

export function IncidentPicker({ width, height, onPick, onTypeId, onNew, onResolve }: IncidentPickerProps) {
  const keymap = useKeymap(incidentKeymap);
  const client = useClient();
  const shell = useShell();
  const theme = useTheme();
  const [ui, setUi] = usePersistentState<PickerUi>('incident:picker', { cursors: [], selection: initialSelection });
  const cursor = ui.cursors[ui.cursors.length - 1];
  const resource = useResource(queryKeys.incidentsPage(cursor, INCIDENTS_PAGE_SIZE), (signal) =>
    client.listIncidents({ limit: INCIDENTS_PAGE_SIZE, ...(cursor ? { nextId: cursor } : {}) }, { signal }),
  );
  const page = resource.data;
  const rows = useMemo<IncidentTableRow[]>(() => openFirst(page?.items ?? []), [page]);
  const resolvedCount = rows.filter((r) => isResolved(r.incident)).length;

  // The latest updates of the selected incident, read before a new one is written.
  const PREVIEW = 2;
  const layout = listLayout(height, { error: resource.error, retryAt: resource.retryAt, width, above: PREVIEW + 1 });
  const geometry = { count: rows.length, height: layout.bodyRows };
  const { selection, move } = useListSelection(ui, setUi, geometry);
  const selected = rows[selection.index];
  const selectedId = selected?.incident.id;
  const updates = useResource(selectedId ? queryKeys.incidentUpdates(selectedId) : null, (signal) =>
    client.listIncidentUpdates(selectedId ?? '', { signal }),
  );
  const preview = latestUpdateLines(updates.data, PREVIEW, width, updates.loading);

  // Read-only: nothing can be posted, so no form opens.
  const writable = (handler: Handler) => requireWritable(shell.readOnly, handler);
  useScreenCommands(() => ({
    commands: bindCommands(
      keymap,
      waitFor(!page && resource.loading, 'the incidents are still loading', PICKER_ROW_COMMANDS, {
        ...moveCommands(move),
        open: writable(requireSelected(selected, 'incident', (row) => () => onPick(row.incident))),
        'type-id': writable(onTypeId),
        'new-incident': writable(onNew),
        resolve: requireSelected(selected, 'incident', (row) =>
          isResolved(row.incident)
            ? unavailable('This incident is already resolved.')
            : writable(() => onResolve(row.incident)),
        ),
        'next-page': page?.nextId
          ? () => {
              const next = page.nextId;
              if (next) setUi((u) => ({ cursors: [...u.cursors, next], selection: initialSelection }));
            }
          : notHere('This is the last page of incidents.'),
        'prev-page':
          ui.cursors.length > 0
            ? () => setUi((u) => ({ cursors: u.cursors.slice(0, -1), selection: initialSelection }))
            : notHere('This is the first page of incidents.'),
        refresh: () => resource.reload(),
        'copy-id': requireSelected(selected, 'incident', (row) => () => shell.copy(row.incident.id, 'incident ID')),
      }),
    ),
  }));

  const where = ui.cursors.length > 0 ? `  page ${ui.cursors.length + 1}` : '';
  const counts = page ? `  ${rows.length - resolvedCount} open, then ${resolvedCount} resolved` : '';
  return (
    <ListFrame
      title={<PickerTitle where={where} counts={counts} readOnly={shell.readOnly} keymap={keymap} />}
      above={
        <Box flexDirection="column" height={PREVIEW + 1} width={width}>
          <Text wrap="truncate" {...theme.styles['text.accent']}>
            {selected ? truncate(`Latest updates of "${selected.name}"`, width) : ' '}
          </Text>
          {preview.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position in the preview
            <Text key={i} wrap="truncate" {...theme.styles['text.muted']}>
              {line || ' '}
            </Text>
          ))}
        </Box>
      }
      loading={resource.loading}
      refreshing={page !== undefined}
      loaded={page !== undefined}
      columns={PICKER_COLUMNS}
      rows={rows}
      selection={selection}
      emptyText={`No incidents in this account: press ${keyOf(keymap, 'type-id')} to type an incident ID.`}
      error={resource.error}
      retryAt={resource.retryAt}
      layout={layout}
      width={width}
      height={height}
    />
  );
}

/** "Incidents", the page, the counts, and what the keys do (nothing can be posted under --read-only). */
function PickerTitle(p: { where: string; counts: string; readOnly: boolean; keymap: typeof incidentKeymap }) {
  const theme = useTheme();
  const keys = [
    keyHint(p.keymap, 'open', 'update'),
    keyHint(p.keymap, 'resolve', 'resolve'),
    keyHint(p.keymap, 'new-incident', 'new'),
  ];
  return (
    <>
      <Text {...theme.styles.title}>{`Incidents${p.where}`}</Text>
      <Text {...theme.styles['text.muted']}>{p.counts}</Text>
      <Text {...theme.styles['text.muted']}>
        {p.readOnly ? '  read-only: nothing can be posted' : `  ${keys.join('  ')}`}
      </Text>
    </>
  );
}

function isResolved(incident: Incident): boolean {
  return incident.lastUpdateStatus === 'RESOLVED';
}

/** The page's open incidents first, then the resolved ones, each in the server's order. */
function openFirst(incidents: readonly Incident[]): IncidentTableRow[] {
  const row = (incident: Incident) => ({ ...incidentRow(incident), incident });
  return [...incidents.filter((i) => !isResolved(i)).map(row), ...incidents.filter(isResolved).map(row)];
}

/** "2026-11-23 10:02  IDENTIFIED  Failover complete", newest first, `count` lines. */
function latestUpdateLines(
  updates: readonly IncidentUpdate[] | undefined,
  count: number,
  width: number,
  loading: boolean,
): string[] {
  if (!updates) return [loading ? '  loading…' : '', ...new Array<string>(count - 1).fill('')];
  if (updates.length === 0) return ['  none yet', ...new Array<string>(count - 1).fill('')];
  const when = (u: IncidentUpdate) => u.publicIncidentUpdateDate ?? u.created_at ?? '';
  const newest = [...updates].sort((a, b) => (when(a) < when(b) ? 1 : when(a) > when(b) ? -1 : 0)).slice(0, count);
  const lines = newest.map((u) =>
    truncate(
      `  ${sanitizeLine(when(u).slice(0, 16).replace('T', ' '))}  ` +
        `${sanitizeLine(u.status ?? '')}  ${sanitizeLine(u.description)}`,
      width,
    ),
  );
  while (lines.length < count) lines.push('');
  return lines;
}

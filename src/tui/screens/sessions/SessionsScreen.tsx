// Screen 3: test sessions, newest first, a cursor page at a time. `f` filters with every filter
// of `test-sessions list`; pages holding RUNNING sessions refresh by themselves; Enter opens one.
import { useCallback, useMemo } from 'react';
import { Text } from 'ink';
import { errorGroupMessage } from '../../../format/session-detail.js';
import { SESSION_COLUMNS, sessionRow, type SessionRow } from '../../../format/sessions.js';
import { columnsOf, withoutColumns } from '../../../format/columns.js';
import { sanitizeLine } from '../../../sanitize.js';
import { displayWidth, truncate } from '../../../format/width.js';
import type { ErrorGroup, TestSessionListEntry } from '../../../client/schemas/index.js';
import { ListFrame, listLayout } from '../../components/ListFrame.js';
import { useClient } from '../../hooks/useClient.js';
import { useClock, useNow } from '../../hooks/useNow.js';
import { usePoll } from '../../hooks/usePoll.js';
import { useTheme } from '../../theme/index.js';
import { route, routeKey } from '../../state/navigation.js';
import { clampSelection, moveCommands, type SelectionAction } from '../../state/selection.js';
import { useCursorStaysOnItem } from '../../hooks/useCursorStaysOnItem.js';
import { useScreenCommands, useShell } from '../../state/shell.js';
import { useStore } from '../../state/store.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useResource } from '../../state/useResource.js';
import { queryKeys } from '../../state/queryKeys.js';
import type { ScreenProps } from '../types.js';
import { filterKey, filterParts, filterQuery, routeFilter, sameFilter, type SessionFilter } from './filter.js';
import { FilterForm } from './FilterForm.js';
import {
  currentCursor,
  initialListUi,
  pageNumber,
  sessionListReducer,
  type SessionListAction,
  type SessionListUi,
} from './listState.js';
import { useSessionOptions } from './options.js';
import { useFilterForm } from './useFilterForm.js';
import { watchFlagKey } from './useWatch.js';
import {
  bindCommands,
  keyHint,
  keyOf,
  loading,
  notHere,
  requireSelected,
  unavailable,
  waitFor,
} from '../../keys/commands.js';
import { nextHit } from '../../../format/check-triage.js';
import { statusTone } from '../../../format/status.js';
import { shellKeymap } from '../../keys/global.js';
import { sessionsKeymap } from './keymap.js';
import { useKeymap } from '../../state/keymaps.js';

/** A row of the table: the cells `vigil test-sessions list` prints, and the entry they came from. */
export interface SessionTableRow {
  cells: SessionRow;
  entry: TestSessionListEntry;
}

/** The command's columns less the ID: here Enter opens the session. */
const sessionColumns = columnsOf(withoutColumns(SESSION_COLUMNS, ['id']), (r: SessionTableRow) => r.cells);

/** The commands that act on the rows: held while the first page is on its way. */
const ROW_COMMANDS = [
  'move-down',
  'move-up',
  'top',
  'bottom',
  'page-up',
  'page-down',
  'open',
  'next-failing',
  'prev-failing',
  'error-group',
  'copy-id',
  'watch',
] as const;

/**
 * The page of sessions the list's filter and cursor ask for (asked again every poll while one runs),
 * the error group the list is limited to, and the rows with their ages.
 */
function useSessionPage(ui: SessionListUi, groupId: string | undefined) {
  const client = useClient();
  const options = useSessionOptions();
  const cursor = currentCursor(ui);
  const page = useResource(queryKeys.sessionsPage(options.pageSize, filterKey(ui.filter), cursor), (signal) =>
    client.listTestSessions(
      { ...filterQuery(ui.filter), limit: options.pageSize, ...(cursor ? { nextId: cursor } : {}) },
      { signal },
    ),
  );
  const running = page.data?.items.some((e) => e.status === 'RUNNING') ?? false;
  usePoll(
    { enabled: running, intervalMs: options.pollMs, busy: page.loading || page.retryAt !== undefined },
    page.reload,
  );
  const group = useResource<ErrorGroup>(groupId ? queryKeys.errorGroup(groupId) : null, (signal) =>
    client.getErrorGroup(groupId ?? '', { signal }),
  );
  const tick = useNow(options.clockMs);
  const clock = useClock();
  const rows = useMemo<SessionTableRow[]>(() => {
    const now = Math.max(tick, clock());
    return page.data?.items.map((entry) => ({ cells: sessionRow(entry, now), entry })) ?? [];
  }, [page.data, tick, clock]);
  return { page, running, group, rows };
}

/** The title and the page come first; the legend only where it fits beside them. */
function titleLayout(title: string, where: string, legend: string, width: number, spinner: boolean) {
  const spinnerRoom = spinner ? 12 : 0;
  const withLegend = `${where}  ${legend}`;
  const head =
    width - spinnerRoom - displayWidth(withLegend) - 2 >= Math.min(displayWidth(title), 40) ? withLegend : where;
  return { head, titleRoom: Math.max(8, width - displayWidth(head) - 2 - spinnerRoom) };
}

interface SessionListCommandsInput {
  keymap: typeof sessionsKeymap;
  shell: ReturnType<typeof useShell>;
  store: ReturnType<typeof useStore>;
  page: ReturnType<typeof useSessionPage>['page'];
  ui: SessionListUi;
  rows: SessionTableRow[];
  selection: ReturnType<typeof clampSelection>;
  dispatch: (action: SessionListAction) => void;
  form: ReturnType<typeof useFilterForm>;
  geometry: { count: number; height: number };
}

/** The list's keys: moves, opening a session or its error group, filters, pages, a watch. */
function sessionListCommands(o: SessionListCommandsInput) {
  const { keymap, shell, store, page, ui, rows, selection, dispatch, form, geometry } = o;
  const selected = rows[selection.index];
  const move = (action: SelectionAction) => dispatch({ type: 'select', action, geometry });
  const jumpToFailed = (direction: 1 | -1) => {
    const to = nextHit(rows.length, selection.index, direction, (i) => statusTone(rows[i]!.entry.status) === 'failed');
    if (to < 0) shell.notify('No failed session on this page.');
    else move({ type: 'select', index: to });
  };
  // Keys typed before the page has come (`3 ] e s`) run once it has.
  const waiting = !page.data && page.loading;
  return bindCommands(
    keymap,
    waitFor(waiting, 'the sessions are still loading', ROW_COMMANDS, {
      ...moveCommands(move),
      open: requireSelected(selected, 'session', (row) => () => shell.navigate(route('session', { id: row.entry.id }))),
      'next-failing': () => jumpToFailed(1),
      'prev-failing': () => jumpToFailed(-1),
      'error-group': requireSelected(selected, 'session', (row) =>
        row.entry.errorGroupIds.length === 0
          ? unavailable(`That session has no error group (${row.cells.status}).`)
          : () => shell.navigate(route('error-group', { id: row.entry.errorGroupIds[0]! })),
      ),
      'filter-form': () => form.open(ui.filter),
      search: () => form.open(ui.filter, 'search'),
      'next-page': !page.data
        ? loading('The page is still loading.')
        : page.data.nextId
          ? () => page.data?.nextId && dispatch({ type: 'next', nextId: page.data.nextId })
          : notHere('This is the last page.'),
      'prev-page': ui.cursors.length > 0 ? () => dispatch({ type: 'prev' }) : notHere('This is the first page.'),
      refresh: page.reload,
      'copy-id': requireSelected(selected, 'session', (row) => () => shell.copy(row.entry.id, 'session ID')),
      watch: requireSelected(selected, 'session', (row) =>
        row.entry.status !== 'RUNNING'
          ? notHere(`That session has finished (${row.cells.status}): nothing to watch.`)
          : () => {
              // The session screen starts watching when it opens.
              store.ui.set(watchFlagKey(row.entry.id), true);
              shell.navigate(route('session', { id: row.entry.id }));
            },
      ),
    }),
  );
}

interface ListHeadingInput {
  keymap: typeof sessionsKeymap;
  shellKeys: typeof shellKeymap;
  page: ReturnType<typeof useSessionPage>['page'];
  ui: SessionListUi;
  groupId: string | undefined;
  group: { data?: ErrorGroup | undefined };
  running: boolean;
  options: { pollMs: number };
  width: number;
}

/** The title (the sessions of an error group, or all), the page, the legend, and the filter keys' words. */
function listHeading(o: ListHeadingInput) {
  const { keymap, shellKeys, page, ui, groupId, running, width } = o;
  const group = o.group.data;
  const more = page.data ? (page.data.nextId ? `more: ${keyOf(keymap, 'next-page')}` : 'last') : '';
  const where = `page ${pageNumber(ui)}${more ? ` (${more})` : ''}`;
  const title = groupId
    ? `Sessions with error group ${group ? `"${errorGroupMessage(group)}"` : sanitizeLine(groupId)}`
    : 'Sessions';
  const legend = running
    ? `RUN: refreshes every ${Math.round(o.options.pollMs / 100) / 10}s`
    : 'F/P/R failed/passed/running';
  const edits = `${keyOf(keymap, 'filter-form')} edits`;
  const clears = `${keyOf(shellKeys, 'back')} clears`;
  const { head, titleRoom } = titleLayout(title, where, legend, width, page.loading && !page.data);
  return { title, head, titleRoom, edits, clears };
}

/**
 * The list's cursor, clamped to the rows. A refresh of a page with running sessions brings the
 * sessions that started since on top: the cursor stays on its session, so Enter opens the one
 * that was selected.
 */
function useListCursor(
  selected: SessionListUi['selection'],
  rows: readonly SessionTableRow[],
  data: unknown,
  bodyRows: number,
  dispatch: (action: SessionListAction) => void,
) {
  const geometry = { count: rows.length, height: bodyRows };
  const selection = clampSelection(selected, geometry);
  useCursorStaysOnItem(
    data,
    rows,
    (row) => row.entry.id,
    selection.index,
    (index) => dispatch({ type: 'select', action: { type: 'select', index }, geometry }),
  );
  return { geometry, selection };
}

export function SessionsScreen({ route: r, width, height }: ScreenProps) {
  const keymap = useKeymap(sessionsKeymap);
  const shellKeys = useKeymap(shellKeymap);
  const shell = useShell();
  const store = useStore();
  const theme = useTheme();
  const options = useSessionOptions();
  const key = routeKey(r);
  // A route may bring its own filter (the sessions of one error group): Esc goes back to it.
  // The route key stands for the route's params, which are a new object each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route key stands for its params
  const base = useMemo(() => routeFilter(r.params), [key]);
  const [ui, setUi] = usePersistentState<SessionListUi>(`sessions:list:${key}`, () => initialListUi(base));
  const dispatch = useCallback((action: SessionListAction) => setUi((u) => sessionListReducer(u, action)), [setUi]);

  const groupId = base.errorGroupId;
  const { page, running, group, rows } = useSessionPage(ui, groupId);

  const form = useFilterForm(useCallback((filter: SessionFilter) => dispatch({ type: 'filter', filter }), [dispatch]));

  const parts = filterParts(ui.filter);
  const filtered = !sameFilter(ui.filter, base);
  const filterLines = parts.length > 0 ? 1 : 0;
  const layout = listLayout(height, { error: page.error, retryAt: page.retryAt, width, above: filterLines });
  const { geometry, selection } = useListCursor(ui.selection, rows, page.data, layout.bodyRows, dispatch);

  const listCommands = sessionListCommands({
    keymap,
    shell,
    store,
    page,
    ui,
    rows,
    selection,
    dispatch,
    form,
    geometry,
  });
  const onBack = () => {
    if (!filtered) return false;
    dispatch({ type: 'filter', filter: base });
    return true;
  };
  // The filter form's keys while it is open, as its latest state makes them; else the list's.
  useScreenCommands(() => {
    const keys = form.keys(listCommands);
    // The open form's keys are in the footer (its table); the note is the list's.
    const listed = keys.commands === listCommands;
    const status = listed && filtered ? keyHint(shellKeys, 'back', 'clears the filters') : undefined;
    return { ...keys, onBack, status };
  });

  if (form.form) return <FilterForm state={form.form} width={width} height={height} />;

  const heading = listHeading({ keymap, shellKeys, page, ui, group, running, options, width, groupId });
  const { title, head, titleRoom, edits, clears } = heading;
  return (
    <ListFrame
      title={
        <>
          <Text {...theme.styles.title}>{truncate(title, titleRoom)}</Text>
          <Text {...theme.styles['text.muted']}>{`  ${head}`}</Text>
        </>
      }
      loading={page.loading && !page.data}
      above={
        filterLines > 0 ? (
          <Text wrap="truncate" {...theme.styles['text.accent']}>
            {truncate(`Filters: ${parts.join(' · ')}  (${edits}${filtered ? `, ${clears}` : ''})`, width)}
          </Text>
        ) : null
      }
      loaded={page.data !== undefined}
      columns={sessionColumns}
      rows={rows}
      selection={selection}
      emptyText={
        parts.length > 0
          ? `No session matches these filters (${edits}, ${clears}).`
          : 'No test sessions in this account.'
      }
      error={page.error}
      retryAt={page.retryAt}
      layout={layout}
      width={width}
      height={height}
    />
  );
}

// Screen 1: every check of the account, failing first, kept fresh. The first frame comes from
// the statuses and the failing and degraded checks (a few requests whatever the count); the
// other checks fill in as the background loading brings them. Sort by any column, `/` across
// every check, failing and degraded only, jump between failing rows.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { Box, Text } from 'ink';
import {
  countEntries,
  countText,
  FAILING_FIRST,
  isAlerting,
  isEmptyQuery,
  nextHit,
  parseQuery,
  SORT_KEYS,
  sortLabel,
  type SortSpec,
} from '../../../format/check-triage.js';
import { sanitizeLine } from '../../../sanitize.js';
import { displayWidth, truncate } from '../../../format/width.js';
import { Table, tableBodyHeight } from '../../components/table/Table.js';
import { ErrorMessage } from '../../components/ErrorMessage.js';
import { LoadingNote } from '../../components/Spinner.js';
import { useListSelection } from '../../hooks/useListSelection.js';
import { route } from '../../state/navigation.js';
import { initialSelection, moveCommands, type SelectionState } from '../../state/selection.js';
import { useScreenCommands, useShell } from '../../state/shell.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useTheme } from '../../theme/index.js';
import type { ScreenProps } from '../types.js';
import { DataAge, LoadingLine } from './DataAge.js';
import { checkColumns } from '../../../format/check-columns.js';
import { indexRows, sortedRows, visibleRows } from './triageView.js';
import { useCheckIndex } from './useCheckIndex.js';
import { useToggleCheck } from './useToggleCheck.js';
import { checksKeymap } from './keymap.js';
import { bindCommands, keyOf, requireSelected } from '../../keys/commands.js';
import { type ClusterBy, inCluster } from '../../../format/clusters.js';
import { clusterEntries } from '../handoff/clusterRows.js';
import { handoffLines as handoffHeaderLines, wrapHeaderLines } from '../handoff/headerLines.js';
import { useHandoff } from '../handoff/useHandoff.js';
import type { Handlers, IdOf } from '../../keys/types.js';
import { useKeymap } from '../../state/keymaps.js';

interface ChecksUi {
  sort: SortSpec;
  filter: string;
  alertingOnly: boolean;
  selection: SelectionState;
}

const INITIAL: ChecksUi = { sort: FAILING_FIRST, filter: '', alertingOnly: false, selection: initialSelection };

export function ChecksScreen({ route: screenRoute, width, height }: ScreenProps) {
  const theme = useTheme();
  const shell = useShell();
  const { index, version } = useCheckIndex({ shown: true });
  const { by, key } = screenRoute.params;
  const cluster = useMemo(() => (by && key ? { by: by as ClusterBy, key } : undefined), [by, key]);
  const [ui, setUi] = usePersistentState<ChecksUi>(cluster ? `checks:${cluster.by}:${cluster.key}` : 'checks', INITIAL);
  const handoff = useHandoff();
  const keymap = useKeymap(checksKeymap);
  const query = useMemo(() => parseQuery(ui.filter), [ui.filter]);

  // Rows are rebuilt when the data changes, sorted when it or the sort changes, filtered per key.
  // `version` says when the index (a pause not yet answered included) changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the change counter of an object that stays the same
  const all = useMemo(() => indexRows(index), [index, version]);
  const counts = useMemo(() => countEntries(all), [all]);
  const sorted = useMemo(() => sortedRows(index, all, ui.sort), [index, all, ui.sort]);
  const visible = useMemo(() => {
    const rows = visibleRows(index, sorted, { query, alertingOnly: ui.alertingOnly });
    if (!cluster) return rows;
    const entries = clusterEntries(rows, index);
    return rows.filter((_, i) => inCluster(entries[i]!, cluster));
  }, [sorted, query, ui.alertingOnly, index, cluster]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and the hand-off's version are change counters of objects that stay the same
  const handoffLines = useMemo(
    () =>
      wrapHeaderLines(
        handoffHeaderLines(handoff, index.statuses, index.checks, {
          changes: keyOf(keymap, 'changes'),
          paused: keyOf(keymap, 'paused-by-me'),
        }),
        width,
      ),
    [handoff, index, version, handoff?.getVersion(), width, keymap],
  );
  const columns = useMemo(() => checkColumns(query.text), [query.text]);

  const tableHeight = Math.max(2, height - 2 - handoffLines.length);
  const { selection, move } = useListSelection(ui, setUi, {
    count: visible.length,
    height: tableBodyHeight(tableHeight),
  });
  const selected = visible[selection.index];
  const toggle = useToggleCheck();
  // New data reorders the rows (a check turns failing): the cursor stays on its check.
  const selectedId = useRef<string | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new data moves the cursor back to its check; a move, a sort or a filter sets the row itself
  useLayoutEffect(() => {
    const id = selectedId.current;
    if (id === undefined) return;
    const at = visible.findIndex((r) => r.id === id);
    if (at >= 0 && at !== selection.index) move({ type: 'select', index: at });
    // Only when the data changes; a move, a sort or a filter sets the row itself.
  }, [all]);
  selectedId.current = selected?.id;

  const setFilter = useCallback(
    (filter: string) => {
      index.setSearch(parseQuery(filter).text);
      setUi((u) => ({ ...u, filter, selection: initialSelection }));
    },
    [index, setUi],
  );
  const jump = (direction: 1 | -1) => {
    const to = nextHit(visible.length, selection.index, direction, (i) => isAlerting(visible[i]!.status));
    if (to < 0) shell.notify('No failing or degraded check in this list.');
    else move({ type: 'select', index: to });
  };

  const total = index.count();
  const filtered = !isEmptyQuery(query) || ui.alertingOnly || cluster !== undefined;
  // Until every check is in, the server's count of name matches is the better number.
  const shown =
    filtered &&
    !index.complete &&
    !ui.alertingOnly &&
    index.search.total !== null &&
    query.text === index.search.text &&
    isEmptyQuery({ ...query, text: '' })
      ? Math.max(index.search.total, visible.length)
      : visible.length;
  const count = filtered ? countText(shown, total) : total.toLocaleString('en-US');

  const handlers: Handlers<IdOf<typeof checksKeymap>> = {
    ...moveCommands(move),
    open: requireSelected(selected, 'check', (check) => () => shell.navigate(route('check', { id: check.id }))),
    filter: () =>
      shell.prompt({ label: '/', value: ui.filter, hint: 'name, or type:, group:, tag:', onChange: setFilter }),
    'next-failing': () => jump(1),
    'prev-failing': () => jump(-1),
    'sort-next': () =>
      setUi((u) => {
        const key = SORT_KEYS[(SORT_KEYS.indexOf(u.sort.key) + 1) % SORT_KEYS.length]!;
        return { ...u, sort: { key, descending: key === 'lastRun' }, selection: initialSelection };
      }),
    'sort-reverse': () =>
      setUi((u) => ({ ...u, sort: { ...u.sort, descending: !u.sort.descending }, selection: initialSelection })),
    'alerting-only': () => setUi((u) => ({ ...u, alertingOnly: !u.alertingOnly, selection: initialSelection })),
    refresh: () => void index.refresh(),
    changes: () => shell.navigate(route('changes')),
    clusters: () => shell.navigate(route('clusters')),
    'paused-by-me': () => shell.navigate(route('paused')),
    'copy-id': requireSelected(selected, 'check', (check) => () => shell.copy(check.id)),
    // A row still loading in the background is asked for on its own: never refused.
    'toggle-active': toggle(selected ? { id: selected.id, name: selected.name } : undefined),
  };
  useScreenCommands(() => ({
    commands: bindCommands(keymap, handlers),
    onBack: () => {
      if (!ui.filter) return false;
      setFilter('');
      return true;
    },
    status: filtered
      ? `showing ${count}${index.complete || !ui.filter ? '' : ' (more may match once every check is in)'}`
      : undefined,
  }));

  const loading = !index.firstAnswersIn() && index.error === undefined;
  const progress =
    index.complete || index.statuses === undefined
      ? undefined
      : `loading every check: ${index.checks.size.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
  const note = loading || index.search.loading;
  // The filter is shown whole (up to 20 cells); the title gives way.
  const filterText = ui.filter ? `  /${truncate(sanitizeLine(ui.filter), 20)}` : '';
  // Before the first answers the title has no count: the line under it says what is fetched.
  const titleRoom = Math.max(1, width - (note ? 14 : 0) - displayWidth(filterText));
  // Enter on a cluster (handoff/ClustersScreen) opens this screen filtered to it.
  const name = cluster ? `Checks in ${sanitizeLine(screenRoute.params.label ?? cluster.key)}` : 'Checks';
  const title = loading
    ? name
    : checksTitle(
        name,
        count,
        ui.alertingOnly ? undefined : counts,
        sortLabel(ui.sort) + (ui.alertingOnly ? '  failing/degraded only' : ''),
        titleRoom,
      );
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Box width={width} height={1}>
        <Text wrap="truncate">
          <Text {...theme.styles.title}>{truncate(title, titleRoom)}</Text>
          {filterText ? <Text {...theme.styles['text.accent']}>{filterText}</Text> : null}
        </Text>
        <LoadingNote loading={note} refreshing={!loading} />
      </Box>
      {handoffLines.map((line) => (
        <Text key={line.text} wrap="truncate" {...theme.styles[line.tone]}>
          {line.text}
        </Text>
      ))}
      <DataAge index={index} progress={progress} width={width} />
      {index.error !== undefined && index.statuses === undefined ? (
        <ErrorMessage error={index.error} retryAt={undefined} width={width} />
      ) : loading ? (
        <LoadingLine index={index} width={width} />
      ) : (
        <Table
          columns={columns}
          rows={visible}
          selected={selection.index}
          offset={selection.offset}
          height={tableHeight}
          width={width}
          emptyText={filtered ? 'No check matches the filter.' : 'No checks in this account.'}
        />
      )}
    </Box>
  );
}

/**
 * "Checks  10,000 checks · 1,393 failing · 212 degraded  failing first": the whole account's
 * counts, whatever a `/` filter shows (with "failing/degraded only" the count itself is that).
 * When that does not fit, the sort comes before the counts, so a narrow terminal still says it.
 */
function checksTitle(
  name: string,
  count: string,
  counts: { failing: number; degraded: number } | undefined,
  sort: string,
  room: number,
): string {
  if (!counts) return `${name}  ${count}  ${sort}`;
  const fmt = (n: number) => n.toLocaleString('en-US');
  const tally = `${fmt(counts.failing)} failing · ${fmt(counts.degraded)} degraded`;
  const full = `${name}  ${count} checks · ${tally}  ${sort}`;
  return displayWidth(full) <= room ? full : `${name}  ${count}  ${sort} · ${tally}`;
}

// Screen 1: every check of the account, failing first, kept fresh. The first frame comes from
// the statuses and the failing and degraded checks (a few requests whatever the count); the
// other checks fill in as the background loading brings them. Sort by any column, `/` across
// every check, failing and degraded only, jump between failing rows.
import { useCallback, useEffect, useMemo } from 'react';
import {
  countEntries,
  countText,
  FAILING_FIRST,
  isAlerting,
  isEmptyQuery,
  nextHit,
  parseQuery,
  SORT_KEYS,
  type SortSpec,
} from '../../../format/check-triage.js';
import { sanitizeLine } from '../../../sanitize.js';
import { tableBodyHeight } from '../../components/table/Table.js';
import { useCursorStaysOnItem } from '../../hooks/useCursorStaysOnItem.js';
import { useListSelection } from '../../hooks/useListSelection.js';
import { route, type Route } from '../../state/navigation.js';
import { initialSelection, moveCommands, type SelectionState } from '../../state/selection.js';
import { useScreenCommands, useShell } from '../../state/shell.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import type { ScreenProps } from '../types.js';
import type { CheckListRow } from '../../../format/check-columns.js';
import type { CheckIndex } from '../../model/checkIndex.js';
import { useRowHistory } from './useRowHistory.js';
import { ChecksView } from './ChecksView.js';
import { indexRows, sortedRows, visibleRows } from './triageView.js';
import { useCheckIndex } from './useCheckIndex.js';
import { useToggleCheck } from './useToggleCheck.js';
import { checksKeymap } from './keymap.js';
import { bindCommands, keyOf, requireSelected } from '../../keys/commands.js';
import { type ClusterBy, inCluster } from '../../../format/clusters.js';
import { indexClusterFacts } from '../handoff/clusterFacts.js';
import { handoffLines as handoffHeaderLines, wrapHeaderLines } from '../handoff/headerLines.js';
import { useHandoff } from '../handoff/useHandoff.js';
import type { Handlers, IdOf } from '../../keys/types.js';
import { useKeymap } from '../../state/keymaps.js';
import { formatCount } from '../../../format/count.js';

interface ChecksUi {
  sort: SortSpec;
  filter: string;
  alertingOnly: boolean;
  selection: SelectionState;
}

const INITIAL: ChecksUi = { sort: FAILING_FIRST, filter: '', alertingOnly: false, selection: initialSelection };

export function ChecksScreen({ route: screenRoute, width, height }: ScreenProps) {
  const shell = useShell();
  const { index, version } = useCheckIndex({ shown: true });
  const { cluster, search, name, ui, setUi } = useChecksRoute(screenRoute, index);
  const keymap = useKeymap(checksKeymap);
  const query = useMemo(() => parseQuery(ui.filter), [ui.filter]);

  const { counts, visible } = useChecksRows(index, version, ui, query, cluster);
  const handoffLines = useHandoffLines(index, width, keymap);
  const tableHeight = Math.max(2, height - 2 - handoffLines.length);
  const { selection, move } = useListSelection(ui, setUi, {
    count: visible.length,
    height: tableBodyHeight(tableHeight),
  });
  // SINCE and RUNS of the failing and degraded rows on screen (rowHistory.ts).
  const { columns, note: historyNote } = useRowHistory(visible, selection, tableBodyHeight(tableHeight), query.text);
  const selected = visible[selection.index];
  const toggle = useToggleCheck();
  // A refresh reorders the rows (a check turns failing): the cursor stays on its check. Only a
  // refresh (new statuses): a check the user pauses goes to the paused rows at the end, and the
  // cursor stays where it was, on the next check.
  useCursorStaysOnItem(
    index.statuses,
    visible,
    (row) => row.id,
    selection.index,
    (index) => move({ type: 'select', index }),
  );

  const { setFilter, jump } = useListActions(index, setUi, visible, selection.index, move);

  const filtered = !isEmptyQuery(query) || ui.alertingOnly || cluster !== undefined;
  const count = countLabel(index, query, ui.alertingOnly, filtered, visible.length);

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
      // Opened for a name: Esc goes back to where the palette was typed.
      if (!ui.filter || search !== undefined) return false;
      setFilter('');
      return true;
    },
    status: filtered
      ? `showing ${count}${index.complete || !ui.filter ? '' : ' (more may match once every check is in)'}`
      : undefined,
  }));

  return (
    <ChecksView
      index={index}
      width={width}
      height={height}
      name={name}
      ui={ui}
      title={{ count, counts }}
      headerLines={handoffLines}
      historyNote={historyNote}
      table={{ columns, rows: visible, selection, height: tableHeight, filtered }}
    />
  );
}

/**
 * What the route makes of this Checks screen: the whole list, a cluster of it (Clusters' Enter),
 * or the checks whose name has a text (the palette's `check <name>`); each keeps its own UI state.
 */
function useChecksRoute(screenRoute: Route, index: CheckIndex) {
  const { by, key, search, label } = screenRoute.params;
  const cluster = useMemo(() => (by && key ? { by: by as ClusterBy, key } : undefined), [by, key]);
  const [ui, setUi] = usePersistentState<ChecksUi>(
    cluster ? `checks:${cluster.by}:${cluster.key}` : search !== undefined ? `checks:search:${search}` : 'checks',
    search !== undefined ? { ...INITIAL, filter: search } : INITIAL,
  );
  // While pages load, the server finds the names too (as `/` does).
  useEffect(() => {
    if (search !== undefined) index.setSearch(parseQuery(search).text);
  }, [index, search]);
  const name = cluster
    ? `Checks in ${sanitizeLine(label ?? cluster.key)}`
    : search !== undefined
      ? `Checks named "${sanitizeLine(search)}"`
      : 'Checks';
  return { cluster, search, name, ui, setUi };
}

/** The filter (the server searches names too while pages load) and the jumps between failing rows. */
function useListActions(
  index: CheckIndex,
  setUi: (change: (ui: ChecksUi) => ChecksUi) => void,
  visible: readonly CheckListRow[],
  selected: number,
  move: (action: { type: 'select'; index: number }) => void,
) {
  const shell = useShell();
  const setFilter = useCallback(
    (filter: string) => {
      index.setSearch(parseQuery(filter).text);
      setUi((u) => ({ ...u, filter, selection: initialSelection }));
    },
    [index, setUi],
  );
  const jump = (direction: 1 | -1) => {
    const to = nextHit(visible.length, selected, direction, (i) => isAlerting(visible[i]!.status));
    if (to < 0) shell.notify('No failing or degraded check in this list.');
    else move({ type: 'select', index: to });
  };
  return { setFilter, jump };
}

/** The hand-off's lines over the list (since you last looked, paused by you), wrapped to the width. */
function useHandoffLines(index: CheckIndex, width: number, keymap: typeof checksKeymap) {
  const handoff = useHandoff();
  // Made again when the statuses are new (the start, each refresh), when the last of the checks'
  // pages is in (which checks are paused) and when the hand-off itself changed; not for each page
  // the background brings, which would go over every status 5 times a second while they load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: statuses, load's end and hand-off version say when
  return useMemo(
    () =>
      wrapHeaderLines(
        handoffHeaderLines(handoff, index.statuses, index.checks, {
          changes: keyOf(keymap, 'changes'),
          paused: keyOf(keymap, 'paused-by-me'),
        }),
        width,
      ),
    [handoff, index, index.statuses, index.complete, handoff?.getVersion(), width, keymap],
  );
}

/** "137", or "12 of 137" when filtered (until every check is in, the server's count of name matches). */
function countLabel(
  index: CheckIndex,
  query: ReturnType<typeof parseQuery>,
  alertingOnly: boolean,
  filtered: boolean,
  visibleCount: number,
): string {
  const total = index.count();
  const shown =
    filtered &&
    !index.complete &&
    !alertingOnly &&
    index.search.total !== null &&
    query.text === index.search.text &&
    isEmptyQuery({ ...query, text: '' })
      ? Math.max(index.search.total, visibleCount)
      : visibleCount;
  return filtered ? countText(shown, total) : formatCount(total);
}

/** The rows of the list: rebuilt when the data changes, sorted when it or the sort changes, filtered per key. */
function useChecksRows(
  index: CheckIndex,
  version: number,
  ui: ChecksUi,
  query: ReturnType<typeof parseQuery>,
  cluster: { by: ClusterBy; key: string } | undefined,
) {
  // `version` says when the index (a pause not yet answered included) changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version counts changes of an object kept in place
  const all = useMemo(() => indexRows(index), [index, version]);
  const sorted = useMemo(() => sortedRows(index, all, ui.sort), [index, all, ui.sort]);
  const visible = useMemo(() => {
    const rows = visibleRows(index, sorted, { query, alertingOnly: ui.alertingOnly });
    if (!cluster) return rows;
    const facts = indexClusterFacts(index);
    return rows.filter((row) => inCluster(row, cluster, facts));
  }, [sorted, query, ui.alertingOnly, index, cluster]);
  // The title's failing and degraded are of the rows shown: a filter's, as `checks list --search` counts them.
  const counts = useMemo(() => countEntries(visible), [visible]);
  return { counts, visible };
}

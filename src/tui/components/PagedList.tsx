// A page-numbered list screen (Checks, Groups, Alerts): a title with "21-40 of 137", the table,
// errors in place. Page, selection and filter are remembered per screen; loaded pages are cached.
import { useCallback, useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import { Text } from 'ink';
import type { Page } from '../../client/index.js';
import type { Column } from '../../format/columns.js';
import { ListFrame, listLayout } from './ListFrame.js';
import { useTheme } from '../theme/index.js';
import { usePersistentState } from '../state/usePersistentState.js';
import { useResource, type ResourceState } from '../state/useResource.js';
import { useShell, useScreenCommands, type Shell } from '../state/shell.js';
import { useKeymap } from '../state/keymaps.js';
import { bindCommands, loading, notHere, requireSelected } from '../keys/commands.js';
import type { listKeymap } from '../keys/common.js';
import type { Handlers, IdOf, Keymap } from '../keys/types.js';
import { initialSelection, moveCommands, type SelectionState } from '../state/selection.js';
import { useListSelection } from '../hooks/useListSelection.js';
import { useCursorStaysOnItem } from '../hooks/useCursorStaysOnItem.js';
import { truncate } from '../../format/width.js';
import { sanitizeLine } from '../../sanitize.js';
import { pageSummary, hasNextPage, filterRows } from './pageText.js';
import { nextHit } from '../../format/check-triage.js';

export interface ListUiState {
  page: number;
  filter: string;
  selection: SelectionState;
}

export interface PagedListState<I> {
  ui: ListUiState;
  setUi: Dispatch<SetStateAction<ListUiState>>;
  resource: ResourceState<Page<I>>;
}

/**
 * The data of a page-numbered list: page, filter and selection remembered under `stateKey`, the
 * current page loaded (and cached under `pageKey(page)`). Screens that need the loaded items
 * themselves (e.g. to count each group's checks) call this and pass the result to PagedList.
 */
export function usePagedList<I>(
  stateKey: string,
  pageKey: (page: number) => string,
  loadPage: (page: number, signal: AbortSignal) => Promise<Page<I>>,
): PagedListState<I> {
  const [ui, setUi] = usePersistentState<ListUiState>(stateKey, { page: 1, filter: '', selection: initialSelection });
  const resource = useResource(pageKey(ui.page), (signal) => loadPage(ui.page, signal));
  return { ui, setUi, resource };
}

type ListId = IdOf<typeof listKeymap>;

/** What a screen's own commands may do to the list. */
export interface ListNav {
  /** Select the next (1) or previous (-1) row for which `alertRow` holds; says so when none does. */
  jumpToAlert: (direction: 1 | -1) => void;
}

export interface PagedListProps<I, R extends object, E extends string = never> {
  list: PagedListState<I>;
  title: string;
  /** Rows from the loaded items; memoize it (useCallback), it runs when the page or its inputs change. */
  toRows: (items: readonly I[]) => R[];
  columns: readonly Column<R>[];
  /** The text `/` filters on (the name). */
  filterText: (row: R) => string;
  rowId: (row: R) => string;
  /** Rows the failing-row jump keys stop at (the keymap then has next-failing and prev-failing). */
  alertRow?: (row: R) => boolean;
  onOpen: (row: R) => void;
  /** The screen's keymap: the list's commands and its own (`E`). */
  keymap: Keymap<ListId | NoInfer<E>>;
  /** Handlers for this screen's own commands, given the selected row. */
  extraCommands: (selected: R | undefined, nav: ListNav) => Handlers<E>;
  /** Also reload these with `r` (e.g. the check statuses). */
  onRefresh?: () => void;
  width: number;
  height: number;
  emptyText?: string;
}

/** "21-40 of 137", or the page before's while this one loads. */
function pageTitleSummary<I>(page: Page<I> | undefined, drawn: Page<I> | undefined, pageNumber: number): string {
  if (page) return pageSummary(page);
  if (drawn) return `${pageSummary(drawn)}, loading page ${pageNumber}`;
  return pageNumber > 1 ? `page ${pageNumber}` : '';
}

interface ListHandlersInput<I, R> {
  list: PagedListState<I>;
  /** The page loaded now (not the one before, still drawn while it loads). */
  page: Page<I> | undefined;
  selected: R | undefined;
  setFilter: (filter: string) => void;
  shell: Shell;
  onOpen: (row: R) => void;
  rowId: (row: R) => string;
  onRefresh?: (() => void) | undefined;
}

/** The list's own commands (move aside): open, filter, the pages, refresh, copy. */
function listHandlers<I, R>(x: ListHandlersInput<I, R>): Omit<Handlers<ListId>, keyof ReturnType<typeof moveCommands>> {
  const { ui, setUi, resource } = x.list;
  const { page, selected, shell } = x;
  const canNext = page ? hasNextPage(page) : false;
  return {
    open: requireSelected(selected, undefined, (row) => () => x.onOpen(row)),
    filter: () =>
      shell.prompt({ label: '/', value: ui.filter, hint: 'filters the loaded page only', onChange: x.setFilter }),
    'next-page':
      !page && resource.loading
        ? loading(`Page ${ui.page} is still loading.`)
        : canNext
          ? () => setUi((u) => ({ ...u, page: u.page + 1, selection: initialSelection }))
          : notHere('This is the last page.'),
    'prev-page':
      ui.page > 1
        ? () => setUi((u) => ({ ...u, page: u.page - 1, selection: initialSelection }))
        : notHere('This is the first page.'),
    refresh: () => {
      resource.reload();
      x.onRefresh?.();
    },
    'copy-id': requireSelected(selected, undefined, (row) => () => shell.copy(x.rowId(row))),
  };
}

export function PagedList<I, R extends object, E extends string = never>(props: PagedListProps<I, R, E>) {
  const { list, title, toRows, columns, filterText, extraCommands, width, height } = props;
  const keymap = useKeymap(props.keymap);
  const { ui, setUi, resource } = list;
  const theme = useTheme();
  const shell = useShell();
  // While the next page loads, the rows of the page before stay (marked as loading).
  const shownPage = useRef<Page<I> | undefined>(undefined);
  if (resource.data) shownPage.current = resource.data;
  const page = resource.data;
  const drawn = page ?? (resource.loading ? shownPage.current : undefined);
  const rows = useMemo(() => (drawn ? toRows(drawn.items) : []), [drawn, toRows]);
  const visible = useMemo(() => filterRows(rows, ui.filter, filterText), [rows, ui.filter, filterText]);

  const layout = listLayout(height, { error: resource.error, retryAt: resource.retryAt, width });
  const geometry = { count: visible.length, height: layout.bodyRows };
  const { selection, move } = useListSelection(ui, setUi, geometry);
  // New data re-sorts the rows (a group's failing count rises): the cursor stays on its item.
  useCursorStaysOnItem(rows, visible, props.rowId, selection.index, (index) => move({ type: 'select', index }));
  const selected = visible[selection.index];

  const setFilter = useCallback(
    (filter: string) => setUi((u) => ({ ...u, filter, selection: initialSelection })),
    [setUi],
  );

  const handlers = listHandlers({ ...props, page, selected, setFilter, shell });
  const alertRow = props.alertRow;
  const jump = (direction: 1 | -1) => {
    const to = alertRow ? nextHit(visible.length, selection.index, direction, (i) => alertRow(visible[i]!)) : -1;
    if (to < 0) shell.notify('Nothing failing in this list.');
    else move({ type: 'select', index: to });
  };
  const nav: ListNav = { jumpToAlert: jump };
  useScreenCommands(() => ({
    commands: bindCommands<ListId | E>(keymap, {
      ...moveCommands(move),
      ...handlers,
      ...extraCommands(selected, nav),
    } as Handlers<ListId | E>),
    onBack: () => {
      if (!ui.filter) return false;
      setFilter('');
      return true;
    },
    status: ui.filter ? `filtered ${visible.length} of ${rows.length}: this page only` : undefined,
  }));

  const summary = pageTitleSummary(page, drawn, ui.page);
  const titleText = truncate(`${title}  ${summary}`, Math.max(1, width - 12));
  return (
    <ListFrame
      title={
        <>
          <Text {...theme.styles.title}>{titleText}</Text>
          {ui.filter ? (
            <Text {...theme.styles['text.accent']}>{`  /${truncate(sanitizeLine(ui.filter), 20)}`}</Text>
          ) : null}
        </>
      }
      loading={resource.loading}
      refreshing={drawn !== undefined}
      loaded={drawn !== undefined}
      columns={columns}
      rows={visible}
      selection={selection}
      emptyText={ui.filter ? 'No row on this page matches the filter.' : (props.emptyText ?? 'Nothing here.')}
      error={resource.error}
      retryAt={resource.retryAt}
      layout={layout}
      width={width}
      height={height}
    />
  );
}

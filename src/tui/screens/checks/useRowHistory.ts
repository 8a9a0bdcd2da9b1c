// The Checks list's runs columns for the rows on screen: tells the history loader which rows
// want their runs (and that none do once the list is left), and gives the columns and the legend.
import { useEffect, useMemo } from 'react';
import { type CheckListRow, checkColumns } from '../../../format/check-columns.js';
import { useNow } from '../../hooks/useNow.js';
import type { SelectionState } from '../../state/selection.js';
import { historyNote, historyWants, runsLookup } from './rowHistory.js';
import { useCheckHistory } from './useCheckHistory.js';
import { useStore } from '../../state/store.js';

export function useRowHistory(
  rows: readonly CheckListRow[],
  selection: SelectionState,
  bodyRows: number,
  search: string,
) {
  const { history, version } = useCheckHistory();
  const flapThreshold = useStore().triage?.flapThreshold;
  const wants = useMemo(
    () => historyWants(rows, selection.offset, bodyRows, selection.index),
    [rows, selection.offset, selection.index, bodyRows],
  );
  useEffect(() => history.show(wants), [history, wants]);
  // Rows that leave the screen leave the queue; so do all of them when the list is left.
  useEffect(() => () => history.show([]), [history]);
  // "since" counts in minutes: the cells are made again once a minute, and when runs arrive.
  const minute = useNow(60_000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and minute are when the cells change
  const columns = useMemo(
    () => checkColumns(search, runsLookup(history, Date.now(), flapThreshold)),
    [search, history, version, minute, flapThreshold],
  );
  return { columns, note: () => historyNote(history, wants) };
}

// The frame of every list screen: a title line (with the loading note), optional lines above the
// table (filters), the table, and the error under it. Screens give the title's text and their
// rows; the frame does the line arithmetic once.
import type { ReactNode } from 'react';
import { Box, Text } from 'ink';
import { ErrorMessage } from './ErrorMessage.js';
import { LoadingNote } from './Spinner.js';
import { errorHeight } from '../model/errorText.js';
import type { Column } from '../../format/columns.js';
import { Table, tableBodyHeight } from './table/Table.js';
import type { SelectionState } from '../state/selection.js';

/** Lines an error under the table takes (its sentence, wrapped, and a retry line). */

export interface ListLayout {
  /** Lines of the table, its header included. */
  tableHeight: number;
  /** Rows of the table's body (what a page of selection moves). */
  bodyRows: number;
}

/** The table's room: the screen's height less the title, the lines above and the error. */
export function listLayout(
  height: number,
  o: { error?: unknown; retryAt?: number | undefined; width: number; above?: number },
): ListLayout {
  const tableHeight = Math.max(2, height - 1 - (o.above ?? 0) - errorHeight(o.error, o.retryAt, o.width));
  return { tableHeight, bodyRows: tableBodyHeight(tableHeight) };
}

export interface ListFrameProps<R extends object> {
  /** The title line's text (Text elements), drawn truncated. */
  title: ReactNode;
  /** A spinner beside the title: loading, or refreshing rows already shown. */
  loading: boolean;
  refreshing?: boolean;
  /** Between the title and the table (e.g. the filters), `aboveLines` lines tall. */
  above?: ReactNode;
  /** The rows are in: the table is drawn (else its room stays empty). */
  loaded: boolean;
  columns: readonly Column<R>[];
  rows: readonly R[];
  selection: SelectionState;
  emptyText: string;
  error: unknown;
  retryAt?: number | undefined;
  layout: ListLayout;
  width: number;
  height: number;
}

export function ListFrame<R extends object>(props: ListFrameProps<R>) {
  const {
    title,
    loading,
    refreshing,
    above,
    loaded,
    columns,
    rows,
    selection,
    emptyText,
    error,
    retryAt,
    layout,
    width,
    height,
  } = props;
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Box width={width} height={1}>
        <Text wrap="truncate">{title}</Text>
        <LoadingNote loading={loading} refreshing={refreshing ?? false} />
      </Box>
      {above}
      {loaded ? (
        <Table
          columns={columns}
          rows={rows}
          selected={selection.index}
          offset={selection.offset}
          height={layout.tableHeight}
          width={width}
          emptyText={emptyText}
        />
      ) : error ? null : (
        <Box height={layout.tableHeight} />
      )}
      {error ? <ErrorMessage error={error} retryAt={retryAt} width={width} /> : null}
    </Box>
  );
}

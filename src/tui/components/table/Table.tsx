// A dense, virtualized table: one line per row, only the rows in the window are drawn, so a list
// of 10,000 rows costs the same per keypress as a list of 20.
import { memo, useMemo, useRef } from 'react';
import { Box, Text } from 'ink';
import { useTheme } from '../../theme/index.js';
import { fitColumns, formatCells, formatHeader, CELL_GAP, type Column, type FittedColumn } from './columns.js';

export interface TableProps<T extends object> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  selected: number;
  /** First row drawn (from the selection reducer). */
  offset: number;
  /** Lines available, header included. */
  height: number;
  width: number;
  emptyText?: string;
  /** Draw the selection (off while an overlay owns the keyboard, for instance). */
  focused?: boolean;
}

/** Rows the table draws below its header in `height` lines. */
export function tableBodyHeight(height: number): number {
  return Math.max(1, height - 1);
}

interface RowProps<T> {
  cells: readonly string[];
  fitted: readonly FittedColumn<T>[];
  row: T;
  selected: boolean;
}

function RowLine<T>({ cells, fitted, row, selected }: RowProps<T>) {
  const theme = useTheme();
  const gap = ' '.repeat(CELL_GAP);
  return (
    <Text wrap="truncate" {...(selected ? theme.styles['row.selected'] : {})}>
      {selected ? '> ' : '  '}
      {cells.map((cell, i) => {
        const column = fitted[i]!.column;
        const token = column.token?.(row);
        const text = i === 0 ? cell : gap + cell;
        const marks = column.marks?.(row);
        if (marks && marks.length > 0) {
          const style = token ? theme.styles[token] : {};
          return (
            <Text key={i} {...style} {...(selected ? theme.styles['row.selected'] : {})}>
              {i === 0 ? '' : gap}
              {markedParts(cell, marks).map((part, j) =>
                part.marked ? (
                  <Text key={j} {...theme.styles['text.match']}>
                    {part.text}
                  </Text>
                ) : (
                  part.text
                ),
              )}
            </Text>
          );
        }
        return token ? (
          <Text key={i} {...theme.styles[token]} {...(selected ? theme.styles['row.selected'] : {})}>
            {text}
          </Text>
        ) : (
          text
        );
      })}
    </Text>
  );
}
const Row = memo(RowLine) as typeof RowLine;

/**
 * A fitted cell cut into marked and unmarked parts. Marks past what the cell shows are dropped,
 * and a cell cut short with '…' keeps its mark off the ellipsis.
 */
export function markedParts(cell: string, marks: ReadonlyArray<readonly [number, number]>): Array<{ text: string; marked: boolean }> {
  const shown = cell.trimEnd();
  const limit = shown.endsWith('…') ? shown.length - 1 : shown.length;
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const [start, end] of marks) {
    const s = Math.max(start, at);
    const e = Math.min(end, limit);
    if (e <= s) continue;
    if (s > at) parts.push({ text: cell.slice(at, s), marked: false });
    parts.push({ text: cell.slice(s, e), marked: true });
    at = e;
  }
  if (at < cell.length) parts.push({ text: cell.slice(at), marked: false });
  return parts;
}

export function Table<T extends object>(props: TableProps<T>) {
  const { columns, rows, selected, offset, height, width, emptyText, focused = true } = props;
  const theme = useTheme();
  const fitted = useMemo(() => fitColumns(columns, width), [columns, width]);
  // Formatted cells per row object, rebuilt only when the layout changes.
  const cache = useRef<{ fitted: readonly FittedColumn<T>[]; cells: WeakMap<T, string[]> } | null>(null);
  if (!cache.current || cache.current.fitted !== fitted) cache.current = { fitted, cells: new WeakMap() };
  const cellCache = cache.current.cells;
  const body = tableBodyHeight(height);
  const visible = rows.slice(offset, offset + body);
  return (
    <Box flexDirection="column" height={height} width={width} overflow="hidden">
      <Text wrap="truncate" {...theme.styles['table.header']}>
        {'  ' + formatHeader(fitted)}
      </Text>
      {rows.length === 0 ? (
        <Text wrap="truncate" {...theme.styles['text.muted']}>
          {'  ' + (emptyText ?? 'Nothing here.')}
        </Text>
      ) : (
        visible.map((row, i) => {
          let cells = cellCache.get(row);
          if (!cells) {
            cells = formatCells(fitted, row);
            cellCache.set(row, cells);
          }
          return <Row key={offset + i} cells={cells} fitted={fitted} row={row} selected={focused && offset + i === selected} />;
        })
      )}
    </Box>
  );
}

// A dense, virtualized table: one line per row, only the rows in the window are drawn, so a list
// of 10,000 rows costs the same per keypress as a list of 20. Columns and their layout are the
// ones of format/columns.ts, which the commands' text tables use too: a row reads the same here
// as in `vigil <noun> list`, after the selection marker.
import { memo, useMemo, useRef } from 'react';
import { Box, Text } from 'ink';
import {
  headerCells,
  joinCells,
  layoutColumns,
  measureColumns,
  rowCells,
  tableWidth,
  type Column,
  type Layout,
} from '../../../format/columns.js';
import { useTheme } from '../../theme/index.js';
import { toneToken } from '../../theme/tones.js';

/**
 * Rows measured for the columns' natural widths: once per row list (a new filter or new data),
 * never all 10,000; the rows in the window are measured too (see useNaturalWidths).
 * @internal exported for its unit test only
 */
export const MEASURED_ROWS = 500;

export interface TableProps<T> {
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
  layout: Layout<T>;
  row: T;
  selected: boolean;
}

function RowLine<T>({ cells, layout, row, selected }: RowProps<T>) {
  const theme = useTheme();
  const gap = ' '.repeat(layout.gap);
  const selectedStyle = selected ? theme.styles['row.selected'] : {};
  // The last cell is cut, not padded: trailing spaces would only be drawn over.
  const lastShown = cells.length - 1 - [...cells].reverse().findIndex((c) => c.trim() !== '');
  return (
    <Text wrap="truncate" {...selectedStyle}>
      {selected ? '> ' : '  '}
      {cells.map((cell, i) => {
        if (i > lastShown) return null;
        const column = layout.columns[i]!;
        const token = toneToken(column.tone?.(row));
        const style = token ? theme.styles[token] : undefined;
        const text = i === lastShown ? cell.trimEnd() : cell;
        const marks = column.marks?.(row);
        if (marks && marks.length > 0) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column position in the row
            <Text key={i} {...(style ?? {})} {...selectedStyle}>
              {i === 0 ? '' : gap}
              {markedParts(text, marks).map((part, j) =>
                part.marked ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a marked part is its position in the cell
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
        const spaced = i === 0 ? text : gap + text;
        return style ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column position in the row
          <Text key={i} {...style} {...selectedStyle}>
            {spaced}
          </Text>
        ) : (
          spaced
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
export function markedParts(
  cell: string,
  marks: ReadonlyArray<readonly [number, number]>,
): Array<{ text: string; marked: boolean }> {
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

/**
 * The natural widths of the first rows (once per row list) and of the rows in the window (a
 * few dozen, per draw), so a cell further down is never cut for want of measuring it. The
 * previous array when they did not change: the layout, and the cells made for it, stay.
 */
function useNaturalWidths<T>(
  columns: readonly Column<T>[],
  rows: readonly T[],
  visible: readonly T[],
): readonly number[] {
  const sample = useMemo(() => measureColumns(columns, rows, MEASURED_ROWS), [columns, rows]);
  const window = measureColumns(columns, visible);
  const next = sample.map((w, i) => Math.max(w, window[i]!));
  const last = useRef<number[]>([]);
  if (next.length !== last.current.length || next.some((w, i) => w !== last.current[i])) last.current = next;
  return last.current;
}

export function Table<T extends object>(props: TableProps<T>) {
  const { columns, rows, selected, offset, height, width, emptyText, focused = true } = props;
  const theme = useTheme();
  const body = tableBodyHeight(height);
  const visible = rows.slice(offset, offset + body);
  const natural = useNaturalWidths(columns, rows, visible);
  const layout = useMemo(() => layoutColumns(columns, natural, tableWidth(width)), [columns, natural, width]);
  // Fitted cells per row object, made again only when the layout changes.
  const cache = useRef<{ layout: Layout<T>; cells: WeakMap<T, string[]> } | null>(null);
  if (!cache.current || cache.current.layout !== layout) cache.current = { layout, cells: new WeakMap() };
  const cellCache = cache.current.cells;
  return (
    <Box flexDirection="column" height={height} width={width} overflow="hidden">
      <Text wrap="truncate" {...theme.styles['table.header']}>
        {`  ${joinCells(headerCells(layout), layout.gap)}`}
      </Text>
      {rows.length === 0 ? (
        <Text wrap="truncate" {...theme.styles['text.muted']}>
          {`  ${emptyText ?? 'Nothing here.'}`}
        </Text>
      ) : (
        visible.map((row, i) => {
          let cells = cellCache.get(row);
          if (!cells) {
            cells = rowCells(layout, row);
            cellCache.set(row, cells);
          }
          return (
            <Row
              // biome-ignore lint/suspicious/noArrayIndexKey: a drawn row is its place in the window (offset + i)
              key={offset + i}
              cells={cells}
              layout={layout}
              row={row}
              selected={focused && offset + i === selected}
            />
          );
        })
      )}
    </Box>
  );
}

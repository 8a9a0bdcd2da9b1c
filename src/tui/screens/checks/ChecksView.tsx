// The Checks screen's layout: the title with the counts of the rows shown and the sort, the hand-off's
// lines, the data's age (and the legend of the runs columns), then the table or what it waits for.
import { Box, Text } from 'ink';
import { countText, type SortSpec, sortLabel } from '../../../format/check-triage.js';
import type { CheckListRow } from '../../../format/check-columns.js';
import type { Column } from '../../../format/columns.js';
import { displayWidth, truncate } from '../../../format/width.js';
import { sanitizeLine } from '../../../sanitize.js';
import { ErrorMessage } from '../../components/ErrorMessage.js';
import { LoadingNote } from '../../components/Spinner.js';
import { Table } from '../../components/table/Table.js';
import type { CheckIndex } from '../../model/checkIndex.js';
import type { SelectionState } from '../../state/selection.js';
import { type ThemeToken, useTheme } from '../../theme/index.js';
import { DataAge, LoadingLine } from './DataAge.js';
import type { RunsNote } from './rowHistory.js';
import { formatCount } from '../../../format/count.js';

export interface ChecksViewProps {
  index: CheckIndex;
  width: number;
  height: number;
  name: string;
  ui: { filter: string; sort: SortSpec; alertingOnly: boolean };
  title: { count: string; counts: { failing: number; degraded: number } };
  headerLines: readonly { text: string; tone: ThemeToken }[];
  historyNote: () => RunsNote | undefined;
  table: {
    columns: readonly Column<CheckListRow>[];
    rows: readonly CheckListRow[];
    selection: SelectionState;
    height: number;
    filtered: boolean;
  };
}

/** Title, the hand-off's lines, the data's age, then the table (or what it waits for). */
export function ChecksView({
  index,
  width,
  height,
  name,
  ui,
  title: parts,
  headerLines,
  historyNote,
  table,
}: ChecksViewProps) {
  const theme = useTheme();
  const loading = !index.firstAnswersIn() && index.error === undefined;
  const total = index.count();
  const progress =
    index.complete || index.statuses === undefined
      ? undefined
      : `loading every check: ${countText(index.checks.size, total)}`;
  const note = loading || index.search.loading;
  // The filter is shown whole (up to 20 cells); the title gives way.
  const filterText = ui.filter ? `  /${truncate(sanitizeLine(ui.filter), 20)}` : '';
  // Before the first answers the title has no count: the line under it says what is fetched.
  const titleRoom = Math.max(1, width - (note ? 14 : 0) - displayWidth(filterText));
  const sort = sortLabel(ui.sort) + (ui.alertingOnly ? '  failing/degraded only' : '');
  const counts = ui.alertingOnly ? undefined : parts.counts;
  const title = loading ? name : checksTitle(name, parts.count, counts, sort, titleRoom);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <Box width={width} height={1}>
        <Text wrap="truncate">
          <Text {...theme.styles.title}>{truncate(title, titleRoom)}</Text>
          {filterText ? <Text {...theme.styles['text.accent']}>{filterText}</Text> : null}
        </Text>
        <LoadingNote loading={note} refreshing={!loading} />
      </Box>
      {headerLines.map((line) => (
        <Text key={line.text} wrap="truncate" {...theme.styles[line.tone]}>
          {line.text}
        </Text>
      ))}
      <DataAge index={index} progress={progress} history={historyNote} width={width} />
      {index.error !== undefined && index.statuses === undefined ? (
        <ErrorMessage error={index.error} retryAt={undefined} width={width} />
      ) : loading ? (
        <LoadingLine index={index} width={width} />
      ) : (
        <Table
          columns={table.columns}
          rows={table.rows}
          selected={table.selection.index}
          offset={table.selection.offset}
          height={table.height}
          width={width}
          emptyText={table.filtered ? 'No check matches the filter.' : 'No checks in this account.'}
        />
      )}
    </Box>
  );
}

/**
 * "Checks  10,000 checks · 1,393 failing · 212 degraded  failing first": the counts of the rows
 * shown, the account's or a filter's ("12 of 10,000 checks · 3 failing · 1 degraded"); with
 * "failing/degraded only" the count itself is that.
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
  const tally = `${formatCount(counts.failing)} failing · ${formatCount(counts.degraded)} degraded`;
  const full = `${name}  ${count} checks · ${tally}  ${sort}`;
  return displayWidth(full) <= room ? full : `${name}  ${count}  ${sort} · ${tally}`;
}

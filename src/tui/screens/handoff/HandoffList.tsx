// One list of the hand-off: a title line, a table of rows declared in format/, the cursor kept
// across visits. Shared by the changes, clusters and paused-through-vigil screens.
import { Box, Text } from 'ink';
import type { Column } from '../../../format/columns.js';
import { truncate } from '../../../format/width.js';
import { Table, tableBodyHeight } from '../../components/table/Table.js';
import { useListSelection } from '../../hooks/useListSelection.js';
import { initialSelection, type SelectionAction, type SelectionState } from '../../state/selection.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import { useTheme } from '../../theme/index.js';

export function useHandoffSelection(key: string, count: number, height: number) {
  const [ui, setUi] = usePersistentState<{ selection: SelectionState }>(key, { selection: initialSelection });
  return useListSelection(ui, setUi, { count, height: tableBodyHeight(Math.max(2, height - 1)) }) as {
    selection: SelectionState;
    move: (action: SelectionAction) => void;
  };
}

export function HandoffList<R extends object>(props: {
  title: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  selection: SelectionState;
  width: number;
  height: number;
  emptyText: string;
}) {
  const theme = useTheme();
  return (
    <Box flexDirection="column" width={props.width} height={props.height} overflow="hidden">
      <Text wrap="truncate" {...theme.styles.title}>
        {truncate(props.title, props.width)}
      </Text>
      <Table
        columns={props.columns}
        rows={props.rows}
        selected={props.selection.index}
        offset={props.selection.offset}
        height={Math.max(2, props.height - 1)}
        width={props.width}
        emptyText={props.emptyText}
      />
    </Box>
  );
}

// The cursor of a list stays on its item when new data reorders the rows, and only then.
import { Text } from 'ink';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCursorStaysOnItem } from '../../../src/tui/hooks/useCursorStaysOnItem.js';
import { renderTui } from '../harness.js';

interface Controls {
  setRows: (rows: string[]) => void;
  select: (index: number) => void;
}

function List({ controls, initial }: { controls: Controls; initial: string[] }) {
  const [rows, setRows] = useState(initial);
  const [index, setIndex] = useState(2);
  controls.setRows = setRows;
  controls.select = setIndex;
  useCursorStaysOnItem(rows, rows, (row) => row, index, setIndex);
  return <Text>{`at ${index} on ${rows[index] ?? '-'}`}</Text>;
}

function open() {
  const controls = {} as Controls;
  const tui = renderTui(<List controls={controls} initial={['a', 'b', 'c', 'd']} />);
  return { tui, controls };
}

describe('useCursorStaysOnItem', () => {
  it('follows its item when new rows come in above it', async () => {
    const { tui, controls } = open();
    expect(tui.frame()).toContain('at 2 on c');
    act(() => controls.setRows(['new', 'a', 'b', 'c', 'd']));
    await tui.waitForFrame('at 3 on c');
    act(() => controls.setRows(['d', 'c', 'b', 'a', 'new']));
    await tui.waitForFrame('at 1 on c');
  });

  it('leaves a move alone, and follows the item moved to', async () => {
    const { tui, controls } = open();
    act(() => controls.select(1));
    await tui.waitForFrame('at 1 on b');
    act(() => controls.setRows(['x', 'y', 'a', 'b']));
    await tui.waitForFrame('at 3 on b');
  });

  it('keeps a cursor on the first row on the first row', async () => {
    const { tui, controls } = open();
    act(() => controls.select(0));
    await tui.waitForFrame('at 0 on a');
    act(() => controls.setRows(['new', 'a', 'b']));
    await tui.waitForFrame('at 0 on new');
  });

  it('stays where it is when its item is gone', async () => {
    const { tui, controls } = open();
    act(() => controls.setRows(['a', 'b', 'd', 'e']));
    await tui.waitForFrame('at 2 on d');
  });
});

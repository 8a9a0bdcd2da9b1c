// New data reorders a list (a check turns failing, a session starts at the top of the page): the
// cursor stays on the item it was on, found by its ID in the new rows. A move, a sort or a filter
// sets the row itself; only `data` changing brings the cursor back to its item. A cursor on the
// first row stays there: the top of a list sorted worst or newest first is what it shows (and
// while a list fills in at the start, the cursor has not been put anywhere yet). A row whose ID is
// undefined (a heading or a blank line of a document) is not followed.
import { useLayoutEffect, useRef } from 'react';

export function useCursorStaysOnItem<R>(
  data: unknown,
  rows: readonly R[],
  idOf: (row: R) => string | undefined,
  index: number,
  select: (index: number) => void,
): void {
  // The item under the cursor as last drawn. Noted after the effect below has read it: noted while
  // rendering, it would already name the row that new data put at the cursor's old index.
  const selectedId = useRef<string | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new data moves the cursor back to its item
  useLayoutEffect(() => {
    const id = selectedId.current;
    if (id === undefined || index === 0) return;
    const at = rows.findIndex((r) => idOf(r) === id);
    if (at >= 0 && at !== index) select(at);
  }, [data]);
  useLayoutEffect(() => {
    const row = rows[index];
    selectedId.current = row === undefined ? undefined : idOf(row);
  });
}

// The cursor of a list kept in a screen's state (`ui.selection`): clamped to the rows there are
// now, and a `move` that clamps before it moves (the rows may have changed since the last key).
import { useCallback, type Dispatch, type SetStateAction } from 'react';
import {
  clampSelection,
  selectionReducer,
  type ListGeometry,
  type SelectionAction,
  type SelectionState,
} from '../state/selection.js';

export function useListSelection<S extends { selection: SelectionState }>(
  ui: S,
  setUi: Dispatch<SetStateAction<S>>,
  geometry: ListGeometry,
): { selection: SelectionState; move: (action: SelectionAction) => void } {
  // The caller's geometry is a fresh object each render; its two numbers are what matter.
  const { count, height } = geometry;
  const move = useCallback(
    (action: SelectionAction) =>
      setUi((u) => ({
        ...u,
        selection: selectionReducer(clampSelection(u.selection, { count, height }), action, { count, height }),
      })),
    [setUi, count, height],
  );
  return { selection: clampSelection(ui.selection, geometry), move };
}

// Cursor and scroll position of a list drawn in a window of `height` rows. Every action is O(1):
// moving never touches the rows themselves.

export interface SelectionState {
  index: number;
  /** First row drawn. */
  offset: number;
}

export const initialSelection: SelectionState = { index: 0, offset: 0 };

export type SelectionAction =
  | { type: 'move'; delta: number }
  | { type: 'top' }
  | { type: 'bottom' }
  | { type: 'page'; direction: 1 | -1 }
  | { type: 'select'; index: number }
  | { type: 'reset' };

export interface ListGeometry {
  count: number;
  height: number;
}

/** Keep index inside the list and offset such that the index is visible. */
export function clampSelection(state: SelectionState, { count, height }: ListGeometry): SelectionState {
  const rows = Math.max(1, height);
  const index = count === 0 ? 0 : Math.min(Math.max(0, state.index), count - 1);
  let offset = Math.min(Math.max(0, state.offset), Math.max(0, count - rows));
  if (index < offset) offset = index;
  if (index >= offset + rows) offset = index - rows + 1;
  if (index === state.index && offset === state.offset) return state;
  return { index, offset };
}

export function selectionReducer(
  state: SelectionState,
  action: SelectionAction,
  geometry: ListGeometry,
): SelectionState {
  const page = Math.max(1, geometry.height);
  switch (action.type) {
    case 'move':
      return clampSelection({ ...state, index: state.index + action.delta }, geometry);
    case 'top':
      return clampSelection({ index: 0, offset: 0 }, geometry);
    case 'bottom':
      return clampSelection({ ...state, index: geometry.count - 1 }, geometry);
    case 'page':
      // Move the window and the cursor by one screen, like a pager.
      return clampSelection(
        { index: state.index + action.direction * page, offset: state.offset + action.direction * page },
        geometry,
      );
    case 'select':
      return clampSelection({ ...state, index: action.index }, geometry);
    case 'reset':
      return initialSelection;
  }
}

/** The list keys' commands (keys/common.ts), each a move of the selection; screens add the rest. */
export function moveCommands(move: (action: SelectionAction) => void) {
  return {
    'move-down': () => move({ type: 'move', delta: 1 }),
    'move-up': () => move({ type: 'move', delta: -1 }),
    top: () => move({ type: 'top' }),
    bottom: () => move({ type: 'bottom' }),
    'page-down': () => move({ type: 'page', direction: 1 }),
    'page-up': () => move({ type: 'page', direction: -1 }),
  };
}

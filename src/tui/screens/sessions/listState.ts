// The session list's own state: the filters in force, the stack of cursors behind the current
// page (the server only gives the next one; `p` pops), and the selection, with the selection of
// every earlier page kept so coming back lands on the same row.
import {
  clampSelection,
  initialSelection,
  selectionReducer,
  type ListGeometry,
  type SelectionAction,
  type SelectionState,
} from '../../state/selection.js';
import { sameFilter, type SessionFilter } from './filter.js';

export interface SessionListUi {
  filter: SessionFilter;
  /** Cursors (`nextId`) of the pages after the first: page n + 2 is loaded with cursors[n]. */
  cursors: readonly string[];
  /** The selection each earlier page had when `n` left it. */
  saved: readonly SelectionState[];
  selection: SelectionState;
}

export type SessionListAction =
  | { type: 'select'; action: SelectionAction; geometry: ListGeometry }
  | { type: 'next'; nextId: string }
  | { type: 'prev' }
  | { type: 'filter'; filter: SessionFilter };

export function initialListUi(filter: SessionFilter): SessionListUi {
  return { filter, cursors: [], saved: [], selection: initialSelection };
}

/** 1 for the first page. */
export function pageNumber(ui: SessionListUi): number {
  return ui.cursors.length + 1;
}

/** The cursor that loads the current page (undefined: the first page). */
export function currentCursor(ui: SessionListUi): string | undefined {
  return ui.cursors[ui.cursors.length - 1];
}

export function sessionListReducer(state: SessionListUi, action: SessionListAction): SessionListUi {
  switch (action.type) {
    case 'select':
      return {
        ...state,
        selection: selectionReducer(clampSelection(state.selection, action.geometry), action.action, action.geometry),
      };
    case 'next':
      return {
        ...state,
        cursors: [...state.cursors, action.nextId],
        saved: [...state.saved, state.selection],
        selection: initialSelection,
      };
    case 'prev': {
      if (state.cursors.length === 0) return state;
      return {
        ...state,
        cursors: state.cursors.slice(0, -1),
        saved: state.saved.slice(0, -1),
        selection: state.saved[state.saved.length - 1] ?? initialSelection,
      };
    }
    case 'filter':
      // New filters start again at the first page; the same filters change nothing.
      if (sameFilter(state.filter, action.filter)) return state;
      return initialListUi(action.filter);
  }
}

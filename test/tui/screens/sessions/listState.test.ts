// The Sessions list's reducer: cursor paging.
import { describe, expect, it } from 'vitest';
import { emptyFilter } from '../../../../src/tui/screens/sessions/filter.js';
import {
  currentCursor,
  initialListUi,
  pageNumber,
  sessionListReducer,
  type SessionListUi,
} from '../../../../src/tui/screens/sessions/listState.js';

describe('session list state', () => {
  const geometry = { count: 50, height: 10 };
  it('pushes a cursor per next page and pops it on the previous, restoring the selection', () => {
    let s: SessionListUi = initialListUi(emptyFilter);
    expect(pageNumber(s)).toBe(1);
    expect(currentCursor(s)).toBeUndefined();
    s = sessionListReducer(s, { type: 'select', action: { type: 'move', delta: 7 }, geometry });
    s = sessionListReducer(s, { type: 'next', nextId: 'c2' });
    expect(pageNumber(s)).toBe(2);
    expect(currentCursor(s)).toBe('c2');
    expect(s.selection.index).toBe(0);
    s = sessionListReducer(s, { type: 'select', action: { type: 'move', delta: 3 }, geometry });
    s = sessionListReducer(s, { type: 'next', nextId: 'c3' });
    expect(s.cursors).toEqual(['c2', 'c3']);
    s = sessionListReducer(s, { type: 'prev' });
    expect(currentCursor(s)).toBe('c2');
    expect(s.selection.index).toBe(3);
    s = sessionListReducer(s, { type: 'prev' });
    expect(pageNumber(s)).toBe(1);
    expect(s.selection.index).toBe(7);
    expect(sessionListReducer(s, { type: 'prev' })).toBe(s);
  });

  it('goes back to the first page when the filters change, and changes nothing for the same filters', () => {
    let s = sessionListReducer(initialListUi(emptyFilter), { type: 'next', nextId: 'c2' });
    expect(sessionListReducer(s, { type: 'filter', filter: { ...emptyFilter } })).toBe(s);
    s = sessionListReducer(s, { type: 'filter', filter: { ...emptyFilter, statuses: ['FAILED'] } });
    expect(s.cursors).toEqual([]);
    expect(s.filter.statuses).toEqual(['FAILED']);
  });
});

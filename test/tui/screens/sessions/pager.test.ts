// The Sessions pager's reducer: scrolling, search matches, revealing a line.
import { describe, expect, it } from 'vitest';
import {
  findMatches,
  initialPager,
  maxOffset,
  pagerReducer,
  reveal,
} from '../../../../src/tui/screens/sessions/pager.js';

describe('pager', () => {
  const g = { count: 100, height: 10 };
  it('scrolls within the lines', () => {
    let s = pagerReducer(initialPager, { type: 'scroll', delta: 5 }, g);
    expect(s.offset).toBe(5);
    s = pagerReducer(s, { type: 'scroll', delta: -50 }, g);
    expect(s.offset).toBe(0);
    s = pagerReducer(s, { type: 'page', direction: 1 }, g);
    expect(s.offset).toBe(9);
    s = pagerReducer(s, { type: 'bottom' }, g);
    expect(s.offset).toBe(90);
    expect(maxOffset(g)).toBe(90);
    s = pagerReducer(s, { type: 'scroll', delta: 3 }, g);
    expect(s.offset).toBe(90);
    s = pagerReducer(s, { type: 'top' }, g);
    expect(s.offset).toBe(0);
    expect(pagerReducer(initialPager, { type: 'bottom' }, { count: 4, height: 10 }).offset).toBe(0);
  });

  it('reveals a line only when it is out of view', () => {
    expect(reveal(0, 5, g)).toBe(0);
    expect(reveal(0, 50, g)).toBe(47);
    expect(reveal(0, 99, g)).toBe(90);
  });

  it('finds lines holding the query, ignoring case, from a start line', () => {
    const lines = ['Header ERROR', 'ok', 'error: timeout', 'fine', 'Error again'];
    expect(findMatches(lines, 'error', 1)).toEqual([2, 4]);
    expect(findMatches(lines, 'ERROR')).toEqual([0, 2, 4]);
    expect(findMatches(lines, '')).toEqual([]);
  });

  it('jumps to the first match below the top line, then n/N go round', () => {
    const matches = [3, 40, 80];
    let s = pagerReducer({ ...initialPager, offset: 20 }, { type: 'search', query: 'x', matches }, g);
    expect(s).toEqual({ offset: 37, query: 'x', match: 1 });
    s = pagerReducer(s, { type: 'next', matches }, g);
    expect(s.match).toBe(2);
    expect(s.offset).toBe(77);
    s = pagerReducer(s, { type: 'next', matches }, g);
    expect(s.match).toBe(0);
    expect(s.offset).toBe(0);
    s = pagerReducer(s, { type: 'prev', matches }, g);
    expect(s.match).toBe(2);
    s = pagerReducer(s, { type: 'search', query: 'zzz', matches: [] }, g);
    expect(s.match).toBe(-1);
    expect(pagerReducer(s, { type: 'next', matches: [] }, g).match).toBe(-1);
  });

  it('wraps a new search to the first match when none is below', () => {
    const s = pagerReducer({ ...initialPager, offset: 90 }, { type: 'search', query: 'x', matches: [3, 40] }, g);
    expect(s.match).toBe(0);
    expect(s.offset).toBe(0);
  });
});

// The Sessions screens' reducers and pure helpers: cursor paging, the pager, the filters.
import { describe, expect, it } from 'vitest';
import { emptyFilter, filterKey, filterParts, filterQuery, isEmptyFilter, routeFilter, sameFilter } from '../../../../src/tui/screens/sessions/filter.js';
import { currentCursor, initialListUi, pageNumber, sessionListReducer, type SessionListUi } from '../../../../src/tui/screens/sessions/listState.js';
import { findMatches, initialPager, maxOffset, pagerReducer, reveal } from '../../../../src/tui/screens/sessions/pager.js';
import { wrapCells } from '../../../../src/format/width.js';
import { linkLines } from '../../../../src/tui/screens/sessions/wrap.js';

const G = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

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

describe('session filters', () => {
  it('map to the query of GET /v1/test-sessions', () => {
    const filter = {
      statuses: ['FAILED', 'RUNNING'] as const,
      branches: ['main'],
      providers: ['PW_REPORTER'] as const,
      users: ['ada', 'grace'],
      noUsers: true,
      search: 'checkout',
      from: { text: '2h', seconds: 100 },
      to: { text: '1h', seconds: 200 },
      errorGroupId: G,
    };
    expect(filterQuery({ ...filter, statuses: [...filter.statuses], providers: [...filter.providers] })).toEqual({
      statuses: ['FAILED', 'RUNNING'],
      branches: ['main'],
      providers: ['PW_REPORTER'],
      users: ['ada', 'grace'],
      noUsers: true,
      textSearch: 'checkout',
      from: 100,
      to: 200,
      errorGroupId: G,
    });
    expect(filterParts({ ...filter, statuses: [...filter.statuses], providers: [...filter.providers] })).toEqual([
      'status failed,running',
      'branch main',
      'provider pw_reporter',
      'user ada,grace',
      'no users',
      'search "checkout"',
      'from 2h',
      'to 1h',
      `error group ${G}`,
    ]);
  });

  it('compare by what they send', () => {
    expect(isEmptyFilter(emptyFilter)).toBe(true);
    expect(filterQuery(emptyFilter)).toEqual({});
    expect(sameFilter({ ...emptyFilter, branches: ['a'] }, { ...emptyFilter, branches: ['a'] })).toBe(true);
    expect(filterKey({ ...emptyFilter, branches: ['a'] })).not.toBe(filterKey({ ...emptyFilter, branches: ['b'] }));
  });

  it('come from the route for the sessions of one error group', () => {
    expect(routeFilter({ errorGroupId: G })).toEqual({ ...emptyFilter, errorGroupId: G });
    expect(routeFilter({})).toBe(emptyFilter);
  });

  it('show server text escaped', () => {
    expect(filterParts({ ...emptyFilter, branches: ['x\u001b[2J'] })).toEqual(['branch x\\x1b[2J']);
  });
});

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

describe('wrapping long values', () => {
  it('cuts a URL into lines of the width, losing nothing, wide characters counted as two', () => {
    const url = 'https://app.example.com/test-sessions/1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    const parts = wrapCells(url, 20);
    expect(parts.join('')).toBe(url);
    expect(parts.every((p) => p.length <= 20)).toBe(true);
    expect(wrapCells('日本語テスト', 5)).toEqual(['日本', '語テ', 'スト']);
    expect(wrapCells('short', 20)).toEqual(['short']);
  });

  it('puts a link on a line of its own, never wrapped', () => {
    // Never wrapped: whole on its own line when it fits, cut with '…' (never broken over lines) when not.
    expect(linkLines('Link', 'https://x.example/abc', 5, 40, '(L copies it)')).toEqual(['Link  (L copies it)', 'https://x.example/abc']);
    expect(linkLines('Link', 'https://x.example/abcdefghij', 5, 12, '(L copies it)')).toEqual(['Link  (L copies it)', 'https://x.e…']);
  });
});

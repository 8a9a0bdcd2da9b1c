import { describe, expect, it } from 'vitest';
import { pageSummary, hasNextPage, filterRows } from '../../../src/tui/components/pageText.js';

describe('page texts', () => {
  it('says "21-40 of 137" from the content-range', () => {
    expect(pageSummary({ items: new Array(20), range: { first: 20, last: 39, total: 137 }, page: 2, limit: 20 })).toBe(
      '21-40 of 137 (page 2 of 7)',
    );
    expect(pageSummary({ items: [], range: { first: 0, last: -1, total: 25 }, page: 9, limit: 10 })).toBe(
      '0 of 25 (page 9 of 3)',
    );
    expect(pageSummary({ items: new Array(3), range: null, page: 2, limit: 10 })).toBe('11-13 (page 2)');
  });

  it('knows whether a next page exists, with or without content-range', () => {
    expect(hasNextPage({ items: new Array(20), range: { first: 20, last: 39, total: 137 }, limit: 20 })).toBe(true);
    expect(hasNextPage({ items: new Array(17), range: { first: 120, last: 136, total: 137 }, limit: 20 })).toBe(false);
    expect(hasNextPage({ items: new Array(10), range: null, limit: 10 })).toBe(true);
    expect(hasNextPage({ items: new Array(9), range: null, limit: 10 })).toBe(false);
  });

  it('filters by a case-insensitive substring', () => {
    expect(filterRows(['Alpha', 'beta', 'ALPINE'], 'alp', (s) => s)).toEqual(['Alpha', 'ALPINE']);
    const rows = ['a'];
    expect(filterRows(rows, '  ', (s) => s)).toBe(rows);
  });
});

import { describe, expect, it } from 'vitest';
import { fitHints, footerHints } from '../../../src/tui/components/footerText.js';
import { pageSummary, hasNextPage, filterRows } from '../../../src/tui/components/pageText.js';
import { helpLines } from '../../../src/tui/components/HelpOverlay.js';
import { wrapWords } from '../../../src/tui/components/DocumentView.js';
import { shellKeymap } from '../../../src/tui/keys/index.js';
import { checksKeymap } from '../../../src/tui/screens/checks/keymap.js';
import { displayWidth } from '../../../src/format/width.js';

describe('footer hints', () => {
  it('come from the keymaps and keep "? help" when space runs out', () => {
    const hints = footerHints([checksKeymap, shellKeymap]);
    expect(hints.map((h) => `${h.keys} ${h.label}`)).toContain('x pause/resume');
    const narrow = fitHints(hints, 20, (h) => h.label === 'help');
    expect(narrow.map((h) => h.label)).toContain('help');
    expect(narrow.reduce((s, h) => s + displayWidth(h.keys) + 1 + displayWidth(h.label) + 2, 0)).toBeLessThanOrEqual(20);
  });
});

describe('help lines', () => {
  it('list every binding with its keys and description', () => {
    const lines = helpLines([{ title: 'Checks', table: checksKeymap }]).map((l) => l.text);
    expect(lines[0]).toBe('Checks');
    expect(lines).toHaveLength(checksKeymap.length + 1);
    expect(lines.some((l) => l.includes('PgDn/ctrl+d') && l.includes('one screen of rows down'))).toBe(true);
  });
});

describe('page texts', () => {
  it('says "21-40 of 137" from the content-range', () => {
    expect(pageSummary({ items: new Array(20), range: { first: 20, last: 39, total: 137 }, page: 2, limit: 20 })).toBe('21-40 of 137 (page 2 of 7)');
    expect(pageSummary({ items: [], range: { first: 0, last: -1, total: 25 }, page: 9, limit: 10 })).toBe('0 of 25 (page 9 of 3)');
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

describe('wrapWords', () => {
  it('wraps prose at spaces within the width', () => {
    const lines = wrapWords('one two three four five six', 10);
    expect(lines).toEqual(['one two', 'three four', 'five six']);
  });
});

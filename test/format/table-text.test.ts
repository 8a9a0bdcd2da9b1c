import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutColumns, renderTable, type TextColumn } from '../../src/format/table-text.js';
import { displayWidth } from '../../src/format/width.js';

const columns: TextColumn[] = [
  { key: 'status', header: 'STATUS', min: 6, priority: 100 },
  { key: 'name', header: 'NAME', min: 8, max: 30, priority: 90 },
  { key: 'branch', header: 'BRANCH', min: 6, priority: 50 },
  { key: 'took', header: 'TOOK', min: 4, align: 'right', priority: 10 },
];
const rows = [
  { status: 'FAIL', name: 'checkout flow with a very long name indeed', branch: 'main', took: '1.2s' },
  { status: 'PASS', name: 'login', branch: 'feature/数据-sync', took: '12m 05s' },
];

describe('renderTable', () => {
  it('uses natural widths when everything fits', () => {
    const lines = renderTable(columns, rows.slice(1), 80);
    expect(lines).toEqual(['STATUS  NAME   BRANCH                TOOK', 'PASS    login  feature/数据-sync  12m 05s']);
  });
  it('cuts the least important column first, with an ellipsis, and never a fixed one', () => {
    const withFixedTook = columns.map((c) => (c.key === 'took' ? { ...c, fixed: true } : c));
    const lines = renderTable(withFixedTook, rows, 54);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(54);
    // Branch (priority 50) went down to its minimum before the name (90) lost anything.
    expect(lines[2]).toMatch(/^PASS {4}login +featu… +12m 05s$/);
    expect(lines[1]).toContain('checkout flow with a very lo…');
    expect(lines[2]).toContain('12m 05s');
  });
  it('leaves out a fixed column rather than cutting it', () => {
    const fixedTook = columns.map((c) => (c.key === 'took' ? { ...c, fixed: true } : c));
    expect(layoutColumns(fixedTook, rows, 30).columns.map((c) => c.key)).toEqual(['status', 'name', 'branch']);
  });
  it('leaves out the least important columns when minimums do not fit', () => {
    const layout = layoutColumns(columns, rows, 24);
    expect(layout.columns.map((c) => c.key)).toEqual(['status', 'name', 'branch']);
    const narrower = layoutColumns(columns, rows, 16);
    expect(narrower.columns.map((c) => c.key)).toEqual(['status', 'name']);
  });
  it('right-aligns and leaves no trailing spaces', () => {
    const lines = renderTable(columns, [{ status: 'RUN', name: 'x', branch: '', took: '5s' }], 80);
    expect(lines[1]!.endsWith('  5s')).toBe(true);
    const noLast = renderTable(columns.slice(0, 3), [{ status: 'RUN', name: 'x', branch: '' }], 80);
    expect(noLast[1]).toBe('RUN     x');
  });
  it('paints cells after fitting, so colour codes never count as width', () => {
    const lines = renderTable(columns, rows, 40, {
      paint: (text, row, key) => (key === 'status' && row !== 'header' ? `\u001b[31m${text}\u001b[39m` : text),
    });
    expect(lines[1]).toContain('\u001b[31mFAIL  \u001b[39m');
    expect(displayWidth(lines[1]!.replace(/\u001b\[\d+m/g, ''))).toBeLessThanOrEqual(40);
  });
  it('never draws a line wider than the width, whatever the cells', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ status: fc.string(), name: fc.string({ unit: 'grapheme' }), branch: fc.string(), took: fc.string() }), {
          maxLength: 5,
        }),
        fc.integer({ min: 1, max: 120 }),
        (data, width) => {
          for (const line of renderTable(columns, data, width)) expect(displayWidth(line)).toBeLessThanOrEqual(width);
        },
      ),
    );
  });
});

// The one layout of every table (TUI and commands): which columns show and how wide.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CELL_GAP,
  columnsOf,
  fitColumns,
  headerCells,
  joinCells,
  layoutColumns,
  measureColumns,
  rowCells,
  withoutColumns,
  type Column,
} from '../../src/format/columns.js';
import { displayWidth } from '../../src/format/width.js';

type Row = Record<string, string>;
const col = (id: string, c: Omit<Column<Row>, 'id' | 'header' | 'value'> & { header?: string }): Column<Row> => ({
  id,
  header: c.header ?? id.toUpperCase(),
  value: (r) => r[id] ?? '',
  ...c,
});

const status = col('status', { min: 6, fixed: true, priority: 100 });
const name = col('name', { min: 8, max: 30, priority: 90 });
const branch = col('branch', { min: 6, priority: 50 });
const took = col('took', { min: 4, align: 'right', fixed: true, priority: 10 });
const columns = [status, name, branch, took];
const rows: Row[] = [
  { status: 'FAIL', name: 'checkout flow with a very long name indeed', branch: 'main', took: '1.2s' },
  { status: 'PASS', name: 'login', branch: 'feature/数据-sync', took: '12m 05s' },
];

const line = (cols: readonly Column<Row>[], row: Row, width: number) => {
  const layout = fitColumns(cols, rows, width);
  return joinCells(rowCells(layout, row), layout.gap);
};

describe('layoutColumns', () => {
  // Natural widths: status 6 (header), name 42 (the layout caps it at 30), branch 17 (数据 are 2 cells each), took 7.
  it('measures natural widths by terminal cells', () => {
    expect(measureColumns(columns, rows)).toEqual([6, 42, 17, 7]);
    expect(measureColumns(columns, rows, 1)).toEqual([6, 42, 6, 4]);
  });

  const cases: Array<{ width: number; shown: string[]; widths: number[]; why: string }> = [
    {
      width: 200,
      shown: ['status', 'name', 'branch', 'took'],
      widths: [6, 30, 17, 7],
      why: 'everything at its natural width',
    },
    {
      width: 66,
      shown: ['status', 'name', 'branch', 'took'],
      widths: [6, 30, 17, 7],
      why: 'exactly the natural total (60 + 3 gaps of 2)',
    },
    {
      width: 60,
      shown: ['status', 'name', 'branch', 'took'],
      widths: [6, 30, 11, 7],
      why: 'the lowest priority that can give (branch, 50) is cut first; took is fixed',
    },
    {
      width: 54,
      shown: ['status', 'name', 'branch', 'took'],
      widths: [6, 29, 6, 7],
      why: 'branch down to its min, then the name (90) gives',
    },
    { width: 33, shown: ['status', 'name', 'branch', 'took'], widths: [6, 8, 6, 7], why: 'every column at its floor' },
    {
      width: 32,
      shown: ['status', 'name', 'branch'],
      widths: [6, 16, 6],
      why: 'the floors do not fit: the lowest priority (took) is left out first',
    },
    { width: 22, shown: ['status', 'name'], widths: [6, 14], why: 'then branch' },
    { width: 15, shown: ['status'], widths: [6], why: 'then the name: the highest priority stays to the end' },
    { width: 4, shown: ['status'], widths: [4], why: 'a single column wider than the room is cut to it' },
  ];
  for (const c of cases) {
    it(`at ${c.width} cells: ${c.why}`, () => {
      const layout = layoutColumns(columns, measureColumns(columns, rows), c.width);
      expect(layout.columns.map((x) => x.id)).toEqual(c.shown);
      expect(layout.widths).toEqual(c.widths);
      const total = layout.widths.reduce((a, b) => a + b, 0) + CELL_GAP * (layout.widths.length - 1);
      expect(total).toBeLessThanOrEqual(c.width);
    });
  }

  it('cuts with an ellipsis, pads by cells (wide characters count 2), right-aligns, and leaves no trailing spaces', () => {
    expect(line(columns, rows[0]!, 54)).toBe('FAIL    checkout flow with a very lo…  main       1.2s');
    expect(line(columns, rows[1]!, 54)).toBe('PASS    login                          featu…  12m 05s');
    expect(line(columns, rows[1]!, 200)).toBe('PASS    login                           feature/数据-sync  12m 05s');
    expect(displayWidth(line(columns, rows[1]!, 200))).toBe(66);
    // The last column left-aligned and short: no padding after it.
    expect(line([status, name], { status: 'RUN', name: 'x' }, 80)).toBe('RUN     x');
    expect(line([status, name, branch], { status: 'RUN', name: 'x', branch: '' }, 80)).toBe('RUN     x');
  });

  it('cuts emoji and CJK on whole characters', () => {
    const wide = [col('name', { min: 4, priority: 1 })];
    const layout = layoutColumns(wide, [20], 7);
    expect(rowCells(layout, { name: '🚦🚦🚦🚦🚦' })).toEqual(['🚦🚦🚦…']);
    expect(rowCells(layout, { name: '日本語のチェック' })).toEqual(['日本語…']);
  });

  it('of two equal priorities leaves out the later one first', () => {
    const a = col('a', { min: 5, fixed: true, priority: 5 });
    const b = col('b', { min: 5, fixed: true, priority: 5 });
    expect(layoutColumns([a, b], [5, 5], 11).columns.map((c) => c.id)).toEqual(['a']);
  });

  it('draws the header through the same layout', () => {
    const layout = fitColumns(columns, rows, 54);
    expect(joinCells(headerCells(layout), layout.gap)).toBe('STATUS  NAME                           BRANCH     TOOK');
  });

  it('adapts columns to another row type, and leaves out the ones named', () => {
    const wrapped = columnsOf(withoutColumns(columns, ['took']), (r: { cells: Row }) => r.cells);
    expect(wrapped.map((c) => c.id)).toEqual(['status', 'name', 'branch']);
    expect(wrapped[1]!.value({ cells: { name: 'login' } })).toBe('login');
  });

  it('never draws a line wider than the width, nor one ending in a space', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.string(),
            name: fc.string({ unit: 'grapheme' }),
            branch: fc.string({ unit: 'grapheme' }),
            took: fc.string(),
          }),
          { maxLength: 5 },
        ),
        fc.integer({ min: 1, max: 120 }),
        (data, width) => {
          const clean = data.map((r) =>
            Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.replace(/[\s\p{C}]/gu, 'x')])),
          );
          const layout = fitColumns(columns, clean, width);
          for (const r of clean) {
            const text = joinCells(rowCells(layout, r), layout.gap);
            expect(displayWidth(text)).toBeLessThanOrEqual(width);
            expect(text).not.toMatch(/ $/);
          }
        },
      ),
    );
  });
});

describe('grow', () => {
  it('gives the room left over to a growing column, past its max, up to its longest cell', () => {
    const grown = [status, { ...name, grow: true }, branch, took];
    expect(layoutColumns(grown, measureColumns(grown, rows), 200).widths).toEqual([6, 42, 17, 7]);
    expect(layoutColumns(grown, measureColumns(grown, rows), 70).widths).toEqual([6, 34, 17, 7]);
    // No room left over: as without grow.
    expect(layoutColumns(grown, measureColumns(grown, rows), 60).widths).toEqual([6, 30, 11, 7]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Column } from '../../src/format/columns.js';
import { renderTable } from '../../src/format/table-text.js';
import { displayWidth } from '../../src/format/width.js';

type Row = Record<string, string>;
const col = (id: string, c: Omit<Column<Row>, 'id' | 'header' | 'value'>): Column<Row> => ({
  id,
  header: id.toUpperCase(),
  value: (r) => r[id] ?? '',
  ...c,
});
const columns: Column<Row>[] = [
  col('status', { min: 6, priority: 100, tone: (r) => (r.status === 'FAIL' ? 'failed' : undefined) }),
  col('name', { min: 8, max: 30, priority: 90 }),
  col('branch', { min: 6, priority: 50 }),
  col('took', { min: 4, align: 'right', priority: 10 }),
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
  it('paints cells after fitting, so colour codes never count as width', () => {
    const lines = renderTable(columns, rows, 40, {
      paint: (text, row, column) =>
        row !== 'header' && column.tone?.(rows[row]!) === 'failed' ? `\u001b[31m${text}\u001b[39m` : text,
    });
    expect(lines[1]).toContain('\u001b[31mFAIL  \u001b[39m');
    expect(displayWidth(lines[1]!.replace(/\u001b\[\d+m/g, ''))).toBeLessThanOrEqual(40);
  });
  it('drops an empty last cell before painting, so a painted line ends in no spaces either', () => {
    const lines = renderTable(columns.slice(0, 3), [{ status: 'RUN', name: 'x', branch: '' }], 80, {
      paint: (text) => `<${text}>`,
    });
    expect(lines[1]).toBe('<RUN   >  <x   >');
  });
  it('never draws a line wider than the width, whatever the cells', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.string(),
            name: fc.string({ unit: 'grapheme' }),
            branch: fc.string(),
            took: fc.string(),
          }),
          {
            maxLength: 5,
          },
        ),
        fc.integer({ min: 1, max: 120 }),
        (data, width) => {
          for (const line of renderTable(columns, data, width)) expect(displayWidth(line)).toBeLessThanOrEqual(width);
        },
      ),
    );
  });
});

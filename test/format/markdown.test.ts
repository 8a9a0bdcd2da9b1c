import { describe, expect, it } from 'vitest';
import { markdownCell, markdownCode, markdownInline, markdownTable } from '../../src/format/markdown.js';

describe('markdownCell', () => {
  it('escapes what would end a cell or a row', () => {
    expect(markdownCell('a | b')).toBe('a \\| b');
    expect(markdownCell('line one\nline two')).toBe('line one<br>line two');
    expect(markdownCell('C:\\temp')).toBe('C:\\\\temp');
  });
  it('escapes control characters and escape sequences', () => {
    const cell = markdownCell('evil\u001b[2Jname\u0007');
    expect(cell).not.toMatch(/[\u0000-\u001f]/);
    expect(cell).toContain('x1b[2J');
  });
  it('shows nothing for missing values', () => {
    expect(markdownCell(null)).toBe('');
  });
});

describe('markdownInline and markdownCode', () => {
  it('keeps inline text to one safe line', () => {
    expect(markdownInline('a\nb\u001b')).toBe('a b\\x1b');
  });
  it('grows the code fence past backticks inside', () => {
    expect(markdownCode('plain')).toBe('`plain`');
    expect(markdownCode('a`b')).toBe('``a`b``');
    expect(markdownCode('`x')).toBe('`` `x ``');
  });
});

describe('markdownTable', () => {
  it('pads columns and marks right alignment', () => {
    const table = markdownTable(
      [{ header: 'Name' }, { header: 'Took', align: 'right' }],
      [
        [markdownCell('a|b'), '1.2s'],
        [markdownCell('数据'), '12m 05s'],
      ],
    );
    expect(table.split('\n')).toEqual([
      '| Name |    Took |',
      '| ---- | ------: |',
      '| a\\|b |    1.2s |',
      '| 数据 | 12m 05s |',
    ]);
  });
  it('keeps one row per line whatever the cells hold', () => {
    const table = markdownTable([{ header: 'A' }, { header: 'B' }], [[markdownCell('x\ny\r\nz'), markdownCell('|||')]]);
    expect(table.split('\n')).toHaveLength(3);
    // An unescaped pipe would add a cell: count the pipes not preceded by a backslash.
    expect(table.split('\n')[2]!.match(/(?<!\\)\|/g)).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { displayWidth, fit, truncate, wrapCells } from '../../src/format/width.js';

describe('width', () => {
  it('measures wide characters as two cells', () => {
    expect(displayWidth('ab')).toBe(2);
    expect(displayWidth('数据')).toBe(4);
  });
  it('truncates with an ellipsis without splitting a wide character', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('数据数据', 4)).toBe('数…');
    expect(displayWidth(truncate('数据数据', 4))).toBeLessThanOrEqual(4);
    expect(truncate('abc', 3)).toBe('abc');
  });
  it('fits to an exact width', () => {
    expect(fit('ab', 4)).toBe('ab  ');
    expect(fit('ab', 4, 'right')).toBe('  ab');
    expect(displayWidth(fit('数据数据数据', 5))).toBe(5);
  });
});

describe('wrapCells', () => {
  it('cuts a long line into rows of the width, wide characters counting two', () => {
    expect(wrapCells('POST /v1/status-pages', 8)).toEqual(['POST /v1', '/status-', 'pages']);
    expect(wrapCells('日本語', 4)).toEqual(['日本', '語']);
    expect(wrapCells('', 5)).toEqual(['']);
  });
});

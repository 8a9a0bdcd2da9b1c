import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/format/count.js';

describe('formatCount', () => {
  it('writes thousands with separators whatever the locale', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });
});

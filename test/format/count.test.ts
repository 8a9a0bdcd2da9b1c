import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/format/count.js';

describe('formatCount', () => {
  it('writes thousands with separators whatever the locale', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-12_345)).toBe('-12,345');
  });

  it('writes every whole number as en-US does', () => {
    const en = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -99_999, max: 99_999 }), fc.maxSafeInteger(), fc.integer()), (n) => {
        expect(formatCount(n)).toBe(en.format(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves what is not a whole number as String() writes it', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(1.5)).toBe('1.5');
  });
});

import { describe, expect, it } from 'vitest';
import { plural } from '../../../src/commands/shared/list-options.js';

describe('plural', () => {
  it('counts one, many and thousands, with separators as the TUI counts', () => {
    expect(plural(1, 'check')).toBe('1 check');
    expect(plural(0, 'check')).toBe('0 checks');
    expect(plural(10_000, 'check')).toBe('10,000 checks');
  });
});

import { describe, expect, it } from 'vitest';
import { wrapWords } from '../../../src/tui/components/DocumentView.js';

describe('wrapWords', () => {
  it('wraps prose at spaces within the width', () => {
    const lines = wrapWords('one two three four five six', 10);
    expect(lines).toEqual(['one two', 'three four', 'five six']);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldLines } from '../../src/format/fields.js';

describe('fieldLines', () => {
  it('pads every label to the longest, two spaces before the value', () => {
    expect(
      fieldLines([
        { label: 'ID', value: 'a1' },
        { label: 'Session ID', value: 's2' },
      ]),
    ).toEqual(['ID          a1', 'Session ID  s2']);
  });

  it('dresses the padded label only (a terminal dims it), and has no lines for no fields', () => {
    expect(
      fieldLines(
        [
          { label: 'a', value: 'x' },
          { label: 'bcd', value: 'y' },
        ],
        (l) => `<${l}>`,
      ),
    ).toEqual(['<a  >  x', '<bcd>  y']);
    expect(fieldLines([])).toEqual([]);
  });
});

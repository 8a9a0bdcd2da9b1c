// One row's bytes: the cells that changed, by column, when that is shorter than the whole row;
// the whole row where a column cannot be counted the same way by every terminal. That the
// bytes leave the right cells on screen is shown by replaying them (lineDiff.test.ts).
import { describe, expect, it } from 'vitest';
import { rowBytes } from '../../../src/tui/render/rowDiff.js';

const grey = '\u001b[38;5;145m';
const amber = '\u001b[38;5;214m';
const plain = '\u001b[39m';

describe('rowBytes', () => {
  it('writes a ticking header from where it changed, after the colours in force there', () => {
    const before = `${grey}updated 4 s ago${amber}  … runs of 13 rows: waiting 7 s (5 per 10 s used up)${plain}`;
    const after = `${grey}updated 5 s ago${amber}  … runs of 13 rows: waiting 6 s (5 per 10 s used up)${plain}`;
    expect(rowBytes(3, before, after)).toBe(`\u001b[4;9H${grey}5\u001b[m\u001b[4;45H${amber}6\u001b[m`);
  });

  it('writes through a short run of unchanged cells instead of moving again', () => {
    expect(rowBytes(0, 'a 1 2 3 tail of the row', 'a 4 5 6 tail of the row')).toBe('\u001b[1;3H4 5 6');
  });

  it('erases what is left when the row got shorter', () => {
    expect(rowBytes(1, 'group Payments api status: degraded', 'group Payments api status: ok')).toBe(
      '\u001b[2;28Hok\u001b[2;30H\u001b[K',
    );
  });

  it('writes the whole row when a character before the change may be wide on some terminals', () => {
    expect(rowBytes(0, '日本 status 12 s', '日本 status 13 s')).toBe('\u001b[1;1H\u001b[2K日本 status 13 s');
    expect(rowBytes(0, 'ok 🚀 12 s', 'ok 🚀 13 s')).toBe('\u001b[1;1H\u001b[2Kok 🚀 13 s');
  });

  it('writes every cell from the first when all changed (a selection moved onto it), styles in one sequence', () => {
    const selected = '\u001b[48;5;66m\u001b[38;5;231m> FAIL  Cart login\u001b[49m\u001b[39m';
    expect(rowBytes(5, '  FAIL  Cart login', selected)).toBe(
      '\u001b[6;1H\u001b[38;5;231;48;5;66m> FAIL  Cart login\u001b[m',
    );
  });

  it('writes a whole row with one SGR sequence per change of style, jumping over blanks that show as erased', () => {
    const row =
      '  \u001b[1m\u001b[38;5;210mFAIL  \u001b[39m\u001b[22m  Auth API\u001b[1m  1m (1x)        \u001b[22m  API          5m';
    expect(rowBytes(6, '> selected before, and longer than this row is', row)).toBe(
      '\u001b[7;1H\u001b[2K  \u001b[1;38;5;210mFAIL    \u001b[mAuth API  \u001b[1m1m (1x)\u001b[10C\u001b[mAPI\u001b[10C5m',
    );
  });

  it('writes the whole row when nothing was shown there', () => {
    expect(rowBytes(2, '', 'new')).toBe('\u001b[3;1H\u001b[2Knew');
  });
});

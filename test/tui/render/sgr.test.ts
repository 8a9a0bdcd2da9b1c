// A row written in fewer bytes shows the same: replayed into a terminal emulator, the compacted
// row leaves every cell as the row Ink wrote does (what shows of it: on a blank, only the
// background and what draws lines or inverts).
import xterm from '@xterm/headless';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactRow } from '../../../src/tui/render/sgr.js';
import { screenCells } from '../../helpers/terminal.js';

const { Terminal } = xterm;
const COLUMNS = 24;

/** The cells after painting `prefix` and then, at the start of a just-erased row 2, `row`. */
function cellsAfter(prefix: string, row: string): Promise<string[][]> {
  const term = new Terminal({ cols: COLUMNS, rows: 3, allowProposedApi: true, scrollback: 0 });
  return new Promise((resolve) => {
    term.write(`${prefix}\u001b[2;1H\u001b[2K${row}`, () => {
      const cells = screenCells(term);
      term.dispose();
      resolve(cells);
    });
  });
}

const style = fc.constantFrom(
  '\u001b[1m',
  '\u001b[2m',
  '\u001b[22m',
  '\u001b[3m',
  '\u001b[4m',
  '\u001b[24m',
  '\u001b[7m',
  '\u001b[27m',
  '\u001b[9m',
  '\u001b[31m',
  '\u001b[39m',
  '\u001b[38;5;210m',
  '\u001b[38;2;1;2;3m',
  '\u001b[44m',
  '\u001b[48;5;66m',
  '\u001b[49m',
  '\u001b[0m',
  '\u001b[m',
  '\u001b[1;38;5;214m',
);
const text = fc.constantFrom('a', 'FAIL', ' ', '  ', '      ', '日', '…', 'e\u0301');
// Ink's rows close every style they open: so do these.
const row = fc
  .array(fc.oneof(style, text), { maxLength: 16 })
  .map((parts) => `${parts.join('')}\u001b[0m`)
  .filter((r) => r.replace(/\u001b\[[0-9;]*m/g, '').length <= COLUMNS);

describe('compactRow', () => {
  it('shows what the row shows, on a row just erased and written from its first column', async () => {
    await fc.assert(
      fc.asyncProperty(row, async (r) => {
        // Something on the row before, in colour, so that a cell left unwritten would show.
        const before = '\u001b[2;1H\u001b[41mXXXXXXXXXXXXXXXXXXXXXXXX\u001b[0m';
        expect(await cellsAfter(before, compactRow(r, true))).toEqual(await cellsAfter(before, r));
      }),
      { numRuns: 300 },
    );
  });

  it('shows what the row shows when written over cells without erasing them', async () => {
    await fc.assert(
      fc.asyncProperty(row, async (r) => {
        const written = (s: string) => cellsAfter('', `\u001b[2;1H${s}`);
        expect(await written(compactRow(r, false))).toEqual(await written(r));
      }),
      { numRuns: 200 },
    );
  });

  it('one sequence per change of style, and the default style at the end', () => {
    expect(compactRow('\u001b[1m\u001b[38;5;210mFAIL\u001b[39m\u001b[22m ok', false)).toBe(
      '\u001b[1;38;5;210mFAIL\u001b[m ok',
    );
    expect(compactRow('\u001b[1m\u001b[2mx\u001b[22m\u001b[2my\u001b[0m', false)).toBe(
      '\u001b[1;2mx\u001b[0;2my\u001b[m',
    );
  });

  it('jumps over erased-looking blanks on an erased row, and leaves trailing ones out', () => {
    expect(compactRow('a      b   ', true)).toBe('a\u001b[6Cb');
    expect(compactRow('\u001b[48;5;66ma      b   \u001b[49m', true)).toBe('\u001b[48;5;66ma      b   \u001b[m');
    expect(compactRow('\u001b[4mu   \u001b[24m', true)).toBe('\u001b[4mu   \u001b[m');
  });

  it('leaves a row with an escape it does not model as it is', () => {
    const link = '\u001b]8;;https://example.com\u0007site\u001b]8;;\u0007   ';
    expect(compactRow(link, true)).toBe(link);
    expect(compactRow('\u001b[4:3mcurly\u001b[0m', true)).toBe('\u001b[4:3mcurly\u001b[0m');
  });
});

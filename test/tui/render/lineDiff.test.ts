// The row diff replayed into a terminal emulator: whatever two frames are, painting the first
// and then writing the diff leaves exactly the second on the screen, every cell's colours
// included (shifts, scrolls and rows written from where they changed).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import xterm from '@xterm/headless';
import { clipToWidth } from '../../../src/tui/render/clip.js';
import { cutFrame, diffRows, frameRows } from '../../../src/tui/render/lineDiff.js';
import { screenCells } from '../../helpers/terminal.js';

const { Terminal } = xterm;
const size = { columns: 20, rows: 8 };

function painted(writes: string[], read: (term: InstanceType<typeof Terminal>) => unknown): Promise<unknown> {
  const term = new Terminal({ cols: size.columns, rows: size.rows, allowProposedApi: true, scrollback: 0 });
  return new Promise((resolve) => {
    term.write(`\u001b[?1049h${writes.join('')}`, () => {
      const out = read(term);
      term.dispose();
      resolve(out);
    });
  });
}

function screenAfter(...writes: string[]): Promise<string[]> {
  const text = (term: InstanceType<typeof Terminal>) => {
    const rows: string[] = [];
    for (let row = 0; row < size.rows; row++)
      rows.push((term.buffer.active.getLine(row)?.translateToString(true) ?? '').trimEnd());
    return rows;
  };
  return painted(writes, text) as Promise<string[]>;
}

/** The diff from `a` to `b` leaves every cell as painting `b` on a fresh screen does. */
async function expectSameCells(a: string[], b: string[]): Promise<void> {
  const got = await painted([diffRows(null, a), diffRows(a, b)], screenCells);
  expect(got).toEqual(await painted([diffRows(null, b)], screenCells));
}

const plain = (rows: readonly string[]) => rows.map((r) => r.replace(/\u001b\[[0-9;]*m/g, '').trimEnd());
const cell = fc.constantFrom(
  'a',
  'b',
  ' ',
  '日',
  '🚀',
  'e\u0301',
  '…',
  'é',
  '\u00ad',
  '\u001b[31mr\u001b[39m',
  '\u001b[7mx\u001b[27m',
  '\u001b[1m\u001b[48;5;66mB',
  '\u001b[22m\u001b[49m',
);
// Ink closes every style a line opens before its end: so do these lines.
const closed = (text: string) => (text.includes('\u001b[') ? `${text}\u001b[0m` : text);
const line = fc.array(cell, { maxLength: 14 }).map((cells) => closed(cells.join('').trimEnd()));
const frame = fc.array(line, { maxLength: size.rows + 2 }).map((lines) => lines.join('\n'));

describe('diffRows', () => {
  it('draws a whole frame in the default colours whatever style the terminal was left in (after $EDITOR)', async () => {
    await fc.assert(
      fc.asyncProperty(frame, async (f) => {
        const rows = frameRows(f, size);
        const leftBlue = await painted(['\u001b[44;4m', diffRows(null, rows)], screenCells);
        expect(leftBlue).toEqual(await painted([diffRows(null, rows)], screenCells));
      }),
      { numRuns: 50 },
    );
  });

  it('turns any frame on screen into any other', async () => {
    await fc.assert(
      fc.asyncProperty(frame, frame, async (first, second) => {
        const a = frameRows(first, size);
        const b = frameRows(second, size);
        const shown = await screenAfter(diffRows(null, a), diffRows(a, b));
        expect(shown).toEqual(plain(b));
        await expectSameCells(a, b);
      }),
      { numRuns: 150 },
    );
  });

  it('turns any frame into the same frame scrolled (part of it, by a few rows, either way)', async () => {
    const lines = fc.array(line, { minLength: size.rows, maxLength: size.rows + 6 });
    await fc.assert(
      fc.asyncProperty(
        lines,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        line,
        async (all, from, to, replaced) => {
          const first = all.slice(from, from + size.rows);
          const second = all.slice(to, to + size.rows);
          second[0] = replaced;
          const a = frameRows(first.join('\n'), size);
          const b = frameRows(second.join('\n'), size);
          const shown = await screenAfter(diffRows(null, a), diffRows(a, b));
          expect(shown).toEqual(plain(b));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('scrolls a list moved by one row instead of rewriting it, and the screen is still right', async () => {
    const rows = ['header', 'row 1', 'row 2', 'row 3', 'row 4', 'row 5', 'row 6', 'footer'];
    const moved = ['header', 'row 2', 'row 3', 'row 4', 'row 5', 'row 6', 'row 7', 'footer'];
    const bytes = diffRows(rows, moved);
    expect(bytes).toMatch(/\u001b\[2;7r\u001b\[1S/);
    expect(bytes).not.toContain('row 3');
    expect(await screenAfter(diffRows(null, rows), bytes)).toEqual(moved);
    const back = diffRows(moved, rows);
    expect(back).toMatch(/\u001b\[1T/);
    expect(await screenAfter(diffRows(null, moved), back)).toEqual(rows);
  });

  it('turns a row into the same row with a later part changed, colours and all', async () => {
    const start = fc.array(cell, { maxLength: 8 }).map((cells) => cells.join(''));
    const end = fc.array(cell, { maxLength: 6 }).map((cells) => cells.join('').trimEnd());
    await fc.assert(
      fc.asyncProperty(start, end, end, async (common, first, second) => {
        const a = frameRows(`x\n${closed(common + first)}`, size);
        const b = frameRows(`x\n${closed(common + second)}`, size);
        expect(await screenAfter(diffRows(null, a), diffRows(a, b))).toEqual(plain(b));
        await expectSameCells(a, b);
      }),
      { numRuns: 300 },
    );
  });

  it('writes nothing when nothing changed', () => {
    const rows = frameRows('a\nb\nc', size);
    expect(diffRows(rows, [...rows])).toBe('');
  });

  it('rewrites only the rows that changed', () => {
    const before = frameRows('one\ntwo\nthree', size);
    const after = frameRows('one\n2\nthree', size);
    expect(diffRows(before, after)).toBe('\u001b[2;1H\u001b[2K2');
  });
});

describe('cutFrame', () => {
  it('reuses the rows of unchanged lines and cuts the changed ones, as a fresh cut would', async () => {
    await fc.assert(
      fc.property(frame, frame, (first, second) => {
        const previous = cutFrame(first, size);
        expect(cutFrame(second, size, previous).rows).toEqual(frameRows(second, size));
      }),
    );
  });
});

describe('clipToWidth', () => {
  it('cuts a row to the columns, counting wide characters as two and escapes as none', () => {
    expect(clipToWidth('\u001b[31mabcdef\u001b[39m', 4)).toBe('\u001b[31mabcd\u001b[0m');
    expect(clipToWidth('日本語', 5)).toBe('日本\u001b[0m');
    expect(clipToWidth('short', 10)).toBe('short');
  });
});

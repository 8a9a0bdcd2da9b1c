// Issue 18: a row looks the same in the TUI and in the command. The Checks screen at 80 columns
// (the real App against the sandbox) and the built `dist/cli.cjs checks list` at 80 columns draw
// the same rows in the same order, cell for cell in the columns both show. The screen adds SINCE
// (issue 28: the failing rows' runs, which the command does not fetch), which takes the room of
// ACTIVE and MUTED at 80 columns; it is the one column the command lacks.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { CHECK_COLUMNS, checkColumns } from '../../../../src/format/check-columns.js';
import { displayWidth } from '../../../../src/format/width.js';
import { clientFor } from '../../../helpers/client.js';
import { useSandbox } from '../../../helpers/sandbox.js';
import { ok, vigilBinary } from '../../../helpers/sandbox-cli.js';
import { tableCells } from '../../../helpers/table-cells.js';
import { renderApp } from '../../harness.js';

const sandbox = useSandbox({ seed: 7 });
let client: VigilClient;
beforeAll(() => {
  client = clientFor(sandbox());
});
afterAll(async () => {
  await client.close();
});

const ROW = /^(FAIL|DEGR|PASS|PAUSED|\?)\s/;

it('one check reads the same on the Checks screen and in `vigil checks list` at 80 columns', async () => {
  const command = ok(await vigilBinary(sandbox(), ['checks', 'list', '-o', 'table'])).split('\n');
  const tui = renderApp({ client, columns: 80, rows: 24 });
  // Every check in (no row still loading), failing first.
  const frame = await tui.waitForFrame(
    (f) =>
      /Checks {2}137 checks · \d+ failing · \d+ degraded {2}failing first/.test(f) &&
      !f.includes('loading every check') &&
      !f.includes('group names') &&
      ROW.test(f.split('\n')[4]?.slice(2) ?? ''),
  );
  const lines = frame.split('\n');
  const headerAt = lines.findIndex((l) => l.startsWith('  STATUS'));
  expect(lines[headerAt]!.slice(2)).toMatch(/^STATUS\s+NAME\s+SINCE\s+TYPE\s+FREQ\s+GROUP$/);
  expect(command[0]).toMatch(/^STATUS\s+NAME\s+TYPE\s+FREQ\s+GROUP\s+ACTIVE\s+MUTED$/);
  const screenLines = lines.slice(headerAt).map((l) => l.slice(2));
  for (const row of screenLines) expect(displayWidth(row.trimEnd())).toBeLessThanOrEqual(78);

  // The screen's columns as declared (the runs looked up nowhere: only the headers are read).
  const screenCells = tableCells(
    screenLines,
    checkColumns('', () => undefined),
    (l) => ROW.test(l),
  );
  const commandCells = tableCells(command, CHECK_COLUMNS, (l) => ROW.test(l));
  expect(screenCells.length).toBeGreaterThan(10);
  // A cell cut to fit (the name and the group get different room) is the start of the other.
  const sameText = (a: string, b: string) =>
    a === b || (a.endsWith('…') && b.startsWith(a.slice(0, -1))) || (b.endsWith('…') && a.startsWith(b.slice(0, -1)));
  screenCells.forEach((cells, i) => {
    const other = commandCells[i]!;
    for (const id of ['status', 'type', 'frequency'] as const) expect(cells[id]).toBe(other[id]);
    for (const id of ['name', 'group'] as const) expect(sameText(cells[id]!, other[id]!)).toBe(true);
    // SINCE: the runs of a failing or degraded row (or … until they are in), '-' for the others.
    if (/^(FAIL|DEGR)/.test(cells.status!))
      expect(cells.since).toMatch(/^(…|\S+( \S+)?\+?( \(\d+\+?x\)( flap)?| flap))$/);
    else expect(cells.since).toBe('-');
  });
  // And one check with a group, the row the closing note shows.
  expect(screenCells.some((c) => c.group !== '-')).toBe(true);
});

// Issue 18: a row looks the same in the TUI and in the command. The Checks screen at 80 columns
// (the real App against the sandbox) and the built `dist/cli.cjs checks list` at 80 columns draw
// the same header and the same rows, cell for cell; the screen's only difference is the 2-cell
// selection marker before each row (the command leaves those 2 cells unused at the line's end).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VigilClient } from '../../../../src/client/index.js';
import { CHECK_COLUMNS } from '../../../../src/format/check-columns.js';
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
  // The screen's table: the marker column, then the command's text.
  const screenHeader = lines[headerAt]!.slice(2);
  const screenRows = lines
    .slice(headerAt + 1)
    .filter((l) => /^(> | {2})/.test(l) && ROW.test(l.slice(2)))
    .map((l) => l.slice(2).trimEnd());
  expect(screenRows.length).toBeGreaterThan(10);
  expect(screenHeader).toBe(command[0]);
  expect(screenHeader).toMatch(/^STATUS\s+NAME\s+TYPE\s+FREQ\s+GROUP\s+ACTIVE\s+MUTED$/);
  // The same rows in the same order, to the character.
  expect(screenRows).toEqual(command.slice(1, 1 + screenRows.length));
  for (const row of screenRows) expect(displayWidth(row)).toBeLessThanOrEqual(78);

  // And cell for cell, by column: one check with a group, the row the closing note shows.
  const screenCells = tableCells(
    lines.map((l) => l.slice(2)),
    CHECK_COLUMNS,
    (l) => ROW.test(l),
  );
  const commandCells = tableCells(command, CHECK_COLUMNS, (l) => ROW.test(l));
  const grouped = screenCells.findIndex((c) => c.group !== '-');
  expect(grouped).toBeGreaterThanOrEqual(0);
  expect(Object.keys(screenCells[grouped]!)).toEqual([
    'status',
    'name',
    'type',
    'frequency',
    'group',
    'activated',
    'muted',
  ]);
  expect(screenCells[grouped]).toEqual(commandCells[grouped]);
});

// The registry with the Sessions screens built with test options (short poll, short waits, a
// bell that counts), and small readers of frames.
import { screens as registry } from '../../../../src/tui/screens/registry.js';
import type { ScreenDefinition } from '../../../../src/tui/screens/types.js';
import { sessionScreens, type SessionScreenOptions } from '../../../../src/tui/screens/sessions/index.js';
import { SESSION_COLUMNS } from '../../../../src/format/sessions.js';
import { headerIds, tableCells } from '../../../helpers/table-cells.js';

export function screensWith(options: Partial<SessionScreenOptions>): ScreenDefinition[] {
  const ours = new Map(sessionScreens(options).map((s) => [s.name, s]));
  const out = registry.map((s) => ours.get(s.name) ?? s);
  for (const s of ours.values()) if (!out.includes(s)) out.push(s);
  return out;
}

export function selectedLine(frame: string): string {
  return frame.split('\n').find((l) => l.startsWith('> ')) ?? '';
}

/** Table rows of the session list (lines starting with a status word, selected or not). */
export function sessionRows(frame: string): string[] {
  return frame.split('\n').filter((l) => /^(> | {2})(RUN|FAIL|PASS|CANCEL)\s/.test(l));
}

/** Waits for `test` to hold; the time limit is a safety net for a loaded machine, not a measurement. */
export async function waitUntil(test: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('waitUntil: condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

let lastHeader: string[] | undefined;

/**
 * The cells of each session row, by column id, read back by the table's header; a lone row line
 * (the selected one) is read by the header of the last frame read.
 */
export function cells(frame: string, _width?: number): Array<Record<string, string>> {
  const lines = frame.split('\n');
  lastHeader = lines.map((l) => headerIds(l, SESSION_COLUMNS)).find((ids) => ids !== null) ?? lastHeader;
  const rows = new Set(sessionRows(frame));
  return tableCells(lines, SESSION_COLUMNS, (l) => rows.has(l), lastHeader);
}

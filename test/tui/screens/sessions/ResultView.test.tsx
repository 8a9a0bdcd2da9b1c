// Walkthrough 2: long log lines wrap (W cuts them again) so a diagnostic can be read whole, and a
// search marks the match, not the whole line.
import { expect, it } from 'vitest';
import { resultLogLines } from '../../../../src/format/result-detail.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { useTuiSandbox } from '../../../helpers/tui.js';
import { screensWith } from './helpers.js';

const { sandbox, client, open } = useTuiSandbox({ runningSessionMs: 1 });

it('wraps a log line longer than 80 columns, W cuts it again, and / marks the match only', async () => {
  const { failedSessionId } = sandbox().fixtures;
  const session = await client().getTestSession(failedSessionId);
  let found: { resultId: string; line: string } | undefined;
  for (const r of session.results) {
    const detail = await client().getTestSessionResult(failedSessionId, r.testSessionResultId);
    const line = resultLogLines(detail).find((l) => l.length > 90 && /^[\x20-\x7e]+$/.test(l));
    if (line) {
      found = { resultId: r.testSessionResultId, line };
      break;
    }
  }
  expect(found).toBeDefined();
  const tail = found!.line.slice(-12);
  const tui = open(route('session-result', { sessionId: failedSessionId, resultId: found!.resultId }), {
    screens: screensWith({}),
    columns: 80,
    rows: 24,
  });
  await tui.waitForFrame('Result "');
  // Search for the end of the long line: it is drawn (wrapped), and only the match is marked.
  await tui.press('/');
  await tui.type(tail);
  await tui.press('enter');
  let frame = await tui.waitForFrame(/: 1 of \d+/);
  expect(frame).toContain(tail);
  expect(tui.rawFrame()).toMatch(/\u001b\[4m[^\n]*\u001b\[24m/);
  // The whole marked stretch is the query, not the whole line.
  const marked = /\u001b\[4m((?:(?!\u001b\[24m).)*)\u001b\[24m/
    .exec(tui.rawFrame())![1]!
    .replace(/\u001b\[[0-9;]*m/g, '');
  expect(marked.toLowerCase()).toBe(tail.toLowerCase());
  // W: the line is cut at the edge, the end no longer shown.
  await tui.press('escape', 'W');
  frame = await tui.waitForFrame('cut at the edge');
  expect(frame).not.toContain(tail);
  await tui.press('W');
  await tui.waitForFrame('wrap onto the lines');
});

// Layout that never overlaps: content taller than the terminal with a banner or an error showing,
// drawn through the real render path into @xterm/headless (every frame checked cell by cell), at
// 80x24, 60x15 and 40x10. Beyond the emulator matching Ink, each frame must keep its parts on rows
// of their own: the header on the first row, the screen's title on the second, the footer last.
import { afterAll, describe, expect, it } from 'vitest';
import { loginCredentials } from '../../../src/config/login.js';
import { Root } from '../../../src/tui/Root.js';
import { route } from '../../../src/tui/state/navigation.js';
import { startSandbox } from '../../../src/sandbox/index.js';
import { clientFor } from '../../helpers/client.js';
import { renderInTerminal, type TerminalSession } from '../../helpers/terminal.js';

const SIZES: Array<[number, number]> = [
  [80, 24],
  [60, 15],
  [40, 10],
];

const sessions: TerminalSession[] = [];
afterAll(() => {
  for (const t of sessions) t.unmount();
});

/** Every row of the screen shows one part: no row holds the text of two. */
function expectRowsApart(screen: string[], title: RegExp, columns: number): void {
  expect(screen[0]).toMatch(/^ vigil \| /);
  expect(screen[1], 'the title row').toMatch(title);
  for (const row of screen) expect(row.length).toBeLessThanOrEqual(columns);
}

describe.each(SIZES)('at %ix%i, content taller than the terminal', (columns, rows) => {
  it('a running session with an error under it (the server gone): every part on its own rows', async () => {
    const sb = await startSandbox({ runningSessionMs: 600_000 });
    const client = clientFor(sb);
    try {
      const running = (await client.listTestSessions({ limit: 50 })).items.find((s) => s.status === 'RUNNING')!;
      const t = renderInTerminal(
        <Root
          client={client}
          demo={false}
          readOnly={false}
          env={{}}
          credentials={loginCredentials({}, undefined)}
          colorMode="full"
          start={route('session', { id: running.id })}
        />,
        { columns, rows },
      );
      sessions.push(t);
      await t.waitForText(/Results \(/);
      expectRowsApart(t.screen(), /RUN|Session/, columns);
      await sb.close();
      // The next poll fails: a long error (connection refused, what to do) under the document.
      await t.waitForText(/ERROR/, 15_000);
      const screen = t.screen();
      expectRowsApart(screen, /RUN|Session/, columns);
      expect(screen.filter((r) => r.includes('ERROR'))).toHaveLength(1);
      // A row squeezed to nothing is drawn over its neighbour ("Status RUN runningd – deployment
      // staging" was the Status row over the Name row): each document row holds only its own text.
      for (const row of screen.filter((r) => /^ {2}Status /.test(r)))
        expect(row.trimEnd()).toMatch(/Status +RUN +running$/);
      // The error ends on its own rows, right above the footer.
      expect(screen.at(-2)?.trim() === '' ? screen.at(-3) : screen.at(-2)).toMatch(/\? help|: cmd/);
    } finally {
      await client.close();
      await sb.close().catch(() => undefined);
    }
  }, 30_000);
});

// Every TUI screen drawn with hostile server text (seeded fast-check): a proxy in front of the
// sandbox rewrites the free-text fields of its answers (names, tags, branches, messages...) to
// strings full of escape sequences, controls, bidi marks, lone surrogates and wide characters.
// The frames must carry none of them unescaped, and no line may be wider than the terminal.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type VigilClient } from '../../src/client/index.js';
import { displayWidth } from '../../src/format/width.js';
import { route, type Route } from '../../src/tui/state/navigation.js';
import { useSandbox } from '../helpers/sandbox.js';
import { renderApp } from '../tui/harness.js';
import { type MisbehavingServer, startMisbehavingServer } from '../faults/misbehaving-server.js';
import { FUZZ_SEED, hostileName, terminalProblem } from './hostile.js';
import { poison } from './poison.js';

const sandbox = useSandbox({ seed: 91, sessions: 60 });
let proxy: MisbehavingServer;
let client: VigilClient;

beforeAll(async () => {
  proxy = await startMisbehavingServer({ behaviour: 'pass' });
  proxy.upstream = sandbox().baseUrl;
  client = createClient({ baseUrl: proxy.baseUrl, apiKey: sandbox().apiKey, accountId: sandbox().accountId });
});
afterAll(async () => {
  await client.close();
  await proxy.close();
});

// The only escape sequences a colourless frame may hold are Ink's own bold and inverse.
const INK_SGR = /\u001b\[(?:0|1|2|7|22|27)?m/g;

function expectSafeFrame(raw: string, columns: number, what: string): void {
  const text = raw.replace(INK_SGR, '');
  expect(terminalProblem(text, { allowNewline: true }), what).toBeNull();
  for (const line of text.split('\n')) {
    expect(displayWidth(line), `${what}: wider than ${columns}: ${JSON.stringify(line)}`).toBeLessThanOrEqual(columns);
  }
}

interface ScreenCase {
  title: string;
  screen: () => string | Route;
  ready: RegExp;
}

const SCREENS: ScreenCase[] = [
  { title: 'Checks', screen: () => 'checks', ready: /Checks\s+[\d,]+[^\n]*failing first[\s\S]*\n> / },
  { title: 'Groups', screen: () => 'groups', ready: /Groups\s+1-\d+ of \d+/ },
  { title: 'Alerts', screen: () => 'alerts', ready: /Alert channels\s+1-\d+ of \d+/ },
  { title: 'Sessions', screen: () => 'sessions', ready: /Sessions\s+page 1[\s\S]*\n> / },
  { title: 'Incident', screen: () => 'incident', ready: /Incidents[\s\S]*\n> / },
  { title: 'Members', screen: () => 'members', ready: /members[\s\S]*\n> / },
  {
    title: 'Check',
    screen: () => route('check', { id: sandbox().fixtures.escapeCheckId }),
    ready: /id\s+[0-9a-f]{8}-/,
  },
  {
    title: 'Group',
    screen: () => route('group', { id: String(sandbox().fixtures.highFrequencyGroupId) }),
    ready: /concurrency/,
  },
  {
    title: 'Session',
    screen: () => route('session', { id: sandbox().fixtures.failedSessionId }),
    ready: /Results \(\d+\)/,
  },
  { title: 'Alert channel', screen: () => route('alert', { id: '1' }), ready: /EMAIL|SLACK|type/ },
];

describe.each(SCREENS)('$title', (s) => {
  it('draws hostile names safely and within the width', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileName(), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 40, max: 160 }),
        async (pool, columns) => {
          proxy.transform = (_path, data) => poison(data, pool);
          const tui = renderApp({ client, screen: s.screen(), columns, rows: 24, colorMode: 'none' });
          try {
            await tui.waitForFrame(s.ready, 8_000);
            expectSafeFrame(tui.rawFrame(), columns, `${s.title} at ${columns} columns`);
            // Move, and open the help overlay over the hostile rows.
            await tui.press('down', 'down', '?');
            expectSafeFrame(tui.rawFrame(), columns, `${s.title} help`);
          } finally {
            tui.unmount();
            proxy.transform = undefined;
          }
        },
      ),
      { seed: FUZZ_SEED, numRuns: 4, endOnFailure: true },
    );
  });
});

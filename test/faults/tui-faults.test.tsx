// The TUI against faults: a proxy in front of the sandbox passes answers through, then
// misbehaves (proxy HTML 502, reset mid-body, truncated JSON, wrong shape, stall, a key echoed
// back), then behaves again. Each screen keeps its header, title and footer, shows the error in
// place (one sentence, no stack, no key, within the width), and recovers on `r`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type VigilClient } from '../../src/client/index.js';
import { displayWidth } from '../../src/format/width.js';
import { route, type Route } from '../../src/tui/state/navigation.js';
import { useSandbox } from '../helpers/sandbox.js';
import { renderApp } from '../tui/harness.js';
import { type Misbehaviour, type MisbehavingServer, startMisbehavingServer } from './misbehaving-server.js';

const sandbox = useSandbox({ seed: 81, sessions: 60 });
let proxy: MisbehavingServer;
let client: VigilClient;
const COLUMNS = 80;

beforeAll(async () => {
  proxy = await startMisbehavingServer({ behaviour: 'pass' });
  proxy.upstream = sandbox().baseUrl;
  // One retry and a short time limit keep a stall to a few seconds.
  client = createClient({
    baseUrl: proxy.baseUrl,
    apiKey: sandbox().apiKey,
    accountId: sandbox().accountId,
    timeoutMs: 1_500,
    maxRetries: 1,
  });
});
afterAll(async () => {
  await client.close();
  await proxy.close();
});

interface ScreenCase {
  title: string;
  screen: () => string | Route;
  ready: RegExp;
}

const SCREENS: ScreenCase[] = [
  {
    title: 'Checks',
    screen: () => 'checks',
    ready: /Checks\s+137 checks · \d+ failing · \d+ degraded\s+failing first/,
  },
  { title: 'Groups', screen: () => 'groups', ready: /Groups\s+1-\d+ of \d+/ },
  { title: 'Alerts', screen: () => 'alerts', ready: /Alert channels\s+1-\d+ of \d+/ },
  { title: 'Sessions', screen: () => 'sessions', ready: /Sessions\s+page 1[\s\S]*(FAIL|PASS) / },
  { title: 'Incident', screen: () => 'incident', ready: /Incidents[\s\S]*INVESTIGATING/ },
  { title: 'Members', screen: () => 'members', ready: /\d+ members[\s\S]*\n> / },
  {
    title: 'Check',
    screen: () => route('check', { id: sandbox().fixtures.failingCheckId }),
    ready: /id\s+[0-9a-f-]{36}/,
  },
  {
    title: 'Group',
    screen: () => route('group', { id: String(sandbox().fixtures.noPolicyGroupId) }),
    ready: /concurrency/,
  },
  {
    title: 'Session',
    screen: () => route('session', { id: sandbox().fixtures.failedSessionId }),
    ready: /Results \(\d+\)/,
  },
];

const FAULTS: Misbehaviour[] = ['html-502', 'reset-mid-body', 'wrong-shape', 'truncated-json'];

/** Every fault on at least two screens, without trying all of them everywhere. */
const CASES: Array<[string, ScreenCase, Misbehaviour]> = SCREENS.flatMap((s, i) =>
  [FAULTS[i % FAULTS.length]!, FAULTS[(i + 1) % FAULTS.length]!].map((f): [string, ScreenCase, Misbehaviour] => [
    `${s.title}: ${f}`,
    s,
    f,
  ]),
);
CASES.push(['Checks: stall', SCREENS[0]!, 'stall'], ['Groups: key echoed in the error', SCREENS[1]!, 'echo-key-error']);

function expectScreenKept(frame: string, title: string): void {
  const lines = frame.split('\n');
  expect(lines[0], 'header').toMatch(new RegExp(`^ vigil \\| ${title} \\|`));
  // The footer stays: the shell's keys, or in a form (which takes typed text) the form's own.
  expect(frame, 'footer').toMatch(/\? help|Esc leave|Esc cancel/);
  expect(frame).not.toMatch(/^\s+at \S+ \(/m);
  expect(frame).not.toContain(sandbox().apiKey);
  for (const line of lines) expect(displayWidth(line), JSON.stringify(line)).toBeLessThanOrEqual(COLUMNS);
}

describe('a screen meeting a fault', () => {
  it.each(CASES)('%s: keeps the screen, shows the error in place, recovers on r', async (_name, s, fault) => {
    proxy.behaviour = 'pass';
    const tui = renderApp({ client, screen: s.screen(), columns: COLUMNS, rows: 24 });
    await tui.waitForFrame(s.ready, 15_000);

    proxy.behaviour = fault;
    await tui.press('r');
    // Checks keeps its rows and marks them STALE with the reason; the others show the ERROR in place.
    const failed = await tui.waitForFrame((f) => f.includes('ERROR') || f.includes('STALE'), 15_000);
    expectScreenKept(failed, s.title);
    // The error is a sentence saying what happened, not a page of HTML or a dump.
    expect(failed).not.toMatch(/<(html|body|h1)/i);

    proxy.behaviour = 'pass';
    await tui.press('r');
    const recovered = await tui.waitForFrame(
      (f) => s.ready.test(f) && !f.includes('ERROR') && !f.includes('STALE'),
      15_000,
    );
    expectScreenKept(recovered, s.title);
    tui.unmount();
  });

  it('a screen that first opens during a fault shows the error, and loads on r', async () => {
    proxy.behaviour = 'html-502';
    const tui = renderApp({ client, screen: 'alerts', columns: COLUMNS, rows: 24 });
    const failed = await tui.waitForFrame((f) => f.includes('ERROR'), 15_000);
    expectScreenKept(failed, 'Alerts');
    expect(failed).toContain('502');
    proxy.behaviour = 'pass';
    await tui.press('r');
    await tui.waitForFrame(/Alert channels\s+1-\d+ of \d+/, 15_000);
    tui.unmount();
  });

  it('never sends a write while only reading under faults', () => {
    expect(proxy.seen.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('a write from the TUI meeting a fault', () => {
  const count = (method: string) => proxy.seen.filter((r) => r.method === method).length;

  it.each(['html-502', 'reset-mid-body'] as const)(
    'an incident update (%s) is sent once; the form keeps its text and says what failed',
    async (fault) => {
      proxy.behaviour = 'pass';
      const tui = renderApp({ client, screen: 'incident', columns: COLUMNS, rows: 30 });
      await tui.waitForFrame('LAST STATUS');
      await tui.press('enter');
      await tui.waitForFrame('> Description');
      await tui.paste('Failover complete');
      await tui.press('ctrl+s');
      await tui.waitForFrame('Review the request');
      const before = count('POST');
      proxy.behaviour = fault;
      await tui.press('y');
      const frame = await tui.waitForFrame(
        (f) => /ERROR|Could not|failed/i.test(f) && !f.includes('Review the request'),
        15_000,
      );
      expect(count('POST')).toBe(before + 1);
      expect(frame).toContain('Failover complete');
      expectScreenKept(frame, 'Incident');
      proxy.behaviour = 'pass';
      tui.unmount();
    },
  );

  it.each(['html-502', 'reset-mid-body'] as const)('a member removal (%s) is sent once', async (fault) => {
    proxy.behaviour = 'pass';
    const { removableUserId } = sandbox().fixtures;
    const tui = renderApp({ client, screen: 'members', columns: COLUMNS, rows: 30 });
    await tui.waitForFrame(/\d+ members/);
    await tui.press('u');
    await tui.paste(removableUserId);
    await tui.press('enter');
    await tui.waitForFrame('Remove a member');
    // Opened by user ID, the confirmation asks for the user ID again.
    await tui.paste(removableUserId);
    const before = count('DELETE');
    proxy.behaviour = fault;
    await tui.press('enter');
    const frame = await tui.waitForFrame((f) => /ERROR|Could not|failed/i.test(f), 15_000);
    expectScreenKept(frame, 'Members');
    // A DELETE whose answer was lost may have removed the member; sent again it would say 404.
    expect(count('DELETE')).toBe(before + 1);
    proxy.behaviour = 'pass';
    tui.unmount();
  });
});

// The hand-off in the TUI (issue 26) at 80x24, replayed into a terminal emulator: the "since" and
// "paused through vigil" lines on the first frame, one key to each of the three lists, Enter on a
// cluster filters the Checks list and back returns. Real sandbox (an outage in eu-west-1), real client.
import { afterAll, describe, expect, it } from 'vitest';
import { loginCredentials } from '../../../../src/config/login.js';
import { emptyMemory, type Memory, recordPause, rememberLook } from '../../../../src/format/memory.js';
import { checkStatusWord } from '../../../../src/format/checks.js';
import { Root } from '../../../../src/tui/Root.js';
import { Handoff } from '../../../../src/tui/model/handoff.js';
import { createStore } from '../../../../src/tui/state/store.js';
import { useSandboxClient } from '../../../helpers/client.js';
import { renderInTerminal, type TerminalSession } from '../../../helpers/terminal.js';
import { renderApp } from '../../harness.js';

const { sandbox, client } = useSandboxClient({ seed: 2626, checks: 150, sessions: 20, outages: ['eu-west-1'] });
const sessions: TerminalSession[] = [];
afterAll(() => {
  for (const t of sessions) t.unmount();
});

const HOUR = 3600_000;
/** A time as the hand-off prints it: `18:09`, or `Nov 28 18:09` on another day than now (format/changes.ts clockTime). */
const CLOCK = String.raw`(?:[A-Z][a-z]{2} \d{1,2} )?\d\d:\d\d`;
const WORD = { FAIL: 'failing', DEGR: 'degraded', PASS: 'passing' } as const;

/** A memory of a look six hours ago: the statuses as they are now, one pause with a reminder due. */
async function lookSixHoursAgo(now: number): Promise<Memory> {
  const statuses = await client().listCheckStatusSummaries();
  const checks = statuses.flatMap((s) => {
    const word = WORD[checkStatusWord({ activated: true }, s) as keyof typeof WORD];
    return word ? [{ id: s.checkId, word }] : [];
  });
  const memory = rememberLook(emptyMemory(), { at: now - 6 * HOUR, checks, incidentUpdates: [], failedSessions: [] });
  return recordPause(memory, {
    checkId: sandbox().fixtures.pausedCheckId,
    action: 'pause',
    at: new Date(now - 2 * HOUR).toISOString(),
    profile: 'default',
    remindAt: new Date(now - HOUR).toISOString(),
  });
}

/** The whole TUI (Root) on `store` at 80x24, unmounted after the file. */
function renderRoot(store: ReturnType<typeof createStore>): TerminalSession {
  const t = renderInTerminal(
    <Root
      client={client()}
      demo={false}
      readOnly={false}
      env={{}}
      credentials={loginCredentials({}, undefined)}
      colorMode="full"
      store={store}
    />,
    { columns: 80, rows: 24 },
  );
  sessions.push(t);
  return t;
}

describe('the hand-off at 80x24', () => {
  it('answers the three questions: the first frame, then one key each', async () => {
    const now = Date.now();
    const memory = await lookSixHoursAgo(now);
    const saved: Memory[] = [];
    const store = createStore();
    store.handoff = new Handoff({ memory, profile: 'default', save: (m) => void saved.push(m) });
    // Its incident updates and failed sessions in before the first frame (the screen asks only once).
    await store.handoff.load(client());
    // Two passing checks turn failing and a failing one recovers after that look.
    const active = new Set<string>();
    for (let page = 1; page <= 2; page++)
      for (const c of (await client().listChecks({ page, limit: 100 })).items) if (c.activated) active.add(c.id);
    const passing = memory.checks.passing.filter((id) => active.has(id)).slice(0, 2);
    const failing = memory.checks.failing.find((id) => active.has(id) && id !== sandbox().fixtures.failingCheckId)!;
    for (const id of passing) sandbox().setCheckStatus(id, 'failing');
    sandbox().setCheckStatus(failing, 'passing');
    try {
      const t = renderRoot(store);
      // 0 keys: what changed, and what is paused.
      await t.waitForText(new RegExp(`since ${CLOCK} \\(6 h ago\\): 2 new failing, 1 recovered`));
      await t.waitForText(/1 paused through vigil \(oldest 2 h\); reminder due/);
      // 1 key: the list of changes, newest first; Enter opens the check.
      await t.press('c');
      await t.waitForText(new RegExp(`Changes since ${CLOCK} \\(6 h ago\\)`));
      const changes = t.screen().filter((l) => new RegExp(`^(> | {2})${CLOCK} +(FAILING|RECOVERED|REMINDER)`).test(l));
      expect(changes.filter((l) => l.includes('FAILING'))).toHaveLength(2);
      expect(changes.filter((l) => l.includes('RECOVERED'))).toHaveLength(1);
      await t.press('enter');
      await t.waitForText(/Check "/);
      await t.press('escape');
      await t.waitForText(/Changes since/);
      await t.press('escape');
      await t.waitForText(/Checks {2}150/);
      // 1 key: the clusters; the outage's location first, failing everything there.
      await t.press('b');
      await t.waitForText(/Clusters by location/);
      // The title whole at 80 columns, the count as everywhere else.
      expect(t.screen()[1]).toBe('Clusters by location: failing and degraded of 150 checks, biggest first');
      const first = t.screen().find((l) => l.startsWith('> '))!;
      expect(first).toMatch(/^> eu-west-1 +(\d+) +0 +\1 +100 %$/);
      await t.press('enter');
      await t.waitForText(/Checks in eu-west-1 {2}\d+ of 150/);
      expect(t.screen().filter((l) => /^(> | {2})(PASS|DEGR) /.test(l))).toEqual([]);
      await t.press('escape');
      await t.waitForText(/Clusters by location/);
      await t.press('b');
      await t.waitForText(/Clusters by group/);
      await t.press('escape');
      // 1 key: the pauses through vigil, with who, when and the reminder.
      await t.press('P');
      await t.waitForText(/Paused through vigil: 1 \(profile default\)/);
      // On another day than the pause, its date takes room: the 80-column cells are cut ("Nov 28 22:10 (2 …").
      expect(t.screen().join('\n')).toMatch(new RegExp(`${CLOCK} \\(2 (h ago\\)|…) +default +DUE`));
      // ? lists the three keys with what they do.
      await t.press('escape');
      await t.press('?');
      await t.waitForText(/what changed since the last look/);
    } finally {
      for (const id of passing) sandbox().setCheckStatus(id, 'passing');
      sandbox().setCheckStatus(failing, 'failing');
    }
  });

  it('a first run counts from its own first statuses: a check turning failing while it runs is listed', async () => {
    const store = createStore();
    store.handoff = new Handoff({ memory: emptyMemory(), profile: 'default', save: () => undefined });
    const active = new Set<string>();
    for (let page = 1; page <= 2; page++)
      for (const c of (await client().listChecks({ page, limit: 100 })).items) if (c.activated) active.add(c.id);
    const turning = (await client().listCheckStatusSummaries()).find(
      (s) => active.has(s.checkId) && checkStatusWord({ activated: true }, s) === 'PASS',
    )!;
    const incidentLists = () => sandbox().requests.filter((r) => r.path === '/v1/status-pages/incidents').length;
    const incidentListsBefore = incidentLists();
    // The frames Ink meant (the frame harness): what is asserted is the hand-off's text, not the row diff.
    const t = renderApp({ client: client(), store, columns: 80, rows: 24 });
    try {
      await t.waitForFrame(/nothing to compare yet: vigil remembers this look for the next run/);
      await t.waitForFrame(/Checks {2}150/);
      sandbox().setCheckStatus(turning.checkId, 'failing');
      await t.press('r');
      await t.waitForFrame(new RegExp(`since ${CLOCK} \\(this run's start, [^)]+\\): 1 new failing {2}\\(c: list\\)`));
      await t.press('c');
      const changes = await t.waitForFrame(
        new RegExp(`Changes since ${CLOCK} \\(this run's start, [^)]+\\): 1 new failing`),
      );
      const rows = changes.split('\n').filter((l) => new RegExp(`^(> | {2})${CLOCK} +[A-Z]`).test(l));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatch(/FAILING/);
      expect(rows[0]).toContain(turning.name!.slice(0, 12));
      // The incidents were not asked for: none can be an update since the run's own start.
      expect(incidentLists()).toBe(incidentListsBefore);
    } finally {
      sandbox().setCheckStatus(turning.checkId, 'passing');
    }
  });

  it('saves the look it ends with, and remembers a pause made from the TUI', async () => {
    const now = Date.now();
    const saved: Memory[] = [];
    const handoff = new Handoff({
      memory: await lookSixHoursAgo(now),
      profile: 'work',
      save: (m) => void saved.push(m),
    });
    handoff.record('00000000-0000-4000-8000-000000000001', 'pause');
    expect(saved.at(-1)!.pauses.at(-1)).toMatchObject({ action: 'pause', profile: 'work' });
    const statuses = new Map((await client().listCheckStatusSummaries()).map((s) => [s.checkId, s]));
    handoff.saveLook(statuses, new Map());
    const look = saved.at(-1)!;
    expect(Date.parse(look.lookedAt!)).toBeGreaterThanOrEqual(now);
    expect(look.checks.failing.length + look.checks.degraded.length + look.checks.passing.length).toBe(statuses.size);
    expect(handoff.saveLook(undefined, new Map())).toBeUndefined();
  });
});

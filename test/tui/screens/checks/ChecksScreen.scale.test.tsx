// The Checks screen on 10,000 checks at 80x24, against the real sandbox: failing first across
// every check, `/` across every check, count and age, stale data, checks turning failing.
import { describe, expect, it, vi } from 'vitest';
import { sanitizeLine } from '../../../../src/sanitize.js';
import { startSandbox } from '../../../../src/sandbox/index.js';
import { createStore } from '../../../../src/tui/state/store.js';
import type { TriageSettings } from '../../../../src/tui/model/triageSettings.js';
import { useTuiSandbox } from '../../../helpers/tui.js';
import { clientFor } from '../../../helpers/client.js';
import { renderApp, type Tui } from '../../harness.js';

const { sandbox, client, open } = useTuiSandbox({ checks: 10_000 });

const ROW = /^(?:> | {2})(FAIL|DEGR|PASS|\?|PAUSED)\b/;

function statusWords(frame: string): string[] {
  return frame
    .split('\n')
    .map((l) => ROW.exec(l)?.[1])
    .filter((w): w is string => w !== undefined);
}

function selectedLine(frame: string): string {
  return frame.split('\n').find((l) => l.startsWith('> ')) ?? '';
}

async function selectRow(tui: Tui, match: (line: string) => boolean): Promise<void> {
  for (let i = 0; i < 30 && !match(selectedLine(tui.frame())); i++) await tui.press('j');
  expect(match(selectedLine(tui.frame()))).toBe(true);
}

function storeWith(settings: TriageSettings) {
  const store = createStore();
  store.triage = settings;
  return store;
}

describe('Checks screen on 10,000 checks at 80x24', () => {
  it('opens on the failing checks of every check, with the count and the age of the data', async () => {
    const tui = open(undefined, { columns: 80, rows: 24 });
    const frame = await tui.waitForFrame((f) => f.includes('Checks  10,000 checks · ') && statusWords(f).length >= 15);
    // The sandbox's server order starts with passing checks; every row drawn here fails.
    expect(statusWords(frame).every((w) => w === 'FAIL')).toBe(true);
    expect(frame).toMatch(/updated \d+ s ago/);
    // `f` keeps failing and degraded only: the count says how many of 10,000.
    await tui.press('f');
    const only = await tui.waitForFrame('failing/degraded only');
    expect(only).toMatch(/Checks {2}[\d,]+ of 10,000/);
  });

  it('finds with / a check on the last page of the server order, marks the match, and counts', async () => {
    const last = await client().listChecks({ page: 100, limit: 100 });
    const names = (await client().listCheckStatuses()).map((s) => s.name);
    // A check of the last page whose name no other check contains.
    const target = last.items
      .reverse()
      .find((c) => names.filter((n) => n.includes(c.name)).length === 1 && /^[A-Za-z]/.test(c.name))!;
    const name = sanitizeLine(target.name);
    const tui = open(undefined, { columns: 80, rows: 24 });
    await tui.waitForFrame('Checks  10,000');
    await tui.press('/');
    await tui.paste(name);
    await tui.press('enter');
    const frame = await tui.waitForFrame(
      (f) =>
        tui
          .frame()
          .split('\n')
          .some((l) => l.includes(name.slice(0, 20))) && /showing [\d,]+ of 10,000/.test(f),
    );
    expect(frame).toMatch(/Checks {2}[\d,]+ of 10,000/);
    // The matched text is marked (underlined) in the row, not the whole line.
    expect(tui.rawFrame()).toMatch(/\u001b\[4m/);
    // Open it: it is the check from the last page.
    await selectRow(tui, (l) => l.includes(name.slice(0, 20)));
    expect(statusWords(frame).length).toBe(1);
    await tui.press('y');
    await tui.waitForFrame('copied ID');
    expect(tui.copied()).toContain(target.id);
  });

  it('marks a check that turned failing between two refreshes as new, and rings the bell once', async () => {
    const statuses = await client().listCheckStatuses();
    // A passing check whose name no other check contains.
    const passing = statuses.find(
      (s) =>
        !s.hasFailures &&
        !s.hasErrors &&
        !s.isDegraded &&
        /^[A-Za-z][^\u0000-\u001f]{5,20}$/.test(s.name) &&
        statuses.filter((o) => o.name.includes(s.name)).length === 1,
    )!;
    const ring = vi.fn();
    const store = storeWith({ refreshMs: 1000, bell: true, ring });
    const tui = open(undefined, { columns: 80, rows: 24, store });
    await tui.waitForFrame('Checks  10,000');
    await tui.press('/');
    await tui.paste(passing.name);
    await tui.press('enter');
    await tui.waitForFrame((f) => f.includes(passing.name) && f.includes('PASS'));
    await selectRow(tui, (l) => l.includes(passing.name) && /^> PASS /.test(l));
    expect(ring).not.toHaveBeenCalled();
    sandbox().setCheckStatus(passing.checkId, 'failing');
    try {
      const frame = await tui.waitForFrame((f) => /^> FAIL NEW /.test(selectedLine(f)));
      expect(selectedLine(frame)).toContain(passing.name);
      expect(ring).toHaveBeenCalledTimes(1);
      // At the refresh after, it is no longer new (it was failing before it too).
      await tui.waitForFrame((f) => /^> FAIL {2,}/.test(selectedLine(f)));
      expect(ring).toHaveBeenCalledTimes(1);
    } finally {
      sandbox().setCheckStatus(passing.checkId, 'passing');
    }
  });
});

describe('Checks screen when a refresh fails', () => {
  it('keeps the rows and marks them stale, with the age and the reason', async () => {
    const own = await startSandbox({ checks: 10_000 });
    const ownClient = clientFor(own, { maxRetries: 0 });
    try {
      const tui = renderApp({
        client: ownClient,
        columns: 80,
        rows: 24,
        store: storeWith({ refreshMs: 300, bell: false }),
      });
      const before = await tui.waitForFrame((f) => f.includes('Checks  10,000') && statusWords(f).length >= 15);
      // Status and name: the other columns fill in as the background pages arrive.
      const rowsOf = (f: string) =>
        f
          .split('\n')
          .filter((l) => ROW.test(l))
          .map((l) => l.slice(0, 32));
      const rows = rowsOf(before);
      await own.close();
      // On a loaded machine the data may first be stale by its age ("no refresh since"), before
      // the failed refresh is in: the reason is what this waits for.
      const stale = await tui.waitForFrame(/STALE, updated \d+ s ago: the refresh failed: /, 20_000);
      expect(rowsOf(stale)).toEqual(rows);
    } finally {
      await ownClient.close();
      await own.close().catch(() => undefined);
    }
  }, 40_000);
});

// The check detail's history on the real sandbox: the strip of the last 30 runs (newest right),
// since when the check fails, per location, and Enter on a run opens its result in the view of
// a session's result. The strip agrees with the check's runs as the API gives them.
import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../../../src/client/schemas/index.js';
import { runStrip, stateChanges } from '../../../../src/format/check-history.js';
import { createStore } from '../../../../src/tui/state/store.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { useTuiSandbox } from '../../../helpers/tui.js';

const tui = useTuiSandbox({ seed: 28, checkResultsLimit: { limit: 10_000, windowMs: 1_000 } });

describe('check detail: history', () => {
  it('shows the strip, since when it fails and the locations at 80x24', async () => {
    const id = tui.sandbox().fixtures.failingCheckId;
    const runs = (await tui.client().listCheckResults(id, { limit: 30 })).items;
    const app = tui.open(route('check', { id }), { columns: 80, rows: 24 });
    const top = await app.waitForFrame(/Last 30 runs +[.xd]{30}/);
    expect(top).toContain(runStrip(runs));
    expect(top).toMatch(/^(> | {2})Now +failing since \d\d:\d\d( or earlier)? \(/m);
    for (const line of top.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    // further down: the locations (j moves the cursor; the document scrolls with it)
    for (let i = 0; i < 80 && !/^ {4}\S+ +x failed .* p95 \S+$/m.test(app.frame()); i++) await app.press('j');
    const frame = await app.waitForFrame(/Locations \(last result, failing since, response p50\/p95/);
    expect(frame).toMatch(/^ {2,4}\S+ +x failed .* p50 \S+ +p95 \S+/m);
    for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('says the runs are loading, never a blank, until they come', async () => {
    const id = tui.sandbox().fixtures.pausedCheckId;
    const app = tui.open(route('check', { id }), { columns: 80, rows: 24 });
    const first = await app.waitForFrame(/Last 30 runs/);
    expect(first).toMatch(/Last 30 runs +(loading\.\.\.|[.xd]+)/);
  });

  it('opens a run with Enter in the result view: status, location, log', async () => {
    const id = tui.sandbox().fixtures.failingCheckId;
    const newest = (await tui.client().listCheckResults(id, { limit: 30 })).items[0]!;
    const app = tui.open(route('check', { id }), { columns: 100, rows: 40 });
    // The runs and the group's section load in either order; with the group's in, the runs' heading
    // is below the screen: wait for both, then go down the document to the newest run (the first
    // line under the runs' heading).
    await app.waitForFrame((f) => /Last 30 runs +[.xd]{30}/.test(f) && f.includes('Inherited from group'));
    for (let i = 0; i < 80 && !/^> +x failed/m.test(app.frame()); i++) await app.press('j');
    await app.waitForFrame((f) => /^> +x failed/m.test(f));
    await app.press('enter');
    const result = await app.waitForFrame(/Check ID/);
    expect(result).toMatch(/FAIL/);
    expect(result).toContain(newest.runLocation);
    expect(result).toMatch(/Log \(\d+ lines?\)/);
    expect(result).toContain(id);
  });

  it('marks a check flapping past the threshold of the settings', async () => {
    let flappy: { id: string; changes: number } | undefined;
    // asked of the sandbox directly: the client would keep the endpoint's 5 per 10 s
    const sb = tui.sandbox();
    const headers = { authorization: `Bearer ${sb.apiKey}` };
    for (const s of await tui.client().listCheckStatuses()) {
      const page = await fetch(`${sb.baseUrl}/v2/check-results/${s.checkId}?limit=30`, { headers });
      const changes = stateChanges(((await page.json()) as { entries: CheckResult[] }).entries);
      if (changes >= 2) {
        flappy = { id: s.checkId, changes };
        break;
      }
    }
    if (!flappy) throw new Error('seed 28 has no check that changed state twice in 30 runs');
    const store = createStore();
    store.triage = { refreshMs: null, bell: false, flapThreshold: flappy.changes - 1 };
    const app = tui.open(route('check', { id: flappy.id }), { columns: 100, rows: 30, store });
    await app.waitForFrame(new RegExp(`Now .*; flapping \\(${flappy.changes} changes\\)`));
    app.unmount();
    store.triage = { refreshMs: null, bell: false, flapThreshold: flappy.changes };
    const calm = tui.open(route('check', { id: flappy.id }), { columns: 100, rows: 30, store });
    const frame = await calm.waitForFrame(/Now +\S/);
    expect(frame).not.toContain('flapping');
  });
});

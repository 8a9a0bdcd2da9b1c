// The Groups screen and a group's detail against the sandbox's groups that exercise the rules.
import { describe, expect, it } from 'vitest';
import { sanitizeLine } from '../../../../src/sanitize.js';
import { route } from '../../../../src/tui/state/navigation.js';
import { createStore } from '../../../../src/tui/state/store.js';
import { useTuiSandbox } from '../../../helpers/tui.js';
import { CHECK_GROUP_V2_SETTINGS } from '../../../helpers/check-group-settings.js';

const { sandbox, client, open } = useTuiSandbox();

const flat = (frame: string) => frame.replace(/\s+/g, ' ');

describe('Groups screen', () => {
  it('lists groups failing first with their failing and degraded checks, settings and how many checks each holds', async () => {
    const groups = await client().listCheckGroups({ page: 1, limit: 50 });
    const checks = [
      ...(await client().listChecks({ page: 1, limit: 100 })).items,
      ...(await client().listChecks({ page: 2, limit: 100 })).items,
    ];
    const statuses = new Map((await client().listCheckStatuses()).map((st) => [st.checkId, st]));
    const failing = new Map<number, number>();
    for (const c of checks) {
      const st = statuses.get(c.id);
      if (c.groupId !== null && c.activated && st && (st.hasFailures || st.hasErrors))
        failing.set(c.groupId, (failing.get(c.groupId) ?? 0) + 1);
    }
    const most = Math.max(...failing.values());
    expect(most).toBeGreaterThan(0);
    const tui = open('groups', { columns: 100 });
    const total = groups.range!.total;
    let frame = await tui.waitForFrame(`1-${total} of ${total}`);
    for (const header of ['FAIL', 'DEGR', 'NAME', 'ACTIVE', 'MUTED', 'FREQ', 'CONC', 'CHECKS', 'TAGS'])
      expect(frame).toContain(header);
    // Once every check is in: a group with the most failing checks on top, with its counts.
    const failCells = (f: string) =>
      f
        .split('\n')
        .filter((l) => /^(> | {2}) *\d+ +\d+ /.test(l))
        .map((l) => Number(/^(?:> | {2}) *(\d+)/.exec(l)![1]));
    frame = await tui.waitForFrame((f) => failCells(f).length === total && failCells(f)[0] === most);
    expect(failCells(frame)).toEqual([...failCells(frame)].sort((x, y) => y - x));
    const top = frame.split('\n').find((l) => l.startsWith('> '))!;
    const group = groups.items.find((g) => top.includes(sanitizeLine(g.name).slice(0, 20)))!;
    expect(failing.get(group.id)).toBe(most);
    const count = (await client().listGroupChecks(group.id, { limit: 1 })).range?.total;
    await tui.waitForFrame((f) => (f.split('\n').find((l) => l.startsWith('> ')) ?? '').includes(` ${count} `));
  });

  it('keeps the cursor on its group when a refresh puts another group above it', async () => {
    const groups = (await client().listCheckGroups({ page: 1, limit: 50 })).items;
    const checks = [
      ...(await client().listChecks({ page: 1, limit: 100 })).items,
      ...(await client().listChecks({ page: 2, limit: 100 })).items,
    ];
    const store = createStore();
    store.triage = { refreshMs: 1000, bell: false, ring: () => {} };
    const tui = open('groups', { columns: 100, rows: 30, store });
    const selectedLine = (f: string) => f.split('\n').find((l) => l.startsWith('> ')) ?? '';
    const countedRows = (f: string) => f.split('\n').filter((l) => /^(> | {2}) *\d+ +\d+ /.test(l));
    // Every group counted (no '…' count left), then the third group.
    await tui.waitForFrame((f) => countedRows(f).length === groups.length);
    await tui.press('j', 'j');
    const before = selectedLine(tui.frame());
    const name = groups.find((g) => before.includes(sanitizeLine(g.name).slice(0, 20)))!.name;
    // The last group of the list: every active check of it failing puts it on top.
    const last = groups.find((g) => countedRows(tui.frame()).at(-1)!.includes(sanitizeLine(g.name).slice(0, 20)))!;
    const members = checks.filter((c) => c.groupId === last.id && c.activated).map((c) => c.id);
    expect(members.length).toBeGreaterThan(0);
    for (const id of members) sandbox().setCheckStatus(id, 'failing');
    try {
      const frame = await tui.waitForFrame(
        (f) => countedRows(f)[0]?.includes(sanitizeLine(last.name).slice(0, 20)) ?? false,
      );
      expect(selectedLine(frame)).toContain(sanitizeLine(name).slice(0, 20));
    } finally {
      for (const id of members) sandbox().setCheckStatus(id, 'passing');
    }
  });

  it('opens a group with Enter and comes back with Esc', async () => {
    const tui = open('groups');
    await tui.waitForFrame(/Groups\s+1-/);
    await tui.press('j', 'enter');
    await tui.waitForFrame('Settings');
    await tui.press('escape');
    const frame = await tui.waitForFrame(/Groups\s+1-/);
    expect(frame.split('\n').findIndex((l) => l.startsWith('> '))).toBe(4);
  });

  it('shows every CheckGroupV2 setting with defaults marked, and rule 4 warnings for a high-frequency group', async () => {
    const id = sandbox().fixtures.highFrequencyGroupId;
    const tui = open(route('group', { id: String(id) }), { rows: 80, columns: 120 });
    // The warnings are of the checks loaded so far: wait for the one asserted below, not the first.
    const browserWarning = /WARN \d+ BROWSER checks? cannot run every 10s: deploying this group fails/;
    const frame = await tui.waitForFrame((f) => browserWarning.test(flat(f)));
    for (const label of CHECK_GROUP_V2_SETTINGS) {
      expect(frame).toMatch(new RegExp(`^  ${label}\\s`, 'm'));
    }
    expect(frame).toContain('(default)');
    expect(frame).toContain('EVERY_10S');
    expect(frame).toContain('Warnings (rule 4)');
    expect(flat(frame)).toMatch(browserWarning);
  });

  it('puts the alert settings of the checks into words: rules 1, 2 and 3', async () => {
    const { globalPolicyGroupId, specificPolicyGroupId, noPolicyGroupId } = sandbox().fixtures;
    const expectations: Array<[number, RegExp]> = [
      [globalPolicyGroupId, /rule 1\).*global notification settings/],
      [specificPolicyGroupId, /rule 2\).*overrides the alert settings of every check/],
      [noPolicyGroupId, /rule 3\).*each check uses its own alert settings/],
    ];
    for (const [id, pattern] of expectations) {
      const tui = open(route('group', { id: String(id) }), { rows: 80, columns: 120 });
      const frame = await tui.waitForFrame('Alert settings of its checks');
      expect(flat(frame)).toMatch(pattern);
      tui.unmount();
    }
  });

  it("lists the group's checks and opens one with Enter", async () => {
    const id = sandbox().fixtures.highFrequencyGroupId;
    const checks = await client().listGroupChecks(id, { limit: 50 });
    const last = checks.items[checks.items.length - 1]!;
    const tui = open(route('group', { id: String(id) }), { rows: 30 });
    await tui.waitForFrame(/Group "/);
    await tui.waitForFrame((f) => !f.includes('refreshing') && !f.includes('loading'));
    await tui.press('G');
    let frame = await tui.waitForFrame((f) =>
      (f.split('\n').find((l) => l.startsWith('> ')) ?? '').includes(sanitizeLine(last.name).slice(0, 20)),
    );
    await tui.press('enter');
    frame = await tui.waitForFrame('Inherited from group');
    expect(frame).toContain(last.id);
    await tui.press('escape');
    await tui.waitForFrame('Warnings (rule 4)');
  });

  it("keeps the cursor on its check in a group's detail when a refresh sorts another check above it", async () => {
    const id = sandbox().fixtures.highFrequencyGroupId;
    const checks = (await client().listGroupChecks(id, { limit: 50 })).items;
    const statuses = new Map((await client().listCheckStatuses()).map((st) => [st.checkId, st]));
    const stateOf = (checkId: string) => {
      const st = statuses.get(checkId);
      return st?.hasFailures || st?.hasErrors ? 'failing' : st?.isDegraded ? 'degraded' : 'passing';
    };
    // Every check of the group passing, so the one that fails below is the only failing one: the top row.
    for (const c of checks) sandbox().setCheckStatus(c.id, 'passing');
    try {
      const store = createStore();
      store.triage = { refreshMs: 1000, bell: false, ring: () => {} };
      const tui = open(route('group', { id: String(id) }), { rows: 40, columns: 120, store });
      const selectedLine = (f: string) => f.split('\n').find((l) => l.startsWith('> ')) ?? '';
      const checkOn = (line: string) => checks.find((c) => line.includes(sanitizeLine(c.name).slice(0, 20)));
      const checkLines = (f: string) => f.split('\n').filter((l) => checkOn(l) !== undefined);
      await tui.waitForFrame(new RegExp(`${checks.length} checks · 0 failing`));
      // The last check by name, then the one above it: the cursor's check.
      await tui.press('G');
      const last = checkOn(selectedLine(await tui.waitForFrame((f) => checkOn(selectedLine(f)) !== undefined)))!;
      await tui.press('k');
      const cursor = checkOn(selectedLine(await tui.waitForFrame((f) => checkOn(selectedLine(f)) !== last)))!;
      expect(cursor).toBeDefined();
      // The last check fails: the next refresh sorts it to the top, from below the cursor to above it.
      sandbox().setCheckStatus(last.id, 'failing');
      const frame = await tui.waitForFrame((f) => checkOn(checkLines(f)[0] ?? '') === last);
      expect(checkOn(selectedLine(frame))).toBe(cursor);
    } finally {
      for (const c of checks) sandbox().setCheckStatus(c.id, stateOf(c.id));
    }
  });

  it('says clearly when the group ID is not a number', async () => {
    const tui = open(route('group', { id: 'abc' }));
    const frame = await tui.waitForFrame('ERROR');
    expect(frame).toContain('"abc" is not a group ID');
  });
});

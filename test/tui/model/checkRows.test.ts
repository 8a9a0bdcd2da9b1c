// The Checks screen's rows kept between redraws: a row is made again only when what it shows
// changed, and a sort that starts from the last order gives exactly the order of a full sort.
import { describe, expect, it } from 'vitest';
import type { CheckStatusSummary, CheckSummary } from '../../../src/client/schemas/index.js';
import { filterEntries, parseQuery, sortEntries, SORT_KEYS, type SortSpec } from '../../../src/format/check-triage.js';
import { CheckRows, type RowSource } from '../../../src/tui/model/checkRows.js';
import type { GroupInfo } from '../../../src/tui/model/groupInfo.js';
import type { PendingChange } from '../../../src/tui/model/checkIndex.js';

function status(id: string, failing: boolean, degraded = false): CheckStatusSummary {
  return { checkId: id, name: `Check ${id}`, hasFailures: failing, hasErrors: false, isDegraded: degraded };
}

function check(id: string, groupId: number | null = null): CheckSummary {
  const n = Number(id.slice(1));
  return {
    id,
    name: `Check ${id}`,
    checkType: n % 2 ? 'API' : 'BROWSER',
    frequency: 1 + (n % 7),
    activated: n % 11 !== 0,
    muted: false,
    groupId,
    tags: [],
    locations: [],
  };
}

function source(): RowSource & {
  checks: Map<string, CheckSummary>;
  pending: Map<string, PendingChange>;
  statuses: Map<string, CheckStatusSummary> | undefined;
  groups: Map<number, GroupInfo> | undefined;
  newlyFailing: Set<string>;
  version: number;
} {
  return {
    checks: new Map(),
    pending: new Map(),
    statuses: undefined,
    groups: undefined,
    newlyFailing: new Set(),
    version: 0,
  };
}

describe('CheckRows', () => {
  it('makes a row again only for what changed: a status, a group name, a pause not yet answered', () => {
    const s = source();
    s.statuses = new Map([
      ['c1', status('c1', true)],
      ['c2', status('c2', false)],
    ]);
    s.checks.set('c1', check('c1', 7));
    const rows = new CheckRows(s);
    const first = rows.list();
    expect(first.map((r) => [r.id, r.status, r.frequencyText, r.partial])).toEqual([
      ['c1', 'FAIL', 'grp?', false],
      ['c2', 'PASS', '…', true],
    ]);
    // The same version: the same list (the Checks screen and the clusters drawn at one version share it).
    expect(rows.list()).toBe(first);
    s.version++;
    const again = rows.list();
    expect(again).not.toBe(first);
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    // The group names come: the grouped row is made again, the other stays.
    s.groups = new Map([[7, { name: 'Edge', frequency: 'EVERY_10S' }]]);
    s.version++;
    const named = rows.list();
    expect(named[0]).not.toBe(first[0]);
    expect(named[0]).toMatchObject({ frequencyText: '10s grp', groupName: 'Edge' });
    expect(named[1]).toBe(first[1]);
    // A pause not yet answered shows at once, and goes when dropped.
    s.pending.set('c1', { activated: false });
    s.version++;
    expect(rows.list()[0]!.status).toBe('PAUSED');
    s.pending.delete('c1');
    s.version++;
    expect(rows.list()[0]!.status).toBe('FAIL');
    // A refresh brings new status objects: the rows follow them.
    s.statuses = new Map([
      ['c1', status('c1', false)],
      ['c2', status('c2', true)],
    ]);
    s.newlyFailing = new Set(['c2']);
    s.version++;
    expect(rows.list().map((r) => [r.status, r.isNew])).toEqual([
      ['PASS', false],
      ['FAIL', true],
    ]);
  });

  it('sorts from the last order into exactly the order of a full sort, whatever changed in between', () => {
    const s = source();
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const ids = Array.from({ length: 400 }, (_, i) => `c${i}`);
    const statuses = () =>
      new Map(ids.map((id) => [id, status(id, random() < 0.2, random() < 0.1)] as [string, CheckStatusSummary]));
    s.statuses = statuses();
    const rows = new CheckRows(s);
    for (let round = 0; round < 12; round++) {
      // Pages arrive, statuses change, a sort is chosen: each time the same order as a full sort.
      for (const id of ids.slice(round * 30, round * 30 + 30)) s.checks.set(id, check(id, random() < 0.5 ? 3 : null));
      if (round % 3 === 2) s.statuses = statuses();
      if (round === 6) s.groups = new Map([[3, { name: 'Group three', frequency: null }]]);
      s.version++;
      const spec: SortSpec = {
        key: SORT_KEYS[round % 4 === 3 ? round % SORT_KEYS.length : 0]!,
        descending: round === 7,
      };
      const list = rows.list();
      expect(rows.sorted(list, spec).map((r) => r.id)).toEqual(sortEntries(list, spec).map((r) => r.id));
    }
  });
});

describe('CheckRows.filtered', () => {
  it('keeps exactly the rows of a full filter while a name is typed, erased and the data changes', () => {
    const ids = Array.from({ length: 300 }, (_, i) => `c${i}`);
    const statuses = (every: number) =>
      new Map(ids.map((id, i) => [id, status(id, i % every === 0)] as [string, CheckStatusSummary]));
    const typed = ['c', 'c1', 'c12', 'c1', 'c', 'c2', 'c29', 'type:api c2', 'c2', '', 'c3'];
    for (const alertingOnly of [false, true]) {
      const s = source();
      s.statuses = statuses(5);
      const rows = new CheckRows(s);
      let sorted = rows.sorted(rows.list(), { key: 'status', descending: false });
      for (const [i, text] of typed.entries()) {
        if (i === 5) {
          s.statuses = statuses(3);
          s.version++;
          sorted = rows.sorted(rows.list(), { key: 'status', descending: false });
        }
        const filter = { query: parseQuery(text), alertingOnly };
        expect(rows.filtered(sorted, filter).map((r) => r.id)).toEqual(filterEntries(sorted, filter).map((r) => r.id));
      }
    }
  });
});

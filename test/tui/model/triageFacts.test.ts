import { describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../src/client/index.js';
import type { CheckStatusSummary, CheckSummary } from '../../../src/client/schemas/index.js';
import { CheckIndex } from '../../../src/tui/model/checkIndex.js';
import { triageFacts } from '../../../src/tui/model/triageFacts.js';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();

// Never started: no request is made, so the client is never called.
const idle = {} as VigilClient;

function status(checkId: string, o: Partial<CheckStatusSummary> = {}): CheckStatusSummary {
  return { checkId, name: checkId.toUpperCase(), hasFailures: false, hasErrors: false, isDegraded: false, ...o };
}

function indexWith(statuses: CheckStatusSummary[], checks: Array<Partial<CheckSummary> & { id: string }> = []) {
  const index = new CheckIndex(idle);
  index.statuses = new Map(statuses.map((s) => [s.checkId, s]));
  for (const c of checks) index.checks.set(c.id, { name: c.id, activated: true, muted: false, ...c } as CheckSummary);
  return index;
}

describe('triageFacts', () => {
  it('lists failing and erroring checks, earliest first, with their start; passing ones not', () => {
    const index = indexWith([
      status('a', { hasFailures: true, updated_at: '2026-11-25T09:00:00Z' }),
      status('b'),
      status('c', { hasErrors: true, updated_at: '2026-11-25T08:00:00Z' }),
      status('d', { hasFailures: true, updated_at: null }),
    ]);
    expect(triageFacts(index, [], NOW).failing).toEqual([
      { name: 'C', since: Date.parse('2026-11-25T08:00:00Z') },
      { name: 'A', since: Date.parse('2026-11-25T09:00:00Z') },
      { name: 'D', since: undefined },
    ]);
  });

  it('names the group most failing checks are in, only when its name is known and it holds two or more', () => {
    const statuses = ['a', 'b', 'c'].map((id) => status(id, { hasFailures: true }));
    const checks = [
      { id: 'a', groupId: 1 },
      { id: 'b', groupId: 1 },
      { id: 'c', groupId: 2 },
    ];
    const index = indexWith(statuses, checks);
    expect(triageFacts(index, [], NOW).cluster).toBeUndefined();
    const groups = new Map([
      [1, { name: 'Payments', frequency: null }],
      [2, { name: 'Search', frequency: null }],
    ]);
    index.groups = groups;
    expect(triageFacts(index, [], NOW).cluster).toEqual({ name: 'Payments', count: 2 });
    const onePerGroup = indexWith(statuses.slice(1), checks);
    onePerGroup.groups = groups;
    expect(triageFacts(onePerGroup, [], NOW).cluster).toBeUndefined();
  });

  it('names what the record says was paused and still is, and the error group followed last', () => {
    const index = indexWith(
      [],
      [
        { id: 'a', name: 'Nightly sync', activated: false },
        { id: 'b', name: 'Search', activated: false },
      ],
    );
    const pause = (id: string, name: string, ago: number) => ({
      at: at(ago),
      kind: 'paused',
      text: `Paused check "${name}".`,
      check: { id, name },
    });
    const entries = [
      pause('a', 'Nightly sync', 50),
      pause('b', 'Search', 40),
      { at: at(30), kind: 'error-group', text: 'Followed error group g1.', error: 'connect ECONNREFUSED' },
      { at: at(20), kind: 'error-group', text: 'Followed error group g2.', error: 'Timeout 30000ms exceeded' },
      pause('c', 'Unknown to the index', 10),
    ];
    expect(triageFacts(index, entries, NOW)).toMatchObject({
      paused: ['Nightly sync', 'Search', 'Unknown to the index'],
      sharedError: 'Timeout 30000ms exceeded',
    });
    // Resumed in vigil (the record), or elsewhere (the index knows it runs again): not paused any more.
    const resumed = [...entries, { at: at(5), kind: 'resumed', text: 'Resumed.', check: { id: 'a', name: 'x' } }];
    index.checks.set('b', { ...index.checks.get('b')!, activated: true });
    index.checks.set('c', { id: 'c', name: 'Renamed', activated: false } as never);
    expect(triageFacts(index, resumed, NOW).paused).toEqual(['Renamed']);
  });
});

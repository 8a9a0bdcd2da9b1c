import { describe, expect, it } from 'vitest';
import type { VigilClient } from '../../../src/client/index.js';
import type { CheckStatusSummary, CheckSummary } from '../../../src/client/schemas/index.js';
import { CheckIndex } from '../../../src/tui/model/checkIndex.js';
import { triageFacts } from '../../../src/tui/model/triageFacts.js';

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
    expect(triageFacts(index).failing).toEqual([
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
    expect(triageFacts(index).cluster).toBeUndefined();
    const groups = new Map([
      [1, { name: 'Payments', frequency: null }],
      [2, { name: 'Search', frequency: null }],
    ]);
    index.groups = groups;
    expect(triageFacts(index).cluster).toEqual({ name: 'Payments', count: 2 });
    const onePerGroup = indexWith(statuses.slice(1), checks);
    onePerGroup.groups = groups;
    expect(triageFacts(onePerGroup).cluster).toBeUndefined();
  });

  it('says what was paused in this run, and forgets it once resumed', () => {
    const index = indexWith([], [{ id: 'a', name: 'Nightly' }]);
    index.replace({ id: 'a', name: 'Nightly', activated: false, muted: false });
    expect(triageFacts(index).paused).toEqual(['Nightly']);
    index.replace({ id: 'a', name: 'Nightly', activated: true, muted: false });
    expect(triageFacts(index).paused).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { sessionMatcher } from '../../../src/sandbox/data/session-filter.js';
import { sessionMeta } from '../../../src/sandbox/data/session-meta.js';
import { SessionTable } from '../../../src/sandbox/data/session-table.js';
import { ANCHOR, sessionsInput } from './support.js';

describe('sessionMatcher', () => {
  const t = new SessionTable(sessionsInput(3, 300));
  const all = Array.from({ length: t.count }, (_, i) => i);
  const matching = (f: Parameters<typeof sessionMatcher>[1]) => all.filter(sessionMatcher(t, f, ANCHOR));

  it('matches everything without a filter', () => {
    expect(matching({})).toEqual(all);
  });

  it('filters by status, provider and branch as any of the values', () => {
    expect(matching({ statuses: ['FAILED', 'CANCELLED'] })).toEqual(
      all.filter((i) => ['FAILED', 'CANCELLED'].includes(t.status(i, ANCHOR))),
    );
    expect(matching({ providers: ['GITHUB'] })).toEqual(all.filter((i) => sessionMeta(t, i).provider === 'GITHUB'));
    expect(matching({ branches: ['main'] })).toEqual(all.filter((i) => sessionMeta(t, i).branchName === 'main'));
  });

  it('filters by user (handle, name, email or id), nobody, time and text', () => {
    const user = t.input.users[0]!;
    const byUser = all.filter((i) => sessionMeta(t, i).user === user);
    expect(byUser.length).toBeGreaterThan(0);
    for (const key of [user.handle, user.name.toUpperCase(), user.email, user.userId])
      expect(matching({ users: [key] })).toEqual(byUser);
    expect(matching({ noUsers: true })).toEqual(all.filter((i) => sessionMeta(t, i).user === undefined));
    const mid = t.created[150]! / 1000;
    expect(matching({ from: mid })).toEqual(all.filter((i) => t.created[i]! >= mid * 1000));
    expect(matching({ textSearch: 'nightly' })).toEqual(all.filter((i) => /nightly/i.test(sessionMeta(t, i).name)));
  });

  it('filters by error group, never listing running sessions', () => {
    const group = t.errorGroupIdsOf(3)[0]!;
    const found = matching({ errorGroupId: group.toUpperCase() });
    expect(found).toContain(3);
    for (const i of found) expect(t.errorGroupIdsOf(i)).toContain(group);
    expect(matching({ errorGroupId: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  });
});

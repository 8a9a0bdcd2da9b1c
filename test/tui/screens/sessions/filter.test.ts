// The Sessions filters: keys, parts, queries and the route's filter.
import { describe, expect, it } from 'vitest';
import {
  emptyFilter,
  filterKey,
  filterParts,
  filterQuery,
  routeFilter,
  sameFilter,
} from '../../../../src/tui/screens/sessions/filter.js';

const G = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';

describe('session filters', () => {
  it('map to the query of GET /v1/test-sessions', () => {
    const filter = {
      statuses: ['FAILED', 'RUNNING'] as const,
      branches: ['main'],
      providers: ['PW_REPORTER'] as const,
      users: ['ada', 'grace'],
      noUsers: true,
      search: 'checkout',
      from: { text: '2h', seconds: 100 },
      to: { text: '1h', seconds: 200 },
      errorGroupId: G,
    };
    expect(filterQuery({ ...filter, statuses: [...filter.statuses], providers: [...filter.providers] })).toEqual({
      statuses: ['FAILED', 'RUNNING'],
      branches: ['main'],
      providers: ['PW_REPORTER'],
      users: ['ada', 'grace'],
      noUsers: true,
      textSearch: 'checkout',
      from: 100,
      to: 200,
      errorGroupId: G,
    });
    expect(filterParts({ ...filter, statuses: [...filter.statuses], providers: [...filter.providers] })).toEqual([
      'status failed,running',
      'branch main',
      'provider pw_reporter',
      'user ada,grace',
      'no users',
      'search "checkout"',
      'from 2h',
      'to 1h',
      `error group ${G}`,
    ]);
  });

  it('compare by what they send', () => {
    expect(filterQuery(emptyFilter)).toEqual({});
    expect(sameFilter({ ...emptyFilter, branches: ['a'] }, { ...emptyFilter, branches: ['a'] })).toBe(true);
    expect(filterKey({ ...emptyFilter, branches: ['a'] })).not.toBe(filterKey({ ...emptyFilter, branches: ['b'] }));
  });

  it('come from the route for the sessions of one error group', () => {
    expect(routeFilter({ errorGroupId: G })).toEqual({ ...emptyFilter, errorGroupId: G });
    expect(routeFilter({})).toBe(emptyFilter);
  });

  it('show server text escaped', () => {
    expect(filterParts({ ...emptyFilter, branches: ['x\u001b[2J'] })).toEqual(['branch x\\x1b[2J']);
  });
});

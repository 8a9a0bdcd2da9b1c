import { describe, expect, it } from 'vitest';
import {
  compareEntries,
  countEntries,
  countText,
  filterEntries,
  FAILING_FIRST,
  isEmptyQuery,
  matchesQuery,
  matchRanges,
  nameKey,
  needsFullIndex,
  nextHit,
  parseQuery,
  sortEntries,
  sortLabel,
  type SortKey,
  type TriageEntry,
} from '../../src/format/check-triage.js';

function entry(id: string, over: Partial<TriageEntry> = {}): TriageEntry {
  const name = over.name ?? `check ${id}`;
  return {
    id,
    nameKey: nameKey(name),
    type: 'API',
    status: 'PASS',
    frequencySeconds: 600,
    groupId: null,
    groupName: '',
    tags: [],
    lastRunAt: null,
    activated: true,
    muted: false,
    ...over,
    name,
  };
}

const mixed: TriageEntry[] = [
  entry('a', {
    name: 'Alpha',
    status: 'PASS',
    type: 'BROWSER',
    frequencySeconds: 60,
    groupId: 2,
    groupName: 'Zulu',
    lastRunAt: 3000,
  }),
  entry('b', { name: 'bravo', status: 'PAUSED', activated: false, frequencySeconds: 10, lastRunAt: 1000 }),
  entry('c', {
    name: 'Charlie',
    status: 'FAIL',
    type: 'API',
    frequencySeconds: null,
    groupId: 1,
    groupName: 'Cart EU',
    muted: true,
  }),
  entry('d', { name: 'delta', status: 'DEGR', type: '', frequencySeconds: 300, lastRunAt: 2000 }),
  entry('e', { name: 'Echo', status: '?', frequencySeconds: 600 }),
  entry('f', {
    name: 'foxtrot',
    status: 'FAIL',
    type: 'MULTI_STEP',
    frequencySeconds: 30,
    groupId: 1,
    groupName: 'Cart EU',
    lastRunAt: 500,
  }),
];

describe('sortEntries', () => {
  const cases: Array<{ key: SortKey; descending: boolean; ids: string }> = [
    // failing first: FAIL (by name), DEGR, PASS, unknown, paused
    { key: 'status', descending: false, ids: 'cfdaeb' },
    { key: 'status', descending: true, ids: 'beadcf' },
    // case-insensitive names
    { key: 'name', descending: false, ids: 'abcdef' },
    { key: 'name', descending: true, ids: 'fedcba' },
    // ties broken failing first then by name; an empty type stays last both ways
    { key: 'type', descending: false, ids: 'cebafd' },
    { key: 'type', descending: true, ids: 'facebd' },
    // unknown frequency last both ways
    { key: 'frequency', descending: false, ids: 'bfadec' },
    { key: 'frequency', descending: true, ids: 'edafbc' },
    // no group last both ways
    { key: 'group', descending: false, ids: 'cfadeb' },
    { key: 'group', descending: true, ids: 'acfdeb' },
    { key: 'lastRun', descending: false, ids: 'fbdace' },
    { key: 'lastRun', descending: true, ids: 'adbfce' },
    { key: 'activated', descending: false, ids: 'bcfdae' },
    { key: 'muted', descending: true, ids: 'cfdaeb' },
  ];
  for (const c of cases) {
    it(`${c.key} ${c.descending ? 'descending' : 'ascending'}`, () => {
      expect(
        sortEntries(mixed, { key: c.key, descending: c.descending })
          .map((e) => e.id)
          .join(''),
      ).toBe(c.ids);
    });
  }

  it('does not change its input and is total (ID breaks the last tie)', () => {
    const twins = [entry('z', { name: 'same' }), entry('y', { name: 'same' })];
    expect(sortEntries(twins, FAILING_FIRST).map((e) => e.id)).toEqual(['y', 'z']);
    expect(twins.map((e) => e.id)).toEqual(['z', 'y']);
    expect(compareEntries(twins[0] as TriageEntry, twins[0] as TriageEntry, FAILING_FIRST)).toBe(0);
  });
});

describe('sortLabel', () => {
  it.each([
    [{ key: 'status', descending: false }, 'failing first'],
    [{ key: 'status', descending: true }, 'failing last'],
    [{ key: 'name', descending: false }, 'name A-Z'],
    [{ key: 'group', descending: true }, 'group Z-A'],
    [{ key: 'lastRun', descending: true }, 'last run newest'],
    [{ key: 'frequency', descending: false }, 'frequency fastest'],
    [{ key: 'muted', descending: true }, 'muted yes first'],
  ] as const)('%o is "%s"', (spec, label) => {
    expect(sortLabel(spec)).toBe(label);
  });
});

describe('parseQuery', () => {
  it.each([
    ['', { text: '', tags: [] }],
    ['Checkout', { text: 'Checkout', tags: [] }],
    ['cart  login', { text: 'cart login', tags: [] }],
    ['type:api', { text: '', type: 'api', tags: [] }],
    ['TYPE:browser login', { text: 'login', type: 'browser', tags: [] }],
    ['group:"Cart EU" tag:prod tag:eu x', { text: 'x', group: 'Cart EU', tags: ['prod', 'eu'] }],
    ['group:"Cart', { text: '', group: 'Cart', tags: [] }],
    ['foo:bar', { text: 'foo:bar', tags: [] }],
    ['http://x', { text: 'http://x', tags: [] }],
    ['type: api', { text: 'api', tags: [] }],
  ])('%j', (raw, expected) => {
    expect(parseQuery(raw)).toEqual(expected);
  });

  it('knows which queries the server search covers', () => {
    expect(isEmptyQuery(parseQuery('  '))).toBe(true);
    expect(needsFullIndex(parseQuery('cart'))).toBe(false);
    expect(needsFullIndex(parseQuery('tag:x'))).toBe(true);
    expect(needsFullIndex(parseQuery('type:api'))).toBe(true);
  });
});

describe('matchesQuery', () => {
  const c = mixed[2] as TriageEntry;
  it.each([
    ['charl', true],
    ['CHARLIE', true],
    ['charlie x', false],
    ['type:api', true],
    ['type:ap', true],
    ['type:browser', false],
    ['group:cart', true],
    ['group:zulu', false],
    ['tag:prod', false],
    ['char type:api group:"cart eu"', true],
  ])('%s -> %s', (raw, expected) => {
    expect(matchesQuery(c, parseQuery(raw))).toBe(expected);
  });

  it('matches any of several tags, case-insensitive', () => {
    const tagged = entry('t', { tags: ['Prod', 'eu'] });
    expect(matchesQuery(tagged, parseQuery('tag:prod'))).toBe(true);
    expect(matchesQuery(tagged, parseQuery('tag:us tag:EU'))).toBe(true);
    expect(matchesQuery(tagged, parseQuery('tag:us'))).toBe(false);
  });
});

describe('matchRanges', () => {
  it.each([
    ['Cart login', 'cart', [[0, 4]]],
    [
      'aaaa',
      'aa',
      [
        [0, 2],
        [2, 4],
      ],
    ],
    [
      'Login LOGIN',
      'login',
      [
        [0, 5],
        [6, 11],
      ],
    ],
    ['abc', '', []],
    ['abc', 'x', []],
    ['İstanbul', 'stan', []],
  ] as const)('%s / %s', (text, needle, expected) => {
    expect(matchRanges(text, needle)).toEqual(expected);
  });
});

describe('filterEntries and counts', () => {
  it('keeps failing and degraded only', () => {
    expect(filterEntries(mixed, { query: parseQuery(''), alertingOnly: true }).map((e) => e.id)).toEqual([
      'c',
      'd',
      'f',
    ]);
  });
  it('combines the query and the toggle', () => {
    expect(filterEntries(mixed, { query: parseQuery('group:cart'), alertingOnly: false }).map((e) => e.id)).toEqual([
      'c',
      'f',
    ]);
    expect(filterEntries(mixed, { query: parseQuery('a'), alertingOnly: true }).map((e) => e.id)).toEqual(['c', 'd']);
  });
  it('counts each status', () => {
    expect(countEntries(mixed)).toEqual({ total: 6, failing: 2, degraded: 1, passing: 1, paused: 1, unknown: 1 });
  });
  it('writes counts with thousands separators', () => {
    expect(countText(12, 10000)).toBe('12 of 10,000');
  });
});

describe('nextHit', () => {
  const hits = [false, true, false, false, true];
  it.each([
    [0, 1, 1],
    [1, 1, 4],
    [4, 1, 1],
    [1, -1, 4],
    [-1, 1, 1],
  ] as const)('from %i direction %i -> %i', (from, dir, expected) => {
    expect(nextHit(hits.length, from, dir, (i) => hits[i] === true)).toBe(expected);
  });
  it('is -1 when nothing is hit', () => {
    expect(nextHit(3, 0, 1, () => false)).toBe(-1);
    expect(nextHit(0, 0, 1, () => true)).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type ClusterBy,
  type ClusterEntry,
  type ClusterFacts,
  checkHost,
  clusterChecks,
  clusterLine,
  inCluster,
} from '../../src/format/clusters.js';

/** A row with the two facts clusters look up beside it. */
interface TestEntry extends ClusterEntry {
  location: string | null;
  request: unknown;
}

function entry(id: number, status: ClusterEntry['status'], o: Partial<TestEntry> = {}): TestEntry {
  return {
    id: `c${id}`,
    status,
    location: null,
    groupId: null,
    groupName: '',
    tags: [],
    type: 'API',
    request: undefined,
    ...o,
  };
}

/** The facts of `entries`, counting how often each was looked up. */
function factsOf(entries: readonly TestEntry[]): ClusterFacts & { asked: { location: number; request: number } } {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const asked = { location: 0, request: 0 };
  return {
    asked,
    location: (id) => {
      asked.location++;
      return byId.get(id)?.location;
    },
    request: (id) => {
      asked.request++;
      return byId.get(id)?.request;
    },
  };
}

const cluster = (entries: readonly TestEntry[], by: ClusterBy) => clusterChecks(entries, by, factsOf(entries));

describe('clusterChecks', () => {
  it('puts the location with the most failing first, with its share of the checks that ran there', () => {
    const entries = [
      ...Array.from({ length: 41 }, (_, i) => entry(i, 'FAIL', { location: 'eu-west-1' })),
      ...Array.from({ length: 179 }, (_, i) => entry(100 + i, 'PASS', { location: 'eu-west-1' })),
      ...Array.from({ length: 3 }, (_, i) => entry(400 + i, 'FAIL', { location: 'us-east-1' })),
      entry(500, 'DEGR', { location: 'us-east-1' }),
      entry(501, 'PAUSED', { location: 'us-east-1' }),
      ...Array.from({ length: 50 }, (_, i) => entry(600 + i, 'PASS', { location: 'ap-south-1' })),
    ];
    const clusters = cluster(entries, 'location');
    expect(clusters.map(clusterLine)).toEqual([
      'eu-west-1: 41 failing of 220 (19 %)',
      'us-east-1: 3 failing, 1 degraded of 4 (100 %)',
    ]);
  });

  it('breaks ties by the higher share, and counts a check under each of its tags', () => {
    const entries = [
      entry(1, 'FAIL', { tags: ['prod', 'eu'] }),
      entry(2, 'FAIL', { tags: ['prod'] }),
      entry(3, 'PASS', { tags: ['prod'] }),
      entry(4, 'FAIL', { tags: ['eu'] }),
    ];
    expect(cluster(entries, 'tag').map(clusterLine)).toEqual([
      'tag eu: 2 failing of 2 (100 %)',
      'tag prod: 2 failing of 3 (67 %)',
    ]);
  });

  it('names groups by name, types and hosts by what they are', () => {
    const entries = [
      entry(1, 'FAIL', { groupId: 7, groupName: 'Checkout', request: { url: 'https://API.example.com/health' } }),
      entry(2, 'FAIL', {
        groupId: 7,
        groupName: 'Checkout',
        request: { url: 'https://API.example.com/health' },
        type: 'URL',
      }),
    ];
    expect(clusterLine(cluster(entries, 'group')[0]!)).toBe('group Checkout: 2 failing of 2 (100 %)');
    expect(clusterLine(cluster(entries, 'host')[0]!)).toBe('host api.example.com: 2 failing of 2 (100 %)');
    expect(cluster(entries, 'type').map((c) => c.label)).toEqual(['type API', 'type URL']);
    const facts = factsOf(entries);
    expect(inCluster(entries[0]!, { by: 'group', key: '7' }, facts)).toBe(true);
    expect(inCluster(entries[0]!, { by: 'type', key: 'URL' }, facts)).toBe(false);
    expect(inCluster(entries[0]!, { by: 'host', key: 'api.example.com' }, facts)).toBe(true);
    // Any of a check's tags puts it in that tag's cluster; no location, no location cluster.
    const tagged = entry(3, 'FAIL', { tags: ['prod', 'edge'] });
    const taggedFacts = factsOf([tagged]);
    expect(inCluster(tagged, { by: 'tag', key: 'edge' }, taggedFacts)).toBe(true);
    expect(inCluster(tagged, { by: 'tag', key: 'staging' }, taggedFacts)).toBe(false);
    expect(inCluster(tagged, { by: 'location', key: '' }, taggedFacts)).toBe(false);
  });

  it('looks up a fact the rows do not carry only when clustering by it', () => {
    const entries = [
      entry(1, 'FAIL', { location: 'eu-west-1', request: { url: 'https://a.example.com' } }),
      entry(2, 'PASS', { location: 'eu-west-1', request: { url: 'https://b.example.com' } }),
    ];
    const byLocation = factsOf(entries);
    expect(clusterChecks(entries, 'location', byLocation).map(clusterLine)).toEqual([
      'eu-west-1: 1 failing of 2 (50 %)',
    ]);
    expect(byLocation.asked).toEqual({ location: 2, request: 0 });
    const byHost = factsOf(entries);
    expect(clusterChecks(entries, 'host', byHost).map((c) => c.label)).toEqual(['host a.example.com']);
    expect(byHost.asked).toEqual({ location: 0, request: 2 });
  });

  it('sanitizes what it draws', () => {
    const [c] = cluster([entry(1, 'FAIL', { tags: ['\u001b[2Jx'] })], 'tag');
    expect(c!.label).not.toMatch(/\u001b/);
  });
});

describe('checkHost', () => {
  it.each([
    [{ url: 'https://API.example.com/v1/x' }, 'api.example.com'],
    [{ hostname: 'db.example.com', port: 5432 }, 'db.example.com'],
    [{ query: 'example.org', recordType: 'A' }, 'example.org'],
    [{ url: 'not a url' }, null],
    [null, null],
    ['text', null],
  ])('%j -> %s', (request, host) => {
    expect(checkHost(request)).toBe(host);
  });
});

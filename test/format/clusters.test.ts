import { describe, expect, it } from 'vitest';
import { checkHost, clusterChecks, clusterLine, inCluster, type ClusterEntry } from '../../src/format/clusters.js';

function entry(id: number, status: ClusterEntry['status'], o: Partial<ClusterEntry> = {}): ClusterEntry {
  return {
    id: `c${id}`,
    status,
    location: null,
    groupId: null,
    groupName: '',
    tags: [],
    type: 'API',
    host: null,
    ...o,
  };
}

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
    const clusters = clusterChecks(entries, 'location');
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
    expect(clusterChecks(entries, 'tag').map(clusterLine)).toEqual([
      'tag eu: 2 failing of 2 (100 %)',
      'tag prod: 2 failing of 3 (67 %)',
    ]);
  });

  it('names groups by name, types and hosts by what they are', () => {
    const entries = [
      entry(1, 'FAIL', { groupId: 7, groupName: 'Checkout', host: 'api.example.com' }),
      entry(2, 'FAIL', { groupId: 7, groupName: 'Checkout', host: 'api.example.com', type: 'URL' }),
    ];
    expect(clusterLine(clusterChecks(entries, 'group')[0]!)).toBe('group Checkout: 2 failing of 2 (100 %)');
    expect(clusterLine(clusterChecks(entries, 'host')[0]!)).toBe('host api.example.com: 2 failing of 2 (100 %)');
    expect(clusterChecks(entries, 'type').map((c) => c.label)).toEqual(['type API', 'type URL']);
    expect(inCluster(entries[0]!, { by: 'group', key: '7' })).toBe(true);
    expect(inCluster(entries[0]!, { by: 'type', key: 'URL' })).toBe(false);
  });

  it('sanitizes what it draws', () => {
    const [c] = clusterChecks([entry(1, 'FAIL', { tags: ['\u001b[2Jx'] })], 'tag');
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

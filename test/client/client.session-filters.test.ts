// The list filters of GET /v1/test-sessions on the wire: bracketed keys (api-contract.md), one
// per value, and the sandbox filters by them.
import { describe, expect, it } from 'vitest';
import type { VigilClient } from '../../src/client/index.js';
import { useSandboxClient } from '../helpers/client.js';

const { sandbox, client } = useSandboxClient({ seed: 5, sessions: 60 });

describe('listTestSessions filters', () => {
  const cases: Array<[string, Parameters<VigilClient['listTestSessions']>[0], string]> = [
    ['statuses', { statuses: ['FAILED', 'PASSED'] }, 'statuses[]=FAILED&statuses[]=PASSED'],
    ['branches', { branches: ['main', 'a,b'] }, 'branches[]=main&branches[]=a,b'],
    ['users', { users: ['ana'] }, 'users[]=ana'],
    ['providers', { providers: ['PW_REPORTER', 'API'] }, 'providers[]=PW_REPORTER&providers[]=API'],
    ['scalars stay plain', { limit: 5, noUsers: true, textSearch: 'a b' }, 'limit=5&noUsers=true&textSearch=a b'],
  ];
  it.each(cases)('%s', async (_name, params, onWire) => {
    const before = sandbox().requests.length;
    await client().listTestSessions(params);
    const [request] = sandbox().requests.slice(before);
    expect(decodeURIComponent(request!.query.replace(/^\?/, ''))).toBe(onWire);
    expect(request!.status).toBe(200);
  });

  it('the sandbox filters by the bracketed keys', async () => {
    const page = await client().listTestSessions({ statuses: ['FAILED'], limit: 100 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const s of page.items) expect(s.status).toBe('FAILED');
  });
});

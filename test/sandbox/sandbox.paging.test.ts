// Page-numbered lists carry content-range; cursor lists are walked to the end with nextId.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { api } from './support.js';

const sandbox = useSandbox({ seed: 41, checks: 45, groups: 7, sessions: 47 });

async function walk(
  path: string,
  key: 'entries' | 'members',
  limit: number,
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let nextId: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const url: string = `${path}${sep}limit=${limit}${nextId ? `&nextId=${encodeURIComponent(nextId)}` : ''}`;
    const res = await api(sandbox(), url);
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(res.body[key].length);
    ids.push(...res.body[key].map((e: { id?: string; userId?: string }) => e.id ?? e.userId));
    nextId = res.body.nextId;
    if (nextId !== null) expect(res.body[key]).toHaveLength(limit);
    pages++;
    expect(pages).toBeLessThan(100);
  } while (nextId !== null);
  return { ids, pages };
}

describe('page-numbered lists', () => {
  it('send content-range first-last/total, zero-based and inclusive', async () => {
    const sb = sandbox();
    const first = await api(sb, '/v1/checks');
    expect(first.body).toHaveLength(10);
    expect(first.headers.get('content-range')).toBe('0-9/45');
    const third = await api(sb, '/v1/checks?page=3&limit=20');
    expect(third.body).toHaveLength(5);
    expect(third.headers.get('content-range')).toBe('40-44/45');
    const past = await api(sb, '/v1/checks?page=4&limit=20');
    expect(past.body).toEqual([]);
    expect(past.headers.get('content-range')).toBe('*/45');
  });

  it('page through all checks without gaps or repeats', async () => {
    const sb = sandbox();
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++)
      seen.push(...(await api(sb, `/v1/checks?page=${page}&limit=10`)).body.map((c: { id: string }) => c.id));
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    const all = (await api(sb, '/v1/checks?limit=100')).body.map((c: { id: string }) => c.id);
    expect(seen).toEqual(all);
  });

  it("page groups, alert channels and a group's checks the same way", async () => {
    const sb = sandbox();
    const groups = await api(sb, '/v1/check-groups?limit=5&page=2');
    expect(groups.headers.get('content-range')).toBe('5-6/7');
    const channels = await api(sb, '/v1/alert-channels?limit=2');
    expect(channels.headers.get('content-range')).toMatch(/^0-1\/\d+$/);
    const groupChecks = await api(sb, `/v1/check-groups/${sb.fixtures.highFrequencyGroupId}/checks?limit=1`);
    expect(groupChecks.headers.get('content-range')).toMatch(/^0-0\/\d+$/);
    const total = Number(groupChecks.headers.get('content-range')!.split('/')[1]);
    const all = await api(sb, `/v1/check-groups/${sb.fixtures.highFrequencyGroupId}/checks?limit=100`);
    expect(all.body).toHaveLength(total);
    expect(all.body.every((c: { groupId: number }) => c.groupId === sb.fixtures.highFrequencyGroupId)).toBe(true);
  });
});

describe('cursor lists', () => {
  it('walk every test session to the end, newest first, nextId null on the last page', async () => {
    const { ids, pages } = await walk('/v1/test-sessions', 'entries', 10);
    expect(ids).toHaveLength(47);
    expect(new Set(ids).size).toBe(47);
    expect(pages).toBe(5);
  });

  it('walk a filtered session list to the end', async () => {
    const sb = sandbox();
    const all = (await api(sb, '/v1/test-sessions?limit=100&statuses=PASSED')).body.entries.map(
      (e: { id: string }) => e.id,
    );
    const { ids } = await walk('/v1/test-sessions?statuses=PASSED', 'entries', 4);
    expect(ids).toEqual(all);
    expect(ids.length).toBeGreaterThan(4);
  });

  it('walk incidents and members to the end', async () => {
    const sb = sandbox();
    const incidents = await walk('/v1/status-pages/incidents', 'entries', 3);
    expect(incidents.ids).toContain(sb.fixtures.incidentId);
    expect(new Set(incidents.ids).size).toBe(incidents.ids.length);
    expect(incidents.pages).toBeGreaterThan(1);

    const everyone = (await api(sb, `/v1/accounts/${sb.accountId}/members`)).body.members.map(
      (m: { userId: string }) => m.userId,
    );
    const members = await walk(`/v1/accounts/${sb.accountId}/members`, 'members', 5);
    expect(members.ids).toEqual(everyone);
    expect(members.pages).toBe(Math.ceil(everyone.length / 5));
  });
});

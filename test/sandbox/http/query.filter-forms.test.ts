// Every array filter accepts its values in the three forms of api-contract.md: repeated keys
// (`statuses=A&statuses=B`), bracketed keys (`statuses[]=A&statuses[]=B`, what our client and the
// service's own CLI send) and comma-separated (`statuses=A,B`); each form means "A or B".
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox.js';
import { api } from '../support.js';

const sandbox = useSandbox({ seed: 171, checks: 60, groups: 10, sessions: 80 });

type Form = (key: string, values: string[]) => string;
const forms: Array<[string, Form]> = [
  ['repeated', (key, values) => values.map((v) => `${key}=${encodeURIComponent(v)}`).join('&')],
  ['bracketed', (key, values) => values.map((v) => `${key}[]=${encodeURIComponent(v)}`).join('&')],
  ['comma-separated', (key, values) => `${key}=${values.map(encodeURIComponent).join(',')}`],
];

async function sessionIds(query: string): Promise<string[]> {
  const res = await api(sandbox(), `/v1/test-sessions?limit=100${query ? `&${query}` : ''}`);
  expect(res.status, res.text).toBe(200);
  expect(res.body.nextId).toBeNull();
  return res.body.entries.map((e: { id: string }) => e.id);
}

async function pagedIds(path: string, query: string): Promise<string[]> {
  const res = await api(sandbox(), `${path}?limit=100${query ? `&${query}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return res.body.map((e: { id: string | number }) => String(e.id));
}

/** Checks one filter: each form lists exactly what A alone and B alone list together, in list order. */
async function expectAllForms(
  list: (query: string) => Promise<string[]>,
  key: string,
  a: string,
  b: string,
): Promise<void> {
  const all = await list('');
  const onlyA = new Set(await list(`${key}=${encodeURIComponent(a)}`));
  const onlyB = new Set(await list(`${key}=${encodeURIComponent(b)}`));
  expect(onlyA.size, `${key}=${a} matches something`).toBeGreaterThan(0);
  expect(onlyB.size, `${key}=${b} matches something`).toBeGreaterThan(0);
  const either = all.filter((id) => onlyA.has(id) || onlyB.has(id));
  expect(either.length, `${key}: the two values together match more than each alone`).toBeGreaterThan(
    Math.max(onlyA.size, onlyB.size),
  );
  for (const [name, form] of forms) expect(await list(form(key, [a, b])), `${key} ${name}`).toEqual(either);
}

describe('array filters of GET /v1/test-sessions in all three forms', () => {
  it('statuses', async () => {
    await expectAllForms(sessionIds, 'statuses', 'FAILED', 'CANCELLED');
  });

  it('providers', async () => {
    await expectAllForms(sessionIds, 'providers', 'GITHUB', 'VERCEL');
  });

  it('branches', async () => {
    const entries = (await api(sandbox(), '/v1/test-sessions?limit=100')).body.entries as Array<{
      branchName: string | null;
    }>;
    const branches = [
      ...new Set(entries.map((e) => e.branchName).filter((b): b is string => b !== null && !b.includes(','))),
    ];
    expect(branches.length).toBeGreaterThan(1);
    await expectAllForms(sessionIds, 'branches', branches[0]!, branches[1]!);
  });

  it('users', async () => {
    const entries = (await api(sandbox(), '/v1/test-sessions?limit=100')).body.entries as Array<{
      commitOwner: string | null;
    }>;
    const owners = [...new Set(entries.map((e) => e.commitOwner).filter((o): o is string => o !== null))];
    expect(owners.length).toBeGreaterThan(1);
    await expectAllForms(sessionIds, 'users', owners[0]!, owners[1]!);
  });
});

describe('array filters of page-numbered lists in all three forms', () => {
  it('tag on GET /v1/checks (tag[] as the upstream CLI sends it)', async () => {
    const checks = (await api(sandbox(), '/v1/checks?limit=100')).body as Array<{ tags: string[] }>;
    const counts = new Map<string, number>();
    for (const c of checks) for (const t of c.tags) if (/^[a-z-]+$/.test(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
    const [a, b] = [...counts.entries()].sort((x, y) => y[1] - x[1]).map(([t]) => t);
    await expectAllForms((q) => pagedIds('/v1/checks', q), 'tag', a!, b!);
  });

  it('tag and name on GET /v1/check-groups', async () => {
    const groups = (await api(sandbox(), '/v1/check-groups?limit=100')).body as Array<{ name: string; tags: string[] }>;
    const plain = groups.filter((g) => !g.name.includes(','));
    await expectAllForms((q) => pagedIds('/v1/check-groups', q), 'name', plain[0]!.name, plain[1]!.name);
    const tags = [...new Set(groups.flatMap((g) => g.tags))];
    const pair = tags
      .flatMap((a) => tags.map((b) => [a, b] as const))
      .find(([a, b]) => {
        const withA = groups.filter((g) => g.tags.includes(a));
        const withB = groups.filter((g) => g.tags.includes(b));
        return a !== b && withA.some((g) => !g.tags.includes(b)) && withB.some((g) => !g.tags.includes(a));
      });
    expect(pair, 'two group tags that are not always together').toBeDefined();
    await expectAllForms((q) => pagedIds('/v1/check-groups', q), 'tag', pair![0], pair![1]);
  });
});

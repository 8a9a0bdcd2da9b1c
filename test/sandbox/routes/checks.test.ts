// GET /v1/checks as the triage work uses it (issue 15), per the upstream schema: status,
// search, checkType, tag / tag[], applyGroupSettings and paging, alone and together.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox.js';
import { api } from '../support.js';

interface Check {
  id: string;
  name: string;
  checkType: string;
  tags: string[];
  groupId: number | null;
  frequency: number;
  frequencyOffset?: number | null;
  locations: string[];
  activated: boolean;
  muted: boolean;
  useGlobalAlertSettings?: boolean;
  alertSettings?: unknown;
  alertChannelSubscriptions?: Array<{ alertChannelId: number }>;
  runtimeId?: string | null;
}
interface Group {
  id: number;
  tags: string[];
  locations: string[];
  activated: boolean;
  muted: boolean;
  runtimeId?: string | null;
  alertEscalationPolicy?: unknown;
  alertChannels: Array<{ id: number }>;
}
interface Status {
  checkId: string;
  hasFailures: boolean;
  hasErrors: boolean;
  isDegraded: boolean;
}

const sandbox = useSandbox({ seed: 152, checks: 450, groups: 12, sessions: 10 });

async function all(query = ''): Promise<Check[]> {
  const out: Check[] = [];
  for (let page = 1; ; page++) {
    const res = await api<Check[]>(sandbox(), `/v1/checks?limit=100&page=${page}${query}`);
    expect(res.status, res.text).toBe(200);
    out.push(...res.body);
    if (res.body.length < 100) return out;
  }
}

const stateOf = (s: Status) => (s.hasFailures || s.hasErrors ? 'failing' : s.isDegraded ? 'degraded' : 'passing');

describe('GET /v1/checks filters', () => {
  it('status=failing|degraded|passing splits every check as /v1/check-statuses does, with the filtered total in content-range', async () => {
    const statuses = (await api<Status[]>(sandbox(), '/v1/check-statuses')).body;
    expect(statuses).toHaveLength(450);
    const ids = (await all()).map((c) => c.id);
    let seen = 0;
    for (const state of ['failing', 'degraded', 'passing']) {
      const expected = ids.filter((id) => stateOf(statuses.find((s) => s.checkId === id)!) === state);
      expect(expected.length, state).toBeGreaterThan(0);
      const first = await api<Check[]>(sandbox(), `/v1/checks?status=${state}&limit=5`);
      expect(first.headers.get('content-range')).toBe(`0-${Math.min(5, expected.length) - 1}/${expected.length}`);
      expect((await all(`&status=${state}`)).map((c) => c.id)).toEqual(expected);
      seen += expected.length;
    }
    expect(seen).toBe(450);
  });

  it('search is a case-insensitive partial match on the name, across all checks in one request', async () => {
    const checks = await all();
    const last = checks[checks.length - 1]!;
    const words = last.name.split(/\s+/).filter((w) => w.length > 3);
    const part = words[words.length - 1]!.slice(1).toUpperCase();
    const res = await api<Check[]>(sandbox(), `/v1/checks?limit=100&search=${encodeURIComponent(part)}`);
    const expected = checks.filter((c) => c.name.toLowerCase().includes(part.toLowerCase()));
    expect(res.headers.get('content-range')).toMatch(new RegExp(`/${expected.length}$`));
    expect((await all(`&search=${encodeURIComponent(part)}`)).map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(expected.map((c) => c.id)).toContain(last.id);
    expect((await api<Check[]>(sandbox(), '/v1/checks?search=no-check-has-this-name')).body).toEqual([]);
  });

  it('checkType and tag (tag, tag[]) filter, and combine with status and search', async () => {
    const checks = await all();
    const api_ = checks.filter((c) => c.checkType === 'API');
    expect((await all('&checkType=API')).map((c) => c.id)).toEqual(api_.map((c) => c.id));
    const tag = checks.flatMap((c) => c.tags).find((t) => /^[a-z]+$/.test(t))!;
    const tagged = checks.filter((c) => c.tags.includes(tag)).map((c) => c.id);
    expect((await all(`&tag=${tag}`)).map((c) => c.id)).toEqual(tagged);
    expect((await all(`&tag[]=${tag}`)).map((c) => c.id)).toEqual(tagged);
    const statuses = (await api<Status[]>(sandbox(), '/v1/check-statuses')).body;
    const failingApi = api_
      .filter((c) => stateOf(statuses.find((s) => s.checkId === c.id)!) === 'failing')
      .map((c) => c.id);
    expect((await all('&checkType=API&status=failing')).map((c) => c.id)).toEqual(failingApi);
    expect((await all('&checkType=API&search=api')).every((c) => c.checkType === 'API' && /api/i.test(c.name))).toBe(
      true,
    );
    expect((await api(sandbox(), '/v1/checks?checkType=WEB')).status).toBe(400);
    expect((await api(sandbox(), '/v1/checks?status=red')).status).toBe(400);
  });

  it('pages a filtered list without gaps or repeats', async () => {
    const expected = (await all('&status=passing')).map((c) => c.id);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 7) + 1; page++) {
      const res = await api<Check[]>(sandbox(), `/v1/checks?status=passing&limit=7&page=${page}`);
      paged.push(...res.body.map((c) => c.id));
      if (res.body.length === 0) expect(res.headers.get('content-range')).toBe(`*/${expected.length}`);
    }
    expect(paged).toEqual(expected);
  });
});

describe('applyGroupSettings=true: a check as its group makes it (service.md)', () => {
  it("is the same in the list, the single check and the group's checks, and leaves checks outside groups alone", async () => {
    const raw = await all();
    const applied = await all('&applyGroupSettings=true');
    expect(applied.map((c) => c.id)).toEqual(raw.map((c) => c.id));
    for (const [i, c] of applied.entries()) if (c.groupId === null) expect(c).toEqual(raw[i]);
    const grouped = applied.find((c) => c.groupId !== null)!;
    expect((await api(sandbox(), `/v1/checks/${grouped.id}?applyGroupSettings=true`)).body).toEqual(grouped);
    const inGroup = (await api<Check[]>(sandbox(), `/v1/check-groups/${grouped.groupId}/checks?limit=100`)).body;
    expect(inGroup.find((c) => c.id === grouped.id)).toEqual(grouped);
  });

  it('follows the group rules: tags added, a paused group pauses, frequency and locations from the group, alerting by rules 1-3', async () => {
    const sb = sandbox();
    const raw = new Map((await all()).map((c) => [c.id, c]));
    const applied = await all('&applyGroupSettings=true');
    const groups = new Map((await api<Group[]>(sb, '/v1/check-groups?limit=100')).body.map((g) => [g.id, g]));
    let checked = 0;
    for (const c of applied) {
      if (c.groupId === null) continue;
      const own = raw.get(c.id)!;
      const g = groups.get(c.groupId)!;
      checked++;
      expect(c.tags).toEqual([...new Set([...g.tags, ...own.tags])]);
      expect(c.activated).toBe(g.activated && own.activated);
      expect(c.muted).toBe(g.muted || own.muted);
      if (g.locations.length > 0) expect(c.locations).toEqual(g.locations);
      else expect(c.locations).toEqual(own.locations);
      if (g.runtimeId) expect(c.runtimeId).toBe(g.runtimeId);
      if (g.alertEscalationPolicy === 'global') {
        expect(c.useGlobalAlertSettings).toBe(true); // rule 1
      } else if (g.alertEscalationPolicy) {
        expect(c.useGlobalAlertSettings).toBe(false); // rule 2: the group's policy and channels
        expect(c.alertSettings).toEqual(g.alertEscalationPolicy);
        expect(c.alertChannelSubscriptions?.map((s) => s.alertChannelId)).toEqual(g.alertChannels.map((ch) => ch.id));
      } else {
        // rule 3: the check keeps its own alerting even when the group has channels
        expect(c.useGlobalAlertSettings).toBe(own.useGlobalAlertSettings);
        expect(c.alertSettings).toEqual(own.alertSettings);
        expect(c.alertChannelSubscriptions).toEqual(own.alertChannelSubscriptions);
      }
    }
    expect(checked).toBeGreaterThan(100);
    // the 10-second group makes its checks sub-minute
    const hf = applied.find((c) => c.id === sb.fixtures.highFrequencyBrowserCheckId)!;
    expect([hf.frequency, hf.frequencyOffset]).toEqual([0, 10]);
    expect(raw.get(hf.id)!.frequency).toBe(1);
    // a paused group pauses all of its checks
    expect(applied.filter((c) => c.groupId === sb.fixtures.pausedGroupId).every((c) => !c.activated)).toBe(true);
  });

  it('combines with the filters', async () => {
    const failing = await all('&status=failing&applyGroupSettings=true');
    const expected = (await all('&applyGroupSettings=true')).filter((c) => failing.some((f) => f.id === c.id));
    expect(failing).toEqual(expected);
    expect(failing.length).toBeGreaterThan(0);
  });
});

// `vigil sandbox --outage <location>` (issue 26): every check that runs in the location fails and
// last ran there, through /v1/check-statuses and /v1/checks?status=; flapping leaves them failing.
import { describe, expect, it } from 'vitest';
import { Outage, runLocations } from '../../src/sandbox/outage.js';
import { startSandbox } from '../../src/sandbox/index.js';
import { useSandbox } from '../helpers/sandbox.js';
import { api } from './support.js';

interface Status {
  checkId: string;
  hasFailures: boolean;
  hasErrors: boolean;
  isDegraded: boolean;
  lastRunLocation: string | null;
}
interface Listed {
  id: string;
  locations: string[];
}

const sandbox = useSandbox({ seed: 260, checks: 300, sessions: 10, outages: ['eu-west-1'] });

async function effectiveLocations(sb: ReturnType<typeof sandbox>): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (let page = 1; ; page++) {
    const body = (await api<Listed[]>(sb, `/v1/checks?limit=100&page=${page}&applyGroupSettings=true`)).body;
    for (const c of body) out.set(c.id, c.locations);
    if (body.length < 100) return out;
  }
}

describe('Outage', () => {
  it('answers whether a location is out', () => {
    const outage = new Outage(['eu-west-1']);
    expect(outage.isLocationOut('eu-west-1')).toBe(true);
    expect(outage.isLocationOut('us-east-1')).toBe(false);
    expect(outage.outLocationAmong(['us-east-1', 'eu-west-1'])).toBe('eu-west-1');
    expect(new Outage().outLocationAmong(['eu-west-1'])).toBeUndefined();
  });

  it('runs a check where its group says when the group sets locations, else where it says', () => {
    const check = { locations: ['us-east-1'] } as never;
    expect(runLocations(check, undefined)).toEqual(['us-east-1']);
    expect(runLocations(check, { locations: [] } as never)).toEqual(['us-east-1']);
    expect(runLocations(check, { locations: ['ap-south-1'] } as never)).toEqual(['ap-south-1']);
  });
});

describe('the sandbox with --outage eu-west-1', () => {
  it('fails every check that runs in eu-west-1, last run there, and only those besides the usual failures', async () => {
    const sb = sandbox();
    const locations = await effectiveLocations(sb);
    const statuses = (await api<Status[]>(sb, '/v1/check-statuses')).body;
    const inOutage = statuses.filter((s) => locations.get(s.checkId)?.includes('eu-west-1'));
    expect(inOutage.length).toBeGreaterThan(10);
    for (const s of inOutage) {
      expect(s.hasFailures).toBe(true);
      expect(s.lastRunLocation).toBe('eu-west-1');
    }
    const elsewhere = statuses.filter((s) => !locations.get(s.checkId)?.includes('eu-west-1'));
    expect(elsewhere.filter((s) => s.hasFailures).length).toBeLessThan(elsewhere.length / 4);
    // A check with no locations (a heartbeat) has the history's run location (history/plan.ts).
    for (const s of elsewhere)
      if ((locations.get(s.checkId)?.length ?? 0) > 0) expect(locations.get(s.checkId)).toContain(s.lastRunLocation);
    const failingIds = new Set<string>();
    for (let page = 1; ; page++) {
      const body = (await api<Listed[]>(sb, `/v1/checks?status=failing&limit=100&page=${page}`)).body;
      for (const c of body) failingIds.add(c.id);
      if (body.length < 100) break;
    }
    for (const s of inOutage) expect(failingIds.has(s.checkId)).toBe(true);
  });

  it('spreads the last run location of the other checks over their locations', async () => {
    const sb = sandbox();
    const locations = await effectiveLocations(sb);
    const statuses = (await api<Status[]>(sb, '/v1/check-statuses')).body;
    const seen = new Set(statuses.map((s) => s.lastRunLocation).filter((l) => l !== null));
    expect(seen.size).toBeGreaterThan(10);
    const several = statuses.filter((s) => (locations.get(s.checkId)?.length ?? 0) > 1);
    const notFirst = several.filter((s) => s.lastRunLocation !== locations.get(s.checkId)?.[0]);
    expect(notFirst.length).toBeGreaterThan(0);
  });

  it('keeps the checks of an out location failing while others flap', async () => {
    const sb = await startSandbox({
      seed: 261,
      checks: 200,
      sessions: 10,
      outages: ['us-east-1'],
      flap: { count: 100, everyMs: 20 },
    });
    try {
      const locations = await effectiveLocations(sb);
      const first = (await api<Status[]>(sb, '/v1/check-statuses')).body;
      let later = first;
      // wait for a flip of the others, then look at the out location's checks
      for (let i = 0; i < 400 && JSON.stringify(later) === JSON.stringify(first); i++) {
        await new Promise((r) => setTimeout(r, 25));
        later = (await api<Status[]>(sb, '/v1/check-statuses')).body;
      }
      expect(JSON.stringify(later)).not.toBe(JSON.stringify(first));
      const out = later.filter((s) => locations.get(s.checkId)?.includes('us-east-1'));
      expect(out.length).toBeGreaterThan(0);
      for (const s of out) expect(s.hasFailures).toBe(true);
    } finally {
      await sb.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { Check, CheckStatus } from '../../../src/client/schemas/index.js';
import { buildChannels } from '../../../src/sandbox/data/alert-channels.js';
import { buildGroups } from '../../../src/sandbox/data/check-groups.js';
import { buildCheck, buildStatus } from '../../../src/sandbox/data/checks.js';
import { ANCHOR } from './support.js';

describe('buildCheck and buildStatus', () => {
  const channels = buildChannels(4, ANCHOR);
  const groups = buildGroups(4, 8, ANCHOR, channels);
  const checks = Array.from({ length: 300 }, (_, i) => buildCheck(4, i, ANCHOR, groups, channels.length));

  it('builds valid checks, the same again for the same (seed, index)', () => {
    for (const c of checks) expect(Check.safeParse(c).success).toBe(true);
    expect(buildCheck(4, 17, ANCHOR, groups, channels.length)).toEqual(checks[17]);
    expect(new Set(checks.map((c) => c.id)).size).toBe(300);
  });

  it('puts about half of the checks in groups, gives heartbeats no locations and API checks a request', () => {
    const grouped = checks.filter((c) => c.groupId !== null).length;
    expect(grouped).toBeGreaterThan(100);
    expect(grouped).toBeLessThan(250);
    for (const c of checks.filter((c) => c.checkType === 'HEARTBEAT')) expect(c.locations).toEqual([]);
    for (const c of checks.filter((c) => c.checkType === 'API')) expect(c.request).toBeDefined();
  });

  it('gives each check a status of its own, never failing and degraded at once', () => {
    const statuses = checks.map((c, i) => buildStatus(4, i, c, ANCHOR, c.locations));
    for (const [i, s] of statuses.entries()) {
      expect(CheckStatus.safeParse(s).success).toBe(true);
      expect(s.checkId).toBe(checks[i]!.id);
      expect(s.hasFailures && s.isDegraded).toBe(false);
    }
    expect(statuses.some((s) => s.hasFailures)).toBe(true);
  });

  it('spreads the last run location over the locations a check runs in (a heartbeat: eu-central-1, as its history)', () => {
    const statuses = checks.map((c, i) => buildStatus(4, i, c, ANCHOR, c.locations));
    for (const [i, s] of statuses.entries()) {
      const locations = checks[i]!.locations;
      if (locations.length === 0) expect(s.lastRunLocation).toBe('eu-central-1');
      else expect(locations).toContain(s.lastRunLocation);
    }
    const several = statuses.filter((_, i) => checks[i]!.locations.length > 1);
    const notFirst = several.filter((s) => s.lastRunLocation !== checks[statuses.indexOf(s)]!.locations[0]);
    expect(notFirst.length).toBeGreaterThan(several.length / 4);
  });
});

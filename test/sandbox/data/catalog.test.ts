import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../../src/sandbox/data/catalog.js';
import { ANCHOR } from './support.js';

describe('generateCatalog', () => {
  const catalog = generateCatalog(5, { checks: 120, groups: 9 }, ANCHOR);

  it('builds the asked sizes, one status per check, and is the same for the same seed', () => {
    expect(catalog.checks).toHaveLength(120);
    expect(catalog.groups).toHaveLength(9);
    expect(catalog.statuses.map((s) => s.checkId)).toEqual(catalog.checks.map((c) => c.id));
    expect(JSON.stringify(generateCatalog(5, { checks: 120, groups: 9 }, ANCHOR))).toBe(JSON.stringify(catalog));
    expect(generateCatalog(6, { checks: 120, groups: 9 }, ANCHOR).checks[10]!.id).not.toBe(catalog.checks[10]!.id);
  });

  it('puts the fixtures where they promise to be', () => {
    const byId = new Map(catalog.checks.map((c) => [c.id, c]));
    const f = catalog.fixtures;
    expect(byId.get(f.escapeCheckId)!.name).toContain('\u001b');
    expect(byId.get(f.pausedCheckId)!.activated).toBe(false);
    expect(catalog.statuses.find((s) => s.checkId === f.failingCheckId)!.hasFailures).toBe(true);
    expect(byId.get(f.highFrequencyBrowserCheckId)).toEqual(
      expect.objectContaining({ checkType: 'BROWSER', groupId: f.highFrequencyGroupId }),
    );
    expect(byId.get(f.longNameCheckId)!.name.length).toBeGreaterThan(300);
  });

  it('lists every check and group subscription on its alert channel', () => {
    const subs = catalog.channels.flatMap((ch) => ch.subscriptions);
    const expected =
      catalog.checks.reduce((n, c) => n + (c.alertChannelSubscriptions?.length ?? 0), 0) +
      catalog.groups.reduce((n, g) => n + (g.alertChannelSubscriptions?.length ?? 0), 0);
    expect(subs).toHaveLength(expected);
    expect(new Set(subs.map((s) => s.id)).size).toBe(subs.length);
  });
});

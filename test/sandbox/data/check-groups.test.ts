import { describe, expect, it } from 'vitest';
import { CheckGroup } from '../../../src/client/schemas/index.js';
import { buildChannels } from '../../../src/sandbox/data/alert-channels.js';
import { buildGroups } from '../../../src/sandbox/data/check-groups.js';
import { ANCHOR } from './support.js';

describe('buildGroups', () => {
  const groups = buildGroups(2, 10, ANCHOR, buildChannels(2, ANCHOR));

  it('makes the first six groups exercise the rules of service.md', () => {
    expect(groups[0]).toEqual(expect.objectContaining({ frequency: 'EVERY_10S' }));
    expect(groups[1]!.alertEscalationPolicy).toBe('global');
    expect(groups[1]!.useGlobalAlertSettings).toBe(true);
    expect(groups[2]!.alertEscalationPolicy).toEqual(expect.objectContaining({ escalationType: 'TIME_BASED' }));
    expect(groups[2]!.alertSettings).toEqual(groups[2]!.alertEscalationPolicy);
    expect(groups[3]!.alertEscalationPolicy).toBeUndefined();
    expect(groups[3]!.alertChannels.length).toBeGreaterThan(0);
    expect(groups[4]!.activated).toBe(false);
    expect(groups[5]!.muted).toBe(true);
  });

  it('numbers groups from 1, names them uniquely and keeps them valid by the client schema', () => {
    expect(groups.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(groups.map((g) => g.name)).size).toBe(10);
    for (const g of groups) {
      expect(CheckGroup.safeParse(g).success).toBe(true);
      expect(g.alertChannelSubscriptions?.map((s) => s.alertChannelId)).toEqual(g.alertChannels.map((c) => c.id));
    }
  });
});

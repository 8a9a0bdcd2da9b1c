import { describe, expect, it } from 'vitest';
import {
  CHECK_ALERT_SETTINGS,
  POLICY_RUN_BASED,
  POLICY_SPECIFIC,
  buildChannels,
} from '../../../src/sandbox/data/alert-channels.js';
import { AlertChannel, AlertSettings } from '../../../src/client/schemas/index.js';
import { ANCHOR } from './support.js';

describe('alert channels and policies', () => {
  it('builds channels of several types with ids from 1, valid by the client schema', () => {
    const channels = buildChannels(1, ANCHOR);
    expect(channels.map((c) => c.id)).toEqual(channels.map((_, i) => i + 1));
    expect(new Set(channels.map((c) => c.type)).size).toBeGreaterThan(5);
    for (const c of channels) expect(AlertChannel.safeParse(c).success).toBe(true);
    expect(channels.filter((c) => c.autoSubscribe)).toHaveLength(1);
  });

  it("has a time-based and a run-based escalation policy, and the checks' own settings", () => {
    expect(POLICY_SPECIFIC.escalationType).toBe('TIME_BASED');
    expect(POLICY_RUN_BASED.escalationType).toBe('RUN_BASED');
    for (const s of [POLICY_SPECIFIC, POLICY_RUN_BASED, CHECK_ALERT_SETTINGS])
      expect(AlertSettings.safeParse(s).success).toBe(true);
  });
});

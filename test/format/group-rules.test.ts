import { describe, expect, it } from 'vitest';
import {
  alertOutcome,
  HIGH_FREQUENCY_TYPES,
  highFrequencyWarnings,
  supportsHighFrequency,
} from '../../src/format/group-rules.js';

describe('alert rules 1-3', () => {
  it('rule 1: global policy uses the account settings', () => {
    expect(alertOutcome({ alertEscalationPolicy: 'global' })).toMatchObject({ rule: 1 });
    expect(alertOutcome({ alertEscalationPolicy: 'global' }).text).toContain('global notification settings');
  });
  it('rule 2: a specific policy overrides every check', () => {
    expect(alertOutcome({ alertEscalationPolicy: { escalationType: 'RUN_BASED' } })).toMatchObject({ rule: 2 });
  });
  it('rule 3: no policy means each check its own, even with group channels', () => {
    const outcome = alertOutcome({ alertChannels: [{ id: 1 }] });
    expect(outcome.rule).toBe(3);
    expect(outcome.text).toContain('do not change that');
  });
});

describe('rule 4', () => {
  it('lets only request-level monitors run at 10s/20s/30s', () => {
    expect([...HIGH_FREQUENCY_TYPES].sort()).toEqual(['API', 'DNS', 'ICMP', 'TCP', 'URL']);
    expect(supportsHighFrequency('api')).toBe(true);
    expect(supportsHighFrequency('BROWSER')).toBe(false);
    expect(supportsHighFrequency('PLAYWRIGHT')).toBe(false);
  });

  it('warns once per check type that cannot run at the group frequency', () => {
    const checks = [
      { id: '1', checkType: 'BROWSER' },
      { id: '2', checkType: 'API' },
      { id: '3', checkType: 'BROWSER' },
      { id: '4', checkType: 'MULTI_STEP' },
    ];
    const warnings = highFrequencyWarnings({ frequency: 'EVERY_10S' }, checks);
    expect(warnings.map((w) => [w.checkType, w.checkIds])).toEqual([
      ['BROWSER', ['1', '3']],
      ['MULTI_STEP', ['4']],
    ]);
    expect(warnings[0]!.text).toContain('cannot run every 10s');
    expect(highFrequencyWarnings({ frequency: 'EVERY_1M' }, checks)).toEqual([]);
  });
});

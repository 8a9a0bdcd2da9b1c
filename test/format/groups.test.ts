import { describe, expect, it } from 'vitest';
import { alertOutcome, groupChannelIds, groupRow, groupSettings, highFrequencyWarnings, policyText, supportsHighFrequency, HIGH_FREQUENCY_TYPES } from '../../src/format/groups.js';

describe('groupRow', () => {
  it('shows defaults for what is not set', () => {
    expect(groupRow({ id: 4, name: 'G \u001b]0;x\u0007' }, 12)).toEqual({
      id: '4',
      name: 'G \\x1b]0;x\\x07',
      activated: 'yes',
      muted: 'no',
      frequency: '-',
      concurrency: '10',
      checks: '12',
      tags: '-',
    });
  });
});

describe('groupSettings', () => {
  it('lists every CheckGroupV2 setting in order and marks defaults', () => {
    const lines = groupSettings({ id: 1, name: 'g', concurrency: 10, tags: ['a'], frequency: 'EVERY_5M', localSetupScript: 'x()' });
    expect(lines.map((l) => l.label)).toEqual([
      'name',
      'activated',
      'muted',
      'frequency',
      'locations',
      'privateLocations',
      'tags',
      'concurrency',
      'environmentVariables',
      'alertChannels',
      'alertEscalationPolicy',
      'retryStrategy',
      'runParallel',
      'runtimeId',
      'apiCheckDefaults',
      'browserChecks',
      'multistepChecks',
      'localSetupScript',
      'localTearDownScript',
    ]);
    const by = Object.fromEntries(lines.map((l) => [l.label, l]));
    expect(by.concurrency).toMatchObject({ value: '10', isDefault: true });
    expect(by.activated).toMatchObject({ value: 'yes', isDefault: true });
    expect(by.tags).toMatchObject({ value: 'a', isDefault: false });
    expect(by.frequency).toMatchObject({ value: 'EVERY_5M (5m)', isDefault: false });
    expect(by.localSetupScript).toMatchObject({ isDefault: false, deprecated: true });
  });

  it('never shows secret values of environment variables', () => {
    const lines = groupSettings({ id: 1, environmentVariables: [{ key: 'TOKEN', secret: true }, { key: 'REGION' }] });
    const env = lines.find((l) => l.label === 'environmentVariables')!;
    expect(env.value).toBe('TOKEN (secret), REGION');
  });

  it('names its alert channels as a check does once looked up; a missing one by its ID and why', () => {
    const group = {
      id: 1,
      alertChannels: [
        { id: 1, type: 'EMAIL' },
        { id: 6, type: 'SLACK' },
      ],
    };
    const channels = (lookup?: Parameters<typeof groupSettings>[1]) => groupSettings(group, lookup).find((l) => l.label === 'alertChannels')!.value;
    const found = new Map([[1, { id: 1, type: 'EMAIL', config: { address: 'oncall@example.com' } }]]);
    expect(channels({ found, missing: 'not found' })).toBe('EMAIL oncall@example.com #1, #6 (not found)');
    expect(channels({ found: new Map(), missing: 'lookup failed' })).toBe('#1 (lookup failed), #6 (lookup failed)');
    // Not looked up: as the group gives them.
    expect(channels()).toBe('#1 EMAIL, #6 SLACK');
    expect(groupChannelIds(group)).toEqual([1, 6]);
    expect(groupChannelIds({ alertChannels: [] })).toEqual([]);
  });

  it('reads the multistep setting under either spelling (service.md rule 7)', () => {
    const lines = groupSettings({ id: 1, multiStepChecks: { testMatch: '*.spec.ts' } });
    expect(lines.find((l) => l.label === 'multistepChecks')!.value).toBe('{"testMatch":"*.spec.ts"}');
  });
});

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
  it('puts a policy into words', () => {
    expect(policyText({ escalationType: 'RUN_BASED', runBasedEscalation: { failedRunThreshold: 2 }, reminders: { amount: 0, interval: 5 } })).toBe('alert after 2 failed runs, no reminders');
    expect(policyText({ escalationType: 'TIME_BASED', timeBasedEscalation: { minutesFailingThreshold: 10 } })).toBe('alert after 10 min failing');
    expect(policyText('global')).toContain('global');
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

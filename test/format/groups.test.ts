import { describe, expect, it } from 'vitest';
import { groupChannelIds, groupRow, groupSettings, policyText } from '../../src/format/groups.js';
import { CHECK_GROUP_V2_SETTINGS } from '../helpers/check-group-settings.js';

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
    const lines = groupSettings({
      id: 1,
      name: 'g',
      concurrency: 10,
      tags: ['a'],
      frequency: 'EVERY_5M',
      localSetupScript: 'x()',
    });
    expect(lines.map((l) => l.label)).toEqual(CHECK_GROUP_V2_SETTINGS);
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
    const channels = (lookup?: Parameters<typeof groupSettings>[1]) =>
      groupSettings(group, lookup).find((l) => l.label === 'alertChannels')!.value;
    const found = new Map([[1, { id: 1, type: 'EMAIL', config: { address: 'oncall@example.com' } }]]);
    expect(channels({ found, missing: 'not found' })).toBe('EMAIL …@example.com #1, #6 (not found)');
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

describe('policyText', () => {
  it('puts a policy into words', () => {
    expect(
      policyText({
        escalationType: 'RUN_BASED',
        runBasedEscalation: { failedRunThreshold: 2 },
        reminders: { amount: 0, interval: 5 },
      }),
    ).toBe('alert after 2 failed runs, no reminders');
    expect(policyText({ escalationType: 'TIME_BASED', timeBasedEscalation: { minutesFailingThreshold: 10 } })).toBe(
      'alert after 10 min failing',
    );
    expect(policyText('global')).toContain('global');
  });
});

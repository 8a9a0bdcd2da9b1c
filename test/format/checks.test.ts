import { describe, expect, it } from 'vitest';
import {
  effectiveFrequency,
  effectiveFrequencyCell,
  frequencySourceText,
  checkStatusWord,
  checkFrequencyLabel,
  frequencyLabel,
  frequencySeconds,
  isHighFrequency,
  statusIndex,
  listText,
} from '../../src/format/checks.js';

describe('check status words', () => {
  it('never rely on colour: PASS, FAIL, DEGR, PAUSED, ?', () => {
    expect(checkStatusWord({ activated: true }, { hasFailures: false, hasErrors: false, isDegraded: false })).toBe(
      'PASS',
    );
    expect(checkStatusWord({ activated: true }, { hasFailures: true })).toBe('FAIL');
    expect(checkStatusWord({ activated: true }, { hasErrors: true, isDegraded: true })).toBe('FAIL');
    expect(checkStatusWord({ activated: true }, { isDegraded: true })).toBe('DEGR');
    expect(checkStatusWord({ activated: false }, { hasFailures: true })).toBe('PAUSED');
    expect(checkStatusWord({ activated: true }, undefined)).toBe('?');
  });
});

describe('frequencies', () => {
  it('reads minutes and Frequency names', () => {
    expect(frequencySeconds(5)).toBe(300);
    expect(frequencySeconds('EVERY_30S')).toBe(30);
    expect(frequencySeconds('nonsense')).toBeNull();
    expect(frequencySeconds('constructor')).toBeNull();
    expect(frequencyLabel('toString')).toBe('toString');
    expect(frequencyLabel(60)).toBe('1h');
    expect(frequencyLabel('EVERY_10S')).toBe('10s');
    expect(frequencyLabel(undefined)).toBe('-');
    expect(checkFrequencyLabel({ frequency: 0, frequencyOffset: 20 })).toBe('20s');
    expect(checkFrequencyLabel({ frequency: 15 })).toBe('15m');
  });

  it('calls 10s, 20s and 30s high frequencies', () => {
    expect(['EVERY_10S', 'EVERY_20S', 'EVERY_30S'].every(isHighFrequency)).toBe(true);
    expect(isHighFrequency('EVERY_1M')).toBe(false);
    expect(isHighFrequency(undefined)).toBe(false);
  });
});

describe('statusIndex', () => {
  it('indexes statuses by check ID', () => {
    const index = statusIndex([{ checkId: 'a', hasFailures: true }, { checkId: 'b' }]);
    expect(index.get('a')?.hasFailures).toBe(true);
    expect(index.size).toBe(2);
    expect(listText([])).toBe('none');
    expect(listText(['x', 'y\n'])).toBe('x, y\\n');
  });
});

describe('effectiveFrequency: one rule for every screen (service.md: the group frequency applies unless overridden; applyGroupSettings applies it)', () => {
  it.each([
    // check's own, no group
    [{ frequency: 15, groupId: null }, undefined, { label: '15m', source: 'check', seconds: 900, ownLabel: '15m' }],
    // in a group that sets none: the check's own
    [{ frequency: 15, groupId: 1 }, null, { label: '15m', source: 'check', seconds: 900, ownLabel: '15m' }],
    // in a group that sets one: the group's, the check's own kept for the detail
    [{ frequency: 15, groupId: 1 }, 'EVERY_10S', { label: '10s', source: 'group', seconds: 10, ownLabel: '15m' }],
    // sub-minute own frequency in frequencyOffset
    [
      { frequency: 0, frequencyOffset: 30, groupId: null },
      undefined,
      { label: '30s', source: 'check', seconds: 30, ownLabel: '30s' },
    ],
    // a group frequency means nothing for a check in no group
    [{ frequency: 5, groupId: null }, 'EVERY_1H', { label: '5m', source: 'check', seconds: 300, ownLabel: '5m' }],
  ] as const)('%o in a group with %s', (check, group, expected) => {
    expect(effectiveFrequency(check, group)).toEqual(expected);
  });

  it('reads the same in a table cell and in a detail', () => {
    const f = effectiveFrequency({ frequency: 15, groupId: 1 }, 'EVERY_10S');
    expect(effectiveFrequencyCell(f)).toBe('10s grp');
    expect(frequencySourceText(f, 'Edge')).toBe('10s grp: from the group "Edge" (the check\'s own 15m is not used)');
    const own = effectiveFrequency({ frequency: 15, groupId: null }, undefined);
    expect(effectiveFrequencyCell(own)).toBe('15m');
  });
});

import { describe, expect, it } from 'vitest';
import {
  elapsedMs,
  formatDuration,
  formatTimestamp,
  nowFrom,
  parseTimeInput,
  relativeTime,
} from '../../src/format/time.js';

const NOW = Date.parse('2024-05-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [3_000, 'just now'],
    [45_000, '45s ago'],
    [4 * 60_000 + 59_000, '4m ago'],
    [3 * 3_600_000, '3h ago'],
    [6 * 86_400_000, '6d ago'],
    [29 * 86_400_000, '29d ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), NOW)).toBe(text);
  });
  it('shows the date for anything older than 30 days', () => {
    expect(relativeTime('2024-03-01T10:00:00Z', NOW)).toBe('2024-03-01');
  });
  it('copes with small clock skew and with real future times', () => {
    expect(relativeTime(ago(-20_000), NOW)).toBe('just now');
    expect(relativeTime(ago(-5 * 60_000), NOW)).toBe('in 5m');
  });
  it('shows a dash for missing or broken values', () => {
    expect(relativeTime(null, NOW)).toBe('-');
    expect(relativeTime('yesterday-ish', NOW)).toBe('-');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0ms'],
    [850, '850ms'],
    [12_340, '12.3s'],
    [59_999, '59.9s'],
    [245_000, '4m 05s'],
    [3_720_000, '1h 02m'],
    [3 * 86_400_000 + 4 * 3_600_000, '3d 04h'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
  it('shows a dash when unknown', () => {
    expect(formatDuration(null)).toBe('-');
    expect(formatDuration(undefined)).toBe('-');
    expect(formatDuration(Number.NaN)).toBe('-');
    expect(formatDuration(-5)).toBe('-');
  });
});

describe('elapsedMs and formatTimestamp', () => {
  it('measures to the stop time, or to now while running', () => {
    expect(elapsedMs(ago(60_000), ago(0), NOW)).toBe(60_000);
    expect(elapsedMs(ago(90_000), null, NOW)).toBe(90_000);
    expect(elapsedMs(null, null, NOW)).toBeNull();
  });
  it('prints UTC, not the machine zone', () => {
    expect(formatTimestamp('2024-05-01T14:03:22.500+02:00')).toBe('2024-05-01 12:03:22 UTC');
    expect(formatTimestamp(undefined)).toBe('-');
  });
});

describe('parseTimeInput', () => {
  it.each([
    ['1714564800', 1714564800],
    ['2024-05-01', 1714521600],
    ['2024-05-01T12:00', 1714564800],
    ['2024-05-01T12:00:00Z', 1714564800],
    ['2024-05-01T14:00:00+02:00', 1714564800],
    ['2024-05-01 12:00:00', 1714564800],
  ])('%s is %i seconds', (text, seconds) => {
    expect(parseTimeInput(text)).toEqual({ seconds });
  });
  it.each([['yesterday'], ['2024-13-01'], ['2024-02-31'], ['2024-05-01T25:00'], ['05/01/2024'], ['']])(
    'refuses %j',
    (text) => {
      expect(parseTimeInput(text)).toHaveProperty('error');
    },
  );
  it('says when a timestamp looks like milliseconds', () => {
    const result = parseTimeInput('1714564800000');
    expect(result).toEqual({ error: expect.stringContaining('milliseconds') });
  });
});

describe('nowFrom', () => {
  it('pins the clock from VIGIL_NOW, else uses the real one', () => {
    expect(nowFrom({ VIGIL_NOW: '2024-05-01T12:00:00Z' })).toBe(NOW);
    const before = Date.now();
    expect(nowFrom({})).toBeGreaterThanOrEqual(before);
  });
});

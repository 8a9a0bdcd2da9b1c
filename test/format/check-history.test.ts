// The strip, "since" and per-location lines of a check's runs, from runs newest first.
import { describe, expect, it } from 'vitest';
import {
  type RunLike,
  isFlapping,
  locationLines,
  runStrip,
  sinceCell,
  sinceText,
  stateChanges,
} from '../../src/format/check-history.js';

const NOW = Date.UTC(2026, 10, 25, 2, 52);
const MIN = 60_000;

/** Runs from marks written oldest left (as a strip reads), one every 5 minutes up to NOW. */
function runs(marks: string, location = (_i: number) => 'eu-west-1'): RunLike[] {
  const n = marks.length;
  return [...marks]
    .map((m, i) => ({
      id: `r${i}`,
      hasFailures: m === 'x',
      isDegraded: m === 'd',
      runLocation: location(i),
      startedAt: new Date(NOW - (n - 1 - i) * 5 * MIN - 1000).toISOString(),
      stoppedAt: new Date(NOW - (n - 1 - i) * 5 * MIN).toISOString(),
      responseTime: 100 + i * 10,
    }))
    .reverse();
}

describe('check history text', () => {
  it('draws the strip oldest left, newest right, without colour', () => {
    expect(runStrip(runs('..xd.x'))).toBe('..xd.x');
    expect(runStrip(runs('x'.repeat(40)))).toHaveLength(30);
  });

  it('says since when it fails, for how long and how many runs in a row', () => {
    expect(sinceText(runs('....xxxxxxx'), NOW)).toBe('failing since 02:21 (30m 01s, 7 runs in a row)');
    expect(sinceText(runs('xxx'), NOW)).toBe('failing since 02:41 or earlier (10m 01s+, 3+ runs in a row)');
    expect(sinceText(runs('xxx'), NOW, true)).toBe('failing since 02:41 (10m 01s, 3 runs in a row)');
    expect(sinceText(runs('.dd'), NOW)).toBe('degraded since 02:46 (5m 01s, 2 runs in a row)');
    expect(sinceCell(runs('..xx'), NOW)).toBe('5m (2x)');
    expect(sinceCell(runs('x'), NOW)).toBe('1.0s+ (1+x)');
    expect(sinceCell(runs(`${'.'.repeat(5)}${'x'.repeat(25)}`), NOW)).toBe('2h 00m (25x)');
    expect(sinceCell(runs('..x.'), NOW)).toBe('');
  });

  it('says when a passing check last failed, or that it did not', () => {
    expect(sinceText(runs(`x${'.'.repeat(12)}`), NOW)).toBe('passing; last failure 1h ago');
    expect(sinceText(runs('....'), NOW)).toBe('passing; no failure in the last 4 runs');
    expect(sinceText([], NOW)).toBe('no runs in the last 30 days');
  });

  it('counts changes of state and marks flapping past the threshold', () => {
    expect(stateChanges(runs('.x.x.xd'))).toBe(6);
    expect(isFlapping(runs('.x.x.xd'), 5)).toBe(true);
    expect(isFlapping(runs('.x.x.xd'), 6)).toBe(false);
    expect(isFlapping(runs('xxxx'))).toBe(false);
  });

  it('gives per location the last result, failing since and p50/p95', () => {
    const lines = locationLines(
      runs('..x.xx', (i) => (i % 2 ? 'us-east-1' : 'eu-west-1')),
      NOW,
    );
    expect(lines).toEqual([
      'us-east-1  x failed just now  failing since 02:51  p50 130ms  p95 150ms',
      'eu-west-1  x failed 5m ago  failing since 02:36  p50 120ms  p95 140ms',
    ]);
  });
});

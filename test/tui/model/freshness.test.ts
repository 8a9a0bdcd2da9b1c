import { describe, expect, it } from 'vitest';
import { freshness } from '../../../src/tui/model/freshness.js';

describe('freshness', () => {
  const at = 1_000_000;
  it('says the age, and STALE with the age past twice the interval', () => {
    expect(freshness({ updatedAt: at, refreshMs: 30_000, failure: undefined }, at + 12_000)).toEqual({
      text: 'updated 12 s ago',
      stale: false,
    });
    expect(freshness({ updatedAt: at, refreshMs: 30_000, failure: undefined }, at + 60_000).stale).toBe(false);
    expect(freshness({ updatedAt: at, refreshMs: 30_000, failure: undefined }, at + 546_000)).toEqual({
      text: 'STALE, updated 9 min 6 s ago: no refresh since (one is due every 30 s)',
      stale: true,
    });
  });

  it('says STALE with the reason when the last refresh failed, and never by age without a refresh', () => {
    expect(freshness({ updatedAt: at, refreshMs: 30_000, failure: 'timed out' }, at + 5_000)).toEqual({
      text: 'STALE, updated 5 s ago: the refresh failed: timed out',
      stale: true,
    });
    expect(freshness({ updatedAt: at, refreshMs: null, failure: undefined }, at + 3_600_000).stale).toBe(false);
    expect(freshness({ updatedAt: undefined, refreshMs: 30_000, failure: undefined }, at).text).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { FREQUENCY_MINUTES, FREQUENCY_OFFSET } from '../../../src/sandbox/data/frequencies.js';

describe('group frequencies as check fields', () => {
  it('maps sub-minute frequencies to 0 minutes plus an offset in seconds, and the rest to minutes', () => {
    expect([FREQUENCY_MINUTES.EVERY_10S, FREQUENCY_OFFSET.EVERY_10S]).toEqual([0, 10]);
    expect([FREQUENCY_MINUTES.EVERY_30S, FREQUENCY_OFFSET.EVERY_30S]).toEqual([0, 30]);
    expect([FREQUENCY_MINUTES.EVERY_1M, FREQUENCY_OFFSET.EVERY_1M]).toEqual([1, undefined]);
    expect(FREQUENCY_MINUTES.EVERY_24H).toBe(1440);
  });
});

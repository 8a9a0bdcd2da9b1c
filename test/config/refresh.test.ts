// The Checks screen's refresh and bell: the flag wins over the settings file, which wins over the
// default (30 s, no bell); one range (0, or 5 to 3600) for both the flag and the file.
import { describe, expect, it } from 'vitest';
import {
  chooseBell,
  chooseRefreshSeconds,
  isRefreshSeconds,
  REFRESH_DEFAULT_SECONDS,
} from '../../src/config/refresh.js';

describe('refresh and bell', () => {
  it('flag, then settings, then default', () => {
    expect(REFRESH_DEFAULT_SECONDS).toBe(30);
    expect(chooseRefreshSeconds(undefined, undefined)).toBe(30);
    expect(chooseRefreshSeconds(undefined, 60)).toBe(60);
    expect(chooseRefreshSeconds(10, 60)).toBe(10);
    expect(chooseRefreshSeconds(0, 60)).toBe(0);
    expect(chooseBell(undefined, undefined)).toBe(false);
    expect(chooseBell(undefined, true)).toBe(true);
    expect(chooseBell(false, true)).toBe(false);
    expect(chooseBell(true, false)).toBe(true);
  });

  it('never more often than every 5 s (the rate budget), never less than hourly, or never', () => {
    for (const ok of [0, 5, 30, 3600]) expect(isRefreshSeconds(ok), String(ok)).toBe(true);
    for (const bad of [1, 4, 4.5, 3601, -5, Number.NaN]) expect(isRefreshSeconds(bad), String(bad)).toBe(false);
  });
});

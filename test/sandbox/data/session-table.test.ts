import { describe, expect, it } from 'vitest';
import { BIG_INDEX, FAILED_INDEX, RUNNING_COUNT, SessionTable } from '../../../src/sandbox/data/session-table.js';
import { ANCHOR, sessionsInput } from './support.js';

describe('SessionTable', () => {
  const t = new SessionTable(sessionsInput(3, 300));

  it('has the running, failed and big sessions where the fixtures expect them', () => {
    expect(t.runningIndexes()).toEqual([0, 1, 2].slice(0, RUNNING_COUNT));
    for (const i of t.runningIndexes()) {
      expect(t.status(i, ANCHOR)).toBe('RUNNING');
      expect(t.status(i, t.finishTime(i)!)).not.toBe('RUNNING');
    }
    expect(t.status(FAILED_INDEX, ANCHOR)).toBe('FAILED');
    expect(t.status(BIG_INDEX, ANCHOR)).toBe('FAILED');
    expect(t.resultCount[BIG_INDEX]).toBe(500);
  });

  it('orders sessions newest first, within the four weeks before the start', () => {
    for (let i = 1; i < t.count; i++) expect(t.created[i]!).toBeLessThan(t.created[i - 1]!);
    expect(t.created[t.count - 1]!).toBeGreaterThan(ANCHOR - 29 * 86_400_000);
  });

  it('finds a session by its id, in any case', () => {
    expect(t.indexOf(t.id(123).toUpperCase())).toBe(123);
    expect(t.indexOf('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('gives failed sessions error groups and the others none', () => {
    for (let i = RUNNING_COUNT; i < t.count; i++) {
      if (t.status(i, ANCHOR) === 'FAILED') expect(t.errorGroupIdsOf(i).length).toBeGreaterThan(0);
      else expect(t.errorGroupIdsOf(i)).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ResultSeeds, resultStatus } from '../../../src/sandbox/data/session-results.js';
import { BIG_INDEX, FAILED_INDEX, SessionTable } from '../../../src/sandbox/data/session-table.js';
import { ANCHOR, sessionsInput } from './support.js';

describe('ResultSeeds', () => {
  const t = new SessionTable(sessionsInput(3, 300));
  const seeds = new ResultSeeds(t);

  it('has as many results as the table says, with distinct checks when there are enough', () => {
    for (const i of [0, FAILED_INDEX, 10, 99]) {
      const rs = seeds.of(i);
      expect(rs).toHaveLength(t.resultCount[i]!);
      expect(new Set(rs.map((r) => r.check.id)).size).toBe(rs.length);
    }
    expect(seeds.of(BIG_INDEX)).toHaveLength(500);
  });

  it('fails three results of the failed session, each with an error group; passes keep none', () => {
    const rs = seeds.of(FAILED_INDEX);
    expect(rs.filter((r) => r.finalStatus === 'FAILED')).toHaveLength(3);
    for (const r of rs) expect(r.errorGroupIds.length > 0).toBe(r.finalStatus === 'FAILED');
  });

  it('is regenerated identically once dropped from the cache', () => {
    const first = JSON.stringify(seeds.of(50));
    for (let i = 100; i < 400 && i < t.count; i++) seeds.of(i);
    expect(JSON.stringify(new ResultSeeds(t).of(50))).toBe(first);
  });

  it('lets the results of a running session finish one after another', () => {
    const rs = seeds.of(0);
    expect(resultStatus(t, rs[rs.length - 1]!, 0, ANCHOR)).toBe('RUNNING');
    const end = t.finishTime(0)!;
    for (const r of rs) expect(resultStatus(t, r, 0, end)).toBe(r.finalStatus);
    expect(resultStatus(t, seeds.of(50)[0]!, 50, 0)).toBe(seeds.of(50)[0]!.finalStatus);
  });
});

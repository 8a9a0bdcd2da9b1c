import { describe, expect, it } from 'vitest';
import {
  agoText,
  changeCounts,
  clockTime,
  findChanges,
  sinceLine,
  type Change,
  type ChangeSources,
} from '../../src/format/changes.js';
import { emptyMemory, recordPause, rememberLook } from '../../src/format/memory.js';

const T0 = new Date(2026, 4, 1, 2, 14).getTime();
const NOW = T0 + 6 * 3600_000;

function sources(o: Partial<ChangeSources>): ChangeSources {
  const memory = rememberLook(emptyMemory(), {
    at: T0,
    checks: [
      { id: 'a', word: 'passing' },
      { id: 'b', word: 'failing' },
      { id: 'c', word: 'degraded' },
      { id: 'd', word: 'failing' },
      { id: 'e', word: 'passing' },
    ],
    incidentUpdates: ['u-old'],
    failedSessions: ['s-old'],
  });
  return { now: NOW, since: T0, sinceGiven: false, memory, checks: [], incidents: [], failedSessions: [], ...o };
}

describe('findChanges', () => {
  it('finds new failing, recovered, incident updates and failed sessions since the last look, newest first', () => {
    const changes = findChanges(
      sources({
        checks: [
          { id: 'a', name: 'A', status: 'FAIL', changedAt: T0 + 1000 },
          { id: 'b', name: 'B', status: 'PASS', changedAt: T0 + 2000 },
          { id: 'c', name: 'C', status: 'FAIL', changedAt: T0 + 3000 },
          { id: 'd', name: 'D', status: 'FAIL', changedAt: T0 - 5000 },
          { id: 'e', name: 'E', status: 'PAUSED', changedAt: T0 + 4000 },
          { id: 'f', name: 'F', status: 'FAIL', changedAt: T0 + 500 },
        ],
        incidents: [
          {
            id: 'i1',
            name: 'Outage',
            updates: [
              { id: 'u-old', status: 'INVESTIGATING', at: T0 - 1000 },
              { id: 'u-new', status: 'RESOLVED', at: T0 + 5000 },
            ],
          },
        ],
        failedSessions: [
          { id: 's-old', name: 'old', at: T0 - 100 },
          { id: 's-new', name: 'deploy', at: T0 + 6000 },
        ],
      }),
    );
    expect(changes.map((c) => [c.kind, c.target.id, c.detail])).toEqual([
      ['failed-session', 's-new', 'test session failed'],
      ['incident-update', 'i1', 'update: resolved'],
      ['failing', 'c', 'was degraded'],
      ['recovered', 'b', 'was failing'],
      ['failing', 'a', 'was passing'],
      ['failing', 'f', 'not seen before'],
    ]);
    expect(sinceLine(T0, NOW, changes)).toBe(
      'since 02:14 (6 h ago): 3 new failing, 1 recovered, 1 incident update, 1 failed session',
    );
  });

  it('counts with thousands separators, as every other count', () => {
    const many: Change[] = Array.from({ length: 1587 }, (_, i) => ({
      kind: 'recovered',
      at: null,
      target: { type: 'check', id: `c${i}` },
      title: `C${i}`,
      detail: 'was failing',
    }));
    expect(changeCounts(many)).toBe('1,587 recovered');
  });

  it('says nothing changed, and compares no statuses before a first look', () => {
    expect(changeCounts(findChanges(sources({})))).toBe('nothing changed');
    const first = findChanges(
      sources({ memory: emptyMemory(), checks: [{ id: 'a', name: 'A', status: 'FAIL', changedAt: null }] }),
    );
    expect(first).toEqual([]);
  });

  it('with --since counts timed items by time alone, seen or not', () => {
    const changes = findChanges(
      sources({
        since: T0 - 3600_000,
        sinceGiven: true,
        failedSessions: [{ id: 's-old', name: 'old', at: T0 - 100 }],
      }),
    );
    expect(changes.map((c) => c.target.id)).toEqual(['s-old']);
  });

  it('lists a due reminder of a pause through vigil with the command that resumes the check', () => {
    const memory = recordPause(sources({}).memory, {
      checkId: 'a',
      action: 'pause',
      at: new Date(T0).toISOString(),
      profile: 'default',
      remindAt: new Date(T0 + 1000).toISOString(),
    });
    const [change] = findChanges(sources({ memory, checkName: () => 'Checkout \u001b[2J' }));
    expect(change).toMatchObject({ kind: 'reminder', title: 'Checkout \\x1b[2J' });
    expect(change!.detail).toBe('paused 02:14; resume: vigil checks resume a');
  });
});

describe('times', () => {
  it('reads as a person says them', () => {
    expect(clockTime(T0, NOW)).toBe('02:14');
    expect(clockTime(T0, T0 + 3 * 86_400_000)).toBe('May 1 02:14');
    expect(agoText(T0, T0 + 30_000)).toBe('just now');
    expect(agoText(T0, T0 + 12 * 60_000)).toBe('12 min ago');
    expect(agoText(T0, T0 + 3 * 86_400_000)).toBe('3 d ago');
  });
});

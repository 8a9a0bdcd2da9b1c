import { describe, expect, it } from 'vitest';
import {
  MEMORY_LIMITS,
  dueReminders,
  emptyMemory,
  memoryFromJson,
  memoryToJson,
  recordPause,
  rememberLook,
  standingPauses,
} from '../../src/format/memory.js';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('memoryFromJson', () => {
  it('takes back what rememberLook made', () => {
    const m = rememberLook(emptyMemory(), {
      at: Date.UTC(2026, 0, 1, 2, 14),
      checks: [
        { id: ID(1), word: 'failing' },
        { id: ID(2), word: 'passing' },
      ],
      incidentUpdates: ['u1'],
      failedSessions: [ID(3)],
    });
    expect(memoryFromJson(JSON.parse(JSON.stringify(memoryToJson(m))))).toEqual(m);
    expect(memoryToJson(m)).toMatchObject({ checks: { failing: ID(1), degraded: '', passing: ID(2) } });
    expect(m.lookedAt).toBe('2026-01-01T02:14:00.000Z');
    expect(m.checks).toEqual({ failing: [ID(1)], degraded: [], passing: [ID(2)] });
  });

  it.each([
    [null, /not a JSON object/],
    [[], /not a JSON object/],
    [{ version: 2 }, /version 1/],
    [{ ...emptyMemory(), lookedAt: 'yesterday' }, /lookedAt/],
    [{ ...emptyMemory(), checks: { failing: [1], degraded: '', passing: '' } }, /checks.failing/],
    [{ ...emptyMemory(), checks: { failing: 'a,\u001b[2J', degraded: '', passing: '' } }, /checks.failing/],
    [{ ...emptyMemory(), checks: { failing: 'a,,b', degraded: '', passing: '' } }, /checks.failing/],
    [{ ...(memoryToJson(emptyMemory()) as object), incidentUpdates: 'u1' }, /incidentUpdates/],
    [
      {
        ...(memoryToJson(emptyMemory()) as object),
        pauses: [{ checkId: ID(1), action: 'explode', at: '2026-01-01T00:00:00Z', profile: 'x' }],
      },
      /pause record/,
    ],
  ])('refuses %j with a reason', (data, reason) => {
    const m = memoryFromJson(data);
    expect('invalid' in m && m.invalid).toMatch(reason);
  });

  it('refuses lists longer than their bounds', () => {
    const failedSessions = Array.from({ length: MEMORY_LIMITS.failedSessions + 1 }, (_, i) => ID(i));
    expect(memoryFromJson({ ...(memoryToJson(emptyMemory()) as object), failedSessions })).toEqual({
      invalid: expect.stringMatching(/failedSessions/),
    });
  });
});

describe('rememberLook', () => {
  it('keeps seen IDs once, newest last, within their bound', () => {
    let m = emptyMemory();
    for (let round = 0; round < 3; round++)
      m = rememberLook(m, {
        at: round,
        checks: [],
        incidentUpdates: [],
        failedSessions: Array.from({ length: 1500 }, (_, i) => ID(round * 1000 + i)),
      });
    expect(m.failedSessions).toHaveLength(MEMORY_LIMITS.failedSessions);
    expect(new Set(m.failedSessions).size).toBe(m.failedSessions.length);
    expect(m.failedSessions.at(-1)).toBe(ID(2000 + 1499));
  });
});

describe('pauses', () => {
  const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 0, min)).toISOString();
  it('stand until a resume through vigil, and remind when due', () => {
    let m = emptyMemory();
    m = recordPause(m, { checkId: ID(1), action: 'pause', at: at(0), profile: 'default', remindAt: at(30) });
    m = recordPause(m, { checkId: ID(2), action: 'pause', at: at(5), profile: 'default' });
    m = recordPause(m, { checkId: ID(2), action: 'resume', at: at(10), profile: 'default' });
    m = recordPause(m, { checkId: ID(3), action: 'pause', at: at(20), profile: 'default' });
    expect(standingPauses(m).map((p) => p.checkId)).toEqual([ID(1), ID(3)]);
    expect(dueReminders(m, Date.parse(at(29)))).toEqual([]);
    expect(dueReminders(m, Date.parse(at(30))).map((p) => p.checkId)).toEqual([ID(1)]);
  });
});

import { describe, expect, it } from 'vitest';
import { TestSessionDetail, TestSessionListEntry } from '../../../src/client/schemas/index.js';
import { SessionCatalog } from '../../../src/sandbox/data/sessions.js';
import { ANCHOR, sessionsInput } from './support.js';

describe('SessionCatalog', () => {
  const sessions = new SessionCatalog(sessionsInput(3, 300));

  it('shows list entries and details valid by the client schemas, agreeing with each other', () => {
    for (const i of [0, 3, 4, 77, 299]) {
      const entry = sessions.listEntry(i, ANCHOR);
      const detail = sessions.detail(i, ANCHOR);
      expect(TestSessionListEntry.safeParse(entry).success).toBe(true);
      expect(TestSessionDetail.safeParse(detail).success).toBe(true);
      expect(detail.testSessionId).toBe(entry.id);
      expect(detail.status).toBe(entry.status);
      const counted = entry.running.length + entry.passed.length + entry.failed.length + entry.cancelled.length;
      expect(counted).toBe(detail.results.length);
      expect(entry.failed.length).toBe(detail.results.filter((r) => r.status === 'FAILED').length);
    }
  });

  it('scans in pages: each page ends where the next begins', () => {
    const filter = { statuses: ['PASSED' as const] };
    const first = sessions.scan(filter, 0, 10, ANCHOR);
    expect(first.indexes).toHaveLength(10);
    const second = sessions.scan(filter, first.next!, 10, ANCHOR);
    expect(second.indexes[0]).toBe(first.next);
    const whole = sessions.scan(filter, 0, 1000, ANCHOR);
    expect(whole.next).toBeNull();
    expect(whole.indexes.slice(0, 20)).toEqual([...first.indexes, ...second.indexes]);
  });

  it("finds results by id and answers undefined for another session's result", () => {
    const r = sessions.detail(10, ANCHOR).results[0]!;
    expect(sessions.result(10, r.testSessionResultId.toUpperCase(), ANCHOR)?.id).toBe(r.testSessionResultId);
    expect(sessions.result(11, r.testSessionResultId, ANCHOR)).toBeUndefined();
  });
});

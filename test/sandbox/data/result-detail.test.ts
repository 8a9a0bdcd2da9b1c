import { describe, expect, it } from 'vitest';
import { TestSessionResultDetail } from '../../../src/client/schemas/index.js';
import { SessionCatalog } from '../../../src/sandbox/data/sessions.js';
import { BIG_INDEX, BIG_LOG_LINES } from '../../../src/sandbox/data/session-table.js';
import { ANCHOR, sessionsInput } from './support.js';

describe('resultDetail (through SessionCatalog.result)', () => {
  const sessions = new SessionCatalog(sessionsInput(3, 300));

  it('gives every check type its own payload with a job log, valid by the client schema', () => {
    const kinds = new Set<string>();
    for (let i = 3; i < 120; i++) {
      for (const summary of sessions.detail(i, ANCHOR).results) {
        const r = sessions.result(i, summary.testSessionResultId, ANCHOR)!;
        expect(TestSessionResultDetail.safeParse(r).success).toBe(true);
        const payload = r.apiCheckResult ?? r.browserCheckResult ?? r.multiStepCheckResult ?? r.playwrightCheckResult;
        expect(payload, r.checkType).toBeDefined();
        expect((payload as { jobLog: unknown[] }).jobLog.length).toBeGreaterThan(0);
        kinds.add(
          r.apiCheckResult
            ? 'api'
            : r.browserCheckResult
              ? 'browser'
              : r.multiStepCheckResult
                ? 'multistep'
                : 'playwright',
        );
      }
    }
    expect([...kinds].sort()).toEqual(['api', 'browser', 'multistep', 'playwright']);
  });

  it("gives the big session's first result a 10,000-line log", () => {
    const first = sessions.detail(BIG_INDEX, ANCHOR).results[0]!;
    const r = sessions.result(BIG_INDEX, first.testSessionResultId, ANCHOR)!;
    const payload = r.apiCheckResult ?? r.browserCheckResult ?? r.multiStepCheckResult ?? r.playwrightCheckResult;
    expect((payload as { jobLog: unknown[] }).jobLog.length).toBeGreaterThanOrEqual(BIG_LOG_LINES);
  });
});

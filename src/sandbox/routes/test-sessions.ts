// Test sessions, their completion long-poll, results and error groups.
import { CompletionQuery, TestSessionsQuery } from '../../client/schemas/index.js';
import { decodeCursor, encodeCursor } from '../http/cursor.js';
import { HttpError, json, notFound } from '../http/reply.js';
import type { RequestContext, Router } from '../http/router.js';
import { guidParam, parseQuery } from '../http/validate.js';
import type { SandboxStore } from '../store.js';

const RECHECK_MS = 250;

export function registerTestSessionRoutes(router: Router, store: SandboxStore): void {
  const sessions = store.sessions;
  const sessionIndex = (ctx: RequestContext) => {
    const i = sessions.indexOf(guidParam(ctx.params, 'testSessionId'));
    if (i === undefined) throw notFound('Test session');
    return i;
  };

  router.add('GET', '/v1/test-sessions', (ctx) => {
    const q = parseQuery(TestSessionsQuery, ctx.query);
    let start = 0;
    if (q.nextId !== undefined) {
      const at = decodeCursor('s', q.nextId);
      if (at === undefined) throw new HttpError(400, 'Query parameter "nextId" is not a cursor this server gave out.');
      start = at;
    }
    const { indexes, next } = sessions.scan(q, start, q.limit, ctx.now);
    const entries = indexes.map((i) => sessions.listEntry(i, ctx.now));
    return json({ entries, length: entries.length, nextId: next === null ? null : encodeCursor('s', next) });
  });

  router.add('GET', '/v1/test-sessions/:testSessionId', (ctx) => json(sessions.detail(sessionIndex(ctx), ctx.now)));

  // Long-poll: answer as soon as the session is final, or 408 when the wait runs out first. The
  // session is read on the sandbox's clock; the wait is real time (a client's maxWaitSeconds).
  router.add('GET', '/v1/test-sessions/:testSessionId/completion', async (ctx) => {
    const i = sessionIndex(ctx);
    const q = parseQuery(CompletionQuery, ctx.query);
    const deadline = Date.now() + q.maxWaitSeconds * 1000;
    for (;;) {
      const now = ctx.clock();
      if (sessions.status(i, now) !== 'RUNNING') return json(sessions.detail(i, now));
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new HttpError(
          408,
          `The test session is still running after ${q.maxWaitSeconds} s: ask again to keep waiting.`,
        );
      }
      // Looked at again at least every RECHECK_MS: a clock that jumps (a test's) is seen soon.
      const untilFinish = (sessions.finishTime(i) ?? Infinity) - now;
      const alive = await ctx.wait(Math.max(1, Math.min(untilFinish, left, RECHECK_MS)));
      if (!alive) throw new HttpError(503, 'The sandbox is shutting down.');
    }
  });

  router.add('GET', '/v1/test-sessions/:testSessionId/results/:testSessionResultId', (ctx) => {
    const i = sessionIndex(ctx);
    const result = sessions.result(i, guidParam(ctx.params, 'testSessionResultId'), ctx.now);
    if (!result) throw notFound('Test session result');
    return json(result);
  });

  router.add('GET', '/v1/test-session-error-groups/:errorGroupId', (ctx) => {
    const group = store.errorGroupById.get(guidParam(ctx.params, 'errorGroupId'));
    if (!group) throw notFound('Test session error group');
    return json(group);
  });
}

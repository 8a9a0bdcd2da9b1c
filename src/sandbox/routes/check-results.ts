// GET /v2/check-results/{checkId}: a check's raw results, with the endpoint's own limit of 5
// requests per 10 seconds per key on top of the account's (server.ts applies both).
import { CheckResultsQuery } from '../../client/schemas/index.js';
import type { RateLimit } from '../http/rate-limit.js';
import { json, notFound } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { guidParam, parseQuery } from '../http/validate.js';
import { CheckHistory } from '../history/history.js';
import type { SandboxStore } from '../store.js';

/** @internal exported for its unit test only */
export const CHECK_RESULTS_LIMIT: RateLimit = { limit: 5, windowMs: 10_000 };

export function registerCheckResultRoutes(
  router: Router,
  store: SandboxStore,
  limit: RateLimit = CHECK_RESULTS_LIMIT,
): void {
  const history = new CheckHistory({
    seed: store.seed,
    runLog: store.runLog,
    statusById: store.statusById,
    effective: (check) => store.withGroupSettings(check),
  });
  const indexById = new Map(store.checks.map((c, i) => [c.id, i]));
  router.add(
    'GET',
    '/v2/check-results/:checkId',
    (ctx) => {
      const id = guidParam(ctx.params, 'checkId');
      const check = store.checkById.get(id);
      const index = indexById.get(id);
      if (!check || index === undefined) throw notFound('Check');
      const q = parseQuery(CheckResultsQuery, ctx.query);
      const page = history.page(check, index, q, ctx.now);
      return json({ length: page.entries.length, entries: page.entries, nextId: page.nextId });
    },
    limit,
  );
}

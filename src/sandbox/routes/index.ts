import type { RateLimit } from '../http/rate-limit.js';
import { Router } from '../http/router.js';
import type { SandboxStore } from '../store.js';
import { registerAccountRoutes } from './account.js';
import { registerCheckRoutes } from './checks.js';
import { registerCheckResultRoutes } from './check-results.js';
import { registerIncidentRoutes } from './incidents.js';
import { registerSandboxControlRoutes } from './sandbox-controls.js';
import { registerTestSessionRoutes } from './test-sessions.js';

export function buildRouter(store: SandboxStore, o: { checkResultsLimit?: RateLimit } = {}): Router {
  const router = new Router();
  registerAccountRoutes(router, store);
  registerCheckRoutes(router, store);
  registerCheckResultRoutes(router, store, o.checkResultsLimit);
  registerIncidentRoutes(router, store);
  registerTestSessionRoutes(router, store);
  registerSandboxControlRoutes(router, store);
  return router;
}

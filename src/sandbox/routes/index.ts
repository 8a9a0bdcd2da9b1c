import { Router } from '../http/router.js';
import type { SandboxStore } from '../store.js';
import { registerAccountRoutes } from './account.js';
import { registerCheckRoutes } from './checks.js';
import { registerIncidentRoutes } from './incidents.js';
import { registerSandboxControlRoutes } from './sandbox-controls.js';
import { registerTestSessionRoutes } from './test-sessions.js';

export function buildRouter(store: SandboxStore): Router {
  const router = new Router();
  registerAccountRoutes(router, store);
  registerCheckRoutes(router, store);
  registerIncidentRoutes(router, store);
  registerTestSessionRoutes(router, store);
  registerSandboxControlRoutes(router, store);
  return router;
}

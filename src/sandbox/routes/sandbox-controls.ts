// Sandbox-only endpoints, outside /v1 (the real service has nothing like them): they let a
// test or a demo change what the sandbox reports. They take the demo API key like any write.
import * as z from 'zod';
import { ChecksQuery } from '../../client/schemas/index.js';
import { setCheckState } from '../check-states.js';
import { json, notFound } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { guidParam, parseBody } from '../http/validate.js';
import type { SandboxStore } from '../store.js';

/** `{"status": "failing"}`: the same three states `GET /v1/checks?status=` filters by. */
const CheckStateBody = z.strictObject({ status: ChecksQuery.shape.status.unwrap() });

export function registerSandboxControlRoutes(router: Router, store: SandboxStore): void {
  // POST /sandbox/checks/{checkId}/status {"status":"failing"|"degraded"|"passing"}: answers the
  // check's new status, as /v1/check-statuses lists it from now on.
  router.add('POST', '/sandbox/checks/:checkId/status', (ctx) => {
    const id = guidParam(ctx.params, 'checkId');
    if (!store.checkById.has(id)) throw notFound('Check');
    const { status } = parseBody(CheckStateBody, ctx.body);
    return json(setCheckState(store, id, status, ctx.now));
  });
}

// Status-page incidents and incident updates.
import { IncidentCreateInput, IncidentUpdateInput, IncidentsQuery, ServicesQuery } from '../../client/schemas/index.js';
import { decodeCursor, encodeCursor } from '../http/cursor.js';
import { HttpError, json, notFound } from '../http/reply.js';
import type { RequestContext, Router } from '../http/router.js';
import { guidParam, parseBody, parseQuery } from '../http/validate.js';
import type { SandboxStore } from '../store.js';

export function registerIncidentRoutes(router: Router, store: SandboxStore): void {
  const incident = (ctx: RequestContext) => {
    const found = store.incidentById.get(guidParam(ctx.params, 'incidentId'));
    if (!found) throw notFound('Incident');
    return found;
  };

  router.add('GET', '/v1/status-pages/incidents', (ctx) =>
    json(cursorPage(store.incidents, 'i', parseQuery(IncidentsQuery, ctx.query))),
  );

  router.add('POST', '/v1/status-pages/incidents', (ctx) =>
    json(store.createIncident(parseBody(IncidentCreateInput, ctx.body), ctx.now), 201),
  );

  router.add('GET', '/v1/status-pages/services', (ctx) =>
    json(cursorPage(store.services, 's', parseQuery(ServicesQuery, ctx.query))),
  );

  router.add('GET', '/v1/status-pages/incidents/:incidentId', (ctx) => json(incident(ctx)));

  router.add('GET', '/v1/status-pages/incidents/:incidentId/incident-updates', (ctx) =>
    json(incident(ctx).incidentUpdates),
  );

  router.add('POST', '/v1/status-pages/incidents/:incidentId/incident-updates', (ctx) => {
    const target = incident(ctx);
    const input = parseBody(IncidentUpdateInput, ctx.body);
    return json(store.addIncidentUpdate(target, input, ctx.now));
  });
}

/** One page of a cursor list (`{entries, length, nextId}`), the cursor naming where it starts. */
function cursorPage<T>(all: readonly T[], kind: string, q: { limit: number; nextId?: string | undefined }) {
  let start = 0;
  if (q.nextId !== undefined) {
    const at = decodeCursor(kind, q.nextId);
    if (at === undefined) throw new HttpError(400, 'Query parameter "nextId" is not a cursor this server gave out.');
    start = at;
  }
  const entries = all.slice(start, start + q.limit);
  const next = start + q.limit < all.length ? encodeCursor(kind, start + q.limit) : null;
  return { entries, length: entries.length, nextId: next };
}

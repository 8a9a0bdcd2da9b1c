// Status-page incidents and incident updates.
import { IncidentUpdateInput, IncidentsQuery } from '../../client/schemas/index.js';
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

  router.add('GET', '/v1/status-pages/incidents', (ctx) => {
    const q = parseQuery(IncidentsQuery, ctx.query);
    let start = 0;
    if (q.nextId !== undefined) {
      const at = decodeCursor('i', q.nextId);
      if (at === undefined) throw new HttpError(400, 'Query parameter "nextId" is not a cursor this server gave out.');
      start = at;
    }
    const entries = store.incidents.slice(start, start + q.limit);
    const next = start + q.limit < store.incidents.length ? encodeCursor('i', start + q.limit) : null;
    return json({ entries, length: entries.length, nextId: next });
  });

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

// Status-page incidents and their updates (/v1/status-pages/incidents).
import type {
  Incident,
  IncidentCreateInput,
  IncidentService,
  IncidentUpdate,
  IncidentUpdateInput,
} from '../schemas/index.js';
import type { CallOptions, CursorPage } from '../types.js';
import { segment } from '../url.js';
import { type ResourceKit, callParts } from './kit.js';

export interface CursorParams {
  limit?: number;
  nextId?: string;
}

export interface IncidentResources {
  listIncidents(q?: CursorParams, o?: CallOptions): Promise<CursorPage<Incident>>;
  getIncident(id: string, o?: CallOptions): Promise<Incident>;
  listIncidentUpdates(incidentId: string, o?: CallOptions): Promise<IncidentUpdate[]>;
  /** Sent again only when the connection could not be made (see retry.ts). */
  postIncidentUpdate(incidentId: string, body: IncidentUpdateInput, o?: CallOptions): Promise<IncidentUpdate>;
  /** Opens an incident (201 with it). Sent again only when the connection could not be made. */
  createIncident(body: IncidentCreateInput, o?: CallOptions): Promise<Incident>;
  /** The status page's services, which a new incident names. */
  listStatusPageServices(q?: CursorParams, o?: CallOptions): Promise<CursorPage<IncidentService>>;
}

export function incidentResources({ deps: d, schema, listOf, get }: ResourceKit): IncidentResources {
  return {
    async listIncidents(q, o) {
      const IncidentsPage = schema('incidents', 'IncidentsPage');
      const data = await get('/v1/status-pages/incidents', IncidentsPage, o, { limit: q?.limit, nextId: q?.nextId });
      return { items: data.entries, nextId: data.nextId ?? null, length: data.length };
    },
    getIncident: async (id, o) => get(`/v1/status-pages/incidents/${segment(id)}`, schema('incidents', 'Incident'), o),
    listIncidentUpdates: async (incidentId, o) =>
      get(
        `/v1/status-pages/incidents/${segment(incidentId)}/incident-updates`,
        listOf(schema('incidents', 'IncidentUpdate')),
        o,
      ),
    async postIncidentUpdate(incidentId, body, o) {
      const IncidentUpdate = schema('incidents', 'IncidentUpdate');
      const path = `/v1/status-pages/incidents/${segment(incidentId)}/incident-updates`;
      return (await d.request({ method: 'POST', path, body, ...callParts(o) }, IncidentUpdate)).data;
    },
    async createIncident(body, o) {
      const Incident = schema('incidents', 'Incident');
      return (await d.request({ method: 'POST', path: '/v1/status-pages/incidents', body, ...callParts(o) }, Incident))
        .data;
    },
    async listStatusPageServices(q, o) {
      const ServicesPage = schema('incidents', 'ServicesPage');
      const data = await get('/v1/status-pages/services', ServicesPage, o, { limit: q?.limit, nextId: q?.nextId });
      return { items: data.entries, nextId: data.nextId ?? null, length: data.length };
    },
  };
}

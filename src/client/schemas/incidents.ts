// Status-page incidents and their updates.
import * as z from 'zod';
import { IncidentSeverity, IncidentStatus } from './enums.js';
import { Guid, listOf } from './helpers.js';

/** An update as stored and returned by the server. */
export const IncidentUpdate = z.looseObject({
  id: z.string().optional(),
  description: z.string(),
  status: IncidentStatus.optional(),
  publicIncidentUpdateDate: z.string().optional(),
  notifySubscribers: z.boolean().default(false),
  created_at: z.string().optional(),
});
export type IncidentUpdate = z.infer<typeof IncidentUpdate>;

/** POST body of an incident update: validated before sending and by the sandbox (400). */
export const IncidentUpdateInput = z.strictObject({
  description: z
    .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, { error: 'must not be empty' }),
  status: IncidentStatus.optional(),
  publicIncidentUpdateDate: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date-time such as 2024-05-01T12:00:00Z' })
    .optional(),
  notifySubscribers: z.boolean({ error: 'must be true or false' }).optional(),
});
export type IncidentUpdateInput = z.infer<typeof IncidentUpdateInput>;

export const IncidentService = z.looseObject({
  id: z.string(),
  name: z.string(),
  accountId: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().nullish(),
});
export type IncidentService = z.infer<typeof IncidentService>;

export const Incident = z.looseObject({
  id: z.string(),
  name: z.string(),
  severity: IncidentSeverity,
  lastUpdateStatus: IncidentStatus,
  services: listOf(IncidentService),
  incidentUpdates: listOf(IncidentUpdate),
  duration: z.number().nullish(),
  created_at: z.string().optional(),
  updated_at: z.string().nullish(),
});
export type Incident = z.infer<typeof Incident>;

/** A status-page service named in a new incident: its id; other fields (as read) are ignored. */
const ServiceRef = z.looseObject({ id: Guid });

/**
 * POST body of a new incident (POST /v1/status-pages/incidents): checked before sending and by
 * the sandbox (400). The first update is the only one: later ones go through incident-updates.
 */
export const IncidentCreateInput = z.strictObject({
  name: z
    .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(255, { error: 'must be at most 255 characters' }),
  severity: IncidentSeverity,
  services: z
    .array(ServiceRef, { error: (i) => (i.input === undefined ? 'is required' : 'must be a list') })
    .min(1, { error: 'must name at least one status-page service' }),
  incidentUpdates: z
    .array(IncidentUpdateInput, { error: (i) => (i.input === undefined ? 'is required' : 'must be a list') })
    .length(1, { error: 'must hold exactly one update: the first' }),
});
export type IncidentCreateInput = z.infer<typeof IncidentCreateInput>;

export const ServicesPage = z.looseObject({
  entries: z.array(IncidentService),
  length: z.number(),
  nextId: z.string().nullish(),
});
export type ServicesPage = z.infer<typeof ServicesPage>;

export const IncidentsPage = z.looseObject({
  entries: z.array(Incident),
  length: z.number(),
  nextId: z.string().nullish(),
});
export type IncidentsPage = z.infer<typeof IncidentsPage>;

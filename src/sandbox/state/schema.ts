// The shape of a --state file: only the changes, applied on top of the generated data. Its
// parts are the client's own schemas (src/client/schemas), so a state file is checked exactly
// as the requests that made it were.
import * as z from 'zod';
import { CheckUpdate, Guid, Incident, IncidentUpdate } from '../../client/schemas/index.js';

export const StateFileSchema = z.strictObject({
  version: z.literal(1, { error: 'must be 1 (a vigil sandbox state file)' }),
  checks: z.record(z.string(), CheckUpdate).default({}),
  removedMembers: z.array(Guid).default([]),
  incidentUpdates: z.record(z.string(), z.array(IncidentUpdate)).default({}),
  /** Incidents created through the API, each as it was answered (later updates are above). */
  createdIncidents: z.array(Incident).default([]),
});
export type StateFile = z.infer<typeof StateFileSchema>;

export const emptyState = (): StateFile => ({
  version: 1,
  checks: {},
  removedMembers: [],
  incidentUpdates: {},
  createdIncidents: [],
});

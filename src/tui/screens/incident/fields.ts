// The incident-update form: which fields, their defaults and checks (from the same schemas the
// server validates with), and the exact request the values make.
import { Guid } from '../../../client/schemas/helpers.js';
import { IncidentUpdateInput } from '../../../client/schemas/incidents.js';
import { INCIDENT_STATUSES, isoNow } from '../../../format/incidents.js';
import type { FieldSpecOf, FormValues } from '../../forms/fields.js';
import type { FormRequest } from '../../forms/request.js';
import type { SummaryLine } from '../../forms/review.js';
import { schemaCheck } from '../../forms/validation.js';
import { allKeysOf, keyOf } from '../../keys/commands.js';
import { areaFieldKeymap, choiceFieldKeymap, toggleFieldKeymap } from '../../forms/formKeys.js';

const checkGuid = schemaCheck(Guid);
const checkDescription = schemaCheck(IncidentUpdateInput.shape.description);
const checkDate = schemaCheck(IncidentUpdateInput.shape.publicIncidentUpdateDate);

export interface IncidentFormDefaults {
  incidentId?: string;
  /** The incident's last status: the form starts with it chosen. */
  status?: string | null;
  /** Clock for the public date's default. */
  now: number;
  /** The description to start from (a resolution's standard sentence). */
  description?: string;
}

export const FIELD = {
  incident: 'incidentId',
  description: 'description',
  status: 'status',
  notify: 'notifySubscribers',
  date: 'publicIncidentUpdateDate',
} as const;

/** The form's values, by field. */
export type IncidentValues = {
  incidentId: string;
  description: string;
  status: string | null;
  notifySubscribers: boolean;
  publicIncidentUpdateDate: string;
};

export function incidentFormSpecs(d: IncidentFormDefaults): FieldSpecOf<IncidentValues>[] {
  const status = d.status && (INCIDENT_STATUSES as readonly string[]).includes(d.status) ? d.status : null;
  return [
    {
      kind: 'text',
      name: FIELD.incident,
      label: 'Incident ID',
      initial: d.incidentId ?? '',
      hint: 'a GUID',
      validate: (v) => checkGuid(v.trim()),
    },
    {
      kind: 'textarea',
      name: FIELD.description,
      label: 'Description',
      rows: 5,
      initial: d.description ?? '',
      hint: `${keyOf(areaFieldKeymap, 'newline')} adds a line`,
      validate: (v) => checkDescription(v),
    },
    {
      kind: 'choice',
      name: FIELD.status,
      label: 'Status',
      options: [{ value: null, label: 'not set' }, ...INCIDENT_STATUSES.map((s) => ({ value: s, label: s }))],
      initial: status,
      hint: `${allKeysOf(choiceFieldKeymap, 'choice-next')} or ${keyOf(choiceFieldKeymap, 'choice-prev')} change it`,
    },
    {
      kind: 'toggle',
      name: FIELD.notify,
      label: 'Notify subscribers',
      initial: false,
      hint: `${keyOf(toggleFieldKeymap, 'toggle')} toggles`,
    },
    {
      kind: 'datetime',
      name: FIELD.date,
      label: 'Public date',
      initial: isoNow(d.now),
      hint: 'ISO 8601 with a zone; empty: when it is sent',
      validate: (v) => (v.trim() === '' ? null : checkDate(v.trim())),
    },
  ];
}

/** What a resolution says when the engineer does not change it. */
export const RESOLVED_TEXT = 'This incident has been resolved.';

function incidentUpdatesPath(incidentId: string): string {
  return `/v1/status-pages/incidents/${incidentId}/incident-updates`;
}

export interface IncidentRequest extends FormRequest {
  incidentId: string;
  body: IncidentUpdateInput;
}

/** The request the values make, or null while they cannot make one (a field still fails its check). */
export function incidentRequest(values: FormValues): IncidentRequest | null {
  const incidentId = String(values[FIELD.incident] ?? '')
    .trim()
    .toLowerCase();
  if (checkGuid(incidentId) !== null) return null;
  const date = String(values[FIELD.date] ?? '').trim();
  const candidate: Record<string, unknown> = { description: values[FIELD.description] };
  if (typeof values[FIELD.status] === 'string') candidate.status = values[FIELD.status];
  candidate.notifySubscribers = values[FIELD.notify] === true;
  if (date !== '') candidate.publicIncidentUpdateDate = date;
  const parsed = IncidentUpdateInput.safeParse(candidate);
  if (!parsed.success) return null;
  return { method: 'POST', path: incidentUpdatesPath(incidentId), body: parsed.data, incidentId };
}

/** The review's summary, in words: status, notify and date first (easy to miss in JSON). */
export function incidentSummary(values: FormValues): SummaryLine[] {
  const status = values[FIELD.status];
  const date = String(values[FIELD.date] ?? '').trim();
  const description = String(values[FIELD.description] ?? '');
  const lineCount = description.split('\n').length;
  return [
    {
      label: 'Status',
      value:
        typeof status === 'string'
          ? `${status} (the incident's status becomes this)`
          : 'not set (the incident keeps its status)',
    },
    {
      label: 'Notify',
      value: values[FIELD.notify] === true ? 'yes: subscribers are notified' : 'no: subscribers are not notified',
    },
    { label: 'Public date', value: date === '' ? 'not set: the time the server receives it' : date },
    {
      label: 'Description',
      value: `${lineCount} line${lineCount === 1 ? '' : 's'}, ${description.length} characters (in full below)`,
    },
  ];
}

// The new-incident form: name, the first update's description, services (ticked from the status
// page's list), severity, the first update's status and notify: what must be typed or chosen comes
// first, the fields with a usual default after, so the common case is a few keys. Checked with the
// schema the server validates with; the request is the exact POST /v1/status-pages/incidents the
// review shows.
import { IncidentCreateInput, IncidentUpdateInput, type IncidentService } from '../../../client/schemas/incidents.js';
import { INCIDENT_SEVERITIES, INCIDENT_STATUSES } from '../../../format/incidents.js';
import { sanitizeLine } from '../../../sanitize.js';
import type { FieldSpecOf, FormValues } from '../../forms/fields.js';
import { type FormOptions, reviewedWrite } from '../../forms/formTypes.js';
import type { FormRequest } from '../../forms/request.js';
import type { SummaryLine } from '../../forms/review.js';
import { schemaCheck } from '../../forms/validation.js';
import { allKeysOf, keyOf } from '../../keys/commands.js';
import { areaFieldKeymap, choiceFieldKeymap, multiFieldKeymap, toggleFieldKeymap } from '../../forms/formKeys.js';

const checkName = schemaCheck(IncidentCreateInput.shape.name);
const checkDescription = schemaCheck(IncidentUpdateInput.shape.description);

const NEW_FIELD = {
  name: 'name',
  severity: 'severity',
  services: 'services',
  status: 'status',
  description: 'description',
  notify: 'notifySubscribers',
} as const;

/** The form's values, by field. */
export type NewIncidentValues = {
  name: string;
  description: string;
  services: readonly string[];
  severity: string | null;
  status: string | null;
  notifySubscribers: boolean;
};

const choiceHint =
  `${allKeysOf(choiceFieldKeymap, 'choice-next')} or ` + `${keyOf(choiceFieldKeymap, 'choice-prev')} change it`;

export function newIncidentSpecs(services: readonly IncidentService[]): FieldSpecOf<NewIncidentValues>[] {
  return [
    { kind: 'text', name: NEW_FIELD.name, label: 'Name', hint: 'the title on the status page', validate: checkName },
    {
      kind: 'textarea',
      name: NEW_FIELD.description,
      label: 'Description',
      rows: 4,
      hint: `the first update; ${keyOf(areaFieldKeymap, 'newline')} adds a line`,
      validate: (v) => checkDescription(v),
    },
    {
      kind: 'multi',
      name: NEW_FIELD.services,
      label: 'Services',
      options: services.map((s) => ({ value: s.id, label: sanitizeLine(s.name) })),
      hint: `${keyOf(multiFieldKeymap, 'tick')} ticks the one under the cursor; at least one`,
    },
    {
      kind: 'choice',
      name: NEW_FIELD.severity,
      label: 'Severity',
      options: INCIDENT_SEVERITIES.map((s) => ({ value: s, label: s })),
      initial: 'MAJOR',
      hint: choiceHint,
    },
    {
      kind: 'choice',
      name: NEW_FIELD.status,
      label: 'Status',
      options: INCIDENT_STATUSES.map((s) => ({ value: s, label: s })),
      initial: 'INVESTIGATING',
      hint: choiceHint,
    },
    {
      kind: 'toggle',
      name: NEW_FIELD.notify,
      label: 'Notify subscribers',
      initial: false,
      hint: `${keyOf(toggleFieldKeymap, 'toggle')} toggles`,
    },
  ];
}

/** A reviewed write that also wants a service ticked (a multi-choice field has no check of its own). */
export const newIncidentOptions: FormOptions<NewIncidentValues> = {
  ...reviewedWrite,
  check: (values) => (values.services.length > 0 ? {} : { services: 'tick at least one service' }),
};

export interface NewIncidentRequest extends FormRequest {
  body: IncidentCreateInput;
}

/** The request the values make, or null while they cannot make one. */
export function newIncidentRequest(values: FormValues): NewIncidentRequest | null {
  const services = values[NEW_FIELD.services];
  const parsed = IncidentCreateInput.safeParse({
    name: values[NEW_FIELD.name],
    severity: values[NEW_FIELD.severity],
    services: Array.isArray(services) ? services.map((id) => ({ id })) : [],
    incidentUpdates: [
      {
        description: values[NEW_FIELD.description],
        status: values[NEW_FIELD.status],
        notifySubscribers: values[NEW_FIELD.notify] === true,
      },
    ],
  });
  if (!parsed.success) return null;
  return { method: 'POST', path: '/v1/status-pages/incidents', body: parsed.data };
}

/**
 * Every field in words, before the exact request, in three lines (the review of a usual new
 * incident fits 80x24): the incident, its services by name, the first update.
 */
export function newIncidentSummary(values: FormValues, services: readonly IncidentService[]): SummaryLine[] {
  const ticked = values[NEW_FIELD.services];
  const names = (Array.isArray(ticked) ? ticked : []).map((id) =>
    sanitizeLine(services.find((s) => s.id === id)?.name ?? id),
  );
  const lineCount = String(values[NEW_FIELD.description] ?? '').split('\n').length;
  const notify = values[NEW_FIELD.notify] === true ? 'subscribers notified' : 'subscribers not notified';
  return [
    {
      label: 'New incident',
      value:
        `"${sanitizeLine(String(values[NEW_FIELD.name] ?? '').trim())}", ` +
        `severity ${String(values[NEW_FIELD.severity] ?? '-')}`,
    },
    { label: 'Services', value: names.length > 0 ? names.join(', ') : 'none' },
    {
      label: 'First update',
      value:
        `${String(values[NEW_FIELD.status] ?? '-')}, ${notify}, ` +
        `its text below (${lineCount} line${lineCount === 1 ? '' : 's'})`,
    },
  ];
}

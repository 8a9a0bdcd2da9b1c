// `vigil incidents create` options: the table (options.ts) checks each value, then the body is
// checked with the schema the server validates with, so a bad value is refused here (exit 2)
// and nothing is sent.
import type * as z from 'zod';
import { describeZodError } from '../../client/schemas/describe.js';
import { IncidentCreateInput } from '../../client/schemas/incidents.js';
import { INCIDENT_SEVERITIES, INCIDENT_STATUSES } from '../../format/incidents.js';
import { quoted } from '../../format/session-filters.js';
import { UsageError } from '../errors.js';
import { isGuid } from '../shared/list-options.js';
import { defineOptions, parseOptions } from '../shared/options.js';

const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());

export const options = defineOptions({
  name: {
    type: 'text',
    valueName: 'NAME',
    description: "the incident's title on the status page, up to 255 characters",
  },
  severity: { type: 'text', valueName: 'LEVEL', values: lower(INCIDENT_SEVERITIES), description: 'how bad it is' },
  service: {
    type: 'text',
    valueName: 'NAME|ID',
    multiple: 'repeat',
    description:
      'a status-page service it affects, by name (as on the status page) or ID (`vigil api ' +
      '/v1/status-pages/services` lists them)',
  },
  description: { type: 'text', short: 'd', valueName: 'TEXT', description: 'the first update, what users read' },
  status: {
    type: 'text',
    short: 's',
    valueName: 'STATUS',
    values: lower(INCIDENT_STATUSES),
    default: 'investigating',
    description: "the first update's status",
  },
  notify: { type: 'flag', description: "notify the status page's subscribers (default no)" },
  output: {
    type: 'text',
    short: 'o',
    valueName: 'FORMAT',
    values: ['text', 'json'],
    default: 'text',
    description: 'json prints the incident as the server sent it',
  },
});

export interface CreateOptions {
  /** The body, checked; its services are set from `services` once the names are looked up. */
  body: IncidentCreateInput;
  /** The services as given, in order: an ID, or a name to look up before sending (service-names.ts). */
  services: Array<{ id: string } | { name: string }>;
  output: 'text' | 'json';
}

/** Stands in for each service given by name while the body is checked: its ID is not known yet. */
const NAMED_SERVICE = '00000000-0000-4000-8000-000000000000';

/** Body field -> the option that sets it, for error sentences. */
const OPTION_OF: Array<[RegExp, string]> = [
  [/^field "name"/, '--name'],
  [/^field "severity"/, '--severity'],
  [/^field "services(\[\d+\]\.id)?"/, '--service'],
  [/^field "incidentUpdates\[0\]\.description"/, '--description'],
  [/^field "incidentUpdates\[0\]\.status"/, '--status'],
];

function optionSentence(error: z.ZodError): string {
  const sentence = describeZodError(error, 'field');
  for (const [field, option] of OPTION_OF) if (field.test(sentence)) return sentence.replace(field, option);
  return sentence;
}

export function parseCreateOptions(argv: string[]): CreateOptions {
  const { values, positionals } = parseOptions('incidents create', options, argv, { positionals: true });
  if (positionals.length > 0) {
    throw new UsageError(
      `\`vigil incidents create\` takes no arguments, got ${quoted(positionals[0]!)}: give the name with --name ` +
        `(quote it when it has spaces)`,
    );
  }
  if (values.name === undefined) throw new UsageError("--name is required: the incident's title on the status page");
  if (values.severity === undefined) {
    throw new UsageError(`--severity is required: one of ${options.severity.values.join(', ')}`);
  }
  if (values.service.length === 0) {
    throw new UsageError(
      "give at least one --service, by name or ID (`vigil api /v1/status-pages/services` lists the status page's " +
        'services)',
    );
  }
  const services = values.service.map((s) => (isGuid(s) ? { id: s.trim().toLowerCase() } : { name: s }));
  const ids = services.flatMap((s) => ('id' in s ? [s.id] : []));
  const serviceNames = services.flatMap((s) => ('name' in s ? [s.name] : []));
  if (values.description === undefined) {
    throw new UsageError('--description is required: the first update, as in -d "We are looking into failed logins"');
  }
  const checked = IncidentCreateInput.safeParse({
    name: values.name,
    severity: values.severity.toUpperCase(),
    services: [...new Set([...ids, ...serviceNames.map(() => NAMED_SERVICE)])].map((id) => ({ id })),
    incidentUpdates: [
      { description: values.description, status: values.status.toUpperCase(), notifySubscribers: values.notify },
    ],
  });
  if (!checked.success) throw new UsageError(optionSentence(checked.error));
  return { body: checked.data, services, output: values.output };
}

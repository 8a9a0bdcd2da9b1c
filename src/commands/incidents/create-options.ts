// `vigil incidents create` options: the table (options.ts) checks each value, then the body is
// checked with the schema the server validates with, so a bad value is refused here (exit 2)
// and nothing is sent.
import type * as z from 'zod';
import { describeZodError } from '../../client/schemas/describe.js';
import { IncidentCreateInput } from '../../client/schemas/incidents.js';
import { INCIDENT_SEVERITIES, INCIDENT_STATUSES } from '../../format/incidents.js';
import { quoted } from '../../format/session-filters.js';
import { UsageError } from '../errors.js';
import { parseGuidArgument } from '../shared/list-options.js';
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
    valueName: 'ID',
    multiple: 'repeat',
    description: 'a status-page service it affects (`vigil api /v1/status-pages/services` lists them)',
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
  body: IncidentCreateInput;
  output: 'text' | 'json';
}

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
      "give at least one --service ID (`vigil api /v1/status-pages/services` lists the status page's services)",
    );
  }
  const ids = values.service.map((s) => parseGuidArgument('service', s).toLowerCase());
  if (values.description === undefined) {
    throw new UsageError('--description is required: the first update, as in -d "We are looking into failed logins"');
  }
  const checked = IncidentCreateInput.safeParse({
    name: values.name,
    severity: values.severity.toUpperCase(),
    services: [...new Set(ids)].map((id) => ({ id })),
    incidentUpdates: [
      { description: values.description, status: values.status.toUpperCase(), notifySubscribers: values.notify },
    ],
  });
  if (!checked.success) throw new UsageError(optionSentence(checked.error));
  return { body: checked.data, output: values.output };
}

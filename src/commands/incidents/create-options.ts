// `vigil incidents create` options, checked with the schema the server validates with, so a bad
// value is refused here (exit 2) and nothing is sent.
import type * as z from 'zod';
import { describeZodError } from '../../client/schemas/describe.js';
import { IncidentCreateInput } from '../../client/schemas/incidents.js';
import {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  parseIncidentSeverity,
  parseIncidentStatus,
} from '../../format/incidents.js';
import { quoted } from '../../format/session-filters.js';
import { UsageError } from '../errors.js';
import { parseCommandArgs } from '../shared/args.js';
import { parseGuidArgument, parseOutputOption } from '../shared/list-options.js';

export const CREATE_OUTPUTS = ['text', 'json'] as const;

export interface CreateOptions {
  body: IncidentCreateInput;
  output: (typeof CREATE_OUTPUTS)[number];
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

const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase()).join(', ');

export function parseCreateOptions(argv: string[]): CreateOptions {
  const { values, positionals } = parseCommandArgs('incidents create', argv, {
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      severity: { type: 'string' },
      service: { type: 'string', multiple: true },
      description: { type: 'string', short: 'd' },
      status: { type: 'string', short: 's' },
      notify: { type: 'boolean' },
      output: { type: 'string', short: 'o' },
    },
  });
  if (positionals.length > 0) {
    throw new UsageError(
      `\`vigil incidents create\` takes no arguments, got ${quoted(positionals[0]!)}: give the name with --name (quote it when it has spaces)`,
    );
  }
  if (values.name === undefined) throw new UsageError("--name is required: the incident's title on the status page");
  if (values.severity === undefined) {
    throw new UsageError(`--severity is required: one of ${lower(INCIDENT_SEVERITIES)}`);
  }
  const severity = parseIncidentSeverity(values.severity);
  if (!severity) {
    throw new UsageError(`--severity must be one of ${lower(INCIDENT_SEVERITIES)}, not ${quoted(values.severity)}`);
  }
  const services = values.service ?? [];
  if (services.length === 0) {
    throw new UsageError(
      "give at least one --service ID (`vigil api /v1/status-pages/services` lists the status page's services)",
    );
  }
  const ids = services.map((s) => parseGuidArgument('service', s).toLowerCase());
  if (values.description === undefined) {
    throw new UsageError('--description is required: the first update, as in -d "We are looking into failed logins"');
  }
  let status: string = 'INVESTIGATING';
  if (values.status !== undefined) {
    const parsed = parseIncidentStatus(values.status);
    if (!parsed)
      throw new UsageError(`--status must be one of ${lower(INCIDENT_STATUSES)}, not ${quoted(values.status)}`);
    status = parsed;
  }
  const output = parseOutputOption(values.output, CREATE_OUTPUTS, 'text');
  const checked = IncidentCreateInput.safeParse({
    name: values.name,
    severity,
    services: [...new Set(ids)].map((id) => ({ id })),
    incidentUpdates: [{ description: values.description, status, notifySubscribers: values.notify === true }],
  });
  if (!checked.success) throw new UsageError(optionSentence(checked.error));
  return { body: checked.data, output };
}

// `vigil incident-update` options, checked with the same schemas the server validates with, so
// a bad value is refused here (exit 2) and never sent.
import type * as z from 'zod';
import { describeZodError } from '../../client/schemas/describe.js';
import { Guid } from '../../client/schemas/helpers.js';
import { IncidentUpdateInput } from '../../client/schemas/incidents.js';
import { INCIDENT_STATUSES, parseIncidentStatus } from '../../format/incidents.js';
import { sanitizeLine } from '../../sanitize.js';
import { UsageError } from '../errors.js';
import { defineOptions, parseOptions } from '../shared/options.js';

export const options = defineOptions({
  description: { type: 'text', short: 'd', valueName: 'TEXT', description: 'what changed (required)' },
  status: {
    type: 'text',
    short: 's',
    valueName: 'STATUS',
    values: INCIDENT_STATUSES.map((s) => s.toLowerCase()),
    defaultText: "the incident's status does not change",
    description: 'the status',
  },
  notify: { type: 'flag', description: "notify the status page's subscribers" },
  date: {
    type: 'text',
    valueName: 'ISO',
    defaultText: 'now',
    description: 'public date of the update, ISO 8601 with a zone, as in 2024-05-01T12:00:00Z',
  },
  output: {
    type: 'text',
    short: 'o',
    valueName: 'FORMAT',
    values: ['text', 'json'],
    default: 'text',
    description: 'how to print the stored update (json: as the server sent it)',
  },
});

export type UpdateOutput = (typeof options.output.values)[number];

export interface UpdateOptions {
  incidentId: string;
  body: IncidentUpdateInput;
  output: UpdateOutput;
}

/** Body field -> the option that sets it, for error sentences. */
const OPTION_OF: Record<string, string> = {
  description: '--description',
  status: '--status',
  publicIncidentUpdateDate: '--date',
  notifySubscribers: '--notify',
};

const shown = (text: string) => JSON.stringify(sanitizeLine(text.slice(0, 60)));

/** `field "description" must not be empty` -> `--description must not be empty`. */
function optionSentence(error: z.ZodError): string {
  const sentence = describeZodError(error, 'field');
  return sentence.replace(/^field "([^"]+)"/, (whole, name: string) => OPTION_OF[name] ?? whole);
}

export function parseUpdateOptions(argv: string[]): UpdateOptions {
  const { values, positionals } = parseOptions('incident-update', options, argv, { positionals: true });
  if (positionals.length === 0) {
    throw new UsageError(
      'give the incident ID: `vigil incident-update <incidentId> --description TEXT` (`vigil api ' +
        '/v1/status-pages/incidents` lists incidents)',
    );
  }
  if (positionals.length > 1) {
    throw new UsageError(
      `\`vigil incident-update\` takes one incident ID, got ${positionals.length} arguments (quote a description ` +
        `with ` +
        `spaces)`,
    );
  }
  const rawId = positionals[0]!.trim();
  if (!Guid.safeParse(rawId).success) {
    throw new UsageError(`the incident ID must be a GUID (8-4-4-4-12 hex digits), not ${shown(rawId)}`);
  }

  if (values.description === undefined) {
    throw new UsageError('--description is required: say what changed, as in --description "Fix deployed, monitoring"');
  }

  const status = values.status === undefined ? undefined : parseIncidentStatus(values.status)!;

  const candidate: Record<string, unknown> = { description: values.description };
  if (status !== undefined) candidate.status = status;
  if (values.date !== undefined) candidate.publicIncidentUpdateDate = values.date.trim();
  if (values.notify) candidate.notifySubscribers = true;

  const checked = IncidentUpdateInput.safeParse(candidate);
  if (!checked.success) throw new UsageError(optionSentence(checked.error));

  return { incidentId: rawId.toLowerCase(), body: checked.data, output: values.output };
}

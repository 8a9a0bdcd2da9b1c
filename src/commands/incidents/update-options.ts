// `vigil incident-update` options, checked with the same schemas the server validates with, so
// a bad value is refused here (exit 2) and never sent.
import type * as z from 'zod';
import { describeZodError } from '../../client/schemas/describe.js';
import { Guid } from '../../client/schemas/helpers.js';
import { IncidentUpdateInput } from '../../client/schemas/incidents.js';
import { parseIncidentStatus } from '../../format/incidents.js';
import { sanitizeLine } from '../../format/sanitize.js';
import { UsageError } from '../errors.js';
import { parseCommandArgs } from '../shared/args.js';

export const OUTPUTS = ['text', 'json'] as const;
export type UpdateOutput = (typeof OUTPUTS)[number];

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
  const { values, positionals } = parseCommandArgs('incident-update', argv, {
    allowPositionals: true,
    options: {
      description: { type: 'string', short: 'd' },
      status: { type: 'string', short: 's' },
      notify: { type: 'boolean' },
      date: { type: 'string' },
      output: { type: 'string', short: 'o' },
    },
  });
  if (positionals.length === 0) {
    throw new UsageError(
      'give the incident ID: `vigil incident-update <incidentId> --description TEXT` (`vigil api /v1/status-pages/incidents` lists incidents)',
    );
  }
  if (positionals.length > 1) {
    throw new UsageError(
      `\`vigil incident-update\` takes one incident ID, got ${positionals.length} arguments (quote a description with spaces)`,
    );
  }
  const rawId = positionals[0]!.trim();
  if (!Guid.safeParse(rawId).success) {
    throw new UsageError(`the incident ID must be a GUID (8-4-4-4-12 hex digits), not ${shown(rawId)}`);
  }

  if (values.description === undefined) {
    throw new UsageError('--description is required: say what changed, as in --description "Fix deployed, monitoring"');
  }

  let status: string | undefined;
  if (values.status !== undefined) {
    const parsed = parseIncidentStatus(values.status);
    if (!parsed) {
      throw new UsageError(
        `--status must be one of investigating, identified, monitoring, resolved, not ${shown(values.status)}`,
      );
    }
    status = parsed;
  }

  const candidate: Record<string, unknown> = { description: values.description };
  if (status !== undefined) candidate.status = status;
  if (values.date !== undefined) candidate.publicIncidentUpdateDate = values.date.trim();
  if (values.notify === true) candidate.notifySubscribers = true;

  const checked = IncidentUpdateInput.safeParse(candidate);
  if (!checked.success) throw new UsageError(optionSentence(checked.error));

  let output: UpdateOutput = 'text';
  if (values.output !== undefined) {
    const lower = values.output.toLowerCase();
    if (!(OUTPUTS as readonly string[]).includes(lower)) {
      throw new UsageError(`--output must be one of ${OUTPUTS.join(', ')}, not ${shown(values.output)}`);
    }
    output = lower as UpdateOutput;
  }

  return { incidentId: rawId.toLowerCase(), body: checked.data, output };
}

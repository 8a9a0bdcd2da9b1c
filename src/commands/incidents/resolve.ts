// `vigil incidents resolve <id>`: post the RESOLVED update of a status-page incident. Like every
// write it is sent at most once; a timeout says the outcome is unknown and how to look.
import { NotFoundError } from '../../client/index.js';
import { IncidentUpdateInput } from '../../client/schemas/incidents.js';
import { describeZodError } from '../../client/schemas/describe.js';
import { updateFields } from '../../format/incidents.js';
import { fieldLines } from '../../format/fields.js';
import { toSafeJson } from '../../format/json.js';
import { UsageError } from '../errors.js';
import { clientFromContext } from '../shared/client.js';
import { onePositional, parseGuidArgument } from '../shared/list-options.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import type { CommandRun } from '../types.js';

/** What the status page says when no description is given. */
export const DEFAULT_RESOLVED_TEXT = 'This incident has been resolved.';

export const options = defineOptions({
  description: {
    type: 'text',
    short: 'd',
    valueName: 'TEXT',
    default: DEFAULT_RESOLVED_TEXT,
    description: 'what the status page says',
  },
  notify: { type: 'flag', description: "notify the status page's subscribers (default no)" },
  output: {
    type: 'text',
    short: 'o',
    valueName: 'FORMAT',
    values: ['text', 'json'],
    default: 'text',
    description: 'json prints the stored update as the server sent it',
  },
});

export const help = `Usage: vigil incidents resolve <id> [options]

Post the RESOLVED update of a status-page incident and print the stored update.

${optionsHelp(options)}
The update is never sent again once it may have reached the service: after a timeout, look at
the incident (\`vigil incidents get <id>\`) before resolving it again.

Example
  vigil incidents resolve <incidentId> -d 'Payments work again; a post-mortem will follow.' --notify
`;

function parseResolveOptions(argv: string[]) {
  const { values, positionals } = parseOptions('incidents resolve', options, argv, { positionals: true });
  const id = parseGuidArgument(
    'incident',
    onePositional(positionals, 'incidents resolve', 'incident ID'),
  ).toLowerCase();
  const checked = IncidentUpdateInput.safeParse({
    description: values.description,
    status: 'RESOLVED',
    notifySubscribers: values.notify,
  });
  if (!checked.success) {
    throw new UsageError(describeZodError(checked.error, 'field').replace(/^field "description"/, '--description'));
  }
  return { id, body: checked.data, output: values.output };
}

export const run: CommandRun = async (argv, ctx) => {
  const parsed = parseResolveOptions(argv);
  const client = await clientFromContext(ctx);
  try {
    const stored = await client.postIncidentUpdate(parsed.id, parsed.body).catch((e: unknown) => {
      if (e instanceof NotFoundError && e.hint === undefined)
        e.hint = '`vigil incidents list` lists the incidents and their IDs';
      throw e;
    });
    if (parsed.output === 'json') {
      ctx.io.stdout.write(`${toSafeJson(stored, 2)}\n`);
    } else {
      ctx.io.stdout.write(`Resolved incident ${parsed.id}.\n${fieldLines(updateFields(stored)).join('\n')}\n`);
    }
    return 0;
  } finally {
    await client.close();
  }
};

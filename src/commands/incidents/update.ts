// `vigil incident-update <incidentId>`: post a status-page incident update. The body is checked
// before anything is sent; the POST reaches the service at most once (the client sends a write
// again only when it could not connect), so a failure never leaves two copies of the update.
import { NotFoundError } from '../../client/index.js';
import { updateFields } from '../../format/incidents.js';
import { fieldLines } from '../../format/fields.js';
import { toSafeJson } from '../../format/json.js';
import { clientFromContext } from '../shared/client.js';
import type { CommandRun } from '../types.js';
import { optionsHelp } from '../shared/options-help.js';
import { options, parseUpdateOptions } from './update-options.js';

export { options };

export const help = `Usage: vigil incident-update <incidentId> --description TEXT [options]

Post an update to a status-page incident and print the stored update (id, status, date).

${optionsHelp(options)}
The update is never sent again once it may have reached the service: after a timeout, look at
the incident's updates (\`vigil api /v1/status-pages/incidents/<incidentId>/incident-updates\`)
before posting again.

Example
  vigil incident-update <incidentId> -s monitoring -d 'A fix is deployed; we are watching.' --notify
`;

export const run: CommandRun = async (argv, ctx) => {
  const parsed = parseUpdateOptions(argv);
  const client = await clientFromContext(ctx);
  try {
    const stored = await client.postIncidentUpdate(parsed.incidentId, parsed.body).catch((e: unknown) => {
      if (e instanceof NotFoundError && e.hint === undefined) {
        e.hint = '`vigil api /v1/status-pages/incidents` lists the incidents and their IDs';
      }
      throw e;
    });
    if (parsed.output === 'json') {
      ctx.io.stdout.write(`${toSafeJson(stored, 2)}\n`);
    } else {
      ctx.io.stdout.write(
        `Posted an update to incident ${parsed.incidentId}.\n${fieldLines(updateFields(stored)).join('\n')}\n`,
      );
    }
    return 0;
  } finally {
    await client.close();
  }
};

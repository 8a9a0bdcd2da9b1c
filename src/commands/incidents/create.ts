// `vigil incidents create`: open a status-page incident with its first update. The body is
// checked before anything is sent; the POST reaches the service at most once (the client sends
// a write again only when it could not connect), so a timeout never opens a second incident: the
// error says the outcome is unknown and names the read that shows whether it was opened.
import { incidentFields, updateFields } from '../../format/incidents.js';
import { fieldLines } from '../../format/fields.js';
import { toSafeJson } from '../../format/json.js';
import { clientFromContext } from '../shared/client.js';
import type { CommandRun } from '../types.js';
import { optionsHelp } from '../shared/options-help.js';
import { options, parseCreateOptions } from './create-options.js';
import { serviceIdsByName } from './service-names.js';

export { options };

export const help = `Usage: vigil incidents create --name NAME --severity LEVEL --service NAME|ID... -d TEXT [options]

Open a status-page incident with its first update and print the incident as stored.

${optionsHelp(options)}
The incident is never sent again once it may have reached the service: after a timeout, look
at the newest incidents (\`vigil incidents list\`) before opening it again.

Example
  vigil incidents create --name 'Checkout errors' --severity major --service Checkout \\
    -d 'We are looking into failed payments.' --notify
`;

export const run: CommandRun = async (argv, ctx) => {
  const parsed = parseCreateOptions(argv);
  const client = await clientFromContext(ctx);
  try {
    const named = await serviceIdsByName(
      client,
      parsed.services.flatMap((s) => ('name' in s ? [s.name] : [])),
    );
    const ids = parsed.services.map((s) => ('id' in s ? s.id : (named.shift() as string)));
    const incident = await client.createIncident({ ...parsed.body, services: [...new Set(ids)].map((id) => ({ id })) });
    if (parsed.output === 'json') {
      ctx.io.stdout.write(`${toSafeJson(incident, 2)}\n`);
    } else {
      const first = incident.incidentUpdates[0];
      const lines = fieldLines([
        ...incidentFields(incident),
        ...(first
          ? updateFields(first)
              .filter((f) => f.label !== 'status')
              .map((f) => (f.label === 'id' ? { ...f, label: 'update' } : f))
          : []),
      ]);
      ctx.io.stdout.write(`Opened incident ${incident.id}.\n${lines.join('\n')}\n`);
    }
    return 0;
  } finally {
    await client.close();
  }
};

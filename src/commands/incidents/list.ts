// `vigil incidents list`: status-page incidents, a page at a time (cursor paging), as the
// Incident screen's picker shows them.
import { INCIDENT_COLUMNS, incidentRow } from '../../format/incidents.js';
import { sanitizeLine } from '../../sanitize.js';
import { quoted } from '../../format/session-filters.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { LIST_OUTPUT_OPTION } from '../shared/output-options.js';
import { clientFromContext } from '../shared/client.js';
import { plural } from '../shared/list-options.js';
import { writeList } from '../shared/list-output.js';
import { vigilCommand } from '../shared/command-line.js';
import type { CommandRun } from '../types.js';

export const DEFAULT_INCIDENTS_LIMIT = 50;

export const options = defineOptions({
  limit: {
    type: 'number',
    short: 'l',
    valueName: 'N',
    min: 1,
    max: 100,
    default: DEFAULT_INCIDENTS_LIMIT,
    description: 'incidents per page',
  },
  cursor: {
    type: 'text',
    valueName: 'CURSOR',
    description: 'the next page: the cursor printed under the previous page',
  },
  search: {
    type: 'text',
    short: 's',
    valueName: 'TEXT',
    description: 'only incidents whose name holds TEXT (any case), on this page',
  },
  output: LIST_OUTPUT_OPTION,
});

export const help = `Usage: vigil incidents list [options]

List the status-page incidents of the account, a page at a time.

${optionsHelp(options)}
Example
  vigil incidents list -o md
`;

export const run: CommandRun = async (argv, ctx) => {
  const { values } = parseOptions('incidents list', options, argv);
  const { limit, output } = values;
  const search = values.search?.trim().toLowerCase();
  const client = await clientFromContext(ctx);
  try {
    const page = await client.listIncidents({ limit, nextId: values.cursor });
    const incidents = search ? page.items.filter((i) => i.name.toLowerCase().includes(search)) : page.items;
    const next = page.nextId ? [...(values.limit ? ['--limit', String(limit)] : []), '--cursor', page.nextId] : [];
    writeList(ctx.io, output, {
      columns: INCIDENT_COLUMNS,
      rows: incidents.map(incidentRow),
      data: incidents,
      nextId: page.nextId ?? null,
      footer: [
        '',
        page.nextId
          ? `${plural(incidents.length, 'incident')}. Next cursor: ${sanitizeLine(page.nextId)}`
          : `${plural(incidents.length, 'incident')}. This is the last page.`,
        ...(page.nextId ? [`Next page:      ${vigilCommand(['incidents', 'list', ...next], ctx.global)}`] : []),
        ...(incidents[0] ? [`First incident: ${vigilCommand(['incidents', 'get', incidents[0].id], ctx.global)}`] : []),
      ],
      empty: search
        ? `No incident on this page has ${quoted(values.search ?? '')} in its name.`
        : values.cursor
          ? 'No more incidents after this cursor.'
          : 'No incidents on the status pages of this account.',
    });
    return 0;
  } finally {
    await client.close();
  }
};

// `vigil check-groups list`: one page of check groups, as the Groups screen shows them (with
// how many checks each holds).
import type { VigilClient } from '../../client/index.js';
import type { CheckGroup } from '../../client/schemas/index.js';
import { GROUP_COLUMNS, groupRow } from '../../format/groups.js';
import { quoted } from '../../format/session-filters.js';
import { clientFromContext } from '../shared/client.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { LIST_OUTPUT_OPTION } from '../shared/output-options.js';
import { plural } from '../shared/list-options.js';
import { writeList } from '../shared/list-output.js';
import { vigilCommand } from '../shared/command-line.js';
import type { CommandRun } from '../types.js';

export const DEFAULT_GROUPS_LIMIT = 50;

export const options = defineOptions({
  page: { type: 'number', short: 'p', valueName: 'N', min: 1, max: 100_000, default: 1, description: 'page to show' },
  limit: {
    type: 'number',
    short: 'l',
    valueName: 'N',
    min: 1,
    max: 100,
    default: DEFAULT_GROUPS_LIMIT,
    description: 'groups per page',
  },
  search: {
    type: 'text',
    short: 's',
    valueName: 'TEXT',
    description: 'only groups whose name holds TEXT (any case), on this page',
  },
  output: LIST_OUTPUT_OPTION,
});

export const help = `Usage: vigil check-groups list [options]

List the account's check groups, a page at a time, with how many checks each holds.

${optionsHelp(options)}
Example
  vigil check-groups list --search checkout -o md
`;

const COUNT_CONCURRENCY = 4;

/** Checks per group: the total of a one-item page of the group's checks, a few at a time. */
async function checkCounts(client: VigilClient, groups: readonly CheckGroup[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const group = groups[next++]!;
      const page = await client.listGroupChecks(group.id, { page: 1, limit: 1 });
      counts.set(group.id, page.range?.total ?? page.items.length);
    }
  };
  await Promise.all(Array.from({ length: COUNT_CONCURRENCY }, worker));
  return counts;
}

export const run: CommandRun = async (argv, ctx) => {
  const { values } = parseOptions('check-groups list', options, argv);
  const { page, limit, output } = values;
  const search = values.search?.trim().toLowerCase();
  const client = await clientFromContext(ctx);
  try {
    const result = await client.listCheckGroups({ page, limit });
    const groups = search ? result.items.filter((g) => g.name.toLowerCase().includes(search)) : result.items;
    const counts = await checkCounts(client, groups);
    const total = result.range?.total;
    const inAll = total !== undefined ? ` of ${plural(total, 'group')} in all` : '';
    const more = result.range ? result.range.last + 1 < result.range.total : result.items.length === limit;
    const nextPageArgs = [
      'check-groups',
      'list',
      '--page',
      String(page + 1),
      ...(values.limit ? ['--limit', String(limit)] : []),
    ];
    const footer = [
      '',
      `${plural(groups.length, 'group')} on page ${page}${inAll}.`,
      ...(more ? [`Next page:   ${vigilCommand(nextPageArgs, ctx.global)}`] : []),
      ...(groups[0] ? [`First group: ${vigilCommand(['check-groups', 'get', String(groups[0].id)], ctx.global)}`] : []),
    ];
    writeList(ctx.io, output, {
      columns: GROUP_COLUMNS,
      rows: groups.map((g) => groupRow(g, counts.get(g.id))),
      data: groups,
      nextId: more ? String(page + 1) : null,
      footer,
      empty: search
        ? `No check group on page ${page} has ${quoted(values.search ?? '')} in its name.`
        : page > 1
          ? `No check groups on page ${page}.`
          : 'No check groups in this account.',
    });
    return 0;
  } finally {
    await client.close();
  }
};

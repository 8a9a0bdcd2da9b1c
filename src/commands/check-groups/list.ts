// `vigil check-groups list`: one page of check groups, as the Groups screen shows them (with
// how many checks each holds).
import type { VigilClient } from '../../client/index.js';
import type { CheckGroup } from '../../client/schemas/index.js';
import { GROUP_COLUMNS, groupRow } from '../../format/groups.js';
import { quoted } from '../../format/session-filters.js';
import { clientFromContext } from '../shared/client.js';
import { parseCommandArgs } from '../shared/args.js';
import { parseListOutput, parseWholeNumber, plural } from '../shared/list-options.js';
import { writeList } from '../shared/list-output.js';
import { vigilCommand } from '../test-sessions/shell.js';
import type { CommandRun } from '../types.js';

export const DEFAULT_GROUPS_LIMIT = 50;

export const help = `Usage: vigil check-groups list [options]

List the account's check groups, a page at a time, with how many checks each holds.

Options
  -p, --page N          page to show, from 1 (default 1)
  -l, --limit N         groups per page, 1 to 100 (default ${DEFAULT_GROUPS_LIMIT})
  -s, --search TEXT     only groups whose name holds TEXT (any case), on this page
  -o, --output FORMAT   table (default; fits the terminal), json ({data, pagination: {nextId, length}}) or md

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
  const { values } = parseCommandArgs('check-groups list', argv, {
    options: {
      page: { type: 'string', short: 'p' },
      limit: { type: 'string', short: 'l' },
      search: { type: 'string', short: 's' },
      output: { type: 'string', short: 'o' },
    },
  });
  const page = parseWholeNumber('--page', values.page, 1, 100_000) ?? 1;
  const limit = parseWholeNumber('--limit', values.limit, 1, 100) ?? DEFAULT_GROUPS_LIMIT;
  const output = parseListOutput(values.output);
  const search = values.search?.trim().toLowerCase();
  const client = await clientFromContext(ctx);
  try {
    const result = await client.listCheckGroups({ page, limit });
    const groups = search ? result.items.filter((g) => g.name.toLowerCase().includes(search)) : result.items;
    const counts = await checkCounts(client, groups);
    const total = result.range?.total;
    const more = result.range ? result.range.last + 1 < result.range.total : result.items.length === limit;
    const footer = [
      '',
      `${plural(groups.length, 'group')} on page ${page}${total !== undefined ? ` of ${plural(total, 'group')} in all` : ''}.`,
      ...(more
        ? [
            `Next page:   ${vigilCommand(['check-groups', 'list', '--page', String(page + 1), ...(values.limit ? ['--limit', String(limit)] : [])], ctx.global)}`,
          ]
        : []),
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

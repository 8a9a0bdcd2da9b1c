// `vigil members list`: every member of the account (all pages: accounts have tens of members),
// as the Members screen shows them, with its `/` filter as --search.
import { iterateCursor } from '../../client/index.js';
import { MEMBER_ROLES } from '../../client/schemas/enum-values.js';
import type { Member } from '../../client/schemas/index.js';
import { MEMBER_COLUMNS, memberMatches, memberRow } from '../../format/members.js';
import { quoted } from '../../format/session-filters.js';
import { clientFromContext } from '../shared/client.js';
import { plural } from '../shared/list-options.js';
import { writeList } from '../shared/list-output.js';
import { LIST_OUTPUT_OPTION } from '../shared/output-options.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import type { CommandRun } from '../types.js';

export const options = defineOptions({
  search: {
    type: 'text',
    short: 's',
    valueName: 'TEXT',
    description: 'only members whose name, email or role holds every word of TEXT',
  },
  role: {
    type: 'text',
    valueName: 'ROLE',
    values: MEMBER_ROLES.map((r) => r.toLowerCase()),
    description: 'only members with this role',
  },
  output: LIST_OUTPUT_OPTION,
});

export const help = `Usage: vigil members list [options]

List every member of the account: name, email, role, status and user ID.

${optionsHelp(options)}
Example
  vigil members list --role owner
`;

export const run: CommandRun = async (argv, ctx) => {
  const { values } = parseOptions('members list', options, argv);
  const { output } = values;
  const role = values.role?.toUpperCase();
  const client = await clientFromContext(ctx);
  try {
    const all: Member[] = [];
    for await (const page of iterateCursor((nextId) => client.listMembers({ limit: 100, nextId })))
      all.push(...page.items);
    const members = all.filter(
      (m) =>
        (values.search === undefined || memberMatches(m, values.search)) &&
        (role === undefined || String(m.role).toUpperCase() === role),
    );
    writeList(ctx.io, output, {
      columns: MEMBER_COLUMNS,
      rows: members.map(memberRow),
      data: members,
      nextId: null,
      footer: [
        '',
        `${plural(members.length, 'member')}${members.length === all.length ? '' : ` of ${all.length}`}.`,
        'Remove one: vigil members remove <userId>',
      ],
      empty:
        values.search !== undefined || role
          ? `No member matches${values.search !== undefined ? ` ${quoted(values.search)}` : ''}` +
            `${role ? ` with role ${quoted(role)}` : ''}.`
          : 'No members in this account.',
    });
    return 0;
  } finally {
    await client.close();
  }
};

// `vigil alert-channels list`: the account's alert channels, a page at a time, as the Alerts
// screen shows them.
import { ALERT_CHANNEL_TYPES } from '../../client/schemas/enum-values.js';
import { ALERT_COLUMNS, alertRow } from '../../format/alerts.js';
import { clientFromContext } from '../shared/client.js';
import { plural } from '../shared/list-options.js';
import { writeList } from '../shared/list-output.js';
import { LIST_OUTPUT_OPTION } from '../shared/output-options.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { vigilCommand } from '../shared/command-line.js';
import type { CommandRun } from '../types.js';

export const DEFAULT_ALERTS_LIMIT = 50;

export const options = defineOptions({
  page: { type: 'number', short: 'p', valueName: 'N', min: 1, max: 100_000, default: 1, description: 'page to show' },
  limit: {
    type: 'number',
    short: 'l',
    valueName: 'N',
    min: 1,
    max: 100,
    default: DEFAULT_ALERTS_LIMIT,
    description: 'channels per page',
  },
  type: {
    type: 'text',
    valueName: 'TYPE',
    values: ALERT_CHANNEL_TYPES.map((t) => t.toLowerCase()),
    description: 'only channels of this type, on this page',
  },
  output: LIST_OUTPUT_OPTION,
});

export const help = `Usage: vigil alert-channels list [options]

List the account's alert channels, a page at a time: what each sends, where (never a secret:
a PagerDuty service by name, a webhook by name or its URL's origin), and how many checks and
groups subscribe to it.

${optionsHelp(options)}
-o json prints the channels as the server sent them, secrets unmasked, for scripts.

Example
  vigil alert-channels list --type slack -o json
`;

export const run: CommandRun = async (argv, ctx) => {
  const { values } = parseOptions('alert-channels list', options, argv);
  const { page, limit, output } = values;
  const type = values.type?.toUpperCase();
  const client = await clientFromContext(ctx);
  try {
    const result = await client.listAlertChannels({ page, limit });
    const channels = type ? result.items.filter((c) => String(c.type).toUpperCase() === type) : result.items;
    const total = result.range?.total;
    const inAll = total !== undefined ? ` of ${plural(total, 'channel')} in all` : '';
    const more = result.range ? result.range.last + 1 < result.range.total : result.items.length === limit;
    const nextPageArgs = [
      'alert-channels',
      'list',
      '--page',
      String(page + 1),
      ...(values.limit ? ['--limit', String(limit)] : []),
    ];
    writeList(ctx.io, output, {
      columns: ALERT_COLUMNS,
      rows: channels.map(alertRow),
      data: channels,
      nextId: more ? String(page + 1) : null,
      footer: [
        '',
        `${plural(channels.length, 'channel')} on page ${page}${inAll}.`,
        ...(more ? [`Next page:     ${vigilCommand(nextPageArgs, ctx.global)}`] : []),
        ...(channels[0]
          ? [`First channel: ${vigilCommand(['alert-channels', 'get', String(channels[0].id)], ctx.global)}`]
          : []),
      ],
      empty: type
        ? `No ${type} channel on page ${page}.`
        : page > 1
          ? `No alert channels on page ${page}.`
          : 'No alert channels in this account.',
    });
    return 0;
  } finally {
    await client.close();
  }
};

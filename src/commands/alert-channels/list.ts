// `vigil alert-channels list`: the account's alert channels, a page at a time, as the Alerts
// screen shows them.
import { ALERT_COLUMNS, alertRow } from '../../format/alerts.js';
import { parseCommandArgs } from '../shared/args.js';
import { clientFromContext } from '../shared/client.js';
import { parseListOutput, parseWholeNumber, plural } from '../shared/list-options.js';
import { writeList } from '../shared/list-output.js';
import { vigilCommand } from '../test-sessions/shell.js';
import type { CommandRun } from '../types.js';

export const DEFAULT_ALERTS_LIMIT = 50;

export const help = `Usage: vigil alert-channels list [options]

List the account's alert channels, a page at a time: what each sends, where (never a secret:
a PagerDuty service by name, a webhook by name or its URL's origin), and how many checks and
groups subscribe to it.

Options
  -p, --page N          page to show, from 1 (default 1)
  -l, --limit N         channels per page, 1 to 100 (default ${DEFAULT_ALERTS_LIMIT})
      --type TYPE       only channels of this type (EMAIL, SLACK, WEBHOOK, ...), on this page
  -o, --output FORMAT   table (default; fits the terminal), json ({data, pagination}; the
                        channels as the server sent them, secrets unmasked, for scripts) or md

Example
  vigil alert-channels list --type slack -o json
`;

export const run: CommandRun = async (argv, ctx) => {
  const { values } = parseCommandArgs('alert-channels list', argv, {
    options: {
      page: { type: 'string', short: 'p' },
      limit: { type: 'string', short: 'l' },
      type: { type: 'string' },
      output: { type: 'string', short: 'o' },
    },
  });
  const page = parseWholeNumber('--page', values.page, 1, 100_000) ?? 1;
  const limit = parseWholeNumber('--limit', values.limit, 1, 100) ?? DEFAULT_ALERTS_LIMIT;
  const output = parseListOutput(values.output);
  const type = values.type?.trim().toUpperCase();
  const client = await clientFromContext(ctx);
  try {
    const result = await client.listAlertChannels({ page, limit });
    const channels = type ? result.items.filter((c) => String(c.type).toUpperCase() === type) : result.items;
    const total = result.range?.total;
    const more = result.range ? result.range.last + 1 < result.range.total : result.items.length === limit;
    writeList(ctx.io, output, {
      columns: ALERT_COLUMNS,
      rows: channels.map(alertRow),
      data: channels,
      nextId: more ? String(page + 1) : null,
      footer: [
        '',
        `${plural(channels.length, 'channel')} on page ${page}${total !== undefined ? ` of ${plural(total, 'channel')} in all` : ''}.`,
        ...(more
          ? [
              `Next page:     ${vigilCommand(['alert-channels', 'list', '--page', String(page + 1), ...(values.limit ? ['--limit', String(limit)] : [])], ctx.global)}`,
            ]
          : []),
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

// `vigil alert-channels get <id>`: one alert channel, its configuration and its subscriptions.
// The service's API lists no single-channel read (GET /v1/alert-channels only), so the pages of
// the list are walked until the channel is found (accounts have tens of channels).
import { iteratePages, type VigilClient } from '../../client/index.js';
import type { AlertChannel } from '../../client/schemas/index.js';
import { alertConfigLines, alertRow, alertSubscriptionLine } from '../../format/alerts.js';
import { fieldLines } from '../../format/fields.js';
import { toSafeJson } from '../../format/json.js';
import { markdownCell, markdownCode, markdownTable } from '../../format/markdown.js';
import { CommandFailure } from '../errors.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { DETAIL_OUTPUT_OPTION } from '../shared/output-options.js';
import { clientFromContext } from '../shared/client.js';
import { onePositional, parseNumericId } from '../shared/list-options.js';
import type { CommandRun } from '../types.js';
import { lookUpSubscriptionNames } from './subscription-names.js';

export const options = defineOptions({
  output: DETAIL_OUTPUT_OPTION,
});

export const help = `Usage: vigil alert-channels get <id> [options]

Show an alert channel: its type, what it sends, its configuration (secrets masked: keys and
tokens as ...abcd, URL query values as ...) and the checks and groups that subscribe to it.

${optionsHelp(options)}
-o json prints the channel as the server sent it, secrets unmasked, for scripts.

Example
  vigil alert-channels get 3
`;

async function findChannel(client: VigilClient, id: number): Promise<AlertChannel | undefined> {
  for await (const page of iteratePages((n) => client.listAlertChannels({ page: n, limit: 100 }))) {
    const found = page.items.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

export const run: CommandRun = async (argv, ctx) => {
  const { values, positionals } = parseOptions('alert-channels get', options, argv, { positionals: true });
  const id = parseNumericId(
    'alert channel',
    onePositional(positionals, 'alert-channels get', 'alert channel ID'),
    'alert-channels get',
  );
  const { output } = values;
  const client = await clientFromContext(ctx);
  try {
    const channel = await findChannel(client, id);
    if (!channel)
      throw new CommandFailure(
        `no alert channel ${id} in this account: run \`vigil alert-channels list\` to see their IDs`,
      );
    const row = alertRow(channel);
    const config = alertConfigLines(channel);
    if (output === 'json') {
      ctx.io.stdout.write(`${toSafeJson({ data: channel }, 2)}\n`);
      return 0;
    }
    const names = await lookUpSubscriptionNames(client, channel.subscriptions);
    const subscriptions = channel.subscriptions.map((s) => alertSubscriptionLine(s, names));
    const subscriptionsText = subscriptions.length
      ? subscriptions.map((s) => markdownCell(`${s.kind} ${s.text}`)).join(', ')
      : 'none';
    if (output === 'md') {
      ctx.io.stdout.write(
        [
          `## Alert channel ${row.id} (${row.type})`,
          '',
          `Sends ${row.sends} to ${markdownCell(row.target)}.`,
          '',
          config.length
            ? markdownTable(
                [{ header: 'Setting' }, { header: 'Value' }],
                config.map((c) => [markdownCode(c.label), markdownCell(c.value)]),
              )
            : 'No configuration.',
          '',
          `Subscriptions: ${subscriptionsText}.`,
          '',
        ].join('\n'),
      );
    } else {
      const lines = [
        ...fieldLines([
          { label: 'id', value: row.id },
          { label: 'type', value: row.type },
          { label: 'sends', value: row.sends },
          { label: 'target', value: row.target },
        ]),
        '',
        'Configuration',
        ...(config.length ? fieldLines(config).map((l) => `  ${l}`) : ['  none']),
        '',
        `Subscriptions (${channel.subscriptions.length})`,
        ...(channel.subscriptions.length ? subscriptions.map((s) => `  ${s.kind} ${s.text}`) : ['  none']),
      ];
      ctx.io.stdout.write(`${lines.join('\n')}\n`);
    }
    return 0;
  } finally {
    await client.close();
  }
};

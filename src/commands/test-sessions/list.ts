// `vigil test-sessions list`: one page of test sessions, newest first.
import { nowFrom } from '../../format/time.js';
import { clientFromContext } from '../shared/client.js';
import type { CommandRun } from '../types.js';
import { colourWanted, painter } from '../shared/ansi.js';
import { optionsHelp } from '../shared/options-help.js';
import { options, parseListOptions, toQuery } from './list-options.js';

export { options };
import {
  emptyListMessage,
  renderListJson,
  renderListMarkdown,
  renderListTable,
  renderListTsv,
  type ListView,
} from './list-render.js';

export const help = `Usage: vigil test-sessions list [options]

List test sessions of the account, newest first, one page at a time.

${optionsHelp(options)}
Examples
  vigil test-sessions list --status failed --branch main
  vigil test-sessions list --from 2024-05-01 --provider github,vercel -o md
`;

export const run: CommandRun = async (argv, ctx) => {
  const parsed = parseListOptions(argv);
  const { io } = ctx;
  const client = await clientFromContext(ctx);
  try {
    let rawBody: string | undefined;
    const keepText = parsed.output === 'json' ? { onRawBody: (text: string) => (rawBody = text) } : undefined;
    const page = await client.listTestSessions(toQuery(parsed), keepText);
    const view: ListView = { page, options: parsed, global: ctx.global, now: nowFrom(io.env), rawBody };
    // Not asked for: a fitted table on a terminal, whole values in a pipe (as every list).
    const output = parsed.outputGiven || io.stdout.isTTY ? parsed.output : 'tsv';
    if (output === 'json') io.stdout.write(renderListJson(view));
    else if (output === 'md') io.stdout.write(renderListMarkdown(view));
    else if (output === 'tsv') {
      io.stdout.write(renderListTsv(view));
      if (page.items.length === 0) io.stderr.write(`${emptyListMessage(view)}\n`);
    } else {
      const width = io.stdout.isTTY && io.stdout.columns ? io.stdout.columns : 80;
      io.stdout.write(renderListTable(view, width, painter(colourWanted(io))));
    }
    return 0;
  } finally {
    await client.close();
  }
};

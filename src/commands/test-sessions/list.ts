// `vigil test-sessions list`: one page of test sessions, newest first.
import { nowFrom } from '../../format/time.js';
import { clientFromContext } from '../shared/client.js';
import type { CommandRun } from '../types.js';
import { colourWanted, painter } from './ansi.js';
import { parseListOptions, toQuery } from './list-options.js';
import { renderListJson, renderListMarkdown, renderListTable, type ListView } from './list-render.js';

export const help = `Usage: vigil test-sessions list [options]

List test sessions of the account, newest first, one page at a time.

Options
  -l, --limit N         sessions per page, 1 to 100 (default 20)
      --cursor CURSOR   the next page: the cursor printed under the previous page
      --from TIME       created at or after TIME: an ISO date (2024-05-01, 2024-05-01T14:00Z;
                        no zone means UTC) or Unix seconds
      --to TIME         created before TIME
      --status S        running, failed, passed or cancelled; repeatable or comma-separated
      --branch NAME     Git branch; repeatable or comma-separated
      --user ID         commit owner or invoking user; repeatable or comma-separated
      --no-users        sessions with no commit owner and no invoking user
      --provider P      github, vercel, api, trigger or pw_reporter (or pw-reporter);
                        repeatable or comma-separated
  -s, --search TEXT     search the sessions' text fields (3 to 200 characters)
      --error-group ID  sessions that hit this error group
  -o, --output FORMAT   table (default; fits the terminal), json ({data, pagination}) or md

Examples
  vigil test-sessions list --status failed --branch main
  vigil test-sessions list --from 2024-05-01 --provider github,vercel -o md
`;

export const run: CommandRun = async (argv, ctx) => {
  const options = parseListOptions(argv);
  const { io } = ctx;
  const client = await clientFromContext(ctx);
  try {
    let rawBody: string | undefined;
    const keepText = options.output === 'json' ? { onRawBody: (text: string) => (rawBody = text) } : undefined;
    const page = await client.listTestSessions(toQuery(options), keepText);
    const view: ListView = { page, options, global: ctx.global, now: nowFrom(io.env), rawBody };
    if (options.output === 'json') io.stdout.write(renderListJson(view));
    else if (options.output === 'md') io.stdout.write(renderListMarkdown(view));
    else {
      const width = io.stdout.isTTY && io.stdout.columns ? io.stdout.columns : 80;
      io.stdout.write(renderListTable(view, width, painter(colourWanted(io))));
    }
    return 0;
  } finally {
    await client.close();
  }
};

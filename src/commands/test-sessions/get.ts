// `vigil test-sessions get <id>`: a session, one of its results, or one of its error groups.
import type { VigilClient } from '../../client/index.js';
import { describeError, VigilError } from '../../client/index.js';
import type { TestSessionDetail } from '../../client/schemas/index.js';
import { escapeUnsafeJsonText } from '../../format/json.js';
import { reformatJson } from '../../format/json-text.js';
import { nowFrom } from '../../format/time.js';
import { CommandFailure } from '../errors.js';
import { clientFromContext } from '../shared/client.js';
import type { CommandContext, CommandRun } from '../types.js';
import { colourWanted, painter } from '../shared/ansi.js';
import { renderErrorGroupDetail, renderErrorGroupMarkdown } from './error-group-render.js';
import { optionsHelp } from '../shared/options-help.js';
import { type GetOptions, options, parseGetOptions } from './get-options.js';
import { renderResultDetail, renderResultMarkdown } from './result-render.js';
import { renderSessionDetail, renderSessionMarkdown, summaryGroupIds, type LoadedGroup } from './session-render.js';
import { sessionErrorGroupIds } from '../../format/session-detail.js';
import { vigilCommand } from '../shared/command-line.js';
import { watchSession } from './watch.js';

export { options };

export const help = `Usage: vigil test-sessions get <id> [options]

Show a test session: status, branch, commit and owner, environment, start, duration, link,
its first error groups and its results (failures first), then the commands to dig further.

${optionsHelp(options)}
Statuses are shown in lower case (running, failed, passed, cancelled).

Example
  vigil test-sessions get <sessionId> --watch -o md
`;

// The answer's text as the server sent it (checked first: key order, digits and fields vigil
// does not know kept), indented, with bidi marks and C1 controls escaped so a terminal shows them.
const json = (text: string) => `${escapeUnsafeJsonText(reformatJson(text, 2))}\n`;

async function loadGroups(client: VigilClient, ids: string[]): Promise<LoadedGroup[]> {
  return Promise.all(
    ids.map(async (id): Promise<LoadedGroup> => {
      try {
        return { id, group: await client.getErrorGroup(id) };
      } catch (e) {
        // One missing group should not hide the rest of the session.
        if (e instanceof VigilError) return { id, problem: describeError(e) };
        throw e;
      }
    }),
  );
}

async function show(options: GetOptions, ctx: CommandContext, client: VigilClient): Promise<string> {
  const { io, global } = ctx;
  const now = nowFrom(io.env);
  const paint = painter(colourWanted(io));
  const width = io.stdout.isTTY && io.stdout.columns ? io.stdout.columns : 80;
  // -o json prints the last answer's text as it arrived; the checked values decide the rest.
  let text = '';
  const keep = options.output === 'json' ? { onRawBody: (t: string) => (text = t) } : undefined;

  let session: TestSessionDetail | undefined;
  if (options.watch) session = await watchSession(client, options.id, io.stderr, undefined, keep);

  if (options.result !== undefined) {
    const result = await client.getTestSessionResult(options.id, options.result, keep);
    const view = { sessionId: options.id, result, global, now };
    if (options.output === 'json') return json(text);
    return options.output === 'md' ? renderResultMarkdown(view) : renderResultDetail(view, paint);
  }

  session ??= await client.getTestSession(options.id, keep);

  if (options.errorGroup !== undefined) {
    const wanted = options.errorGroup.toLowerCase();
    if (!sessionErrorGroupIds(session).some((g) => g.toLowerCase() === wanted)) {
      throw new CommandFailure(
        `error group ${options.errorGroup} is not one of this session's error groups: ` +
          `\`${vigilCommand(['test-sessions', 'get', options.id], global)}\` lists them`,
      );
    }
    const group = await client.getErrorGroup(options.errorGroup, keep);
    const view = { sessionId: options.id, group, fullError: options.fullError, global, now };
    if (options.output === 'json') return json(text);
    return options.output === 'md' ? renderErrorGroupMarkdown(view) : renderErrorGroupDetail(view, paint);
  }

  if (options.output === 'json') return json(text);
  const { all, shown } = summaryGroupIds(session, options.errorGroupsLimit);
  const view = {
    session,
    groups: await loadGroups(client, shown),
    groupIds: all,
    fullError: options.fullError,
    global,
    now,
  };
  return options.output === 'md' ? renderSessionMarkdown(view) : renderSessionDetail(view, width, paint);
}

export const run: CommandRun = async (argv, ctx) => {
  const options = parseGetOptions(argv);
  const client = await clientFromContext(ctx);
  try {
    ctx.io.stdout.write(await show(options, ctx, client));
    return 0;
  } finally {
    await client.close();
  }
};

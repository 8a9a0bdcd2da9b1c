// `vigil api <endpoint>`: an authenticated request to any endpoint, with the logged-in key.
import { DEFAULT_TIMEOUT_MS } from '../../client/index.js';
import { announceWaits, clientFromContext, timeoutFromEnv, unauthorizedHintFor } from '../shared/client.js';
import type { CommandRun } from '../types.js';
import { options, parseApiOptions } from './options.js';
import { optionsHelp } from '../shared/options-help.js';

export { options };
import { verboseHooks } from './report.js';
import { runApi, stallNotices } from './run-api.js';

export const help = `Usage: vigil api <endpoint> [options]

Send an authenticated request to a path on the configured base URL and print the answer.
JSON is pretty-printed on a terminal and compact in a pipe; other bodies print as they came.
Exit code 1 when the status is 400 or more.

${optionsHelp(options)}
Fields: a[]=c adds to a list. GET and DELETE send the fields as query parameters (lists as
ids[]=1&ids[]=2, objects as o[a]=1), POST, PUT and PATCH as a JSON body. --jq prints JSON values
as jq does (strings quoted, objects indented).

Examples
  vigil api /v1/checks
  vigil api /v1/checks -X GET -F limit=100 --paginate --jq '.[].name' --raw
  vigil api /v1/checks/<id> -X PUT -F activated:=false
  vigil api /v1/status-pages/incidents/<id>/incident-updates --input update.json
`;

export const run: CommandRun = async (argv, ctx) => {
  const options = parseApiOptions(argv);
  const verbose = options.verbose ? verboseHooks(ctx.io.stderr) : undefined;
  const stalls = stallNotices(ctx.io, timeoutFromEnv(ctx.io.env) ?? DEFAULT_TIMEOUT_MS);
  const waits = announceWaits(ctx.io.stderr);
  const client = await clientFromContext(ctx, {
    onRequest: (e) => {
      verbose?.onRequest(e);
      stalls.onRequest(e);
    },
    onResponse: (e) => {
      stalls.onResponse();
      verbose?.onResponse(e);
    },
    // An attempt that failed is over too: the wait before the next one is announced as such.
    onWait: (e) => {
      stalls.stop();
      waits(e);
    },
  });
  try {
    return await runApi(options, ctx.io, client, { unauthorizedHint: unauthorizedHintFor(ctx) });
  } finally {
    stalls.stop();
    await client.close();
  }
};

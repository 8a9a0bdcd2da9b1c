// `vigil checks results <id>`: a check's raw results, newest first, a page at a time (cursor
// paging), with the strip and "failing since" of the page above the table. -o json passes the
// server's entries through as they came.
import type { CheckResultsParams } from '../../client/index.js';
import { LOCATIONS } from '../../client/schemas/index.js';
import { RESULT_RUN_COLUMNS, runStrip, sinceText } from '../../format/check-history.js';
import { sanitizeLine } from '../../sanitize.js';
import { quoted } from '../../format/session-filters.js';
import { parseTimeInput } from '../../format/time.js';
import { UsageError } from '../errors.js';
import { clientFromContext } from '../shared/client.js';
import { onePositional, parseGuidArgument, plural } from '../shared/list-options.js';
import { writeList } from '../shared/list-output.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import { LIST_OUTPUT_OPTION } from '../shared/output-options.js';
import { vigilCommand } from '../shared/command-line.js';
import type { CommandRun } from '../types.js';

export const DEFAULT_RESULTS_LIMIT = 30;

export const options = defineOptions({
  location: {
    type: 'text',
    valueName: 'L',
    suggestions: LOCATIONS,
    description: 'runs in this location only (eu-west-1, us-east-1, ...)',
  },
  failed: { type: 'flag', description: 'failed runs only' },
  from: {
    type: 'text',
    valueName: 'D',
    description: 'runs from D on: an ISO date or date-time (UTC), or Unix seconds',
  },
  to: { type: 'text', valueName: 'D', description: 'runs up to D' },
  limit: {
    type: 'number',
    short: 'l',
    valueName: 'N',
    min: 1,
    max: 100,
    default: DEFAULT_RESULTS_LIMIT,
    description: 'runs per page',
  },
  cursor: { type: 'text', valueName: 'C', description: 'the next page: the cursor printed under the previous page' },
  output: LIST_OUTPUT_OPTION,
});

export const help = `Usage: vigil checks results <id> [options]

List a check's runs, newest first, a page at a time (the service keeps 30 days), with a strip of
the page's runs (oldest left, newest right: . passed, x failed, d degraded) and since when the
check fails. The service allows 5 of these requests per 10 seconds.

${optionsHelp(options)}
-o json passes the server's entries through as they came.

Example
  vigil checks results 3c9f1d2e-5b7a-4c8d-9e0f-1a2b3c4d5e6f --failed --from 2026-11-20
`;

function timeOption(option: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const parsed = parseTimeInput(text);
  if ('error' in parsed) throw new UsageError(`${option} ${parsed.error}`);
  return parsed.seconds;
}

function parseResultsOptions(argv: string[]) {
  const { values, positionals } = parseOptions('checks results', options, argv, { positionals: true });
  const id = parseGuidArgument('check', onePositional(positionals, 'checks results', 'check ID'));
  const location = values.location?.trim().toLowerCase();
  if (location !== undefined && !(LOCATIONS as readonly string[]).includes(location))
    throw new UsageError(
      `--location must be a location such as eu-west-1 or us-east-1, not ${quoted(values.location ?? '')}`,
    );
  const from = timeOption('--from', values.from);
  const to = timeOption('--to', values.to);
  if (from !== undefined && to !== undefined && from > to) throw new UsageError('--from must not be later than --to');
  const query: CheckResultsParams = {
    limit: values.limit,
    nextId: values.cursor?.trim(),
    from,
    to,
    location,
    hasFailures: values.failed ? true : undefined,
  };
  return { id, query, output: values.output, argv };
}

export const run: CommandRun = async (argv, ctx) => {
  const { id, query, output } = parseResultsOptions(argv);
  const client = await clientFromContext(ctx);
  try {
    let raw: unknown[] | undefined;
    const page = await client.listCheckResults(id, query, {
      onRawBody: (body) => {
        const entries = (JSON.parse(body) as { entries?: unknown }).entries;
        if (Array.isArray(entries)) raw = entries;
      },
    });
    const now = Date.now();
    const runs = page.items;
    const filtered =
      query.location !== undefined || query.hasFailures || query.from !== undefined || query.to !== undefined;
    const next = page.nextId ? nextArgs(argv, page.nextId) : [];
    writeList(ctx.io, output, {
      columns: RESULT_RUN_COLUMNS,
      rows: runs,
      data: raw ?? runs,
      nextId: page.nextId ?? null,
      footer: [
        '',
        `Runs ${runStrip(runs, runs.length)} (oldest left, newest right: . passed, x failed, d degraded)`,
        ...(filtered || query.nextId ? [] : [`Now  ${sinceText(runs, now, page.nextId === null)}`]),
        page.nextId
          ? `${plural(runs.length, 'run')}. Next cursor: ${sanitizeLine(page.nextId)}`
          : `${plural(runs.length, 'run')}. This is the last page.`,
        ...(page.nextId ? [`Next page: ${vigilCommand(['checks', 'results', ...next], ctx.global)}`] : []),
      ],
      empty: query.nextId
        ? 'No more runs after this cursor.'
        : 'No runs of this check match, in the 30 days the service keeps.',
    });
    return 0;
  } finally {
    await client.close();
  }
};

/** The same command with the next cursor instead of the old one. */
function nextArgs(argv: readonly string[], cursor: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--cursor') i++;
    else if (!a.startsWith('--cursor=')) out.push(a);
  }
  return [...out, '--cursor', cursor];
}

// `vigil checks list`: every check of the account, failing first, as the Checks screen orders
// them (format/check-triage.ts), with the screen's filters as options.
import { iteratePages, type VigilClient } from '../../client/index.js';
import type { Check } from '../../client/schemas/index.js';
import { triageEntry, SORT_COLUMN_NAMES, STATUS_FILTER_NAMES } from '../../format/check-list.js';
import { countEntries, matchesQuery, sortEntries, sortLabel, type TriageEntry } from '../../format/check-triage.js';
import { CHECK_COLUMNS, checkRow, statusIndex } from '../../format/checks.js';
import type { TextRow } from '../../format/table-text.js';
import { clientFromContext } from '../shared/client.js';
import { plural } from '../shared/list-options.js';
import { writeList } from '../shared/list-output.js';
import type { Style } from '../test-sessions/ansi.js';
import { vigilCommand } from '../test-sessions/shell.js';
import type { CommandRun } from '../types.js';
import { parseChecksListOptions, type ChecksListOptions } from './list-options.js';

export const help = `Usage: vigil checks list [options]

List every check of the account, failing first (then degraded, passing, unknown, paused), as the
Checks screen does. Filters combine: a check must match all of them.

Options
      --status S        ${STATUS_FILTER_NAMES.join(', ')}; repeatable or comma-separated
  -s, --search TEXT     checks whose name holds TEXT (any case)
      --group ID        checks in this check group
      --type T          checks of this type (api, browser, ...; a prefix is enough)
      --tag T           checks with this tag; repeatable (any of them)
      --sort COL        ${SORT_COLUMN_NAMES.join(', ')} (default status: failing first)
  -r, --reverse         the other way round (with status: passing first)
  -l, --limit N         show the first N (default: all)
  -o, --output FORMAT   table (default; fits the terminal), json ({data, pagination}) or md

Example
  vigil checks list --status failing,degraded --tag prod -o md
`;

const PAGE = 100;

async function allChecks(client: VigilClient): Promise<Check[]> {
  const checks: Check[] = [];
  for await (const page of iteratePages((n) => client.listChecks({ page: n, limit: PAGE }))) checks.push(...page.items);
  return checks;
}

async function groupNames(client: VigilClient): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for await (const page of iteratePages((n) => client.listCheckGroups({ page: n, limit: PAGE }))) for (const g of page.items) names.set(g.id, g.name);
  return names;
}

function keep(e: TriageEntry, o: ChecksListOptions): boolean {
  if (o.statuses.length > 0 && !o.statuses.includes(e.status)) return false;
  if (o.groupId !== undefined && e.groupId !== o.groupId) return false;
  return matchesQuery(e, { text: o.search ?? '', type: o.type, tags: o.tags });
}

const TONES: Readonly<Record<string, Style>> = { FAIL: 'failed', DEGR: 'degraded', PASS: 'passed', PAUSED: 'cancelled' };

export const run: CommandRun = async (argv, ctx) => {
  const options = parseChecksListOptions(argv);
  const client = await clientFromContext(ctx);
  try {
    const [checks, statuses, names] = await Promise.all([allChecks(client), client.listCheckStatusSummaries(), groupNames(client)]);
    const byId = statusIndex(statuses);
    const checkById = new Map(checks.map((c) => [c.id, c]));
    const entries = checks.map((c) => triageEntry(c, byId.get(c.id), c.groupId === null ? undefined : names.get(c.groupId)));
    const matching = sortEntries(entries.filter((e) => keep(e, options)), options.sort);
    const shown = options.limit === undefined ? matching : matching.slice(0, options.limit);
    const rows: TextRow[] = shown.map((e) => {
      const check = checkById.get(e.id)!;
      return checkRow(check, byId.get(e.id), check.groupId === null ? undefined : names.get(check.groupId)) as unknown as TextRow;
    });
    const counts = countEntries(matching);
    const summary = `${counts.failing} failing, ${counts.degraded} degraded, ${counts.passing} passing, ${counts.paused} paused${counts.unknown ? `, ${counts.unknown} unknown` : ''}`;
    writeList(ctx.io, options.output, {
      columns: CHECK_COLUMNS,
      rows,
      data: shown.map((e) => ({ ...checkById.get(e.id)!, status: e.status })),
      pagination: { total: checks.length, matching: matching.length, length: shown.length },
      footer: [
        '',
        `${shown.length === matching.length ? plural(matching.length, 'check') : `${shown.length} of ${plural(matching.length, 'check')}`}${matching.length === checks.length ? '' : ` (of ${checks.length} in all)`}, ${sortLabel(options.sort)}: ${summary}.`,
        ...(shown[0] ? [`First check: ${vigilCommand(['checks', 'get', shown[0].id], ctx.global)}`] : []),
      ],
      empty: checks.length === 0 ? 'No checks in this account.' : `None of the ${plural(checks.length, 'check')} match these filters.`,
      tone: (row, key) => (key === 'status' ? TONES[row['status'] ?? ''] : undefined),
    });
    return 0;
  } finally {
    await client.close();
  }
};

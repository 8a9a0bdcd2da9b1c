// `vigil checks list`: every check of the account, failing first, as the Checks screen orders
// them (format/check-triage.ts), with the screen's filters as options.
import { iteratePages, type VigilClient } from '../../client/index.js';
import type { Check } from '../../client/schemas/index.js';
import { CHECK_COLUMNS, checkListRow, type CheckGroupInfo } from '../../format/check-columns.js';
import { countEntries, matchesQuery, sortEntries, sortLabel, type TriageEntry } from '../../format/check-triage.js';
import { statusIndex } from '../../format/checks.js';
import { clientFromContext } from '../shared/client.js';
import { plural } from '../shared/list-options.js';
import { writeList } from '../shared/list-output.js';
import { optionsHelp } from '../shared/options-help.js';
import { vigilCommand } from '../shared/command-line.js';
import type { CommandRun } from '../types.js';
import { UsageError } from '../errors.js';
import { openMemory } from '../shared/memory.js';
import { type ChecksListOptions, options, parseChecksListOptions } from './list-options.js';
import { listClusterFacts, pauseLine, pausedThroughVigil, writeClusters } from './list-views.js';
import { formatCount } from '../../format/count.js';

export { options };

export const help = `Usage: vigil checks list [options]

List every check of the account, failing first (then degraded, passing, unknown, paused), as the
Checks screen does. Filters combine: a check must match all of them.

${optionsHelp(options)}
Examples
  vigil checks list --status failing,degraded --tag prod -o md
  vigil checks list --by location
`;

const PAGE = 100;

async function allChecks(client: VigilClient): Promise<Check[]> {
  const checks: Check[] = [];
  for await (const page of iteratePages((n) => client.listChecks({ page: n, limit: PAGE }))) checks.push(...page.items);
  return checks;
}

/** Every group's name and frequency (a group's frequency wins over its checks' own). */
async function groupInfo(client: VigilClient): Promise<Map<number, CheckGroupInfo>> {
  const groups = new Map<number, CheckGroupInfo>();
  for await (const page of iteratePages((n) => client.listCheckGroups({ page: n, limit: PAGE }))) {
    for (const g of page.items) groups.set(g.id, { name: g.name, frequency: g.frequency ?? null });
  }
  return groups;
}

function keep(e: TriageEntry, o: ChecksListOptions): boolean {
  if (o.statuses.length > 0 && !o.statuses.includes(e.status)) return false;
  if (o.groupId !== undefined && e.groupId !== o.groupId) return false;
  return matchesQuery(e, { text: o.search ?? '', type: o.type, tags: o.tags });
}

export const run: CommandRun = async (argv, ctx) => {
  const parsed = parseChecksListOptions(argv);
  const memory = parsed.pausedByMe ? await openMemory(ctx) : undefined;
  if (parsed.pausedByMe && !memory)
    throw new UsageError(
      '--paused-by-me needs the memory of pauses made through vigil, and memory is off (--no-memory, or "memory": ' +
        'false in settings.json)',
    );
  const client = await clientFromContext(ctx);
  try {
    const [checks, statuses, groups] = await Promise.all([
      allChecks(client),
      client.listCheckStatusSummaries(),
      groupInfo(client),
    ]);
    const byId = statusIndex(statuses);
    const checkById = new Map(checks.map((c) => [c.id, c]));
    // The rows of the Checks screen: the same cells, the same order.
    const rows = checks.map((c) =>
      checkListRow(c, byId.get(c.id), c.groupId === null ? undefined : groups.get(c.groupId)),
    );
    if (parsed.by) {
      const entries = rows.filter((e) => keep(e, parsed));
      writeClusters(ctx, parsed.output, parsed.by, entries, listClusterFacts(checkById, byId));
      return 0;
    }
    const paused = memory ? pausedThroughVigil(memory, new Map(checks.map((c) => [c.id.toLowerCase(), c]))) : undefined;
    const pausedIds = paused ? new Set(paused.map((p) => p.checkId.toLowerCase())) : undefined;
    const matching = sortEntries(
      rows.filter((e) => keep(e, parsed) && (!pausedIds || pausedIds.has(e.id.toLowerCase()))),
      parsed.sort,
    );
    const shown = parsed.limit === undefined ? matching : matching.slice(0, parsed.limit);
    const counts = countEntries(matching);
    const summary = (['failing', 'degraded', 'passing', 'paused', 'unknown'] as const)
      .filter((word) => word !== 'unknown' || counts.unknown > 0)
      .map((word) => `${formatCount(counts[word])} ${word}`)
      .join(', ');
    const shownText =
      shown.length === matching.length
        ? plural(matching.length, 'check')
        : `${formatCount(shown.length)} of ${plural(matching.length, 'check')}`;
    const countText =
      matching.length === checks.length ? shownText : `${shownText} (of ${formatCount(checks.length)} in all)`;
    writeList(ctx.io, parsed.output, {
      columns: CHECK_COLUMNS,
      rows: shown,
      data: shown.map((e) => ({ ...checkById.get(e.id)!, status: e.status })),
      nextId: null,
      footer: [
        '',
        `${countText}, ${sortLabel(parsed.sort)}: ${summary}.`,
        ...(paused && paused.length > 0
          ? [
              '',
              'Paused through vigil:',
              ...paused.map((p) => `  ${pauseLine(p, checkById.get(p.checkId)?.name ?? p.checkId, Date.now())}`),
            ]
          : []),
        ...(shown[0] ? [`First check: ${vigilCommand(['checks', 'get', shown[0].id], ctx.global)}`] : []),
      ],
      empty: paused
        ? 'No check is paused through vigil with this profile (or every one has been resumed since).'
        : checks.length === 0
          ? 'No checks in this account.'
          : `None of the ${plural(checks.length, 'check')} match these filters.`,
    });
    return 0;
  } finally {
    await client.close();
  }
};

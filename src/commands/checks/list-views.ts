// The two other views of `vigil checks list` (issue 26): the failing and degraded checks in
// clusters (--by), and the checks paused through vigil with this profile (--paused-by-me).
import type { Check, CheckStatusSummary } from '../../client/schemas/index.js';
import { agoText, clockTime } from '../../format/changes.js';
import {
  CLUSTER_COLUMNS,
  type ClusterBy,
  type ClusterEntry,
  type ClusterFacts,
  clusterChecks,
  clusterLine,
} from '../../format/clusters.js';
import { type PauseRecord, standingPauses } from '../../format/memory.js';
import { sanitizeLine } from '../../sanitize.js';
import type { ListOutput } from '../shared/list-output.js';
import { writeList } from '../shared/list-output.js';
import type { MemorySession } from '../shared/memory.js';
import type { CommandContext } from '../types.js';

/** The facts clusters read beside the rows, from the checks and statuses `checks list` fetched. */
export function listClusterFacts(
  checkById: ReadonlyMap<string, Check>,
  statusById: ReadonlyMap<string, CheckStatusSummary>,
): ClusterFacts {
  return {
    location: (id) => statusById.get(id)?.lastRunLocation,
    request: (id) => checkById.get(id)?.request,
  };
}

export function writeClusters(
  ctx: CommandContext,
  output: ListOutput | undefined,
  by: ClusterBy,
  entries: readonly ClusterEntry[],
  facts: ClusterFacts,
): void {
  const clusters = clusterChecks(entries, by, facts);
  writeList(ctx.io, output, {
    columns: CLUSTER_COLUMNS,
    rows: clusters,
    data: clusters.map((c) => ({
      ...c,
      share: c.total === 0 ? 0 : (c.failing + c.degraded) / c.total,
      line: clusterLine(c),
    })),
    nextId: null,
    footer: [
      '',
      clusters[0]
        ? `Biggest: ${clusterLine(clusters[0])}. Failing and degraded checks by ${by}, of ${entries.length} checks.`
        : '',
    ].filter((l, i) => i === 0 || l !== ''),
    empty: `No check is failing or degraded, so there is nothing to group by ${by}.`,
  });
}

/** The standing pauses through vigil whose checks are still paused, oldest first. */
export function pausedThroughVigil(session: MemorySession, checks: ReadonlyMap<string, Check>): PauseRecord[] {
  return standingPauses(session.memory).filter((p) => checks.get(p.checkId.toLowerCase())?.activated === false);
}

/** "paused 02:14 (6 h ago) by profile work; reminder due 02:44: vigil checks resume <id>" */
export function pauseLine(p: PauseRecord, name: string, now: number): string {
  const at = Date.parse(p.at);
  const remind = p.remindAt ? Date.parse(p.remindAt) : undefined;
  const reminder =
    remind === undefined
      ? ''
      : remind <= now
        ? `; reminder due since ${clockTime(remind, now)}`
        : `; reminder at ${clockTime(remind, now)}`;
  return (
    `${sanitizeLine(name)}: paused ${clockTime(at, now)} (${agoText(at, now)}) by profile ` +
    `${p.profile}${reminder}; resume: vigil checks resume ${p.checkId}`
  );
}

// Cluster entries of the Checks screen's rows: where each check last ran (its status) and the host
// its request targets (its summary), for format/clusters.ts.
import { checkHost, type ClusterEntry } from '../../../format/clusters.js';
import type { CheckListRow } from '../../../format/check-columns.js';
import type { CheckIndex } from '../../model/checkIndex.js';

export function clusterEntries(rows: readonly CheckListRow[], index: CheckIndex): ClusterEntry[] {
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    location: index.statuses?.get(r.id)?.lastRunLocation ?? null,
    groupId: r.groupId,
    groupName: r.groupName,
    tags: r.tags,
    type: r.type,
    host: checkHost(index.checks.get(r.id)?.request),
  }));
}

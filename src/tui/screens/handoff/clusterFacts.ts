// What the clusters read of the check index beside the Checks screen's rows: where each check
// last ran (its status) and the request it makes (its summary, for the host).
import type { ClusterFacts } from '../../../format/clusters.js';
import type { CheckIndex } from '../../model/checkIndex.js';

export function indexClusterFacts(index: CheckIndex): ClusterFacts {
  return {
    location: (id) => index.statuses?.get(id)?.lastRunLocation,
    request: (id) => index.checks.get(id)?.request,
  };
}

// Blast radius (issue 26): the failing and degraded checks by location, group, tag, type or host,
// biggest first, with their share; Enter shows the checks of a cluster, back returns here.
import { useMemo } from 'react';
import { CLUSTER_BY, CLUSTER_COLUMNS, type ClusterBy, clusterChecks } from '../../../format/clusters.js';
import { bindCommands, requireSelected } from '../../keys/commands.js';
import { route } from '../../state/navigation.js';
import { moveCommands } from '../../state/selection.js';
import { useScreenCommands, useShell } from '../../state/shell.js';
import { usePersistentState } from '../../state/usePersistentState.js';
import type { ScreenProps } from '../types.js';
import { indexRows } from '../checks/triageView.js';
import { useCheckIndex } from '../checks/useCheckIndex.js';
import { indexClusterFacts } from './clusterFacts.js';
import { HandoffList, useHandoffSelection } from './HandoffList.js';
import { clustersKeymap } from './keymap.js';
import { clustersText } from '../../../format/record.js';
import { useRecordOnce } from '../record/useRecordOnce.js';
import { useKeymap } from '../../state/keymaps.js';
import { countText } from '../../../format/check-triage.js';
import { formatCount } from '../../../format/count.js';

export function ClustersScreen({ width, height }: ScreenProps) {
  const keymap = useKeymap(clustersKeymap);
  const shell = useShell();
  const { index, version } = useCheckIndex();
  const [by, setBy] = usePersistentState<ClusterBy>('clusters-by', 'location');
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the index's change counter
  const clusters = useMemo(() => clusterChecks(indexRows(index), by, indexClusterFacts(index)), [index, version, by]);
  const { selection, move } = useHandoffSelection(`clusters:${by}`, clusters.length, height);
  const selected = clusters[selection.index];
  // Each way of clustering looked at goes into the triage record once per run, as first seen.
  useRecordOnce(index.statuses ? `clusters:${by}` : null, () => ({
    kind: 'clusters',
    text: clustersText(by, clusters),
  }));
  useScreenCommands(() => ({
    commands: bindCommands(keymap, {
      ...moveCommands(move),
      open: requireSelected(
        selected,
        'cluster',
        ({ by, key, label }) =>
          () =>
            shell.navigate(route('checks', { by, key, label })),
      ),
      'cluster-by': () => setBy((b) => CLUSTER_BY[(CLUSTER_BY.indexOf(b) + 1) % CLUSTER_BY.length]!),
    }),
  }));
  const total = index.count();
  const loading = index.complete ? '' : ` (loading: ${countText(index.checks.size, total)})`;
  return (
    <HandoffList
      // Fits 80 columns whole for every way of clustering (location is the longest).
      title={`Clusters by ${by}: failing and degraded of ${formatCount(total)} checks, biggest first${loading}`}
      columns={CLUSTER_COLUMNS}
      rows={clusters}
      selection={selection}
      width={width}
      height={height}
      emptyText={
        index.statuses === undefined
          ? 'Loading…'
          : `No check is failing or degraded, so there is nothing to group by ${by}.`
      }
    />
  );
}

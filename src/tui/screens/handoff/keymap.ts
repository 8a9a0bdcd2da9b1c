// The hand-off lists' keys (issue 26): the changes since the last look, the clusters of failing
// checks, the checks paused through vigil.
import { defineKeymap } from '../../keys/commands.js';
import { copyKey, moveKeys, openKey } from '../../keys/common.js';

export const changesKeymap = defineKeymap([
  ...moveKeys,
  { ...openKey, description: 'open the check, incident or session of the change' },
  copyKey,
]);

export const clustersKeymap = defineKeymap([
  ...moveKeys,
  { ...openKey, description: 'show the checks of the cluster (back returns here)', footer: 'filter' },
  {
    id: 'cluster-by',
    keys: ['b'],
    description: 'cluster by the next of location, group, tag, type, host',
    footer: 'by',
  },
]);

export const pausedKeymap = defineKeymap([
  ...moveKeys,
  { ...openKey, description: 'open the check (resume it there)' },
  copyKey,
]);

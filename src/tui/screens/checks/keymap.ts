import { defineKeymap } from '../../keys/commands.js';
import { moveKeys, openKey, refreshKey, copyKey, detailKeymap, failingJumpKeys } from '../../keys/common.js';
import type { CommandSpec } from '../../keys/types.js';

const toggle: CommandSpec<'toggle-active'> = {
  id: 'toggle-active',
  keys: ['x'],
  description: 'pause or resume the check (asks first)',
  footer: 'pause/resume',
};

const triageFilter: CommandSpec<'filter'> = {
  id: 'filter',
  keys: ['/'],
  description: 'filter every check by name; type:api, group:NAME, tag:T narrow it',
  footer: 'filter',
};

const triageKeys = defineKeymap([
  {
    id: 'sort-next',
    keys: ['s'],
    description: 'sort by the next column (status, name, type, frequency, group, last run, active, muted)',
    footer: 'sort',
  },
  { id: 'sort-reverse', keys: ['S'], description: 'reverse the sort' },
  {
    id: 'alerting-only',
    keys: ['f'],
    description: 'show failing and degraded checks only, or every check again',
    footer: 'failing only',
  },
]);

/** The hand-off's three questions (issue 26): what changed, is it a region, what did I leave paused. */
const handoffKeys = defineKeymap([
  {
    id: 'changes',
    keys: ['c'],
    description: 'what changed since the last look: new failing, recovered, incident updates, failed sessions',
    footer: 'changes',
  },
  {
    id: 'clusters',
    keys: ['b'],
    description: 'blast radius: failing checks by location, group, tag, type or host, biggest first',
    footer: 'clusters',
  },
  { id: 'paused-by-me', keys: ['P'], description: 'the checks paused through vigil with this profile' },
]);

export const checksKeymap = defineKeymap([
  ...moveKeys,
  openKey,
  triageFilter,
  toggle,
  ...failingJumpKeys,
  ...triageKeys,
  ...handoffKeys,
  refreshKey,
  copyKey,
]);
export const checkDetailKeymap = defineKeymap([...detailKeymap, toggle]);

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

export const checksKeymap = defineKeymap([
  ...moveKeys,
  openKey,
  triageFilter,
  toggle,
  ...failingJumpKeys,
  ...triageKeys,
  refreshKey,
  copyKey,
]);
export const checkDetailKeymap = defineKeymap([...detailKeymap, toggle]);

import type { Binding, Keymap } from '../../keys/types.js';
import { moveKeys, openKey, refreshKey, copyKey, detailKeymap, failingJumpKeys } from '../../keys/common.js';

const toggle = {
  command: 'toggle-active',
  keys: ['x'],
  description: 'pause or resume the check (asks first; y confirms)',
  footer: 'pause/resume',
} as const;

const triageFilter: Binding = {
  command: 'filter',
  keys: ['/'],
  description: 'filter every check by name; type:api, group:NAME, tag:T narrow it (Esc clears)',
  footer: 'filter',
};

const triageKeys: Keymap = [
  { command: 'sort-next', keys: ['s'], description: 'sort by the next column (status, name, type, frequency, group, last run, active, muted)', footer: 'sort' },
  { command: 'sort-reverse', keys: ['S'], description: 'reverse the sort' },
  { command: 'alerting-only', keys: ['f'], description: 'show failing and degraded checks only, or every check again', footer: 'failing only' },
];

export const checksKeymap: Keymap = [...moveKeys, openKey, triageFilter, ...failingJumpKeys, ...triageKeys, refreshKey, copyKey, toggle];
export const checkDetailKeymap: Keymap = [...detailKeymap, toggle];

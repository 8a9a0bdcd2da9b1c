// Bindings shared by many screens. A screen's keymap is built from these plus its own, so the
// same key does the same thing everywhere.
import type { Binding, Keymap } from './types.js';

export const moveKeys: Keymap = [
  { command: 'move-down', keys: ['j', 'down'], description: 'move down', footer: 'move' },
  { command: 'move-up', keys: ['k', 'up'], description: 'move up' },
  { command: 'top', keys: ['g', 'home'], description: 'go to the top' },
  { command: 'bottom', keys: ['G', 'end'], description: 'go to the bottom' },
  { command: 'page-up', keys: ['pageup', 'ctrl+u'], description: 'one screen of rows up' },
  { command: 'page-down', keys: ['pagedown', 'ctrl+d'], description: 'one screen of rows down' },
];

export const openKey: Binding = { command: 'open', keys: ['enter'], description: 'open the selected item', footer: 'open' };
export const filterKey: Binding = {
  command: 'filter',
  keys: ['/'],
  description: 'filter the rows of the loaded page by name (Esc clears)',
  footer: 'filter',
};
export const pageKeys: Keymap = [
  { command: 'next-page', keys: ['n'], description: 'next page', footer: 'next page' },
  { command: 'prev-page', keys: ['p'], description: 'previous page' },
];
/** Next / previous failing or degraded row: the same keys on every list. */
export const failingJumpKeys: Keymap = [
  { command: 'next-failing', keys: [']'], description: 'jump to the next failing or degraded row', footer: 'next fail' },
  { command: 'prev-failing', keys: ['['], description: 'jump to the previous failing or degraded row' },
];

export const refreshKey: Binding = { command: 'refresh', keys: ['r'], description: 'refresh from the server', footer: 'refresh' };
export const copyKey: Binding = { command: 'copy-id', keys: ['y'], description: "copy the selected item's ID (OSC 52)" };

/** Every page-numbered list: move, open, filter, page, refresh, copy. */
export const listKeymap: Keymap = [...moveKeys, openKey, filterKey, ...pageKeys, refreshKey, copyKey];

/** Detail views: a scrollable document whose item lines can be opened. */
export const detailKeymap: Keymap = [...moveKeys, openKey, refreshKey, copyKey];

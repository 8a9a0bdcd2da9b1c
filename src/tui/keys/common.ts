// Commands shared by many screens. A screen's keymap is built from these plus its own, so the
// same key does the same thing everywhere.
import { defineKeymap } from './commands.js';
import type { CommandSpec } from './types.js';

export const moveKeys = defineKeymap([
  { id: 'move-down', keys: ['j', 'down'], description: 'move down', footer: 'move' },
  { id: 'move-up', keys: ['k', 'up'], description: 'move up' },
  { id: 'top', keys: ['g', 'home'], description: 'go to the top' },
  { id: 'bottom', keys: ['G', 'end'], description: 'go to the bottom' },
  { id: 'page-up', keys: ['pageup', 'ctrl+u'], description: 'one screen of rows up' },
  { id: 'page-down', keys: ['pagedown', 'ctrl+d'], description: 'one screen of rows down' },
]);

export const openKey: CommandSpec<'open'> = {
  id: 'open',
  keys: ['enter'],
  description: 'open the selected item',
  footer: 'open',
};
export const filterKey: CommandSpec<'filter'> = {
  id: 'filter',
  keys: ['/'],
  description: 'filter the rows of the loaded page by name (back clears it)',
  footer: 'filter',
};
export const pageKeys = defineKeymap([
  { id: 'next-page', keys: ['n'], description: 'next page', footer: 'next page' },
  { id: 'prev-page', keys: ['p'], description: 'previous page' },
]);
/** Next / previous failing (or degraded) row: the same keys on every list. */
export const failingJumpKeys = defineKeymap([
  { id: 'next-failing', keys: [']'], description: 'jump to the next failing (or degraded) row', footer: 'next fail' },
  { id: 'prev-failing', keys: ['['], description: 'jump to the previous failing (or degraded) row' },
]);
export const refreshKey: CommandSpec<'refresh'> = {
  id: 'refresh',
  keys: ['r'],
  description: 'refresh from the server',
  footer: 'refresh',
};
export const copyKey: CommandSpec<'copy-id'> = {
  id: 'copy-id',
  keys: ['y'],
  description: "copy the selected item's ID (OSC 52)",
};

/** Every page-numbered list: move, open, filter, page, refresh, copy. */
export const listKeymap = defineKeymap([...moveKeys, openKey, filterKey, ...pageKeys, refreshKey, copyKey]);

/** Detail views: a scrollable document whose item lines can be opened. */
export const detailKeymap = defineKeymap([...moveKeys, openKey, refreshKey, copyKey]);

/** A keymap without footer labels (the commands stay in the help). */
export function helpOnly<Id extends string>({ footer: _footer, ...spec }: CommandSpec<Id>): CommandSpec<Id> {
  return spec;
}

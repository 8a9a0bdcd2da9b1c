// Keys of the Sessions screens, declared once: the shell's handler, footer and `?` help read these.
import { defineKeymap } from '../../keys/commands.js';
import type { CommandSpec } from '../../keys/types.js';
import { copyKey, detailKeymap, moveKeys, openKey, pageKeys, refreshKey } from '../../keys/common.js';

const watchKey: CommandSpec<'watch'> = {
  id: 'watch',
  keys: ['w'],
  description: 'watch a running session to its final state (the bell rings when it ends)',
  footer: 'watch',
};

export const sessionsKeymap = defineKeymap([
  ...moveKeys,
  openKey,
  { id: 'filter-form', keys: ['f'], description: 'filter sessions: status, branch, provider, user, search, from, to, error group', footer: 'filter' },
  { id: 'search', keys: ['/'], description: 'filter by text search (opens the filter form at Search)' },
  ...pageKeys,
  refreshKey,
  copyKey,
  watchKey,
]);

export const sessionDetailKeymap = defineKeymap([...detailKeymap, watchKey]);

/** The result view scrolls its text (no cursor): the move keys scroll, search looks through the log. */
export const resultKeymap = defineKeymap([
  { id: 'scroll-down', keys: ['j', 'down'], description: 'scroll down a line', footer: 'scroll' },
  { id: 'scroll-up', keys: ['k', 'up'], description: 'scroll up a line' },
  { id: 'top', keys: ['g', 'home'], description: 'go to the top' },
  { id: 'bottom', keys: ['G', 'end'], description: 'go to the end of the log' },
  { id: 'page-up', keys: ['pageup', 'ctrl+u'], description: 'one screen up' },
  { id: 'page-down', keys: ['pagedown', 'ctrl+d'], description: 'one screen down' },
  { id: 'search', keys: ['/'], description: 'search the log (starts empty; keep or clear it with the prompt keys)', footer: 'search' },
  { id: 'search-next', keys: ['n'], description: 'next match in the log', footer: 'next' },
  { id: 'search-prev', keys: ['N'], description: 'previous match in the log' },
  refreshKey,
  { ...copyKey, description: "copy the result's ID (OSC 52)" },
]);

export const errorGroupKeymap = defineKeymap([
  ...detailKeymap,
  { id: 'toggle-full', keys: ['F'], description: 'show or hide the full raw error', footer: 'full error' },
  { id: 'sessions', keys: ['s'], description: 'list every session with this error group', footer: 'sessions' },
]);

/** The filter form takes every key while open; these are its commands (the rest is typed text). */
export const filterFormKeymap = defineKeymap([
  { id: 'next-field', keys: ['tab', 'down'], description: 'next field', footer: 'next' },
  { id: 'prev-field', keys: ['shift+tab', 'up'], description: 'previous field' },
  { id: 'apply', keys: ['enter', 'ctrl+s'], description: 'check the filters and show the sessions', footer: 'apply' },
  { id: 'cancel', keys: ['escape'], description: 'close without changing the filters (asks when something changed)', footer: 'cancel' },
  { id: 'clear-field', keys: ['ctrl+x'], description: 'empty the field' },
]);

/** Added while a choice or the switch has the cursor (in a text field these keys edit the text). */
export const filterChoiceKeymap = defineKeymap([
  { id: 'toggle', keys: ['space'], description: 'tick or untick the choice under the cursor', footer: 'tick' },
  { id: 'choice-left', keys: ['left'], description: 'previous choice' },
  { id: 'choice-right', keys: ['right'], description: 'next choice' },
]);

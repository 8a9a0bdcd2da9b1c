// Keys of the Sessions screens, declared once: the shell's handler, footer and `?` help read these.
import type { Binding, Keymap } from '../../keys/types.js';
import { copyKey, detailKeymap, moveKeys, openKey, pageKeys, refreshKey } from '../../keys/common.js';

const watchKey: Binding = {
  command: 'watch',
  keys: ['w'],
  description: 'watch a running session to its final state (the bell rings when it ends)',
  footer: 'watch',
};

export const sessionsKeymap: Keymap = [
  ...moveKeys,
  openKey,
  { command: 'filter-form', keys: ['f'], description: 'filter sessions: status, branch, provider, user, search, from, to, error group', footer: 'filter' },
  { command: 'search', keys: ['/'], description: 'filter by text search (opens the filter form at Search)' },
  ...pageKeys,
  refreshKey,
  copyKey,
  watchKey,
];

export const sessionDetailKeymap: Keymap = [...detailKeymap, watchKey];

/** The result view scrolls its text (no cursor): move keys scroll, `/` searches the log. */
export const resultKeymap: Keymap = [
  { command: 'scroll-down', keys: ['j', 'down'], description: 'scroll down a line', footer: 'scroll' },
  { command: 'scroll-up', keys: ['k', 'up'], description: 'scroll up a line' },
  { command: 'top', keys: ['g', 'home'], description: 'go to the top' },
  { command: 'bottom', keys: ['G', 'end'], description: 'go to the end of the log' },
  { command: 'page-up', keys: ['pageup', 'ctrl+u'], description: 'one screen up' },
  { command: 'page-down', keys: ['pagedown', 'ctrl+d'], description: 'one screen down' },
  { command: 'search', keys: ['/'], description: 'search the log (Enter keeps the search, Esc clears it)', footer: 'search' },
  { command: 'search-next', keys: ['n'], description: 'next match in the log', footer: 'next' },
  { command: 'search-prev', keys: ['N'], description: 'previous match in the log' },
  refreshKey,
  { ...copyKey, description: "copy the result's ID (OSC 52)" },
];

export const errorGroupKeymap: Keymap = [
  ...detailKeymap,
  { command: 'toggle-full', keys: ['F'], description: 'show or hide the full raw error', footer: 'full error' },
  { command: 'sessions', keys: ['s'], description: 'list every session with this error group', footer: 'sessions' },
];

/** The filter form takes every key while open; these are its commands (the rest is typed text). */
export const filterFormKeymap: Keymap = [
  { command: 'next-field', keys: ['tab', 'down'], description: 'next field', footer: 'next' },
  { command: 'prev-field', keys: ['shift+tab', 'up'], description: 'previous field' },
  { command: 'toggle', keys: ['space'], description: 'tick or untick the choice under the cursor', footer: 'tick' },
  { command: 'choice-left', keys: ['left'], description: 'previous choice (or move in the text)' },
  { command: 'choice-right', keys: ['right'], description: 'next choice (or move in the text)' },
  { command: 'apply', keys: ['enter', 'ctrl+s'], description: 'check the filters and show the sessions', footer: 'apply' },
  { command: 'cancel', keys: ['escape'], description: 'close without changing the filters (asks when something changed)', footer: 'cancel' },
  { command: 'clear-field', keys: ['ctrl+x'], description: 'empty the field' },
];

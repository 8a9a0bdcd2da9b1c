// Keys of the Sessions screens, declared once: the shell's handler, footer and `?` help read these.
import { defineKeymap } from '../../keys/commands.js';
import type { CommandSpec } from '../../keys/types.js';
import { copyKey, detailKeymap, failingJumpKeys, moveKeys, openKey, pageKeys, refreshKey } from '../../keys/common.js';

const watchKey: CommandSpec<'watch'> = {
  id: 'watch',
  keys: ['w'],
  description: 'watch a running session to its final state (the bell rings when it ends)',
  footer: 'watch',
};

/** Straight to the error group of what is selected: a failed session's first, a result's own. */
const errorGroupKey = (what: string): CommandSpec<'error-group'> => ({
  id: 'error-group',
  keys: ['e'],
  description: `open the error group of ${what}`,
  footer: 'error group',
});

/** Links are drawn on one line, never wrapped (a wrapped URL copies broken): this copies it whole. */
const copyLinkKey = (what: string): CommandSpec<'copy-link'> => ({
  id: 'copy-link',
  keys: ['L'],
  description: `copy the link of ${what} (OSC 52)`,
});

export const sessionsKeymap = defineKeymap([
  ...moveKeys,
  openKey,
  ...failingJumpKeys,
  errorGroupKey('the selected session (its first, when it has several)'),
  {
    id: 'filter-form',
    keys: ['f'],
    description: 'filter sessions: status, branch, provider, user, search, from, to, error group',
    footer: 'filter',
  },
  { id: 'search', keys: ['/'], description: 'filter by text search (opens the filter form at Search)' },
  ...pageKeys,
  refreshKey,
  copyKey,
  watchKey,
]);

export const sessionDetailKeymap = defineKeymap([
  ...detailKeymap,
  ...failingJumpKeys,
  errorGroupKey("the result under the cursor, else the session's first"),
  copyLinkKey('the session'),
  watchKey,
]);

/** The result view scrolls its text (no cursor): the move keys scroll, search looks through the log. */
export const resultKeymap = defineKeymap([
  { id: 'scroll-down', keys: ['j', 'down'], description: 'scroll down a line', footer: 'scroll' },
  { id: 'scroll-up', keys: ['k', 'up'], description: 'scroll up a line' },
  { id: 'top', keys: ['g', 'home'], description: 'go to the top' },
  { id: 'bottom', keys: ['G', 'end'], description: 'go to the end of the log' },
  { id: 'page-up', keys: ['pageup', 'ctrl+u'], description: 'one screen up' },
  { id: 'page-down', keys: ['pagedown', 'ctrl+d'], description: 'one screen down' },
  {
    id: 'search',
    keys: ['/'],
    description: 'search the log (starts empty; keep or clear it with the prompt keys)',
    footer: 'search',
  },
  { id: 'search-next', keys: ['n'], description: 'next match in the log', footer: 'next' },
  { id: 'search-prev', keys: ['N'], description: 'previous match in the log' },
  {
    id: 'toggle-wrap',
    keys: ['W'],
    description: 'wrap long log lines onto the lines under them, or cut them again',
    footer: 'wrap',
  },
  { id: 'pager', keys: ['o'], description: 'open the whole log in $PAGER (else less -R)', footer: 'pager' },
  errorGroupKey('this result (its first, when it has several)'),
  copyLinkKey('this result'),
  refreshKey,
  { ...copyKey, description: "copy the result's ID (OSC 52)" },
]);

export const errorGroupKeymap = defineKeymap([
  ...detailKeymap,
  { id: 'toggle-full', keys: ['F'], description: 'show or hide the full raw error', footer: 'full error' },
  { id: 'sessions', keys: ['s'], description: 'list every session with this error group', footer: 'sessions' },
]);

/** A check's run in the same view: a table of its own, so `check-result.<command>` remaps it alone. */
export const checkRunKeymap = defineKeymap([...resultKeymap]);

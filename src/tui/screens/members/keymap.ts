// Keys of the Members screen. While a user ID or a confirmation is being typed the screen takes
// every key (Enter goes on, Esc cancels); these are the list's. No footer labels: the footer is
// one per screen, so each step says its own keys in the footer note.
import { defineKeymap } from '../../keys/commands.js';
import { copyKey, filterKey, helpOnly, moveKeys, refreshKey } from '../../keys/common.js';

export const membersKeymap = defineKeymap([
  ...moveKeys.map(helpOnly),
  { id: 'open', keys: ['enter'], description: 'remove the selected member (asks you to type their email first)' },
  helpOnly({ ...filterKey, description: 'filter the members by name, email or role (Esc clears)' }),
  { id: 'type-id', keys: ['u'], description: 'type the user ID of the member to remove' },
  helpOnly(refreshKey),
  copyKey,
]);

/** While a user ID or the confirmation is typed (the rest is the line editor's). */
export const removalKeymap = defineKeymap([
  { id: 'go-on', keys: ['enter'], description: 'go on (nothing is sent before the confirmation)', footer: 'go on' },
  { id: 'cancel', keys: ['escape'], description: 'cancel the removal', footer: 'cancel' },
]);

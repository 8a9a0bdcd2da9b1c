// Keys of the Members screen. While a user ID or a confirmation is being typed the screen takes
// every key (Enter goes on, Esc cancels); these are the list's.
import { copyKey, filterKey, moveKeys, refreshKey } from '../../keys/common.js';
import type { Keymap } from '../../keys/types.js';

export const membersKeymap: Keymap = [
  ...moveKeys,
  { command: 'open', keys: ['enter'], description: 'remove the selected member (asks you to type their email first)', footer: 'remove' },
  { ...filterKey, description: 'filter the members by name, email or role (Esc clears)' },
  { command: 'type-id', keys: ['u'], description: 'type the user ID of the member to remove', footer: 'type ID' },
  refreshKey,
  copyKey,
];

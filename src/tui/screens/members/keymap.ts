// Keys of the Members screen's list. While a user ID or a confirmation is typed, the removal
// form's tables take every key (forms/formKeys.ts; members/removal.ts says what they do). No
// footer labels: the list says its keys in the footer note.
import { defineKeymap } from '../../keys/commands.js';
import { copyKey, filterKey, helpOnly, moveKeys, refreshKey } from '../../keys/common.js';

export const membersKeymap = defineKeymap([
  ...moveKeys.map(helpOnly),
  { id: 'open', keys: ['enter'], description: 'remove the selected member (asks you to type their email first)' },
  helpOnly({ ...filterKey, description: 'filter the members by name, email or role (back clears it)' }),
  { id: 'type-id', keys: ['u'], description: 'type the user ID of the member to remove' },
  helpOnly(refreshKey),
  copyKey,
]);

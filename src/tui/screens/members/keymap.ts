// Keys of the Members screen. While a user ID or a confirmation is being typed the screen takes
// every key (Enter goes on, Esc cancels); these are the list's. No footer labels: the footer is
// one per screen, so each step says its own keys in the footer note.
import { copyKey, filterKey, moveKeys, refreshKey } from '../../keys/common.js';
import type { Binding, Keymap } from '../../keys/types.js';

const helpOnly = ({ footer: _footer, ...binding }: Binding): Binding => binding;

export const membersKeymap: Keymap = [
  ...moveKeys.map(helpOnly),
  { command: 'open', keys: ['enter'], description: 'remove the selected member (asks you to type their email first)' },
  helpOnly({ ...filterKey, description: 'filter the members by name, email or role (Esc clears)' }),
  { command: 'type-id', keys: ['u'], description: 'type the user ID of the member to remove' },
  helpOnly(refreshKey),
  copyKey,
];

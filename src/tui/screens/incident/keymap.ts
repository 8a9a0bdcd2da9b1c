// Keys of the Incident screen: the incidents list, then the form (its keys are in the help too).
// No footer labels: the footer is one per screen, so each stage says its own keys (the picker in
// its title line, the form in the footer note).
import { copyKey, moveKeys, refreshKey } from '../../keys/common.js';
import type { Binding, Keymap } from '../../keys/types.js';
import { formKeymap } from '../../forms/formKeys.js';

const helpOnly = ({ footer: _footer, ...binding }: Binding): Binding => binding;

export const incidentKeymap: Keymap = [
  ...moveKeys.map(helpOnly),
  { command: 'open', keys: ['enter'], description: 'post an update to the selected incident' },
  { command: 'type-id', keys: ['i'], description: 'type an incident ID instead of picking one' },
  { command: 'next-page', keys: ['n'], description: 'next page of incidents' },
  { command: 'prev-page', keys: ['p'], description: 'previous page of incidents' },
  helpOnly(refreshKey),
  copyKey,
  ...formKeymap,
  { command: 'another', keys: ['a'], description: 'after posting: post another update to the same incident' },
];

// Keys of the Incident screen: the incidents list, then the form (its keys are in the help too).
// No footer labels: the footer is one per screen, so each stage says its own keys (the picker in
// its title line, the form in the footer note).
import { defineKeymap } from '../../keys/commands.js';
import { copyKey, helpOnly, moveKeys, refreshKey } from '../../keys/common.js';

/** The incidents list (the first stage). */
export const incidentKeymap = defineKeymap([
  ...moveKeys.map(helpOnly),
  { id: 'open', keys: ['enter'], description: 'post an update to the selected incident' },
  { id: 'type-id', keys: ['i'], description: 'type an incident ID instead of picking one' },
  { id: 'next-page', keys: ['n'], description: 'next page of incidents' },
  { id: 'prev-page', keys: ['p'], description: 'previous page of incidents' },
  helpOnly(refreshKey),
  copyKey,
]);

/** After an update was posted. */
export const incidentSentKeymap = defineKeymap([
  { id: 'another', keys: ['a'], description: 'post another update to the same incident', footer: 'another update' },
  { id: 'leave', keys: ['escape'], description: 'back to the incidents', footer: 'back to the incidents' },
]);

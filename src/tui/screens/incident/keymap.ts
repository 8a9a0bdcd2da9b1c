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
  { id: 'new-incident', keys: ['c'], description: 'open a new incident on the status page (a form, then the review)' },
  { id: 'resolve', keys: ['R'], description: 'resolve the selected incident: its RESOLVED update, through the review' },
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

/** While the new-incident form waits for the status page's services, and after it was opened. */
export const newIncidentKeymap = defineKeymap([
  { id: 'leave', keys: ['escape'], description: 'back to the incidents', footer: 'back to the incidents' },
]);

/** In the update and new-incident forms, while editing: the triage summary into the description. */
export const summaryKeymap = defineKeymap([
  {
    id: 'insert-summary',
    keys: ['ctrl+t'],
    description: 'insert a summary of what is failing and what was paused into the description, to edit',
    footer: 'summary',
  },
]);

// The built binary in a real pseudo-terminal (tmux) at 80x24: "post an update whose text says what
// I saw and did". From the Checks screen: the incident screen, the open incident, the summary key,
// one edit, the review, to its end, send. Every key is counted; the target is 6 keys plus the edits.
import { describe, expect, it } from 'vitest';
import { clientFor } from '../../../helpers/client.js';
import { useVigilInTmux } from '../../../helpers/tmux.js';

const { sandbox, start } = useVigilInTmux({ seed: 41 });

describe('vigil in a terminal: an update written from the summary', () => {
  it('takes at most 6 keys plus the edit, and the server stores the text seen in the review', async () => {
    const sb = sandbox();
    const term = start();
    const { waitForPane, text } = term;
    let count = 0;
    const keys = (...names: string[]) => {
      count += names.length;
      term?.keys(...names);
    };
    await waitForPane((t) => t.includes('vigil | Checks'), 'the Checks screen');

    keys('4');
    await waitForPane((t) => t.includes('LAST STATUS') && t.includes('INVESTIGATING'), 'the incidents list');
    keys('Enter');
    // The footer offers the key (from the form's command table).
    await waitForPane((t) => t.includes('> Description') && /\S+ summary/.test(t), 'the form and its summary key');
    keys('C-t');
    await waitForPane((t) => /of our checks are failing|is failing|are passing/.test(t), 'the summary in the field');
    text(' Rolled back release 1.4.');
    keys('C-s');
    await waitForPane((t) => t.includes('Review the request'), 'the review');
    keys('G');
    const end = await waitForPane((t) => t.includes('Send this request?'), 'the end of the review');
    // The review wraps the request at the terminal's width, inside words too: where depends on the
    // summary's length (its times say the day after midnight), so the lines are joined first.
    expect(end.replace(/\n/g, '')).toMatch(/Rolled\s*back\s*release\s*1\.4\./);
    keys('y');
    await waitForPane((t) => t.includes('Update posted'), 'the stored update');
    expect(count).toBeLessThanOrEqual(6);
    console.log(`keys for "post an update whose text says what I saw and did" at 80x24: ${count} + 1 edit`);

    const reader = clientFor(sb);
    try {
      const updates = await reader.listIncidentUpdates(sb.fixtures.incidentId);
      const sent = updates.find((u) => u.description.endsWith('Rolled back release 1.4.'));
      expect(sent?.description).toMatch(/^(\d+ of our checks are failing|Our check ".+" is failing|All our checks)/);
    } finally {
      await reader.close();
    }
  });
});

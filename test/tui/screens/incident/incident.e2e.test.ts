// The built binary in a real pseudo-terminal (tmux): screen 4, pick the open incident, type an
// update (keys the shell owns elsewhere, like '1' and 'q', go into the text), review with ctrl+s,
// send with y; the server has the update; Esc and q leave with exit 0.
import { describe, expect, it } from 'vitest';
import { clientFor } from '../../../helpers/client.js';
import { useVigilInTmux } from '../../../helpers/tmux.js';

const { sandbox, start } = useVigilInTmux({ seed: 41 });

describe('vigil in a terminal: the incident-update form', () => {
  it('posts an update from the real binary', async () => {
    const sb = sandbox();
    const term = start();
    const { waitForPane, keys, text } = term;
    await waitForPane((t) => t.includes('vigil | Checks'), 'the Checks screen');

    keys('4');
    await waitForPane((t) => t.includes('LAST STATUS') && t.includes('INVESTIGATING'), 'the incidents list');
    keys('Enter');
    await waitForPane((t) => t.includes('> Description'), 'the form');

    // Typed in pieces: a pasted chunk, single keys the shell would take, Enter for a second line.
    text('Rolled back release 1.4');
    keys('1', 'q', '?');
    keys('Enter');
    text('Error rates back to normal');
    keys('Tab', 'Right', 'Right');
    await waitForPane((t) => t.includes('[MONITORING]'), 'the status changed');
    keys('C-s');
    let shown = await waitForPane((t) => t.includes('Review the request'), 'the review');
    // At 80 columns the path wraps onto a second line rather than being cut.
    expect(shown.replace(/\n/g, '')).toContain(
      `POST /v1/status-pages/incidents/${sb.fixtures.incidentId}/incident-updates`,
    );
    expect(shown).toContain('"description": "Rolled back release 1.41q?\\nError rates back to normal"');
    expect(shown).toContain('"status": "MONITORING"');

    keys('y');
    shown = await waitForPane((t) => t.includes('Update posted'), 'the stored update');
    const storedId = /id\s+([0-9a-f-]{36})/.exec(shown)?.[1];
    expect(storedId).toBeDefined();

    const client = clientFor(sb);
    try {
      const updates = await client.listIncidentUpdates(sb.fixtures.incidentId);
      expect(updates.find((u) => u.id === storedId)).toMatchObject({
        description: 'Rolled back release 1.41q?\nError rates back to normal',
        status: 'MONITORING',
      });
    } finally {
      await client.close();
    }

    keys('Escape');
    await waitForPane((t) => t.includes('LAST STATUS') && t.includes('MONITORING'), 'the incidents list again');
    keys('q');
    shown = await waitForPane((t) => t.includes('EXIT:'), 'vigil exiting');
    expect(shown).toContain('EXIT:0');
  }, 60_000);
});

// The built binary in a real pseudo-terminal (tmux) at 80x24: open a new incident from screen 4
// with the keys an on-call engineer presses (counted: 6 besides the text, the review whole on one
// screen so `y` needs no scrolling); the server has the incident. Then resolve it with R through
// the same review; after vigil closed, `vigil record -o md` prints both writes with their plain
// commands.
import { describe, expect, it } from 'vitest';
import { clientFor } from '../../../helpers/client.js';
import { runBinary } from '../../../helpers/run-cli.js';
import { useVigilInTmux } from '../../../helpers/tmux.js';

const { sandbox, dir, start } = useVigilInTmux({ seed: 43 });

describe('vigil in a terminal: a new incident, then its resolution', () => {
  it('opens and resolves an incident from the real binary at 80x24', async () => {
    const sb = sandbox();
    const term = start({ env: { XDG_STATE_HOME: dir } });
    const { waitForPane, keys, text } = term;
    await waitForPane((t) => t.includes('vigil | Checks'), 'the Checks screen');
    keys('4');
    await waitForPane((t) => t.includes('LAST STATUS') && t.includes('c: new'), 'the incidents list');

    // The keys of "open a new incident, every field seen before send", besides the text.
    let pressed = 0;
    const press = (...names: string[]) => {
      pressed += names.length;
      keys(...names);
    };
    press('c');
    await waitForPane((t) => t.includes('> Name'), 'the new-incident form');
    text('Checkout errors');
    press('Tab');
    text('We are looking into failed payments.');
    press('Tab');
    await waitForPane((t) => t.includes('> Services'), 'the services');
    press('Space');
    await waitForPane((t) => /\[x\] /.test(t), 'a service ticked');
    press('C-s');
    // Every field in words and the whole request on the first screen of the review.
    const review = await waitForPane((t) => t.includes('Send this request?'), 'the whole review');
    expect(review).toMatch(/all \d+ lines shown/);
    expect(review).toContain('New incident  "Checkout errors", severity MAJOR');
    expect(review).toContain('First update  INVESTIGATING, subscribers not notified, its text below (1 line)');
    expect(review).toContain('"description": "We are looking into failed payments."');
    expect(review).toContain('"notifySubscribers": false');
    press('y');
    const opened = await waitForPane((t) => t.includes('Incident opened'), 'the stored incident');
    expect(pressed).toBe(6);
    const id = /id\s+([0-9a-f-]{36})/.exec(opened)?.[1] as string;

    const posts = sb.requests.filter((r) => r.method === 'POST' && r.path === '/v1/status-pages/incidents');
    expect(posts).toHaveLength(1);

    // Back to the list: the new incident is selected first among the open ones; R, review, y.
    keys('Escape');
    await waitForPane((t) => t.includes('> Checkout errors'), 'the list with the new incident');
    keys('R');
    await waitForPane((t) => t.includes('Resolve incident Checkout errors'), 'the resolution form');
    keys('C-s');
    await waitForPane((t) => t.includes('all 14 lines shown') || t.includes('"status": "RESOLVED"'), 'the review');
    keys('y');
    await waitForPane((t) => t.includes('Update posted'), 'the stored update');

    const client = clientFor(sb);
    try {
      const incident = await client.getIncident(id);
      expect(incident).toMatchObject({ name: 'Checkout errors', severity: 'MAJOR', lastUpdateStatus: 'RESOLVED' });
      expect(incident.incidentUpdates.map((u) => u.status)).toEqual(['RESOLVED', 'INVESTIGATING']);
    } finally {
      await client.close();
    }
    keys('Escape');
    await waitForPane((t) => t.includes('LAST STATUS'), 'the list again');
    keys('q');
    expect(await waitForPane((t) => t.includes('EXIT:'), 'vigil exiting')).toContain('EXIT:0');

    // After vigil has closed, the record has both writes with the plain command of each.
    const record = await runBinary(['record', '-o', 'md'], {
      env: { XDG_STATE_HOME: dir, VIGIL_CONFIG_DIR: dir, VIGIL_CODE_CACHE: 'off' },
    });
    expect(record.code).toBe(0);
    expect(record.stdout).toContain('Opened incident "Checkout errors" (MAJOR, INVESTIGATING).');
    expect(record.stdout).toContain("`vigil incidents create --name 'Checkout errors' --severity major --service ");
    expect(record.stdout).toContain(`Resolved incident "Checkout errors" (RESOLVED).`);
    expect(record.stdout).toContain(
      `\`vigil incident-update ${id} -d 'This incident has been resolved.' -s resolved --date `,
    );
    expect(record.stdout).not.toContain(sb.apiKey);
  }, 60_000);
});

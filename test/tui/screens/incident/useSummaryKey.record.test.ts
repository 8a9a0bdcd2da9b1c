// The built binary in a real pseudo-terminal (tmux) at 80x24: the summary key writes what the
// triage record holds. A check paused with `x`, an error group followed from the palette; then on
// screen 4 the summary names the paused check and the error the failing sessions share, in plain
// sentences, and after the review the server stores that text. `vigil record -o json` has both.
import { describe, expect, it } from 'vitest';
import { clientFor } from '../../../helpers/client.js';
import { runBinary } from '../../../helpers/run-cli.js';
import { useVigilInTmux } from '../../../helpers/tmux.js';

const { sandbox, dir, start } = useVigilInTmux({ seed: 47 });

const flat = (text: string) => text.replace(/\s+/g, ' ');
/** Without any white space: the text area wraps inside words. */
const squash = (text: string) => text.replace(/\s+/g, '');

describe('vigil in a terminal: the summary from the triage record', () => {
  it('names the check paused and the shared error; the server stores the reviewed text', async () => {
    const sb = sandbox();
    const term = start({ env: { XDG_STATE_HOME: dir } });
    const { waitForPane, keys, text } = term;
    await waitForPane((t) => t.includes('vigil | Checks') && t.includes('FAIL'), 'the failing checks');

    // Pause the first (failing) check.
    keys('x');
    const asked = await waitForPane((t) => /Pause check "[^"]+"\?/.test(t), 'the pause question');
    const name = /Pause check "([^"]+)"\?/.exec(asked)?.[1] ?? '';
    keys('y');
    await waitForPane((t) => t.includes(`Paused "${name}"`), 'the pause done');

    // Follow the fixture's error group from the palette.
    keys(':');
    text(`error-group ${sb.fixtures.errorGroupId}`);
    keys('Enter');
    const group = await waitForPane((t) => t.includes('Message') && t.includes('Hash'), 'the error group');
    const message = flat(/Message\n([\s\S]*?)\n\s*\n/.exec(group)?.[1] ?? '').trim();
    expect(message.length).toBeGreaterThan(5);

    // Screen 4, the first incident, the summary key.
    keys('4');
    await waitForPane((t) => t.includes('LAST STATUS'), 'the incidents list');
    keys('Enter');
    await waitForPane((t) => t.includes('> Description'), 'the update form');
    keys('C-t');
    const filled = squash(await waitForPane((t) => squash(t).includes('Wepaused'), 'the summary in the field'));
    expect(filled).toContain(squash(`We paused "${name}" while we investigate.`));
    expect(filled).toContain(squash(`Our failing test runs report the same error: "${message.slice(0, 30)}`));
    keys('C-s');
    await waitForPane((t) => t.includes('Review the request'), 'the review');
    keys('G');
    await waitForPane((t) => t.includes('Send this request?'), 'the end of the review');
    keys('y');
    await waitForPane((t) => t.includes('Update posted'), 'the stored update');

    const reader = clientFor(sb);
    try {
      const updates = await reader.listIncidentUpdates(sb.fixtures.incidentId);
      const sent = updates.find((u) => u.description.includes('We paused'));
      expect(sent?.description).toContain(`We paused "${name}" while we investigate.`);
      expect(sent?.description).toContain(`report the same error: "${message.slice(0, 30)}`);
      expect(sent?.description).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    } finally {
      await reader.close();
    }
    keys('Escape');
    await waitForPane((t) => t.includes('LAST STATUS'), 'the incidents list again');
    keys('q');
    expect(await waitForPane((t) => t.includes('EXIT:'), 'vigil exiting')).toContain('EXIT:0');

    // After vigil closed: the pause with its check and command, the error group with its message.
    const record = await runBinary(['record', '-o', 'json'], {
      env: { XDG_STATE_HOME: dir, VIGIL_CONFIG_DIR: dir, VIGIL_CODE_CACHE: 'off' },
    });
    expect(record.code).toBe(0);
    const entries = JSON.parse(record.stdout) as Array<Record<string, unknown>>;
    const pause = entries.find((e) => e.kind === 'paused');
    expect(pause).toMatchObject({ text: `Paused check "${name}".`, check: { name } });
    expect(pause?.command).toMatch(/^vigil checks pause [0-9a-f-]{36} --yes$/);
    expect(entries.find((e) => e.kind === 'error-group')?.error).toBeTruthy();
    expect(record.stdout).not.toContain(sb.apiKey);
  }, 60_000);
});

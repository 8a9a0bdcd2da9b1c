// The built binary in a real pseudo-terminal (tmux): screen 4, pick the open incident, type an
// update (keys the shell owns elsewhere, like '1' and 'q', go into the text), review with ctrl+s,
// send with y; the server has the update; Esc and q leave with exit 0.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientFor } from '../../../helpers/client.js';
import { DIST_CLI, tempConfigDir } from '../../../helpers/run-cli.js';
import { useSandbox } from '../../../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 41 });
const socket = `vigil-e2e-incident-${process.pid}`;
const dir = tempConfigDir();

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
}

const pane = () => tmux('capture-pane', '-p', '-t', 'vigil');
const keys = (...names: string[]) => tmux('send-keys', '-t', 'vigil', ...names);
/** Text typed as it is (tmux would read "Enter" or "C-s" in it as key names otherwise). */
const text = (literal: string) => tmux('send-keys', '-t', 'vigil', '-l', literal);

async function waitForPane(test: (t: string) => boolean, what: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shown = pane();
    if (test(shown)) return shown;
    if (Date.now() > deadline) throw new Error(`tmux pane never showed ${what}; it shows:\n${shown}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterAll(() => {
  try {
    tmux('kill-server');
  } catch {
    // Already gone.
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('vigil in a terminal: the incident-update form', () => {
  it('posts an update from the real binary', async () => {
    if (!existsSync(DIST_CLI)) throw new Error(`${DIST_CLI} is missing: run \`npm run build\` (npm test builds first)`);
    const sb = sandbox();
    const script = join(dir, 'run.sh');
    const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    writeFileSync(
      script,
      [
        `export PATH=${quote(process.env.PATH ?? '')} HOME=${quote(dir)} TERM=xterm-256color`,
        `export VIGIL_CONFIG_DIR=${quote(dir)} VIGIL_API_KEY=${quote(sb.apiKey)} VIGIL_ACCOUNT_ID=${quote(sb.accountId)} VIGIL_BASE_URL=${quote(sb.baseUrl)}`,
        `${quote(process.execPath)} ${quote(DIST_CLI)}`,
        'printf "EXIT:%s\\n" "$?"',
        'sleep 60',
      ].join('\n'),
    );
    tmux('new-session', '-d', '-s', 'vigil', '-x', '80', '-y', '24', `sh ${quote(script)}`);
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
    expect(shown.replace(/\n/g, '')).toContain(`POST /v1/status-pages/incidents/${sb.fixtures.incidentId}/incident-updates`);
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

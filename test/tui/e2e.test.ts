// The built binary in a real pseudo-terminal (tmux): opens Checks, moves, opens a detail, quits,
// and leaves the terminal as it found it (alternate screen left, cursor shown).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { DIST_CLI, tempConfigDir } from '../helpers/run-cli.js';

const sandbox = useSandbox();
const socket = `vigil-e2e-${process.pid}`;
const dir = tempConfigDir();

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', socket, '-f', '/dev/null', ...args], { encoding: 'utf8' });
}

const pane = () => tmux('capture-pane', '-p', '-t', 'vigil');

async function waitForPane(test: (text: string) => boolean, what: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = pane();
    if (test(text)) return text;
    if (Date.now() > deadline) throw new Error(`tmux pane never showed ${what}; it shows:\n${text}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const selected = (text: string) => text.split('\n').find((l) => l.startsWith('> ')) ?? '';

afterAll(() => {
  try {
    tmux('kill-server');
  } catch {
    // Already gone.
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('vigil in a terminal', () => {
  it('opens Checks, moves, opens a detail and quits with the terminal restored', async () => {
    if (!existsSync(DIST_CLI)) throw new Error(`${DIST_CLI} is missing: run \`npm run build\` (npm test builds first)`);
    const sb = sandbox();
    const script = join(dir, 'run.sh');
    const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    // CI=true on purpose: Ink would draw only the last frame under CI; vigil must not let it.
    writeFileSync(
      script,
      [
        `export PATH=${quote(process.env.PATH ?? '')} HOME=${quote(dir)} TERM=xterm-256color CI=true`,
        `export VIGIL_CONFIG_DIR=${quote(dir)} VIGIL_API_KEY=${quote(sb.apiKey)} VIGIL_ACCOUNT_ID=${quote(sb.accountId)} VIGIL_BASE_URL=${quote(sb.baseUrl)}`,
        'printf "before vigil\\n"',
        `${quote(process.execPath)} ${quote(DIST_CLI)}`,
        'printf "EXIT:%s\\n" "$?"',
        'sleep 60',
      ].join('\n'),
    );
    tmux('new-session', '-d', '-s', 'vigil', '-x', '80', '-y', '24', `sh ${quote(script)}`);

    let text = await waitForPane((t) => t.includes('1-50 of 137') && /FAIL|PASS/.test(t), 'the Checks list');
    expect(text).toContain('Sandbox Demo Inc.');
    expect(text.split('\n')[0]).toContain('vigil | Checks');
    const first = selected(text);
    expect(first).not.toBe('');

    tmux('send-keys', '-t', 'vigil', 'j');
    text = await waitForPane((t) => selected(t) !== '' && selected(t) !== first, 'the selection moving');
    tmux('send-keys', '-t', 'vigil', 'Enter');
    text = await waitForPane((t) => t.includes('Check "') && /status\s+(PASS|FAIL|DEGR|PAUSED)/.test(t), 'the check detail');
    expect(text).toMatch(/id\s+[0-9a-f-]{36}/);

    tmux('send-keys', '-t', 'vigil', 'q');
    await waitForPane((t) => t.includes('1-50 of 137'), 'the list again');
    tmux('send-keys', '-t', 'vigil', 'q');
    text = await waitForPane((t) => t.includes('EXIT:'), 'vigil exiting');
    expect(text).toContain('EXIT:0');
    // The alternate screen was left: the shell's own lines are back and no frame remains.
    expect(text).toContain('before vigil');
    expect(text).not.toContain('STATUS');
    expect(tmux('display-message', '-p', '-t', 'vigil', '#{alternate_on} #{cursor_flag}').trim()).toBe('0 1');
  });
});

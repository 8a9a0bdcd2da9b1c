// The shipped completion scripts in real bash, zsh and fish: files where a value is a path,
// the arguments of `completion` and `help`, option values, and the account's IDs from the
// test's sandbox (through the built binary's hidden `vigil __complete ids`), and nothing at all
// in the prompt when the account cannot be reached.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientFor } from '../../helpers/client.js';
import { tempConfigDir } from '../../helpers/run-cli.js';
import { type CompletionShell, completeIn } from '../../helpers/shell-completion.js';
import { useSandbox } from '../../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 7 });

/** A directory with a few files to complete, and a subdirectory. */
function filesDirectory(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-completion-files-'));
  for (const name of ['body.json', 'book.txt', 'other.json']) writeFileSync(join(dir, name), '{}');
  mkdirSync(join(dir, 'state'));
  return dir;
}

const CWD = filesDirectory();

function env(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    VIGIL_API_KEY: sandbox().apiKey,
    VIGIL_ACCOUNT_ID: sandbox().accountId,
    VIGIL_BASE_URL: sandbox().baseUrl,
    VIGIL_CONFIG_DIR: tempConfigDir(),
    VIGIL_CODE_CACHE: 'off',
    ...overrides,
  };
}

/** The values offered (fish adds a tab and a description; a directory ends in a slash). */
async function offered(shell: CompletionShell, line: string, overrides: Record<string, string> = {}) {
  const r = await completeIn(shell, line, { cwd: CWD, env: env(overrides) });
  expect(r.stderr).toBe('');
  return r.offered.map((o) => o.split('\t')[0]!.replace(/\/$/, '')).sort();
}

const SHELLS: CompletionShell[] = ['bash', 'zsh', 'fish'];

describe.each(SHELLS)('%s', (shell) => {
  it('a path value completes files: api --input, sandbox --state', async () => {
    expect(await offered(shell, 'vigil api /v1/checks --input bo')).toEqual(['body.json', 'book.txt']);
    expect(await offered(shell, 'vigil sandbox --state o')).toEqual(['other.json']);
  });

  it('the arguments of completion and help, and option values', async () => {
    expect(await offered(shell, 'vigil completion ')).toEqual(['bash', 'fish', 'zsh']);
    expect(await offered(shell, 'vigil help che')).toEqual(['check-groups', 'checks']);
    expect(await offered(shell, 'vigil help checks ')).toEqual(['get', 'list', 'pause', 'results', 'resume']);
    expect(await offered(shell, 'vigil test-sessions list --status ')).toEqual([
      'cancelled',
      'failed',
      'passed',
      'running',
    ]);
  });

  it("the account's IDs: checks, groups, incidents, sessions", async () => {
    const client = clientFor(sandbox());
    const checks = (await client.listCheckSummaries({ limit: 50 })).items.map((c) => c.id);
    expect(await offered(shell, 'vigil checks get ')).toEqual([...checks].sort());
    const groups = (await client.listCheckGroups({ limit: 50 })).items.map((g) => String(g.id));
    expect(await offered(shell, 'vigil check-groups get ')).toEqual([...groups].sort());
    const incident = (await client.listIncidents({ limit: 50 })).items[0]!.id;
    expect(await offered(shell, `vigil incidents resolve ${incident.slice(0, 8)}`)).toEqual([incident]);
    const session = (await client.listTestSessions({ limit: 50 })).items[0]!.id;
    expect(await offered(shell, `vigil test-sessions get ${session.slice(0, 8)}`)).toEqual([session]);
  });

  it('no IDs and no error in the prompt when the key is refused or nobody is logged in', async () => {
    const refused = await completeIn(shell, 'vigil checks get 1', { cwd: CWD, env: env({ VIGIL_API_KEY: 'wrong' }) });
    expect(refused).toEqual({ offered: [], stderr: '' });
    const nobody = await completeIn(shell, 'vigil checks get 1', {
      cwd: CWD,
      env: { VIGIL_CONFIG_DIR: tempConfigDir(), VIGIL_CODE_CACHE: 'off' },
    });
    expect(nobody).toEqual({ offered: [], stderr: '' });
  });
});

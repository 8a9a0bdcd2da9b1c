// `vigil completion`: the bash script sourced in a real bash completes commands, options and
// option values; the shipped scripts in completions/ are what the build prints; each command's
// options are those of its table.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GLOBAL_OPTIONS } from '../../../src/commands/global-options.js';
import { COMMANDS, commandName } from '../../../src/commands/registry.js';
import { runBinary } from '../../helpers/run-cli.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function script(shell: string): Promise<string> {
  const r = await runBinary(['completion', shell], { env: { VIGIL_CODE_CACHE: 'off' } });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
}

/** What bash offers for the command line `words` (the last one is being typed). */
function complete(source: string, words: string[]): string[] {
  const array = words.map((w) => `'${w.replace(/'/g, `'\\''`)}'`).join(' ');
  const program = `${source}\nCOMP_WORDS=(${array}); COMP_CWORD=${words.length - 1}; _vigil; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const r = spawnSync('bash', ['--norc', '--noprofile', '-c', program], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout.split('\n').filter(Boolean);
}

describe('bash completion in a real bash', () => {
  it('vigil test-sessions list --status offers the statuses', async () => {
    const bash = await script('bash');
    expect(complete(bash, ['vigil', 'test-sessions', 'list', '--status', ''])).toEqual([
      'running',
      'failed',
      'passed',
      'cancelled',
    ]);
    expect(complete(bash, ['vigil', 'test-sessions', 'list', '--status', 'failed,r'])).toEqual(['failed,running']);
    expect(complete(bash, ['vigil', '--profile', 'work', 'test-sessions', 'list', '-o', ''])).toEqual([
      'table',
      'json',
      'md',
      'tsv',
    ]);
  });

  it('commands, subcommands, options and values', async () => {
    const bash = await script('bash');
    expect(complete(bash, ['vigil', 'che'])).toEqual(['checks', 'check-groups']);
    expect(complete(bash, ['vigil', 'checks', ''])).toEqual(['list', 'get', 'results', 'pause', 'resume']);
    expect(complete(bash, ['vigil', 'checks', 'list', '--s'])).toEqual(['--status', '--search', '--sort']);
    expect(complete(bash, ['vigil', 'checks', 'list', '--status', ''])).toEqual([
      'failing',
      'degraded',
      'passing',
      'paused',
    ]);
    expect(complete(bash, ['vigil', 'check-groups', 'get', '12', '-o', 'c'])).toEqual(['code']);
    expect(complete(bash, ['vigil', 'incident-update', 'x', '--status', ''])).toEqual([
      'investigating',
      'identified',
      'monitoring',
      'resolved',
    ]);
    // A value with no fixed set: nothing offered rather than options.
    expect(complete(bash, ['vigil', 'test-sessions', 'list', '--branch', ''])).toEqual([]);
  });
});

describe('the scripts', () => {
  it('completions/ holds what the build prints (regenerate: vigil completion <shell> > completions/...)', async () => {
    expect(readFileSync(`${ROOT}completions/vigil.bash`, 'utf8')).toBe(await script('bash'));
    expect(readFileSync(`${ROOT}completions/_vigil`, 'utf8')).toBe(await script('zsh'));
    expect(readFileSync(`${ROOT}completions/vigil.fish`, 'utf8')).toBe(await script('fish'));
  });

  it('zsh loads the bash definition through bashcompinit; fish names every command and value', async () => {
    const zsh = await script('zsh');
    expect(zsh.split('\n')[0]).toBe('#compdef vigil');
    expect(zsh).toContain('bashcompinit');
    expect(zsh).toContain('complete -o default -F _vigil vigil');
    const fish = await script('fish');
    for (const c of COMMANDS) expect(fish).toContain(`-a ${c.words[c.words.length - 1]} `);
    expect(fish).toContain("-l status -xa 'running failed passed cancelled'");
  });

  it('bad input: exit 2, one sentence', async () => {
    const none = await runBinary(['completion']);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(
      'vigil: `vigil completion` needs one shell: bash, zsh, fish, as in `vigil completion bash`.\n',
    );
    const tcsh = await runBinary(['completion', 'tcsh']);
    expect(tcsh.code).toBe(2);
    expect(tcsh.stderr).toBe('vigil: no completion for "tcsh": use bash, zsh, fish.\n');
  });
});

describe("each command's options come from its table", () => {
  for (const entry of COMMANDS) {
    const name = commandName(entry);
    it(`vigil ${name}`, async () => {
      const bash = await script('bash');
      const { options } = await entry.load();
      const offered = complete(bash, ['vigil', ...entry.words, '--']);
      const own = Object.keys(options).map((o) => `--${o}`);
      const global = Object.keys(GLOBAL_OPTIONS).map((o) => `--${o}`);
      expect(offered.filter((o) => !global.includes(o)).sort()).toEqual(own.sort());
    });
  }
});

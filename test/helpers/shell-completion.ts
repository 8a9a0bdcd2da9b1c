// What bash, zsh and fish offer for a command line with vigil's completion script loaded, each
// shell run for real: bash calls the function with COMP_WORDS set, zsh presses Tab in a
// pseudo-terminal (zsh-complete.zsh), fish answers `complete -C`. `vigil` on their PATH is the
// built binary, so live IDs come from the test's sandbox through `vigil __complete`.
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST_CLI, TEST_NODE } from './run-cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ZSH_HARNESS = fileURLToPath(new URL('./zsh-complete.zsh', import.meta.url));

export type CompletionShell = 'bash' | 'zsh' | 'fish';

const SCRIPT_OF: Record<CompletionShell, string> = {
  bash: join(ROOT, 'completions/vigil.bash'),
  zsh: join(ROOT, 'completions/_vigil'),
  fish: join(ROOT, 'completions/vigil.fish'),
};

/** A directory holding `vigil`: the built binary on the test's Node. */
function binDirectory(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-completion-bin-'));
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  writeFileSync(join(dir, 'vigil'), `#!/bin/sh\nexec ${quote(TEST_NODE)} ${quote(DIST_CLI)} "$@"\n`);
  chmodSync(join(dir, 'vigil'), 0o755);
  return dir;
}

const BIN = binDirectory();

export interface CompletionRun {
  /** The candidates, one per line as the shell gives them (fish: `value<tab>description`). */
  offered: string[];
  stderr: string;
}

function argvFor(shell: CompletionShell, line: string): [string, string[]] {
  if (shell === 'zsh') return ['zsh', ['-f', ZSH_HARNESS, SCRIPT_OF.zsh, line]];
  if (shell === 'fish') {
    return ['fish', ['--no-config', '-c', 'source $argv[1]; complete -C $argv[2]', SCRIPT_OF.fish, line]];
  }
  // bash: the words as readline splits them (the line ends in a space: an empty last word).
  const words = line.split(' ');
  const array = words.map((w) => `'${w.replace(/'/g, `'\\''`)}'`).join(' ');
  const program = `source "$1"; COMP_WORDS=(${array}); COMP_CWORD=${words.length - 1}; _vigil; printf '%s\\n' "\${COMPREPLY[@]}"`;
  return ['bash', ['--norc', '--noprofile', '-c', program, 'bash', SCRIPT_OF.bash]];
}

/** What `shell` offers for `line` (typed up to the cursor at its end), run in `cwd` with `env`. */
export function completeIn(
  shell: CompletionShell,
  line: string,
  o: { cwd: string; env: Record<string, string> },
): Promise<CompletionRun> {
  const [file, args] = argvFor(shell, line);
  const env = { ...process.env, ...o.env, PATH: `${BIN}:${dirname(TEST_NODE)}:${process.env.PATH ?? ''}` };
  return new Promise((resolve, reject) => {
    execFile(file, args, { cwd: o.cwd, env, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${shell} failed: ${error.message}\n${stderr}`));
      else resolve({ offered: stdout.split('\n').filter(Boolean), stderr });
    });
  });
}

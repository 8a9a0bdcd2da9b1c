// `vigil completion bash|zsh|fish`: print the shell's completion script (scripts.ts).
import { quoted } from '../../format/session-filters.js';
import { UsageError } from '../errors.js';
import { parseCommandArgs } from '../shared/args.js';
import type { CommandRun } from '../types.js';
import { completionScript, SHELLS, type Shell } from './scripts.js';

export const help = `Usage: vigil completion bash|zsh|fish

Print the shell completion script: commands, subcommands, options and their values (such as
--status and -o). Install it once:

  bash   echo 'source <(vigil completion bash)' >> ~/.bashrc
  zsh    vigil completion zsh > "\${fpath[1]}/_vigil"   (then start a new shell)
  fish   vigil completion fish > ~/.config/fish/completions/vigil.fish

The package also ships the three scripts in completions/.

Options
  bash|zsh|fish   the shell to print the script for (required)

Example
  source <(vigil completion bash)
`;

export const run: CommandRun = async (argv, ctx) => {
  const { positionals } = parseCommandArgs('completion', argv, { options: {}, allowPositionals: true });
  if (positionals.length !== 1)
    throw new UsageError(`\`vigil completion\` needs one shell: ${SHELLS.join(', ')}, as in \`vigil completion bash\``);
  const shell = positionals[0]!.toLowerCase();
  if (!(SHELLS as readonly string[]).includes(shell))
    throw new UsageError(`no completion for ${quoted(positionals[0]!)}: use ${SHELLS.join(', ')}`);
  ctx.io.stdout.write(completionScript(shell as Shell));
  return 0;
};

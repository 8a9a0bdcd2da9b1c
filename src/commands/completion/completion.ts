// `vigil completion bash|zsh|fish`: print the shell's completion script (scripts.ts).
import { quoted } from '../../format/session-filters.js';
import { UsageError } from '../errors.js';
import { COMMANDS, commandName } from '../registry.js';
import { optionsHelp } from '../shared/options-help.js';
import { defineOptions, parseOptions } from '../shared/options.js';
import type { CommandRun } from '../types.js';
import { type CommandTables, completionScript, COMPLETION_SHELLS, type CompletionShell } from './scripts.js';

export const options = defineOptions({});

export const help = `Usage: vigil completion bash|zsh|fish

Print the shell completion script: commands, subcommands, options and their values (such as
--status and -o). Install it once:

  bash   echo 'source <(vigil completion bash)' >> ~/.bashrc
  zsh    vigil completion zsh > "\${fpath[1]}/_vigil"   (then start a new shell)
  fish   vigil completion fish > ~/.config/fish/completions/vigil.fish

The package also ships the three scripts in completions/.

bash|zsh|fish is the shell to print the script for (required).

${optionsHelp(options)}
Example
  source <(vigil completion bash)
`;

/** Every command's option table: each command's module is loaded for it (only here). */
async function commandTables(): Promise<CommandTables> {
  const loaded = await Promise.all(COMMANDS.map(async (c) => [commandName(c), (await c.load()).options] as const));
  return new Map(loaded);
}

export const run: CommandRun = async (argv, ctx) => {
  const { positionals } = parseOptions('completion', options, argv, { positionals: true });
  if (positionals.length !== 1)
    throw new UsageError(
      `\`vigil completion\` needs one shell: ${COMPLETION_SHELLS.join(', ')}, as in \`vigil completion bash\``,
    );
  const shell = positionals[0]!.toLowerCase();
  if (!(COMPLETION_SHELLS as readonly string[]).includes(shell))
    throw new UsageError(`no completion for ${quoted(positionals[0]!)}: use ${COMPLETION_SHELLS.join(', ')}`);
  ctx.io.stdout.write(completionScript(shell as CompletionShell, await commandTables()));
  return 0;
};

// Which plain command the words name: a registry entry and its own arguments, a noun's help, or
// one sentence (with a "did you mean" for a near miss) when the words name none.
import { UsageError } from '../commands/errors.js';
import { nounHelp } from '../commands/help.js';
import { COMMANDS, nounsWithVerbs, type CommandEntry } from '../commands/registry.js';
import { HELP_FLAGS } from './arguments.js';

/** Edit distance, for "did you mean" on a mistyped command word. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

function unknownCommand(word: string): UsageError {
  const words = [...new Set(COMMANDS.map((c) => c.words[0]))];
  const close = words.filter((w) => distance(w, word) <= 2).sort((a, b) => distance(a, word) - distance(b, word));
  const shown = JSON.stringify(word.length > 40 ? `${word.slice(0, 37)}...` : word);
  const guess = close[0] ? ` (did you mean '${close[0]}'?)` : '';
  return new UsageError(`unknown command ${shown}${guess}: run \`vigil --help\` to see the commands`);
}

/** Find the registry entry for the command words at the start of `rest`. */
export function resolveCommand(
  rest: string[],
  wantsHelp: boolean,
): { entry: CommandEntry; args: string[] } | { nounHelp: string } {
  const word = rest[0]!;
  const verbs = nounsWithVerbs().get(word);
  if (verbs) {
    const verb = rest[1];
    const names = verbs.map((v) => v.words[1]);
    if (verb === undefined || verb.startsWith('-')) {
      if (wantsHelp || (verb !== undefined && HELP_FLAGS.has(verb))) return { nounHelp: nounHelp(word)! };
      throw new UsageError(
        `\`vigil ${word}\` needs a subcommand (${names.join(' or ')}): run \`vigil ${word} --help\``,
      );
    }
    const entry = verbs.find((v) => v.words[1] === verb);
    if (!entry) {
      throw new UsageError(
        `unknown subcommand ${JSON.stringify(verb.slice(0, 40))} of \`vigil ${word}\` ` +
          `(it has ${names.join(', ')}): run \`vigil ${word} --help\``,
      );
    }
    return { entry, args: rest.slice(2) };
  }
  const entry = COMMANDS.find((c) => c.words.length === 1 && c.words[0] === word);
  if (!entry) throw unknownCommand(word);
  return { entry, args: rest.slice(1) };
}

/** The command words (`checks`, not each of its verbs): the sentence stays one short line. */
export function plainCommandList(): string {
  return [...new Set(COMMANDS.map((c) => c.words[0]))].join(', ');
}

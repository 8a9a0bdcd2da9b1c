// The command palette's matching: prefix matching on the first word, an argument after a space.

export interface PaletteCommand {
  word: string;
  /** Name of the argument ('id'), for commands like `check <id>`. */
  arg?: string;
  description: string;
}

export interface PaletteMatch {
  command: PaletteCommand;
  arg: string | undefined;
  /** Can run as typed (has its argument when it needs one). */
  complete: boolean;
}

export function paletteLabel(command: PaletteCommand): string {
  return command.arg ? `${command.word} <${command.arg}>` : command.word;
}

export function matchPalette(commands: readonly PaletteCommand[], text: string): PaletteMatch[] {
  const trimmed = text.trimStart();
  const space = trimmed.search(/\s/);
  const word = (space < 0 ? trimmed : trimmed.slice(0, space)).toLowerCase();
  const rest = space < 0 ? undefined : trimmed.slice(space).trim();
  const matches: PaletteMatch[] = [];
  for (const command of commands) {
    if (!command.word.startsWith(word)) continue;
    if (rest === undefined) {
      matches.push({ command, arg: undefined, complete: !command.arg });
    } else if (command.arg) {
      matches.push({ command, arg: rest, complete: rest !== '' });
    } else if (rest === '' && command.word === word) {
      matches.push({ command, arg: undefined, complete: true });
    }
  }
  // Exact word first: typing `check` offers `check <id>` before `checks`.
  return matches.sort((a, b) => Number(b.command.word === word) - Number(a.command.word === word));
}

// The top-level help and the help of a command word that takes a verb, built from the registry
// so a new command shows up without editing this text.
import { GLOBAL_OPTIONS, TOP_OPTIONS } from './global-options.js';
import { COMMANDS, commandName, nounsWithVerbs } from './registry.js';
import { optionsHelp } from './shared/options-help.js';

function table(rows: Array<[string, string]>): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}

export function topLevelHelp(): string {
  const commands = table(COMMANDS.map((c) => [commandName(c), c.summary]));
  return [
    'vigil: the monitoring service in your terminal, for on-call engineers.',
    '',
    'Usage',
    '  vigil                      open the TUI (needs a terminal)',
    '  vigil --demo               open the TUI on the embedded sandbox, with demo data',
    '  vigil <command> [options]  run one command and print the result',
    '',
    'Commands',
    ...commands,
    '',
    optionsHelp(TOP_OPTIONS, 'TUI options (with no command; each overrides its settings.json value)'),
    optionsHelp(GLOBAL_OPTIONS, 'Global options (before or after the command)'),
    'Environment',
    ...table([
      ['VIGIL_API_KEY', 'API key; overrides the stored one'],
      ['VIGIL_ACCOUNT_ID', 'account ID (a GUID); overrides the stored one'],
      ['VIGIL_BASE_URL', 'base URL of the service; overrides the stored one'],
      ['VIGIL_PROFILE', 'profile to use when --profile is not given'],
      ['VIGIL_CONFIG_DIR', 'directory of the credentials file'],
      ['VIGIL_TIMEOUT_MS', 'time limit per request attempt in milliseconds (default 15000)'],
      ['VIGIL_CODE_CACHE', 'cache of compiled code: a directory, or off (see README)'],
      ['VIGIL_DEBUG=1', 'show the stack of unexpected errors'],
      ['NO_COLOR', 'no colours'],
    ]),
    '',
    'Files',
    ...table([
      ['settings.json', 'preferences (default profile, theme, start screen, keys...), next to the credentials'],
      ['', 'in VIGIL_CONFIG_DIR, else $XDG_CONFIG_HOME/vigil or ~/.config/vigil (see README)'],
    ]),
    '',
    'Shell completion: source <(vigil completion bash)   (zsh, fish: vigil completion --help)',
    '',
    'Exit codes: 0 success, 1 failed request or runtime error, 2 usage error.',
    '',
  ].join('\n');
}

/** The options every command takes, under each command's own help. */
const GLOBAL_TRAILER = optionsHelp(GLOBAL_OPTIONS, 'Global options');

/** A command's help as printed: its own text, then the global options. */
export function commandHelp(own: string): string {
  return `${own.endsWith('\n') ? own : `${own}\n`}\n${GLOBAL_TRAILER}`;
}

export function nounHelp(noun: string): string | null {
  const verbs = nounsWithVerbs().get(noun);
  if (!verbs) return null;
  return [
    `Usage: vigil ${noun} <${verbs.map((v) => v.words[1]).join('|')}> [options]`,
    '',
    ...table(verbs.map((v) => [commandName(v), v.summary])),
    '',
    `Run \`vigil ${noun} <${verbs.length > 1 ? 'subcommand' : verbs[0]!.words[1]}> --help\` for its options.`,
    '',
  ].join('\n');
}

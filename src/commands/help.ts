// The top-level help and the help of a command word that takes a verb, built from the registry
// so a new command shows up without editing this text.
import { REFRESH_DEFAULT_SECONDS, REFRESH_MAX_SECONDS, REFRESH_MIN_SECONDS } from '../config/refresh.js';
import { COMMANDS, commandName, nounsWithVerbs } from './registry.js';

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
    'TUI options (with no command; each overrides its settings.json value)',
    ...table([
      ['--demo', 'open the TUI on the embedded sandbox, with demo data'],
      [
        '--refresh SECONDS',
        `how often the Checks screen refreshes: ${REFRESH_MIN_SECONDS} to ${REFRESH_MAX_SECONDS}, or 0 for never`,
      ],
      ['', `(default: refreshSeconds in settings.json, else ${REFRESH_DEFAULT_SECONDS})`],
      ['--bell, --no-bell', 'ring the terminal bell when a check turns failing, or not'],
      ['', '(default: bell in settings.json, else off)'],
    ]),
    '',
    'Global options (before or after the command)',
    ...table([
      ['--profile NAME', 'use the named credentials'],
      ['', '(default: VIGIL_PROFILE, else defaultProfile in settings.json, else "default")'],
      ['--read-only', 'send nothing that changes anything'],
      ['--no-memory', 'neither read nor update what vigil remembers of the last look (see Files)'],
      ['-h, --help', 'help for vigil, or for a command: vigil <command> --help'],
      ['-v, --version', 'print the version'],
    ]),
    '',
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
      ['memory-<profile>.json', 'what vigil saw at its last look and the pauses made through it (no server text,'],
      ['', 'never the key; bounded): $XDG_STATE_HOME/vigil or ~/.local/state/vigil (docs/memory.md)'],
    ]),
    '',
    'Shell completion: source <(vigil completion bash)   (zsh, fish: vigil completion --help)',
    '',
    'Exit codes: 0 success, 1 failed request or runtime error, 2 usage error.',
    '',
  ].join('\n');
}

/** The options every command takes, under each command's own help. */
const GLOBAL_TRAILER = [
  'Global options',
  ...table([
    ['--profile NAME', 'use the named credentials'],
    ['', '(default: VIGIL_PROFILE, else defaultProfile in settings.json, else "default")'],
    ['--read-only', 'send nothing that changes anything (default: off)'],
    ['--no-memory', 'neither read nor update the memory of the last look (default: memory on)'],
    ['-h, --help', 'show this help (also: vigil help <command>)'],
  ]),
  '',
].join('\n');

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

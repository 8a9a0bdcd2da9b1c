// Every plain command: the words that select it, one line for `vigil --help`, and a lazy loader
// so a command's code (and what it imports) is only loaded when it runs. To add a command, add
// one entry below; its module exports `run: CommandRun`, `help: string` and `options`, its
// option table (shared/options.ts).
import type { OptionTable } from './shared/options.js';
import type { CommandRun } from './types.js';

export interface CommandModule {
  run: CommandRun;
  help: string;
  options: OptionTable;
}

export interface CommandEntry {
  /** `['login']`, or a noun and its verb: `['test-sessions', 'list']`. */
  words: readonly [string] | readonly [string, string];
  summary: string;
  load: () => Promise<CommandModule>;
}

export const COMMANDS: readonly CommandEntry[] = [
  { words: ['login'], summary: 'verify credentials and store them', load: () => import('./auth/login.js') },
  { words: ['logout'], summary: 'forget the stored credentials', load: () => import('./auth/logout.js') },
  {
    words: ['whoami'],
    summary: 'show the account, base URL and masked key in use',
    load: () => import('./auth/whoami.js'),
  },
  { words: ['api'], summary: 'send an authenticated request to any endpoint', load: () => import('./api/request.js') },
  {
    words: ['test-sessions', 'list'],
    summary: 'list test sessions, newest first',
    load: () => import('./test-sessions/list.js'),
  },
  {
    words: ['test-sessions', 'get'],
    summary: 'show a test session, a result or an error group',
    load: () => import('./test-sessions/get.js'),
  },
  {
    words: ['completion'],
    summary: 'print the shell completion script (bash, zsh, fish)',
    load: () => import('./completion/completion.js'),
  },
  { words: ['sandbox'], summary: 'run the embedded sandbox server', load: () => import('./sandbox/serve.js') },
  {
    words: ['incident-update'],
    summary: 'post a status-page incident update',
    load: () => import('./incidents/update.js'),
  },
  { words: ['checks', 'list'], summary: 'list every check, failing first', load: () => import('./checks/list.js') },
  {
    words: ['checks', 'get'],
    summary: 'show a check and what it inherits from its group',
    load: () => import('./checks/get.js'),
  },
  {
    words: ['checks', 'results'],
    summary: "a check's runs, newest first, with since when it fails",
    load: () => import('./checks/results.js'),
  },
  {
    words: ['checks', 'pause'],
    summary: 'pause a check (asks first; --yes in scripts)',
    load: () => import('./checks/pause.js'),
  },
  {
    words: ['checks', 'resume'],
    summary: 'resume a paused check (asks first; --yes in scripts)',
    load: () => import('./checks/resume.js'),
  },
  {
    words: ['check-groups', 'list'],
    summary: 'list check groups, with how many checks each holds',
    load: () => import('./check-groups/list.js'),
  },
  {
    words: ['check-groups', 'get'],
    summary: 'show a check group: settings, rules, checks; -o code as code',
    load: () => import('./check-groups/get.js'),
  },
  { words: ['incidents', 'list'], summary: 'list status-page incidents', load: () => import('./incidents/list.js') },
  {
    words: ['incidents', 'get'],
    summary: 'show an incident with its updates',
    load: () => import('./incidents/get.js'),
  },
  {
    words: ['record'],
    summary: 'print the triage record the TUI kept (last 7 days)',
    load: () => import('./record/record.js'),
  },
  {
    words: ['incidents', 'create'],
    summary: 'open a status-page incident with its first update',
    load: () => import('./incidents/create.js'),
  },
  {
    words: ['incidents', 'resolve'],
    summary: 'post the RESOLVED update of an incident',
    load: () => import('./incidents/resolve.js'),
  },
  { words: ['alert-channels', 'list'], summary: 'list alert channels', load: () => import('./alert-channels/list.js') },
  {
    words: ['alert-channels', 'get'],
    summary: 'show an alert channel: configuration and subscriptions',
    load: () => import('./alert-channels/get.js'),
  },
  {
    words: ['changes'],
    summary: 'what changed since vigil last looked: failures, recoveries, incident updates, failed sessions',
    load: () => import('./changes/changes.js'),
  },
  { words: ['members', 'list'], summary: 'list the members of the account', load: () => import('./members/list.js') },
  {
    words: ['members', 'remove'],
    summary: 'remove a member from the account',
    load: () => import('./members/remove.js'),
  },
];

export function commandName(entry: CommandEntry): string {
  return entry.words.join(' ');
}

/** Command words that take a verb (`test-sessions`, `members`), with their verbs. */
export function nounsWithVerbs(): Map<string, CommandEntry[]> {
  const nouns = new Map<string, CommandEntry[]>();
  for (const entry of COMMANDS) {
    if (entry.words.length !== 2) continue;
    const list = nouns.get(entry.words[0]) ?? [];
    list.push(entry);
    nouns.set(entry.words[0], list);
  }
  return nouns;
}

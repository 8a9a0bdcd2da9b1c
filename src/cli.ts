// The dispatcher (run by src/bin.ts): global flags, then either a plain command (loaded lazily
// from the registry, never React or Ink) or the TUI. Every error ends as one line on stderr and
// an exit code: 2 for usage errors, 1 for anything that failed at run time.
import { CommandFailure, UsageError } from './commands/errors.js';
import { topLevelHelp, nounHelp } from './commands/help.js';
import { COMMANDS, nounsWithVerbs } from './commands/registry.js';
import type { CommandEntry } from './commands/registry.js';
import { reportError } from './commands/report-error.js';
import type { CommandIO, GlobalOptions } from './commands/types.js';
import type { TuiOptions } from './tui/main.js';
import { VERSION } from './version.js';

const HELP_FLAGS = new Set(['-h', '--help']);

/**
 * The TUI's module, loaded only when the TUI opens. The bin hands in its loader, which runs the
 * TUI's own bundle (src/bin.ts), so plain commands never load React or Ink. Without one, the TUI
 * is not available.
 */
export type LoadTui = () => Promise<typeof import('./tui/main.js')>;

export { reportError };

/** Run vigil with these arguments (without `node` and the script) and return the exit code. */
export async function main(argv: string[], io: CommandIO, loadTui?: LoadTui): Promise<number> {
  try {
    return await dispatch(argv, io, loadTui);
  } catch (e) {
    return await reportError(e, io);
  }
}

interface TopLevel {
  global: GlobalOptions;
  demo: boolean;
  /** --refresh SECONDS (0: never by itself) and --bell: the TUI's Checks screen. */
  refreshSeconds?: number;
  bell: boolean;
  help: boolean;
  version: boolean;
  rest: string[];
}

/** The flag's name without any `=value` part, so a value (maybe a key) is never repeated. */
function flagName(token: string): string {
  const eq = token.indexOf('=');
  return eq === -1 ? token : token.slice(0, eq);
}

/**
 * If argv[i] is --profile or --read-only, apply it and return how many tokens it used; else 0.
 * These two are accepted anywhere before `--`, so `vigil whoami --profile work` works too.
 */
function takeGlobalFlag(argv: string[], i: number, global: GlobalOptions): number {
  const token = argv[i]!;
  if (token === '--read-only') {
    global.readOnly = true;
    return 1;
  }
  if (token.startsWith('--read-only=')) throw new UsageError('--read-only takes no value: write just --read-only');
  if (token === '--profile' || token.startsWith('--profile=')) {
    const inline = token.startsWith('--profile=');
    const value = inline ? token.slice('--profile='.length) : argv[i + 1];
    if (value === undefined || value === '' || (!inline && value.startsWith('-'))) {
      throw new UsageError('--profile needs a profile name, as in --profile work');
    }
    global.profile = value;
    return inline ? 1 : 2;
  }
  return 0;
}

function parseTopLevel(argv: string[]): TopLevel {
  const top: TopLevel = { global: { readOnly: false }, demo: false, bell: false, help: false, version: false, rest: [] };
  let i = 0;
  for (; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '--') {
      i++;
      break;
    }
    if (!token.startsWith('-') || token === '-') break;
    const used = takeGlobalFlag(argv, i, top.global);
    if (used > 0) {
      i += used - 1;
    } else if (token === '--demo') {
      top.demo = true;
    } else if (token === '--bell') {
      top.bell = true;
    } else if (token === '--refresh' || token.startsWith('--refresh=')) {
      const inline = token.startsWith('--refresh=');
      top.refreshSeconds = refreshSeconds(inline ? token.slice('--refresh='.length) : argv[i + 1]);
      if (!inline) i++;
    } else if (HELP_FLAGS.has(token)) {
      top.help = true;
    } else if (token === '-v' || token === '--version') {
      top.version = true;
    } else {
      throw new UsageError(`unknown option ${flagName(token)}: run \`vigil --help\` to see the options`);
    }
  }
  top.rest = argv.slice(i);
  return top;
}

/** --refresh: whole seconds from 5 to 3600, or 0 for never. */
function refreshSeconds(value: string | undefined): number {
  const n = value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (n === 0 || (n >= 5 && n <= 3600)) return n;
  throw new UsageError('--refresh needs whole seconds from 5 to 3600 (or 0 for never), as in --refresh 30');
}

/** A command's own arguments with --profile/--read-only taken out, and whether help was asked. */
function splitCommandArgs(argv: string[], global: GlobalOptions): { args: string[]; help: boolean } {
  const args: string[] = [];
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === '--') {
      args.push(...argv.slice(i));
      break;
    }
    const used = takeGlobalFlag(argv, i, global);
    if (used > 0) {
      i += used - 1;
      continue;
    }
    if (HELP_FLAGS.has(token)) help = true;
    else args.push(token);
  }
  return { args, help };
}

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
function resolve(rest: string[], wantsHelp: boolean): { entry: CommandEntry; args: string[] } | { nounHelp: string } {
  const word = rest[0]!;
  const verbs = nounsWithVerbs().get(word);
  if (verbs) {
    const verb = rest[1];
    const names = verbs.map((v) => v.words[1]);
    if (verb === undefined || verb.startsWith('-')) {
      if (wantsHelp || (verb !== undefined && HELP_FLAGS.has(verb))) return { nounHelp: nounHelp(word)! };
      throw new UsageError(`\`vigil ${word}\` needs a subcommand (${names.join(' or ')}): run \`vigil ${word} --help\``);
    }
    const entry = verbs.find((v) => v.words[1] === verb);
    if (!entry) {
      throw new UsageError(
        `unknown subcommand ${JSON.stringify(verb.slice(0, 40))} of \`vigil ${word}\` (it has ${names.join(', ')}): run \`vigil ${word} --help\``,
      );
    }
    return { entry, args: rest.slice(2) };
  }
  const entry = COMMANDS.find((c) => c.words.length === 1 && c.words[0] === word);
  if (!entry) throw unknownCommand(word);
  return { entry, args: rest.slice(1) };
}

/** The command words (`checks`, not each of its verbs): the sentence stays one short line. */
function plainCommandList(): string {
  return [...new Set(COMMANDS.map((c) => c.words[0]))].join(', ');
}

async function openTui(top: TopLevel, io: CommandIO, loadTui: LoadTui | undefined): Promise<number> {
  if (!io.stdin.isTTY || !io.stdout.isTTY) {
    throw new UsageError(
      `the TUI needs a terminal on stdin and stdout; without one use a plain command (${plainCommandList()}), see \`vigil --help\``,
    );
  }
  const notBuilt = () => new CommandFailure(`the TUI is not built yet: use a plain command (${plainCommandList()})`);
  if (!loadTui) throw notBuilt();
  let tui: Awaited<ReturnType<LoadTui>>;
  try {
    tui = await loadTui();
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module|Failed to load url/.test(String(e))) {
      throw notBuilt();
    }
    throw e;
  }
  const options: TuiOptions = { demo: top.demo, readOnly: top.global.readOnly, io, bell: top.bell };
  if (top.refreshSeconds !== undefined) options.refreshSeconds = top.refreshSeconds;
  if (top.global.profile !== undefined) options.profile = top.global.profile;
  // What the TUI throws is reported by main() like any command's error: the TUI's bundle has its
  // own copies of the error classes, which `instanceof` knows by their brand (src/error-brands.ts).
  return await tui.runTui(options);
}

async function dispatch(argv: string[], io: CommandIO, loadTui: LoadTui | undefined): Promise<number> {
  const top = parseTopLevel(argv);
  if (top.version) {
    io.stdout.write(`${VERSION}\n`);
    return 0;
  }
  // `vigil help [command...]` is the same as `vigil [command...] --help`.
  if (top.rest[0] === 'help') {
    top.rest = top.rest.slice(1);
    top.help = true;
  }
  if (top.rest.length === 0) {
    if (top.help) {
      io.stdout.write(topLevelHelp());
      return 0;
    }
    return openTui(top, io, loadTui);
  }
  if (top.demo) throw new UsageError('--demo opens the TUI and takes no command: run `vigil --demo` on its own');
  if (top.bell || top.refreshSeconds !== undefined) {
    throw new UsageError('--refresh and --bell are for the TUI and take no command: run `vigil --refresh 30 --bell` on its own');
  }

  const found = resolve(top.rest, top.help);
  if ('nounHelp' in found) {
    io.stdout.write(found.nounHelp);
    return 0;
  }
  const { args, help } = splitCommandArgs(found.args, top.global);
  const command = await found.entry.load();
  if (help || top.help) {
    io.stdout.write(command.help.endsWith('\n') ? command.help : `${command.help}\n`);
    return 0;
  }
  return command.run(args, { io, global: top.global });
}

/** Resolve once everything written so far has been handed to the OS. */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || !stream.writable) resolve();
    else stream.write('', () => resolve());
  });
}

/**
 * The process's own streams, each made on first use: Node builds process.stdin (and stderr) only
 * when asked, and building stdin for /dev/null or a file loads Node's file streams and
 * fs/promises, some 2 ms of a command that never reads its input.
 */
function processIO(): { io: CommandIO; opened: NodeJS.WriteStream[] } {
  const opened: NodeJS.WriteStream[] = [];
  const output = (stream: NodeJS.WriteStream): NodeJS.WriteStream => {
    if (!opened.includes(stream)) {
      opened.push(stream);
      // `vigil api ... | head` closes the pipe early: that is the reader's choice, not an error.
      stream.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
        throw e;
      });
    }
    return stream;
  };
  const io: CommandIO = {
    get stdout() {
      return output(process.stdout);
    },
    get stderr() {
      return output(process.stderr);
    },
    get stdin() {
      return process.stdin;
    },
    env: process.env,
  };
  return { io, opened };
}

/** Runs vigil as this process: arguments from argv, exit code to exit(). Called by src/bin.ts. */
export async function runAsProcess(loadTui: LoadTui): Promise<void> {
  const { io, opened } = processIO();
  // If the event loop runs dry while the command is still waiting on a promise nothing will ever
  // settle, Node would end with exit 0 and no word: that run did not do its job, so say so.
  const unfinished = (): void => {
    process.stderr.write('vigil: the command stopped before it finished (an internal error; nothing more was waiting to happen). Run it again with VIGIL_DEBUG=1 and report it.\n');
    process.exit(1);
  };
  process.once('beforeExit', unfinished);
  const code = await main(process.argv.slice(2), io, loadTui);
  process.off('beforeExit', unfinished);
  await Promise.all(opened.map(flushed));
  // Exit explicitly: a keep-alive socket or a forgotten timer must not keep a finished command alive.
  process.exit(code);
}

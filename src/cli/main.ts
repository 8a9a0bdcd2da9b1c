// The dispatcher (run by src/bin.ts): global flags, then either a plain command (loaded lazily
// from the registry, never React or Ink) or the TUI. Every error ends as one line on stderr and
// an exit code: 2 for usage errors, 1 for anything that failed at run time. Reading argv is
// cli/arguments.ts, finding the command cli/resolve.ts, the process's streams cli/process-io.ts.
import { parseTopLevel, splitCommandArgs, type TopLevel } from './arguments.js';
import { flushed, processIO } from './process-io.js';
import { plainCommandList, resolveCommand } from './resolve.js';
import { CommandFailure, UsageError } from '../commands/errors.js';
import { commandHelp, topLevelHelp } from '../commands/help.js';
import { reportError } from '../commands/report-error.js';
import { redactingIO } from '../commands/shared/secrets.js';
import type { CommandIO } from '../io.js';
import type { TuiOptions } from '../tui/main.js';
import { VERSION } from '../version.js';

/**
 * The TUI's module, loaded only when the TUI opens. The bin hands in its loader, which imports the
 * TUI's own bundle (src/bin.ts), so plain commands never load React or Ink. Without one, the TUI
 * is not available.
 */
export type LoadTui = () => Promise<typeof import('../tui/main.js')>;

export { reportError };
// For dist/tui.mjs, which takes the error classes from this bundle (src/startup/shared-modules.ts).
export { sharedModules } from '../startup/shared-modules.js';

/** Run vigil with these arguments (without `node` and the script) and return the exit code. */
export async function main(argv: string[], io: CommandIO, loadTui?: LoadTui): Promise<number> {
  try {
    return await dispatch(argv, io, loadTui);
  } catch (e) {
    return await reportError(e, io);
  }
}

async function openTui(top: TopLevel, io: CommandIO, loadTui: LoadTui | undefined): Promise<number> {
  if (!io.stdin.isTTY || !io.stdout.isTTY) {
    throw new UsageError(
      `the TUI needs a terminal on stdin and stdout; without one use a plain command ` +
        `(${plainCommandList()}), see \`vigil --help\``,
    );
  }
  const notBuilt = () => new CommandFailure(`the TUI is not built yet: use a plain command (${plainCommandList()})`);
  if (!loadTui) throw notBuilt();
  // The TUI lives until the user quits. Loading its bundle (yoga's WebAssembly, compiled behind a
  // top-level await) and Ink letting go of stdin for a moment can leave the event loop with nothing
  // to wait on (seen on Node 24 and 26): an idle timer holds the process until runTui returns.
  const keepAlive = setInterval(() => undefined, 2 ** 30);
  try {
    return await startTui(loadTui, top, io, notBuilt);
  } finally {
    clearInterval(keepAlive);
  }
}

async function startTui(
  loadTui: LoadTui,
  top: TopLevel,
  io: CommandIO,
  notBuilt: () => CommandFailure,
): Promise<number> {
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
  const options: TuiOptions = { demo: top.demo, readOnly: top.global.readOnly, io };
  if (top.bell !== undefined) options.bell = top.bell;
  if (top.refreshSeconds !== undefined) options.refreshSeconds = top.refreshSeconds;
  if (top.global.profile !== undefined) options.profile = top.global.profile;
  if (top.global.noMemory) options.noMemory = true;
  // What the TUI throws is reported by main() like any command's error (the TUI's bundle shares
  // the error classes with this one: src/startup/shared-modules.ts).
  return await tui.runTui(options);
}

async function dispatch(argv: string[], io: CommandIO, loadTui: LoadTui | undefined): Promise<number> {
  const top = parseTopLevel(argv);
  if (top.version) {
    io.stdout.write(`${VERSION}\n`);
    return 0;
  }
  // The completion scripts' hidden helper (commands/completion/live-ids.ts): never listed, never an error.
  if (top.rest[0] === '__complete') {
    const { runComplete } = await import('../commands/completion/live-ids.js');
    return runComplete(top.rest.slice(1), { io, global: top.global });
  }
  // `vigil help [command...]` is the same as `vigil [command...] --help` (`vigil help help` too).
  while (top.rest[0] === 'help') {
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
  if (top.bell !== undefined || top.refreshSeconds !== undefined) {
    throw new UsageError(
      '--refresh and --bell are for the TUI and take no command: run `vigil --refresh 30 --bell` on its own',
    );
  }

  const found = resolveCommand(top.rest, top.help);
  if ('nounHelp' in found) {
    io.stdout.write(found.nounHelp);
    return 0;
  }
  const { args, help } = splitCommandArgs(found.args, top.global);
  const command = await found.entry.load();
  if (help || top.help) {
    io.stdout.write(commandHelp(command.help));
    return 0;
  }
  return command.run(args, { io: redactingIO(io), global: top.global });
}

/** Runs vigil as this process: arguments from argv, exit code to exit(). Called by src/bin.ts. */
export async function runAsProcess(loadTui: LoadTui): Promise<void> {
  const { io, opened } = processIO();
  // If the event loop runs dry while the command is still waiting on a promise nothing will ever
  // settle, Node would end with exit 0 and no word: that run did not do its job, so say so.
  const unfinished = (): void => {
    process.stderr.write(
      'vigil: the command stopped before it finished (an internal error; nothing more was waiting to happen). ' +
        'Run it again with VIGIL_DEBUG=1 and report it.\n',
    );
    process.exit(1);
  };
  process.once('beforeExit', unfinished);
  const code = await main(process.argv.slice(2), io, loadTui);
  process.off('beforeExit', unfinished);
  await Promise.all(opened.map(flushed));
  // Exit explicitly: a keep-alive socket or a forgotten timer must not keep a finished command alive.
  process.exit(code);
}

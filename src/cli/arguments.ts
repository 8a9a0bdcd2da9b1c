// The dispatcher's reading of argv: the flags before any command (--demo, --refresh, --bell,
// --help, --version, and the global ones), and a command's own arguments with the global flags
// (--profile, --read-only) taken out wherever they stand.
import { UsageError } from '../commands/errors.js';
import type { GlobalOptions } from '../commands/types.js';
import { isRefreshSeconds, REFRESH_RANGE_TEXT } from '../config/refresh.js';

export const HELP_FLAGS = new Set(['-h', '--help']);

export interface TopLevel {
  global: GlobalOptions;
  demo: boolean;
  /** --refresh SECONDS (0: never by itself): the TUI's Checks screen; unset: settings, else 30. */
  refreshSeconds?: number;
  /** --bell (true) or --no-bell (false); unset: the settings file's `bell`, else off. */
  bell?: boolean;
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
 * If argv[i] is --profile, --read-only or --no-memory, apply it and return how many tokens it
 * used; else 0. These are accepted anywhere before `--`, so `vigil whoami --profile work` works too.
 */
function takeGlobalFlag(argv: string[], i: number, global: GlobalOptions): number {
  const token = argv[i]!;
  if (token === '--read-only') {
    global.readOnly = true;
    return 1;
  }
  if (token === '--no-memory') {
    global.noMemory = true;
    return 1;
  }
  if (token.startsWith('--no-memory=')) throw new UsageError('--no-memory takes no value: write just --no-memory');
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

export function parseTopLevel(argv: string[]): TopLevel {
  const top: TopLevel = { global: { readOnly: false }, demo: false, help: false, version: false, rest: [] };
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
    } else if (token === '--bell' || token === '--no-bell') {
      top.bell = token === '--bell';
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

/** --refresh: whole seconds from 5 to 3600, or 0 for never (config/refresh.ts). */
function refreshSeconds(value: string | undefined): number {
  const n = value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  if (isRefreshSeconds(n)) return n;
  throw new UsageError(`--refresh needs ${REFRESH_RANGE_TEXT}, as in --refresh 30`);
}

/** A command's own arguments with --profile/--read-only taken out, and whether help was asked. */
export function splitCommandArgs(argv: string[], global: GlobalOptions): { args: string[]; help: boolean } {
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

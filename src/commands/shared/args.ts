// util.parseArgs with its errors turned into one-sentence usage errors that name the fix.
// Option names are repeated in messages; values never are (a value may be a secret).
import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import { UsageError } from '../errors.js';

type Parsed<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;

/** Parse a command's own arguments strictly; `command` is its words, e.g. `test-sessions list`. */
export function parseCommandArgs<const T extends Omit<ParseArgsConfig, 'args' | 'strict'>>(
  command: string,
  argv: string[],
  config: T,
): Parsed<T & { args: string[]; strict: true }> {
  let parsed: Parsed<T & { args: string[]; strict: true }>;
  try {
    parsed = parseArgs({ ...config, args: argv, strict: true });
  } catch (e) {
    throw usageErrorFromParseArgs(command, e);
  }
  return parsed;
}

/** The option named in a parseArgs message: its long name in `'-y, --yes'`, else the first word quoted. */
function quoted(message: string): string | undefined {
  return /'(?:-\w, )?(--[^'\s]+)/.exec(message)?.[1] ?? /'([^'\s]+)/.exec(message)?.[1];
}

function usageErrorFromParseArgs(command: string, e: unknown): Error {
  const code = (e as { code?: unknown }).code;
  const message = e instanceof Error ? e.message : String(e);
  const fix = `run \`vigil ${command} --help\``;
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return new UsageError(
        `unknown option ${quoted(message) ?? ''} for \`vigil ${command}\`: ${fix} to see its options`,
      );
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return new UsageError(`\`vigil ${command}\` takes no arguments besides its options: ${fix}`);
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      const option = quoted(message) ?? 'an option';
      if (/does not take an argument/.test(message)) return new UsageError(`option ${option} takes no value: ${fix}`);
      return new UsageError(
        `option ${option} needs a value (write --name=value for a value starting with '-'): ${fix}`,
      );
    }
    default:
      return e instanceof Error ? e : new Error(message);
  }
}

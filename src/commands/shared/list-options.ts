// Arguments the commands share (a numeric ID, a GUID, one positional), checked before any
// request (usage error, exit 2); options are checked by their tables (options.ts).
import { quoted } from '../../format/session-filters.js';
import { UsageError } from '../errors.js';
import { formatCount } from '../../format/count.js';

/** A numeric ID (groups, alert channels): a positive whole number. */
export function parseNumericId(what: string, text: string | undefined, command: string): number {
  if (text === undefined)
    throw new UsageError(`\`vigil ${command}\` needs the ${what} ID, as in \`vigil ${command} 12\``);
  if (!/^\d{1,15}$/.test(text.trim()) || Number(text) < 1) {
    throw new UsageError(`the ${what} ID must be a positive whole number, not ${quoted(text)}`);
  }
  return Number(text);
}

/** Exactly one positional argument, or a usage error naming what is missing or extra. */
export function onePositional(positionals: readonly string[], command: string, what: string): string {
  if (positionals.length === 0)
    throw new UsageError(`\`vigil ${command}\` needs the ${what}: run \`vigil ${command} --help\``);
  if (positionals.length > 1)
    throw new UsageError(
      `\`vigil ${command}\` takes one ${what}, not ${positionals.length}: run \`vigil ${command} --help\``,
    );
  const value = positionals[0]!;
  if (value.trim() === '') throw new UsageError(`\`vigil ${command}\` needs the ${what}, not an empty string`);
  return value;
}

export function plural(n: number, word: string): string {
  return `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;
}

const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Whether `text` (blanks around it aside) is a GUID. */
export function isGuid(text: string): boolean {
  return GUID.test(text.trim());
}

/** A GUID argument (checks, incidents): checked before any request. */
export function parseGuidArgument(what: string, text: string): string {
  if (!isGuid(text)) throw new UsageError(`the ${what} ID must be a GUID (8-4-4-4-12 hex digits), not ${quoted(text)}`);
  return text.trim();
}

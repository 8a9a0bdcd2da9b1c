// Options the list commands share: -o, page-numbered paging (--page, --limit) and cursor paging
// (--cursor, --limit), checked before any request (usage error, exit 2).
import { quoted } from '../../format/session-filters.js';
import { UsageError } from '../errors.js';
import { LIST_OUTPUTS, type ListOutput } from './list-output.js';

export function parseWholeNumber(
  option: string,
  text: string | undefined,
  min: number,
  max: number,
): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim()) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`${option} must be a whole number from ${min} to ${max}, not ${quoted(text)}`);
  }
  return Number(text);
}

export function parseOutputOption<T extends string>(text: string | undefined, allowed: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  const lower = text.toLowerCase();
  const match = allowed.find((a) => a === lower || (a === 'md' && lower === 'markdown'));
  if (!match) throw new UsageError(`--output must be one of ${allowed.join(', ')}, not ${quoted(text)}`);
  return match;
}

/** undefined when not given: writeList then picks a table on a terminal, tsv in a pipe. */
export function parseListOutput(text: string | undefined): ListOutput | undefined {
  return text === undefined ? undefined : parseOutputOption(text, LIST_OUTPUTS, 'table');
}

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
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** A GUID argument (checks, incidents): checked before any request. */
export function parseGuidArgument(what: string, text: string): string {
  if (!GUID.test(text.trim()))
    throw new UsageError(`the ${what} ID must be a GUID (8-4-4-4-12 hex digits), not ${quoted(text)}`);
  return text.trim();
}

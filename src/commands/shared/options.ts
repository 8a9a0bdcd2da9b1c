// A command's options as data: one table per command (long name, short name, type, repeatable,
// allowed values, default, value name, one-line description). Parsing (node:util parseArgs),
// the checks every option gets (an empty value, a value not allowed, a number out of range),
// the defaults, the options block of --help (options-help.ts) and the completion scripts all
// come from it. What is particular to one command (two options that exclude each other, a time,
// a GUID) stays in the command, after parseOptions.
import { quoted } from '../../format/session-filters.js';
import { UsageError } from '../errors.js';
import { parseCommandArgs } from './args.js';

interface OptionBase {
  short?: string;
  /** One line for --help: what the option does (allowed values, ranges and defaults are added). */
  description: string;
}

/** A switch: true when given. */
export interface FlagOption extends OptionBase {
  type: 'flag';
}

/** A value: free text, or one of `values` (any case; the table's spelling is what the command gets). */
export interface TextOption extends OptionBase {
  type: 'text';
  /** The value's name in --help: `--limit N`. `FILE`: a path, and completion offers files. */
  valueName: string;
  /**
   * `list`: repeatable and comma-separated (`--status failed,running --status passed`);
   * `repeat`: repeatable, each value taken whole (`-H 'Accept: a, b'`).
   */
  multiple?: 'list' | 'repeat';
  values?: readonly string[];
  /** Values completion offers where others are taken too (a prefix of a check type). */
  suggestions?: readonly string[];
  /** Other spellings of allowed values: `{ markdown: 'md' }`. */
  aliases?: Readonly<Record<string, string>>;
  default?: string;
  /** What --help says when the option is not given and no literal default applies ("all"). */
  defaultText?: string;
}

/** A whole number from `min` to `max`. */
export interface NumberOption extends OptionBase {
  type: 'number';
  valueName: string;
  min: number;
  max: number;
  default?: number;
  defaultText?: string;
}

export type OptionSpec = FlagOption | TextOption | NumberOption;
/** Keyed by the long name, without its dashes. */
export type OptionTable = Readonly<Record<string, OptionSpec>>;

type Allowed<S> = S extends { values: readonly (infer V extends string)[] } ? V : string;
type ValueOf<S extends OptionSpec> = S extends FlagOption
  ? boolean
  : S extends NumberOption
    ? S extends { default: number }
      ? number
      : number | undefined
    : S extends { multiple: 'list' | 'repeat' }
      ? Allowed<S>[]
      : S extends { default: string }
        ? Allowed<S>
        : Allowed<S> | undefined;

/** What parseOptions gives: each option's value, typed from its entry in the table. */
export type OptionValues<T extends OptionTable> = { -readonly [K in keyof T]: ValueOf<T[K]> };

/** Keeps the literal types of a table (allowed values, defaults) for OptionValues. */
export function defineOptions<const T extends OptionTable>(table: T): T {
  return table;
}

export interface Parsed<T extends OptionTable> {
  values: OptionValues<T>;
  positionals: string[];
  /** The long names given on the command line (a default is not "given"). */
  given: ReadonlySet<keyof T & string>;
}

/**
 * Parses a command's own arguments by its table and checks every value: `command` is its words
 * (`checks list`), for the messages. Refuses with a UsageError (exit 2, one sentence).
 */
export function parseOptions<const T extends OptionTable>(
  command: string,
  table: T,
  argv: string[],
  o: { positionals?: boolean } = {},
): Parsed<T> {
  const config: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }> = {};
  for (const [name, spec] of Object.entries(table)) {
    config[name] = {
      type: spec.type === 'flag' ? 'boolean' : 'string',
      ...(spec.short ? { short: spec.short } : {}),
      ...(spec.type === 'text' && spec.multiple ? { multiple: true } : {}),
    };
  }
  const { values: raw, positionals } = parseCommandArgs(command, argv, {
    options: config,
    allowPositionals: o.positionals === true,
  });
  const values: Record<string, unknown> = {};
  const given = new Set<string>();
  for (const [name, spec] of Object.entries(table)) {
    const value = (raw as Record<string, string | boolean | string[] | undefined>)[name];
    if (value !== undefined) given.add(name);
    values[name] = checkedValue(command, name, spec, value);
  }
  return { values: values as OptionValues<T>, positionals, given: given as ReadonlySet<keyof T & string> };
}

function checkedValue(command: string, name: string, spec: OptionSpec, value: string | boolean | string[] | undefined) {
  if (spec.type === 'flag') return value === true;
  if (value === undefined) return spec.type === 'text' && spec.multiple ? [] : spec.default;
  const texts = typeof value === 'string' ? [value] : (value as string[]);
  for (const text of texts) refuseEmpty(command, name, spec, text);
  if (spec.type === 'number') return wholeNumber(name, spec, texts[0]!);
  if (!spec.multiple) return allowed(name, spec, texts[0]!);
  const items = spec.multiple === 'list' ? texts.flatMap(splitList) : texts;
  return [...new Set(items.map((item) => allowed(name, spec, item)))];
}

/** `a, b,,c` -> `a`, `b`, `c`. */
function splitList(text: string): string[] {
  return text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/**
 * An empty value (`--type ''`, `--branch=`, `--status ,`: a variable that expanded to nothing)
 * is refused, the same way for every option of every command, instead of being dropped so that
 * the filter silently does not apply.
 */
function refuseEmpty(command: string, name: string, spec: TextOption | NumberOption, text: string): void {
  const empty = spec.type === 'text' && spec.multiple === 'list' ? splitList(text).length === 0 : text.trim() === '';
  if (!empty) return;
  const what =
    spec.type === 'text' && spec.values
      ? `use one of ${spec.values.join(', ')}`
      : `run \`vigil ${command} --help\` to see what it takes`;
  throw new UsageError(`--${name} needs a value, not an empty string: ${what}`);
}

function allowed(name: string, spec: TextOption, text: string): string {
  if (!spec.values) return text;
  const lower = text.trim().toLowerCase();
  const alias = spec.aliases && Object.hasOwn(spec.aliases, lower) ? spec.aliases[lower] : undefined;
  const match = spec.values.find((v) => v.toLowerCase() === (alias ?? lower).toLowerCase());
  if (match === undefined)
    throw new UsageError(`--${name} must be one of ${spec.values.join(', ')}, not ${quoted(text)}`);
  return match;
}

function wholeNumber(name: string, spec: NumberOption, text: string): number {
  const n = /^\d{1,15}$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!(n >= spec.min && n <= spec.max))
    throw new UsageError(`--${name} must be a whole number from ${spec.min} to ${spec.max}, not ${quoted(text)}`);
  return n;
}

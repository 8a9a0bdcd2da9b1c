// JSON laid out for a reader in few lines: an array or object stays on one line when it fits the
// width, else one member per line; an array holding one object that does not fit opens both on
// one line (`[{` ... `}]`). The text parses to the same value as JSON.stringify's; strings are
// never cut (a line longer than the width is the caller's to wrap). Made for the review of a
// write, where every line costs a row of an 80x24 terminal.
import { displayWidth } from './width.js';

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** One value on one line: `{"id": "a", "n": 1}`, `[1, 2]`. */
function inline(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`)
      .join(', ')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The members of a container as [prefix, value] pairs (`"key": ` for an object's). */
function members(value: readonly Json[] | { readonly [key: string]: Json }): Array<[string, Json]> {
  return Array.isArray(value)
    ? value.map((v): [string, Json] => ['', v])
    : Object.entries(value).map(([k, v]): [string, Json] => [`${JSON.stringify(k)}: `, v]);
}

function lay(value: Json, indent: number, prefix: string, suffix: string, width: number): string[] {
  const pad = ' '.repeat(indent);
  const flat = `${pad}${prefix}${inline(value)}${suffix}`;
  if (value === null || typeof value !== 'object' || displayWidth(flat) <= width) return [flat];
  const list = members(value);
  if (list.length === 0) return [flat];
  const only = list.length === 1 && Array.isArray(value) ? list[0]![1] : undefined;
  if (only !== null && typeof only === 'object' && !Array.isArray(only)) {
    // One object in an array: `[{` and `}]`, its members one level in.
    return [`${pad}${prefix}[{`, ...layMembers(members(only), indent + 2, width), `${pad}}]${suffix}`];
  }
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return [`${pad}${prefix}${open}`, ...layMembers(list, indent + 2, width), `${pad}${close}${suffix}`];
}

function layMembers(list: ReadonlyArray<[string, Json]>, indent: number, width: number): string[] {
  return list.flatMap(([prefix, v], i) => lay(v, indent, prefix, i < list.length - 1 ? ',' : '', width));
}

/** `value` (JSON data) as lines of at most `width` cells where the layout allows. */
export function compactJsonLines(value: unknown, width: number): string[] {
  // A round trip drops what JSON would drop (undefined, functions) and applies toJSON.
  const text = JSON.stringify(value);
  if (text === undefined) return ['null'];
  return lay(JSON.parse(text) as Json, 0, '', '', width);
}

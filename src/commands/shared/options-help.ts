// The options block of a command's --help, made from its option table (options.ts): one line
// per option, with its allowed values, range, repeatability and default added to what it does.
import type { OptionSpec, OptionTable } from './options.js';

const WIDTH = 100;

/** `-l, --limit N` (long-only options are indented to line up with the short ones). */
function optionLeft(name: string, spec: OptionSpec): string {
  const short = spec.short ? `-${spec.short}, ` : '    ';
  return `${short}--${name}${spec.type === 'flag' ? '' : ` ${spec.valueName}`}`;
}

/** The description as printed: what it does, then what it takes and its default. */
function optionDescription(spec: OptionSpec): string {
  let text = spec.description;
  if (spec.type === 'text' && spec.values) text += `: ${spec.values.join(', ')}`;
  if (spec.type === 'number') text += `, ${spec.min} to ${spec.max}`;
  if (spec.type === 'text' && spec.multiple === 'list') text += '; repeatable or comma-separated';
  if (spec.type === 'text' && spec.multiple === 'repeat') text += '; repeatable';
  const fallback = spec.type === 'flag' ? undefined : (spec.defaultText ?? spec.default);
  if (fallback !== undefined) text += ` (default ${fallback})`;
  return text;
}

/** Words of `text` in lines of at most `width` characters (a longer word stands alone). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines;
}

/** Rows of a two-column block: left padded to the widest, right wrapped under itself. */
function optionRows(rows: ReadonlyArray<readonly [string, string]>): string[] {
  const left = Math.max(...rows.map(([l]) => l.length));
  const indent = 2 + left + 2;
  return rows.flatMap(([l, r]) =>
    wrap(r, Math.max(30, WIDTH - indent)).map(
      (part, i) => `${i === 0 ? `  ${l.padEnd(left)}` : ' '.repeat(indent - 2)}  ${part}`,
    ),
  );
}

/** `Options` and a line per option of the table (or a line saying there are none). */
export function optionsHelp(table: OptionTable, heading = 'Options'): string {
  const entries = Object.entries(table);
  if (entries.length === 0) return `${heading}\n  none of its own (the global options are below)\n`;
  return [heading, ...optionRows(entries.map(([name, spec]) => [optionLeft(name, spec), optionDescription(spec)]))]
    .join('\n')
    .concat('\n');
}

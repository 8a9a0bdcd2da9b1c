// The -o option of list and detail commands, as entries of their option tables (options.ts).
import { LIST_OUTPUTS } from './list-output.js';

/** The -o option of every list command, for its option table. */
export const LIST_OUTPUT_OPTION = {
  type: 'text',
  short: 'o',
  valueName: 'FORMAT',
  values: LIST_OUTPUTS,
  aliases: { markdown: 'md' },
  defaultText: 'table on a terminal, tsv in a pipe',
  description:
    'how to print the list (a table fits the terminal; tsv is whole values, tab-separated; json is {data, ' +
    'pagination: ' +
    '{nextId, length}})',
} as const;

export const DETAIL_OUTPUTS = ['detail', 'json', 'md'] as const;

/** The -o option of every command that shows one thing. */
export const DETAIL_OUTPUT_OPTION = {
  type: 'text',
  short: 'o',
  valueName: 'FORMAT',
  values: DETAIL_OUTPUTS,
  aliases: { markdown: 'md' },
  default: 'detail',
  description: "how to print it (json is the server's data, for scripts)",
} as const;

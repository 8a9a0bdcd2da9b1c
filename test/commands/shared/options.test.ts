// The option tables' parsing: every check comes from the table, the same for every command.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/commands/errors.js';
import { defineOptions, parseOptions } from '../../../src/commands/shared/options.js';

const table = defineOptions({
  status: { type: 'text', valueName: 'S', multiple: 'list', values: ['failed', 'passed'], description: 'status' },
  header: { type: 'text', short: 'H', valueName: 'H', multiple: 'repeat', description: 'a header' },
  search: { type: 'text', short: 's', valueName: 'TEXT', description: 'text' },
  limit: { type: 'number', short: 'l', valueName: 'N', min: 1, max: 100, default: 20, description: 'how many' },
  output: {
    type: 'text',
    short: 'o',
    valueName: 'F',
    values: ['table', 'md'],
    aliases: { markdown: 'md' },
    default: 'table',
    description: 'format',
  },
  yes: { type: 'flag', short: 'y', description: 'no question' },
});

const parse = (argv: string[]) => parseOptions('things list', table, argv);

function refusal(argv: string[]): string {
  try {
    parse(argv);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error(`expected ${argv.join(' ')} to be refused`);
}

describe('parseOptions', () => {
  it('gives defaults when nothing is given', () => {
    const { values, given } = parse([]);
    expect(values).toEqual({ status: [], header: [], search: undefined, limit: 20, output: 'table', yes: false });
    expect(given.size).toBe(0);
  });

  it('parses each type, splits lists, keeps repeated values whole, maps case and aliases', () => {
    const { values, given } = parse([
      '--status',
      'FAILED, passed',
      '--status=failed',
      '-H',
      'Accept: a, b',
      '-H',
      'X: 1',
      '-s',
      'api',
      '-l',
      '7',
      '-o',
      'Markdown',
      '-y',
    ]);
    expect(values).toEqual({
      status: ['failed', 'passed'],
      header: ['Accept: a, b', 'X: 1'],
      search: 'api',
      limit: 7,
      output: 'md',
      yes: true,
    });
    expect([...given].sort()).toEqual(['header', 'limit', 'output', 'search', 'status', 'yes']);
  });

  it.each([
    [['--search', ''], '--search needs a value, not an empty string'],
    [['--search', '  '], '--search needs a value, not an empty string'],
    [['-H', ''], '--header needs a value, not an empty string'],
    [['--limit', ''], '--limit needs a value, not an empty string'],
  ])('refuses an empty value: %j', (argv, message) => {
    expect(refusal(argv)).toBe(`${message}: run \`vigil things list --help\` to see what it takes`);
  });

  it('names the allowed values when an option with a fixed set is given an empty one', () => {
    expect(refusal(['-o', ''])).toBe('--output needs a value, not an empty string: use one of table, md');
    expect(refusal(['--status', ','])).toBe('--status needs a value, not an empty string: use one of failed, passed');
  });

  it.each([
    [['--status', 'failed,flaky'], '--status must be one of failed, passed, not "flaky"'],
    [['-o', 'html'], '--output must be one of table, md, not "html"'],
    [['--limit', '0'], '--limit must be a whole number from 1 to 100, not "0"'],
    [['--limit', '101'], '--limit must be a whole number from 1 to 100, not "101"'],
    [['--limit', '1.5'], '--limit must be a whole number from 1 to 100, not "1.5"'],
    [['--limit', '1e2'], '--limit must be a whole number from 1 to 100, not "1e2"'],
  ])('refuses a value the table does not allow: %j', (argv, message) => {
    expect(refusal(argv)).toBe(message);
  });

  it('refuses unknown options and stray arguments as parseArgs errors worded for people', () => {
    expect(refusal(['--colour'])).toMatch(/^unknown option --colour for `vigil things list`/);
    expect(refusal(['stray'])).toMatch(/takes no arguments besides its options/);
    expect(refusal(['--yes=1'])).toMatch(/^option --yes takes no value/);
  });

  it('gives positionals only when the command takes them', () => {
    expect(parseOptions('things get', table, ['12', '-y'], { positionals: true }).positionals).toEqual(['12']);
  });
});

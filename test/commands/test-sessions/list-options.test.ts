// Table-driven: the options of `test-sessions list`, the query they map to, what is refused
// before any request, and the next-page command that repeats them.
import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../../helpers/usage-error.js';
import { listArgs, parseListOptions, toQuery } from '../../../src/commands/test-sessions/list-options.js';
import { shellWord, vigilCommand } from '../../../src/commands/shared/command-line.js';

const GUID = '0b6f3c2e-8d0a-4c51-9a7e-3f2d1c0b9a88';

const usageError = usageErrorOf;

describe('test-sessions list options -> query', () => {
  const cases: Array<[string, string[], Record<string, unknown>]> = [
    ['the defaults', [], { limit: 20 }],
    ['--limit and -l', ['-l', '100'], { limit: 100 }],
    ['--cursor', ['--cursor', 'abc'], { nextId: 'abc' }],
    [
      '--from/--to as ISO and seconds',
      ['--from', '2024-05-01', '--to', '1714564800'],
      { from: 1714521600, to: 1714564800 },
    ],
    [
      '--status repeated and comma-separated, upper-cased',
      ['--status', 'failed,running', '--status', 'PASSED'],
      { statuses: ['FAILED', 'RUNNING', 'PASSED'] },
    ],
    [
      '--branch and --user repeated and comma-separated',
      ['--branch', 'main', '--branch', 'feat/x, y', '--user', 'ana,bo', '--user', 'ana'],
      { branches: ['main', 'feat/x', 'y'], users: ['ana', 'bo'] },
    ],
    ['--no-users', ['--no-users'], { noUsers: true }],
    ['--provider with pw_reporter', ['--provider', 'github,pw_reporter'], { providers: ['GITHUB', 'PW_REPORTER'] }],
    ['--provider with pw-reporter (- read as _)', ['--provider', 'PW-Reporter'], { providers: ['PW_REPORTER'] }],
    ['--search and -s', ['-s', 'checkout'], { textSearch: 'checkout' }],
    ['--error-group', ['--error-group', GUID], { errorGroupId: GUID }],
  ];
  it.each(cases)('%s', (_name, argv, query) => {
    expect(toQuery(parseListOptions(argv))).toEqual({ limit: 20, ...query });
  });
  it('accepts the output formats', () => {
    expect(parseListOptions(['-o', 'md']).output).toBe('md');
    expect(parseListOptions(['--output', 'JSON']).output).toBe('json');
    expect(parseListOptions([]).output).toBe('table');
  });
});

describe('test-sessions list: refused before any request', () => {
  const cases: Array<[string, string[], RegExp]> = [
    ['--limit 0', ['--limit', '0'], /--limit must be a whole number from 1 to 100/],
    ['--limit 101', ['--limit', '101'], /from 1 to 100/],
    ['--limit abc', ['-l', 'abc'], /from 1 to 100, not "abc"/],
    ['--limit 2.5', ['-l', '2.5'], /whole number/],
    [
      'an unknown status',
      ['--status', 'failed,broken'],
      /--status must be one of running, failed, passed, cancelled, not "broken"/,
    ],
    [
      'an unknown provider',
      ['--provider', 'gitlab'],
      /--provider must be one of github, vercel, api, trigger, pw_reporter, not "gitlab"/,
    ],
    ['a short search', ['--search', 'ab'], /3 to 200 characters long \(this one has 2\)/],
    ['a long search', ['--search', 'x'.repeat(201)], /3 to 200 characters/],
    ['a bad --from', ['--from', 'yesterday'], /--from: "yesterday" is not an ISO date/],
    ['a millisecond --to', ['--to', '1714564800000'], /--to: .*milliseconds/],
    ['--from after --to', ['--from', '2024-05-02', '--to', '2024-05-01'], /--from must be before --to/],
    [
      'an error group that is not a GUID',
      ['--error-group', 'nope'],
      /--error-group must be a test-session error group ID \(a GUID/,
    ],
    ['an unknown output', ['-o', 'yaml'], /--output must be one of table, json, md, tsv, not "yaml"/],
    ['an empty cursor', ['--cursor', ''], /--cursor needs a value, not an empty string/],
    ['an empty branch', ['--branch', ''], /--branch needs a value/],
    ['a branch of commas only', ['--branch', ' , '], /--branch needs a value/],
    ['an empty user', ['--user', ' '], /--user needs a value/],
    ['an unknown option', ['--frobnicate'], /unknown option --frobnicate/],
    ['a stray argument', ['extra'], /takes no arguments/],
  ];
  it.each(cases)('%s', (_name, argv, message) => {
    expect(usageError(() => parseListOptions(argv)).message).toMatch(message);
  });
});

describe('the next-page command repeats the filters', () => {
  it('gives the same filters with the new cursor', () => {
    const options = parseListOptions([
      '--status',
      'failed',
      '--branch',
      'fix it',
      '-l',
      '5',
      '--from',
      '2024-05-01',
      '--no-users',
      '-o',
      'md',
    ]);
    expect(listArgs(options, 'NEXT')).toEqual([
      '--cursor',
      'NEXT',
      '--limit',
      '5',
      '--from',
      '2024-05-01',
      '--status',
      'failed',
      '--branch',
      'fix it',
      '--no-users',
      '--output',
      'md',
    ]);
    expect(toQuery(parseListOptions(listArgs(options, 'NEXT')))).toEqual({ ...toQuery(options), nextId: 'NEXT' });
  });
  it('quotes words for the shell, so pasted server text stays one argument', () => {
    expect(shellWord('main')).toBe('main');
    expect(shellWord('fix it')).toBe("'fix it'");
    expect(shellWord("x'; rm -rf ~")).toBe(`'x'\\''; rm -rf ~'`);
    expect(shellWord('a\u001b[2Jb')).toBe("'a\\x1b[2Jb'");
    expect(vigilCommand(['test-sessions', 'get', GUID], { readOnly: true, profile: 'work' })).toBe(
      `vigil test-sessions get ${GUID} --profile work --read-only`,
    );
  });
});

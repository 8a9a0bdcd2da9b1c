// Bad input to every option of every command: empty, too long, wrong type, wrong enum and
// injection-like values. Each is refused before anything is sent: exit 2 and one clear sentence
// (see refusal.ts). Table-driven: a row is a command line and, where it helps, what the
// sentence must name.
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { INJECTIONS, LONG, expectRefused } from './refusal.js';

const sandbox = useSandbox({ seed: 71, sessions: 40 });
const GUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

type Row = [string, string[], RegExp?];

/** Values that are wrong for any option expecting a GUID. */
const notGuids = (option: string): Row[] => [
  [`${option} empty`, [option, '']],
  [`${option} too long`, [option, LONG]],
  [`${option} a number`, [option, '42']],
  [`${option} a GUID with a path after it`, [option, `${GUID}/../../v1/checks`]],
  ...INJECTIONS.map((v, i): Row => [`${option} injection ${i}`, [option, v]]),
];

/** Values that are wrong for an option taking one of `allowed`. */
const notEnums = (option: string, allowed: RegExp): Row[] => [
  [`${option} empty`, [option, ''], allowed],
  [`${option} too long`, [option, LONG], allowed],
  [`${option} a number`, [option, '3'], allowed],
  [`${option} unknown word`, [option, 'bogus'], allowed],
  ...INJECTIONS.map((v, i): Row => [`${option} injection ${i}`, [option, v], allowed]),
];

/** Values that are wrong for an option taking a whole number in a range. */
const notCounts = (option: string): Row[] => [
  [`${option} empty`, [option, '']],
  [`${option} too long`, [option, '9'.repeat(400)]],
  [`${option} a word`, [option, 'ten']],
  [`${option} negative`, [option, '-1']],
  [`${option} a fraction`, [option, '2.5']],
  [`${option} exponent`, [option, '1e2']],
  [`${option} hex`, [option, '0x10']],
  [`${option} huge`, [option, '100000000000000000000']],
  [`${option} missing its value`, [option]],
  ...INJECTIONS.map((v, i): Row => [`${option} injection ${i}`, [option, v]]),
];

/** Boolean flags given a value, and unknown options, for every command. */
const strictFlags = (flags: string[]): Row[] => [
  ...flags.map((f): Row => [`${f}=yes`, [`${f}=yes`], /takes no value/]),
  ['an unknown option', ['--bogus'], /unknown option --bogus/],
  ['an unknown option with a value', ['--password=hunter2'], /unknown option --password/],
  ['an unknown short option', ['-Z']],
];

const TABLE: Record<string, { prefix: string[]; rows: () => Row[] }> = {
  login: {
    prefix: ['login'],
    rows: () => {
      const s = sandbox();
      const ok = {
        key: ['--api-key', s.apiKey],
        account: ['--account-id', s.accountId],
        base: ['--base-url', s.baseUrl],
      };
      return [
        ['--api-key empty', ['--api-key', '', ...ok.account, ...ok.base]],
        ['--api-key with spaces', ['--api-key', 'abc def', ...ok.account, ...ok.base], /spaces or control characters/],
        ['--api-key with a line break', ['--api-key', 'abc\r\nX-Injected: 1', ...ok.account, ...ok.base]],
        ['--api-key with an escape', ['--api-key', 'abc\u001b[2J', ...ok.account, ...ok.base]],
        ['--api-key - with empty stdin', ['--api-key', '-', ...ok.account, ...ok.base], /stdin was empty/],
        ...notGuids('--account-id').map(
          ([n, [o, v]]): Row => [n, [...ok.key, o!, ...(v === undefined ? [] : [v]), ...ok.base]],
        ),
        ['--base-url empty', [...ok.key, ...ok.account, '--base-url', '']],
        ['--base-url not a URL', [...ok.key, ...ok.account, '--base-url', 'not a url']],
        ['--base-url too long', [...ok.key, ...ok.account, '--base-url', `http://${LONG}`]],
        ['--base-url ftp', [...ok.key, ...ok.account, '--base-url', 'ftp://example.com'], /https:\/\/ or http:\/\//],
        ['--base-url javascript', [...ok.key, ...ok.account, '--base-url', 'javascript:alert(1)']],
        [
          '--base-url with a password',
          [...ok.key, ...ok.account, '--base-url', 'https://u:p@example.com'],
          /user name or password/,
        ],
        ['--base-url with a query', [...ok.key, ...ok.account, '--base-url', 'https://example.com/?a=1']],
        ['--base-url ending in /v1', [...ok.key, ...ok.account, '--base-url', 'https://example.com/v1'], /\/v1/],
        ['--base-url with an escape', [...ok.key, ...ok.account, '--base-url', 'https://exa\u001bmple.com']],
        ['--profile empty', [...ok.key, ...ok.account, ...ok.base, '--profile', '']],
        ['--profile too long', [...ok.key, ...ok.account, ...ok.base, '--profile', 'p'.repeat(65)]],
        ['--profile a path', [...ok.key, ...ok.account, ...ok.base, '--profile', '../../etc/passwd']],
        ['--profile with a space', [...ok.key, ...ok.account, ...ok.base, '--profile', 'my work']],
        ['--profile an escape', [...ok.key, ...ok.account, ...ok.base, '--profile', '\u001b[2J']],
        ['an extra argument', ['extra', ...ok.key]],
        ...strictFlags([]),
      ];
    },
  },
  logout: {
    prefix: ['logout'],
    rows: () => [['an extra argument', ['default']], ['--profile a path', ['--profile', '../x']], ...strictFlags([])],
  },
  whoami: { prefix: ['whoami'], rows: () => [['an extra argument', ['me']], ...strictFlags(['--json'])] },
  api: {
    prefix: ['api'],
    rows: () => [
      ['no endpoint', [], /endpoint/],
      ['an empty endpoint', ['']],
      ['two endpoints', ['/v1/checks', '/v1/check-groups']],
      ['an endpoint with a space', ['/v1/checks list']],
      ['an endpoint with a line break', ['/v1/checks\r\nX-Injected: 1']],
      ['an endpoint with an escape', ['/v1/\u001b[2J']],
      ['an endpoint with a fragment', ['/v1/checks#x']],
      ['an absolute URL', ['https://evil.example/v1/checks'], /not a full URL/],
      ['-X empty', ['/v1/checks', '-X', '']],
      ['-X unknown', ['/v1/checks', '-X', 'TRACE'], /GET, POST, PUT, PATCH, DELETE/],
      ['-X too long', ['/v1/checks', '-X', LONG]],
      ['-X with a line break', ['/v1/checks', '-X', 'GET\r\nX: 1']],
      ['-F empty', ['/v1/checks', '-F', '']],
      ['-F no key', ['/v1/checks', '-F', '=x']],
      ['-F no equals', ['/v1/checks', '-F', 'activated']],
      ['-F too long, no equals', ['/v1/checks', '-F', LONG]],
      ['-F bad JSON', ['/v1/checks', '-F', 'a:={not json']],
      ['-F bad key', ['/v1/checks', '-F', 'a[b=1']],
      ['-F conflicting keys', ['/v1/checks', '-X', 'POST', '-F', 'a=1', '-F', 'a[b]=2']],
      ['-F with an escape in the key', ['/v1/checks', '-F', '\u001b[2J']],
      ['-H empty', ['/v1/checks', '-H', '']],
      ['-H no colon', ['/v1/checks', '-H', 'Accept']],
      ['-H too long, no colon', ['/v1/checks', '-H', LONG]],
      ['-H bad name', ['/v1/checks', '-H', 'Bad Name: x']],
      ['-H a line break in the value', ['/v1/checks', '-H', 'X-A: b\r\nX-Injected: 1']],
      ['-H Authorization', ['/v1/checks', '-H', 'Authorization: Bearer x'], /cannot be set/],
      ['-H Host', ['/v1/checks', '-H', 'Host: evil.example'], /cannot be set/],
      ['--input empty', ['/v1/checks', '-X', 'POST', '--input', '']],
      [
        '--input missing file',
        ['/v1/checks', '-X', 'POST', '--input', '/nonexistent/vigil-input.json'],
        /cannot be read/,
      ],
      ['--input a directory', ['/v1/checks', '-X', 'POST', '--input', '/']],
      ['--input with -F', ['/v1/checks', '--input', '-', '-F', 'a=1']],
      ['--input on a GET', ['/v1/checks', '-X', 'GET', '--input', '-']],
      ['--jq empty', ['/v1/checks', '--jq', ' ']],
      ['--paginate on a POST', ['/v1/checks', '--paginate', '-X', 'POST']],
      ['--paginate with -i', ['/v1/checks', '--paginate', '-i']],
      ['-X missing its value', ['/v1/checks', '-X']],
      ...strictFlags(['--include', '--verbose', '--paginate']),
    ],
  },
  'test-sessions list': {
    prefix: ['test-sessions', 'list'],
    rows: () => [
      ...notCounts('--limit'),
      ['--limit 0', ['--limit', '0'], /1 to 100/],
      ['--limit 101', ['-l', '101'], /1 to 100/],
      ['--cursor empty', ['--cursor', '']],
      ['--cursor blank', ['--cursor', '   ']],
      ...['--from', '--to'].flatMap((o): Row[] => [
        [`${o} empty`, [o, '']],
        [`${o} a word`, [o, 'yesterday'], /ISO date/],
        [`${o} too long`, [o, LONG]],
        [`${o} not a real date`, [o, '2024-02-31'], /real date/],
        [`${o} milliseconds`, [o, '1700000000000'], /milliseconds/],
        [`${o} negative`, [o, '-5']],
        ...INJECTIONS.map((v, i): Row => [`${o} injection ${i}`, [o, v]]),
      ]),
      ['--from after --to', ['--from', '2024-05-02', '--to', '2024-05-01'], /before --to/],
      ...notEnums('--status', /running, failed, passed, cancelled/).filter(([n]) => !n.endsWith('empty')),
      ['--status one of a list is wrong', ['--status', 'failed,bogus'], /bogus/],
      ...notEnums('--provider', /github, vercel, api, trigger, pw_reporter/).filter(([n]) => !n.endsWith('empty')),
      ['--provider gitlab', ['--provider', 'gitlab']],
      ['--branch empty', ['--branch', '']],
      ['--user empty', ['--user', ' ']],
      ['--search too short', ['--search', 'ab'], /3 to 200/],
      ['--search too long', ['-s', 's'.repeat(201)], /3 to 200/],
      ['--search far too long', ['-s', LONG], /3 to 200/],
      ['--search empty', ['-s', ''], /--search needs a value/],
      ...notGuids('--error-group'),
      ...notEnums('-o', /table, json, md/),
      ['an extra argument', ['now']],
      ...strictFlags(['--no-users']),
    ],
  },
  'test-sessions get': {
    prefix: ['test-sessions', 'get'],
    rows: () => [
      ['no ID', [], /session ID/],
      ['two IDs', [GUID, GUID]],
      ...notGuids('').map(([n, [, v]]): Row => [`the ID: ${n.trim()}`, v === undefined ? [] : [v]]),
      ...notGuids('--result').map(([n, args]): Row => [n, [GUID, ...args]]),
      ...notGuids('--error-group').map(([n, args]): Row => [n, [GUID, ...args]]),
      ['--result and --error-group', [GUID, '--result', GUID, '--error-group', GUID], /one of them/],
      ...notCounts('--error-groups-limit').map(([n, args]): Row => [n, [GUID, ...args]]),
      ['--error-groups-limit 101', [GUID, '--error-groups-limit', '101']],
      ...notEnums('-o', /detail, json, md/).map(([n, args, m]): Row => [n, [GUID, ...args], m!]),
      ['-o table (a list format)', [GUID, '-o', 'table'], /detail, json, md/],
      ...strictFlags(['--full-error', '--watch']).map(
        ([n, args, m]): Row => [n, [GUID, ...args], ...(m ? [m] : [])] as Row,
      ),
    ],
  },
  'incident-update': {
    prefix: ['incident-update'],
    rows: () => {
      const f = sandbox().fixtures;
      const id = f.incidentId;
      return [
        ['no ID', ['--description', 'x'], /incident ID/],
        ['two IDs', [id, id, '--description', 'x']],
        ...notGuids('').map(
          ([n, [, v]]): Row => [`the ID: ${n.trim()}`, [...(v === undefined ? [] : [v]), '--description', 'x']],
        ),
        ['no description', [id], /--description is required/],
        ['an empty description', [id, '--description', ''], /--description/],
        ['a blank description', [id, '-d', '   \t '], /--description/],
        ['--description missing its value', [id, '--description']],
        ...notEnums('--status', /investigating, identified, monitoring, resolved/).map(
          ([n, args, m]): Row => [n, [id, '-d', 'x', ...args], m!],
        ),
        ['--date empty', [id, '-d', 'x', '--date', '']],
        ['--date a word', [id, '-d', 'x', '--date', 'now'], /ISO 8601/],
        ['--date a date without a time', [id, '-d', 'x', '--date', '2024-05-01']],
        ['--date not a real date', [id, '-d', 'x', '--date', '2024-02-31T12:00:00Z']],
        ['--date too long', [id, '-d', 'x', '--date', LONG]],
        ...INJECTIONS.map((v, i): Row => [`--date injection ${i}`, [id, '-d', 'x', '--date', v]]),
        ...notEnums('-o', /text, json/).map(([n, args, m]): Row => [n, [id, '-d', 'x', ...args], m!]),
        ...strictFlags(['--notify']).map(
          ([n, args, m]): Row => [n, [id, '-d', 'x', ...args], ...(m ? [m] : [])] as Row,
        ),
      ];
    },
  },
  'members remove': {
    prefix: ['members', 'remove'],
    rows: () => {
      const user = sandbox().fixtures.removableUserId;
      return [
        ['no user ID', ['--yes'], /user ID/],
        ['two user IDs', [user, user, '--yes']],
        ['an email instead of a user ID', ['jane@example.com', '--yes'], /GUID/],
        ...notGuids('').map(
          ([n, [, v]]): Row => [`the user ID: ${n.trim()}`, [...(v === undefined ? [] : [v]), '--yes']],
        ),
        ...notGuids('--account').map(([n, args]): Row => [n, [user, '--yes', ...args]]),
        ['no --yes and no terminal', [user], /--yes/],
        ...strictFlags(['--yes']).map(([n, args, m]): Row => [n, [user, ...args], ...(m ? [m] : [])] as Row),
      ];
    },
  },
  sandbox: {
    prefix: ['sandbox'],
    rows: () => [
      ...['--port', '--seed', '--checks', '--groups', '--sessions', '--latency'].flatMap((o) => notCounts(o)),
      ['--port out of range', ['--port', '70000'], /0 to 65535/],
      ['--checks below the minimum', ['--checks', '5']],
      ['--fail-rate empty', ['--fail-rate', '']],
      ['--fail-rate above 1', ['--fail-rate', '1.5'], /0 to 1/],
      ['--fail-rate negative', ['--fail-rate', '-0.1']],
      ['--fail-rate a word', ['--fail-rate', 'half']],
      ['--fail-rate NaN', ['--fail-rate', 'NaN']],
      ['--fail-rate Infinity', ['--fail-rate', 'Infinity']],
      ['--host empty', ['--host', ' ']],
      ['--state empty', ['--state', '']],
      ['an extra argument', ['now']],
      ...strictFlags(['--json']),
    ],
  },
};

describe.each(Object.entries(TABLE))('%s', (_name, { prefix, rows }) => {
  it('refuses every bad value before sending anything', async () => {
    // Every row runs; the failures are listed together.
    const failures: string[] = [];
    for (const [what, args, message] of rows()) {
      await expectRefused(sandbox(), [...prefix, ...args], message ? { message } : {}).catch((e: unknown) => {
        failures.push(`${what}: ${(e as Error).message.split('\n')[0]}`);
      });
    }
    expect(failures).toEqual([]);
  });
});

describe('global options and the environment', () => {
  it('refuses bad global flags and bad VIGIL_* values for every command', async () => {
    const commands = [
      ['whoami'],
      ['test-sessions', 'list'],
      ['api', '/v1/checks'],
      ['incident-update', GUID, '-d', 'x'],
      ['members', 'remove', GUID, '--yes'],
    ];
    const globals: Row[] = [
      ['--profile empty', ['--profile', '']],
      ['--profile missing', ['--profile']],
      ['--profile too long', ['--profile', 'p'.repeat(200)]],
      ['--profile a path', ['--profile', '../../../etc']],
      ['--profile injection', ['--profile', '$(id)']],
      ['--read-only=true', ['--read-only=true'], /takes no value/],
    ];
    for (const command of commands) {
      for (const [what, flags, message] of globals) {
        await expectRefused(sandbox(), [...flags, ...command], message ? { message } : {}).catch((e: unknown) => {
          throw new Error(`${command.join(' ')}: ${what}: ${(e as Error).message}`);
        });
      }
      const envs: Array<[string, Record<string, string>]> = [
        ['VIGIL_PROFILE a path', { VIGIL_PROFILE: '../x' }],
        ['VIGIL_API_KEY with a space', { VIGIL_API_KEY: 'a b' }],
        ['VIGIL_API_KEY with a line break', { VIGIL_API_KEY: 'a\r\nX-Injected: 1' }],
        ['VIGIL_ACCOUNT_ID not a GUID', { VIGIL_ACCOUNT_ID: 'acme' }],
        ['VIGIL_BASE_URL not a URL', { VIGIL_BASE_URL: 'localhost:4010' }],
        ['VIGIL_BASE_URL with a password', { VIGIL_BASE_URL: 'http://u:p@127.0.0.1:1' }],
      ];
      for (const [what, env] of envs) {
        if (command[0] === 'whoami' && what.startsWith('VIGIL_API_KEY')) continue;
        await expectRefused(sandbox(), command, { env }).catch((e: unknown) => {
          throw new Error(`${command.join(' ')}: ${what}: ${(e as Error).message}`);
        });
      }
    }
  });

  it('refuses unknown commands and subcommands, however odd', async () => {
    for (const argv of [
      ['bogus'],
      [LONG],
      ['\u001b[2J'],
      ['test-sessions'],
      ['test-sessions', 'delete'],
      ['members'],
      ['members', 'add', GUID],
      ['--bogus'],
      ['-x'],
    ]) {
      await expectRefused(sandbox(), argv);
    }
  });
});

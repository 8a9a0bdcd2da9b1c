// `vigil test-sessions list` options: parsed and checked before any request (usage error, exit
// 2, with the allowed values named), mapped to the query of GET /v1/test-sessions, and turned
// back into the command line for the next page.
import type { TestSessionsParams } from '../../client/index.js';
import { guidError, searchLengthError, timeOrderError } from '../../format/session-filters.js';
import {
  CLI_PROVIDERS,
  CLI_STATUSES,
  parseProvider,
  parseStatus,
  type SessionProviderValue,
  type SessionStatusValue,
} from '../../format/status.js';
import { parseTimeInput } from '../../format/time.js';
import { UsageError } from '../errors.js';
import { defineOptions, parseOptions } from '../shared/options.js';

const DEFAULT_LIMIT = 20;

export const options = defineOptions({
  limit: {
    type: 'number',
    short: 'l',
    valueName: 'N',
    min: 1,
    max: 100,
    default: DEFAULT_LIMIT,
    description: 'sessions per page',
  },
  cursor: {
    type: 'text',
    valueName: 'CURSOR',
    description: 'the next page: the cursor printed under the previous page',
  },
  from: {
    type: 'text',
    valueName: 'TIME',
    description:
      'created at or after TIME: an ISO date (2024-05-01, 2024-05-01T14:00Z; no zone means UTC) or Unix seconds',
  },
  to: { type: 'text', valueName: 'TIME', description: 'created before TIME' },
  status: { type: 'text', valueName: 'S', multiple: 'list', values: CLI_STATUSES, description: 'the status' },
  branch: { type: 'text', valueName: 'NAME', multiple: 'list', description: 'Git branch' },
  user: { type: 'text', valueName: 'ID', multiple: 'list', description: 'commit owner or invoking user' },
  'no-users': { type: 'flag', description: 'sessions with no commit owner and no invoking user' },
  provider: {
    type: 'text',
    valueName: 'P',
    multiple: 'list',
    values: CLI_PROVIDERS,
    aliases: { 'pw-reporter': 'pw_reporter' },
    description: 'where the session came from',
  },
  search: {
    type: 'text',
    short: 's',
    valueName: 'TEXT',
    description: "search the sessions' text fields (3 to 200 characters)",
  },
  'error-group': { type: 'text', valueName: 'ID', description: 'sessions that hit this error group' },
  output: {
    type: 'text',
    short: 'o',
    valueName: 'FORMAT',
    values: ['table', 'json', 'md', 'tsv'],
    aliases: { markdown: 'md' },
    default: 'table',
    defaultText: 'table on a terminal, tsv in a pipe',
    description:
      'how to print the list (a table fits the terminal; tsv is whole values, tab-separated; json is {data, ' +
      'pagination})',
  },
});

export type ListOutput = (typeof options.output.values)[number];

export interface ListOptions {
  limit: number;
  /** True when --limit was given (so the next-page command repeats it). */
  limitGiven: boolean;
  cursor: string | undefined;
  /** Unix seconds, and the text as typed (for the next-page command). */
  from: { seconds: number; text: string } | undefined;
  to: { seconds: number; text: string } | undefined;
  statuses: SessionStatusValue[];
  branches: string[];
  users: string[];
  noUsers: boolean;
  providers: SessionProviderValue[];
  search: string | undefined;
  errorGroup: string | undefined;
  output: ListOutput;
  outputGiven: boolean;
}

function parseTime(option: string, text: string | undefined): { seconds: number; text: string } | undefined {
  if (text === undefined) return undefined;
  const parsed = parseTimeInput(text);
  if ('error' in parsed) throw new UsageError(`${option}: ${parsed.error}`);
  return { seconds: parsed.seconds, text };
}

export function parseGuid(option: string, text: string | undefined, what: string): string | undefined {
  if (text === undefined) return undefined;
  const error = guidError(text, what);
  if (error) throw new UsageError(`${option} ${error}`);
  return text.trim();
}

export function parseListOptions(argv: string[]): ListOptions {
  const { values, given } = parseOptions('test-sessions list', options, argv);
  const search = values.search;
  const searchError = search === undefined ? undefined : searchLengthError(search);
  if (searchError) throw new UsageError(`--search ${searchError}`);

  const from = parseTime('--from', values.from);
  const to = parseTime('--to', values.to);
  const orderError = from && to ? timeOrderError(from, to, { from: '--from', to: '--to' }) : undefined;
  if (orderError) throw new UsageError(orderError);

  return {
    limit: values.limit,
    limitGiven: given.has('limit'),
    cursor: values.cursor,
    from,
    to,
    statuses: values.status.map((s) => parseStatus(s)!),
    branches: values.branch,
    users: values.user,
    noUsers: values['no-users'],
    providers: values.provider.map((p) => parseProvider(p)!),
    search,
    errorGroup: parseGuid('--error-group', values['error-group'], 'a test-session error group ID'),
    output: values.output,
    outputGiven: given.has('output'),
  };
}

/** The query of GET /v1/test-sessions (api-contract.md, "Test sessions"). */
export function toQuery(options: ListOptions): TestSessionsParams {
  const q: TestSessionsParams = { limit: options.limit };
  if (options.cursor !== undefined) q.nextId = options.cursor;
  if (options.from) q.from = options.from.seconds;
  if (options.to) q.to = options.to.seconds;
  if (options.statuses.length) q.statuses = options.statuses;
  if (options.branches.length) q.branches = options.branches;
  if (options.users.length) q.users = options.users;
  if (options.noUsers) q.noUsers = true;
  if (options.providers.length) q.providers = options.providers;
  if (options.search !== undefined) q.textSearch = options.search;
  if (options.errorGroup !== undefined) q.errorGroupId = options.errorGroup;
  return q;
}

/** The same filters as command-line words (unquoted), with `--cursor` set to `cursor`. */
export function listArgs(options: ListOptions, cursor: string | undefined): string[] {
  const args: string[] = [];
  if (cursor !== undefined) args.push('--cursor', cursor);
  if (options.limitGiven) args.push('--limit', String(options.limit));
  if (options.from) args.push('--from', options.from.text);
  if (options.to) args.push('--to', options.to.text);
  if (options.statuses.length) args.push('--status', options.statuses.map((s) => s.toLowerCase()).join(','));
  if (options.branches.length) args.push('--branch', options.branches.join(','));
  if (options.users.length) args.push('--user', options.users.join(','));
  if (options.noUsers) args.push('--no-users');
  if (options.providers.length) args.push('--provider', options.providers.map((p) => p.toLowerCase()).join(','));
  if (options.search !== undefined) args.push('--search', options.search);
  if (options.errorGroup !== undefined) args.push('--error-group', options.errorGroup);
  if (options.outputGiven) args.push('--output', options.output);
  return args;
}

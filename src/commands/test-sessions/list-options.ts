// `vigil test-sessions list` options: parsed and checked before any request (usage error, exit
// 2, with the allowed values named), mapped to the query of GET /v1/test-sessions, and turned
// back into the command line for the next page.
import type { TestSessionsParams } from '../../client/index.js';
import { guidError, quoted, searchLengthError, timeOrderError } from '../../format/session-filters.js';
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
import { parseCommandArgs } from '../shared/args.js';

export const LIST_OUTPUTS = ['table', 'json', 'md'] as const;
export type ListOutput = (typeof LIST_OUTPUTS)[number];

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

const DEFAULT_LIMIT = 20;

/** Splits repeated, comma-separated values: `--status failed,running --status passed`. */
function splitList(values: readonly string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

function parseLimit(text: string | undefined, option = '--limit'): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1 || Number(text) > 100) {
    throw new UsageError(`${option} must be a whole number from 1 to 100, not ${quoted(text)}`);
  }
  return Number(text);
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

/** Repeated, comma-separated free text (branches, users): each value trimmed, none empty, no repeats. */
function textList(option: string, values: readonly string[] | undefined): string[] {
  const raw = values ?? [];
  if (raw.some((v) => splitList([v]).length === 0))
    throw new UsageError(`${option} needs a value, not an empty string`);
  return [...new Set(splitList(raw))];
}

export function parseOutput<T extends string>(text: string | undefined, allowed: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  const lower = text.toLowerCase();
  const match = allowed.find((a) => a === lower || (a === 'md' && lower === 'markdown'));
  if (!match) throw new UsageError(`--output must be one of ${allowed.join(', ')}, not ${quoted(text)}`);
  return match;
}

export function parseListOptions(argv: string[]): ListOptions {
  const { values } = parseCommandArgs('test-sessions list', argv, {
    options: {
      limit: { type: 'string', short: 'l' },
      cursor: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      status: { type: 'string', multiple: true },
      branch: { type: 'string', multiple: true },
      user: { type: 'string', multiple: true },
      'no-users': { type: 'boolean' },
      provider: { type: 'string', multiple: true },
      search: { type: 'string', short: 's' },
      'error-group': { type: 'string' },
      output: { type: 'string', short: 'o' },
    },
  });

  const statuses = splitList(values.status).map((s) => {
    const status = parseStatus(s);
    if (!status) throw new UsageError(`--status ${quoted(s)} is not a status: use ${CLI_STATUSES.join(', ')}`);
    return status;
  });
  const providers = splitList(values.provider).map((p) => {
    const provider = parseProvider(p);
    if (!provider) throw new UsageError(`--provider ${quoted(p)} is not a provider: use ${CLI_PROVIDERS.join(', ')}`);
    return provider;
  });

  const search = values.search;
  const searchError = search === undefined ? undefined : searchLengthError(search);
  if (searchError) throw new UsageError(`--search ${searchError}`);

  if (values.cursor !== undefined && values.cursor.trim() === '') {
    throw new UsageError('--cursor needs the cursor printed at the end of the previous page');
  }

  const from = parseTime('--from', values.from);
  const to = parseTime('--to', values.to);
  const orderError = from && to ? timeOrderError(from, to, { from: '--from', to: '--to' }) : undefined;
  if (orderError) throw new UsageError(orderError);

  const limit = parseLimit(values.limit);
  const output = parseOutput(values.output, LIST_OUTPUTS, 'table');
  return {
    limit: limit ?? DEFAULT_LIMIT,
    limitGiven: limit !== undefined,
    cursor: values.cursor,
    from,
    to,
    statuses: [...new Set(statuses)],
    branches: textList('--branch', values.branch),
    users: textList('--user', values.user),
    noUsers: values['no-users'] === true,
    providers: [...new Set(providers)],
    search,
    errorGroup: parseGuid('--error-group', values['error-group'], 'a test-session error group ID'),
    output,
    outputGiven: values.output !== undefined,
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

// `vigil checks list` options, checked before any request (usage error, exit 2).
import type { CheckStatusWord } from '../../format/checks.js';
import { SORT_COLUMNS, SORT_COLUMN_NAMES, STATUS_FILTERS, STATUS_FILTER_NAMES } from '../../format/check-list.js';
import type { SortSpec } from '../../format/check-triage.js';
import { FAILING_FIRST } from '../../format/check-triage.js';
import { quoted } from '../../format/session-filters.js';
import { CLUSTER_BY, type ClusterBy } from '../../format/clusters.js';
import { UsageError } from '../errors.js';
import { parseCommandArgs } from '../shared/args.js';
import { parseListOutput, parseWholeNumber } from '../shared/list-options.js';
import type { ListOutput } from '../shared/list-output.js';

export interface ChecksListOptions {
  statuses: CheckStatusWord[];
  search: string | undefined;
  groupId: number | undefined;
  type: string | undefined;
  tags: string[];
  sort: SortSpec;
  limit: number | undefined;
  output: ListOutput;
  /** --by: the failing and degraded checks in clusters instead of the list. */
  by: ClusterBy | undefined;
  /** --paused-by-me: only checks paused through vigil with this profile, still paused. */
  pausedByMe: boolean;
}

function splitList(values: readonly string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

export function parseChecksListOptions(argv: string[]): ChecksListOptions {
  const { values } = parseCommandArgs('checks list', argv, {
    options: {
      status: { type: 'string', multiple: true },
      search: { type: 'string', short: 's' },
      group: { type: 'string' },
      type: { type: 'string' },
      tag: { type: 'string', multiple: true },
      sort: { type: 'string' },
      reverse: { type: 'boolean', short: 'r' },
      limit: { type: 'string', short: 'l' },
      output: { type: 'string', short: 'o' },
      by: { type: 'string' },
      'paused-by-me': { type: 'boolean' },
    },
  });
  const by = values.by?.trim().toLowerCase();
  if (by !== undefined && !(CLUSTER_BY as readonly string[]).includes(by))
    throw new UsageError(
      `--by groups failing checks by ${CLUSTER_BY.join(', ')}; ${quoted(values.by ?? '')} is none of them`,
    );
  const statuses = splitList(values.status).map((s) => {
    const word = Object.hasOwn(STATUS_FILTERS, s.toLowerCase()) ? STATUS_FILTERS[s.toLowerCase()] : undefined;
    if (!word) throw new UsageError(`--status ${quoted(s)} is not a status: use ${STATUS_FILTER_NAMES.join(', ')}`);
    return word;
  });
  let sort: SortSpec = FAILING_FIRST;
  if (values.sort !== undefined) {
    const key = Object.hasOwn(SORT_COLUMNS, values.sort.toLowerCase())
      ? SORT_COLUMNS[values.sort.toLowerCase()]
      : undefined;
    if (!key)
      throw new UsageError(`--sort ${quoted(values.sort)} is not a column: use ${SORT_COLUMN_NAMES.join(', ')}`);
    sort = { key, descending: false };
  }
  if (values.reverse) sort = { ...sort, descending: !sort.descending };
  if (values.search !== undefined && values.search.trim() === '')
    throw new UsageError('--search needs some text, not an empty string');
  if (values.type !== undefined && values.type.trim() === '')
    throw new UsageError('--type needs a check type such as api or browser');
  const tags = splitList(values.tag);
  if (values.tag !== undefined && tags.length === 0) throw new UsageError('--tag needs a tag, not an empty string');
  const groupId =
    values.group === undefined
      ? undefined
      : /^\d{1,15}$/.test(values.group.trim()) && Number(values.group) > 0
        ? Number(values.group)
        : (() => {
            throw new UsageError(
              `--group must be a check group ID (a positive whole number), not ${quoted(values.group)}`,
            );
          })();
  return {
    statuses: [...new Set(statuses)],
    search: values.search?.trim(),
    groupId,
    type: values.type?.trim(),
    tags,
    sort,
    limit: parseWholeNumber('--limit', values.limit, 1, 100_000),
    output: parseListOutput(values.output),
    by: by as ClusterBy | undefined,
    pausedByMe: values['paused-by-me'] === true,
  };
}

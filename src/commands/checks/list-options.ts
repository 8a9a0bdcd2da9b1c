// `vigil checks list` options, checked before any request (usage error, exit 2).
import { CHECK_TYPES } from '../../client/schemas/enum-values.js';
import type { CheckStatusWord } from '../../format/checks.js';
import { SORT_COLUMNS, SORT_COLUMN_NAMES, STATUS_FILTERS, STATUS_FILTER_NAMES } from '../../format/check-list.js';
import type { SortSpec } from '../../format/check-triage.js';
import { FAILING_FIRST } from '../../format/check-triage.js';
import { quoted } from '../../format/session-filters.js';
import { CLUSTER_BY, type ClusterBy } from '../../format/clusters.js';
import { UsageError } from '../errors.js';
import type { ListOutput } from '../shared/list-output.js';
import { LIST_OUTPUT_OPTION } from '../shared/output-options.js';
import { defineOptions, parseOptions } from '../shared/options.js';

export const options = defineOptions({
  status: {
    type: 'text',
    valueName: 'S',
    multiple: 'list',
    values: STATUS_FILTER_NAMES,
    description: 'checks with this status',
  },
  search: { type: 'text', short: 's', valueName: 'TEXT', description: 'checks whose name holds TEXT (any case)' },
  group: { type: 'text', valueName: 'ID', description: 'checks in this check group' },
  type: {
    type: 'text',
    valueName: 'T',
    suggestions: CHECK_TYPES.map((t) => t.toLowerCase()),
    description: 'checks of this type (api, browser, ...; a prefix is enough)',
  },
  tag: { type: 'text', valueName: 'T', multiple: 'list', description: 'checks with any of these tags' },
  sort: {
    type: 'text',
    valueName: 'COL',
    values: SORT_COLUMN_NAMES,
    defaultText: 'status: failing first',
    description: 'the column to sort by',
  },
  reverse: { type: 'flag', short: 'r', description: 'the other way round (with status: paused, then passing, first)' },
  limit: {
    type: 'number',
    short: 'l',
    valueName: 'N',
    min: 1,
    max: 100_000,
    defaultText: 'all',
    description: 'show the first N',
  },
  output: LIST_OUTPUT_OPTION,
  by: {
    type: 'text',
    valueName: 'WHAT',
    values: CLUSTER_BY,
    description:
      'the failing and degraded checks grouped (location of the last run, group, tag, type, host), biggest first, ' +
      'each with its share: "eu-west-1: 41 failing of 220 (19 %)"',
  },
  'paused-by-me': {
    type: 'flag',
    description:
      'only the checks paused through vigil with this profile and still paused, with the command that resumes each',
  },
});

export interface ChecksListOptions {
  statuses: CheckStatusWord[];
  search: string | undefined;
  groupId: number | undefined;
  type: string | undefined;
  tags: string[];
  sort: SortSpec;
  limit: number | undefined;
  /** undefined: not given (a table on a terminal, tsv in a pipe). */
  output: ListOutput | undefined;
  /** --by: the failing and degraded checks in clusters instead of the list. */
  by: ClusterBy | undefined;
  /** --paused-by-me: only checks paused through vigil with this profile, still paused. */
  pausedByMe: boolean;
}

function groupId(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (/^\d{1,15}$/.test(text.trim()) && Number(text) > 0) return Number(text);
  throw new UsageError(`--group must be a check group ID (a positive whole number), not ${quoted(text)}`);
}

export function parseChecksListOptions(argv: string[]): ChecksListOptions {
  const { values } = parseOptions('checks list', options, argv);
  let sort: SortSpec =
    values.sort === undefined ? FAILING_FIRST : { key: SORT_COLUMNS[values.sort]!, descending: false };
  if (values.reverse) sort = { ...sort, descending: !sort.descending };
  return {
    statuses: values.status.map((s) => STATUS_FILTERS[s]!),
    search: values.search?.trim(),
    groupId: groupId(values.group),
    type: values.type?.trim(),
    tags: values.tag,
    sort,
    limit: values.limit,
    output: values.output,
    by: values.by,
    pausedByMe: values['paused-by-me'],
  };
}

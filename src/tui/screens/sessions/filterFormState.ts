// The sessions filter form on the form engine: one field per filter of `vigil test-sessions
// list`, starting from the filters in force, checked with the same rules as the plain command
// before anything is asked for. Enter (or the submit key) applies it at once; nothing is written.
import {
  guidError,
  parseFilterTime,
  searchLengthError,
  splitValues,
  timeOrderError,
} from '../../../format/session-filters.js';
import {
  SESSION_PROVIDERS,
  SESSION_STATUSES,
  type SessionProviderValue,
  type SessionStatusValue,
} from '../../../format/status.js';
import type { FieldName, FieldSpecOf } from '../../forms/fields.js';
import { multiFieldKeymap, toggleFieldKeymap } from '../../forms/formKeys.js';
import type { FormOptions } from '../../forms/formTypes.js';
import { keyOf, keysOf } from '../../keys/commands.js';
import type { SessionFilter, TimeFilter } from './filter.js';

/** The form's values: ticked lists, text as typed, and the switch. */
export type FilterValues = {
  statuses: readonly SessionStatusValue[];
  branches: string;
  providers: readonly SessionProviderValue[];
  users: string;
  noUsers: boolean;
  search: string;
  from: string;
  to: string;
  errorGroupId: string;
};
export type FieldId = FieldName<FilterValues>;

const TIME_HINT = 'a time ago (30m, 2h, 7d), an ISO date (2024-05-01T14:00Z) or Unix seconds';
const CHOICE_HINT =
  `${keyOf(multiFieldKeymap, 'tick')} ticks the choice under the cursor; ` +
  `${keysOf(multiFieldKeymap, 'multi-prev', 'multi-next')} move`;

const choices = (values: readonly string[]) => values.map((v) => ({ value: v, label: v.toLowerCase() }));
const text = (values: FilterValues, id: 'search' | 'from' | 'to' | 'errorGroupId') => values[id].trim();
/** A reason from the plain command's checks as the end of a sentence, or null when there is none. */
const sentence = (reason: string | undefined) => (reason ? `${reason}.` : null);

/** A typed time as the filter keeps it, or the reason it is not one. `now` fixes what "2h" means. */
function timeOf(typed: string, now: number): TimeFilter | { error: string } | undefined {
  if (typed === '') return undefined;
  const parsed = parseFilterTime(typed, now);
  return 'error' in parsed ? { error: `${parsed.error}.` } : { text: typed, seconds: parsed.seconds };
}

const timeCheck = (v: string) => {
  const t = timeOf(v.trim(), Date.now());
  return t && 'error' in t ? t.error : null;
};

/** The fields, holding the filters in force. */
export function filterSpecs(filter: SessionFilter): FieldSpecOf<FilterValues>[] {
  return [
    {
      kind: 'multi',
      name: 'statuses',
      label: 'Status',
      options: choices(SESSION_STATUSES),
      initial: filter.statuses,
      hint: CHOICE_HINT,
    },
    {
      kind: 'text',
      name: 'branches',
      label: 'Branch',
      initial: filter.branches.join(', '),
      hint: 'one or more branches, separated by commas',
    },
    {
      kind: 'multi',
      name: 'providers',
      label: 'Provider',
      options: choices(SESSION_PROVIDERS),
      initial: filter.providers,
      hint: CHOICE_HINT,
    },
    {
      kind: 'text',
      name: 'users',
      label: 'User',
      initial: filter.users.join(', '),
      hint: 'one or more users, separated by commas',
    },
    {
      kind: 'toggle',
      name: 'noUsers',
      label: 'No users',
      initial: filter.noUsers,
      hint: `only sessions that nobody started (${keyOf(toggleFieldKeymap, 'toggle')} switches)`,
    },
    {
      kind: 'text',
      name: 'search',
      label: 'Search',
      initial: filter.search ?? '',
      hint: 'text in the session, 3 to 200 characters',
      validate: (v) => (v.trim() === '' ? null : sentence(searchLengthError(v.trim()))),
    },
    {
      kind: 'text',
      name: 'from',
      label: 'From',
      errorPrefix: 'From: ',
      initial: filter.from?.text ?? '',
      hint: `started at or after: ${TIME_HINT}`,
      validate: timeCheck,
    },
    {
      kind: 'text',
      name: 'to',
      label: 'To',
      errorPrefix: 'To: ',
      initial: filter.to?.text ?? '',
      hint: `started before: ${TIME_HINT}`,
      validate: timeCheck,
    },
    {
      kind: 'text',
      name: 'errorGroupId',
      label: 'Error group',
      initial: filter.errorGroupId ?? '',
      hint: 'an error group ID (GUID)',
      validate: (v) => (v.trim() === '' ? null : sentence(guidError(v.trim(), 'a test-session error group ID'))),
    },
  ];
}

/** The check across fields: a from that is not before the to. */
function orderCheck(values: FilterValues): Readonly<Partial<Record<FieldId, string>>> {
  const now = Date.now();
  const from = timeOf(text(values, 'from'), now);
  const to = timeOf(text(values, 'to'), now);
  if (!from || !to || 'error' in from || 'error' in to) return {};
  const error = timeOrderError(from, to, { from: 'From', to: 'To' });
  return error ? { from: `${error}.` } : {};
}

export const filterOptions: FormOptions<FilterValues> = {
  submit: 'direct',
  enter: 'submit',
  check: orderCheck,
  askBeforeLeaving: true,
  emptyLeaves: false,
  safeToRepeat: true,
  submitText: { description: 'check the filters and show the sessions', footer: 'apply' },
  leaveText: { description: 'close without changing the filters (asks when something changed)', footer: 'cancel' },
};

/** The filters the checked values ask for; times are fixed at `now`, so paging stays on one window. */
export function filterFromValues(values: FilterValues, now: number): SessionFilter {
  const time = (id: 'from' | 'to') => {
    const t = timeOf(text(values, id), now);
    return t && !('error' in t) ? t : undefined;
  };
  const search = text(values, 'search');
  const group = text(values, 'errorGroupId');
  return {
    statuses: values.statuses,
    branches: splitValues(values.branches),
    providers: values.providers,
    users: splitValues(values.users),
    noUsers: values.noUsers,
    search: search === '' ? undefined : search,
    from: time('from'),
    to: time('to'),
    errorGroupId: group === '' ? undefined : group,
  };
}

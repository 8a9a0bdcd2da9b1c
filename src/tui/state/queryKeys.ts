// Every cache key of the TUI, built in one place: loaders, the prefetch and cache updates use
// these, so a key is never spelled twice (and a prefix match is a named predicate, not a guess).

export const queryKeys = {
  account: 'account',
  checkStatuses: 'check-statuses',
  groupNames: 'group-names',
  checksPage: (page: number, size: number) => `checks:page:${page}:${size}`,
  check: (id: string) => `check:${id}`,
  group: (id: number) => `group:${id}`,
  groupChecksPage: (id: number, page: number, size: number) => `group-checks:${id}:page:${page}:${size}`,
  groupCount: (id: number) => `group-count:${id}`,
  incidentsPage: (cursor: string | undefined, size: number) => `incidents:${cursor ?? 'first'}:${size}`,
  incident: (id: string) => `incident:${id}`,
  members: (accountId: string) => `members:${accountId}`,
  alertChannel: (id: number | string) => `alert:${id}`,
  alertChannelsPage: (page: number, size: number) => `alerts:page:${page}:${size}`,
  sessionsPage: (size: number, filter: string, cursor: string | undefined) => `sessions:page:${size}:${filter}:${cursor ?? ''}`,
  session: (id: string) => `sessions:session:${id}`,
  sessionResult: (sessionId: string, resultId: string) => `sessions:result:${sessionId}:${resultId}`,
  errorGroup: (id: string) => `sessions:error-group:${id}`,
} as const;

/** Keys whose data holds checks: a changed check is replaced in each (cacheUpdates). */
export const holdsChecks = {
  checksPage: (key: string) => key.startsWith('checks:page:'),
  groupChecksPage: (key: string) => key.startsWith('group-checks:'),
} as const;

export const ACCOUNT_KEY = queryKeys.account;

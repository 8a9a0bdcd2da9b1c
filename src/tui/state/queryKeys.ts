// Every cache key of the TUI, built in one place: loaders, the prefetch and cache updates use
// these, so a key is never spelled twice and a group of keys is matched by a named prefix.

/** Prefixes shared by the keys of one kind of page (for cache updates and look-ups across pages). */
export const queryKeyPrefixes = {
  checksPage: 'checks:page:',
  groupChecksPage: 'group-checks:',
  groupsPage: 'groups:page:',
  alertChannelsPage: 'alerts:page:',
} as const;

export const queryKeys = {
  account: 'account',
  checkStatuses: 'check-statuses',
  groupNames: 'group-names',
  checksPage: (page: number, size: number) => `${queryKeyPrefixes.checksPage}${page}:${size}`,
  check: (id: string) => `check:${id}`,
  /** A check's last runs (GET /v2/check-results), as the check detail and a run's view read them. */
  checkResults: (id: string) => `check-results:${id}`,
  groupsPage: (page: number, size: number) => `${queryKeyPrefixes.groupsPage}${page}:${size}`,
  group: (id: number) => `group:${id}`,
  groupChecksPage: (id: number, page: number, size: number) =>
    `${queryKeyPrefixes.groupChecksPage}${id}:page:${page}:${size}`,
  groupCount: (id: number) => `group-count:${id}`,
  alertChannelsPage: (page: number, size: number) => `${queryKeyPrefixes.alertChannelsPage}${page}:${size}`,
  alertChannel: (id: number | string) => `alert:${id}`,
  /** The channels a check subscribes to, by ID (each also kept under alertChannel). */
  alertChannelSet: (ids: readonly number[]) => `alert-set:${ids.join(',')}`,
  incidentsPage: (cursor: string | undefined, size: number) => `incidents:${cursor ?? 'first'}:${size}`,
  incident: (id: string) => `incident:${id}`,
  statusPageServices: () => 'status-page-services',
  incidentUpdates: (id: string) => `incident-updates:${id}`,
  members: (accountId: string) => `members:${accountId}`,
  sessionsPage: (size: number, filter: string, cursor: string | undefined) =>
    `sessions:page:${size}:${filter}:${cursor ?? ''}`,
  session: (id: string) => `sessions:session:${id}`,
  sessionResult: (sessionId: string, resultId: string) => `sessions:result:${sessionId}:${resultId}`,
  errorGroup: (id: string) => `sessions:error-group:${id}`,
} as const;

export const ACCOUNT_KEY = queryKeys.account;

// Every check of the account, kept fresh, for every screen: the one place a check lives in the
// TUI. The first answers come from a few requests, sent together, whatever the number of checks:
// /v1/check-statuses (every check's status and name in one answer), the failing and degraded
// checks (`status=` filters) and the group names. Rows are drawn once the statuses and the first
// page of failing checks are in; group names fill in when they come (the cells say grp? until
// then), so the first frame never waits for them. The remaining pages load in the background
// within a quarter of the rate-limit window (LoadBudget). Statuses are asked for again every
// `refreshMs` from the start, whatever screen is shown; a failed refresh keeps the last data and
// says it is stale. A change of status is an event (onCheckStatusChange): the bell listens to it.
// No React here: runTui starts the first requests before Ink loads.
import { ApiError, DEFAULT_RATE_LIMIT, isAbort, type VigilClient } from '../../client/index.js';
import type { CheckStatusSummary, CheckSummary } from '../../client/schemas/index.js';
import { systemClock, type Clock } from '../../client/clock.js';
import { errorLine } from './errorText.js';
import { LoadBudget } from './loadBudget.js';
import { loadGroupInfo, type GroupInfo } from './groupInfo.js';
import { CheckSearch } from './checkSearch.js';
import { statusChange, type CheckStatusChange } from './statusChange.js';
import { ringOnFailing } from './bell.js';
import { DEFAULT_TRIAGE_SETTINGS, type SearchState, type StaleNote, type TriageSettings } from './triageSettings.js';
import { loadEveryPage } from './pages.js';
import { CheckRows } from './checkRows.js';

export type { CheckStatusChange } from './statusChange.js';

/** A pause or a resume sent but not yet answered: shown at once, taken back if it fails. */
export interface PendingChange {
  activated: boolean;
}

/** Whether two statuses of a check say the same (every field a summary keeps). */
function sameStatus(a: CheckStatusSummary, b: CheckStatusSummary): boolean {
  for (const key of Object.keys(b) as (keyof CheckStatusSummary)[]) if (a[key] !== b[key]) return false;
  return Object.keys(a).length === Object.keys(b).length;
}

/** Redraws while pages arrive in the background: at most this often. */
const FILL_NOTIFY_MS = 200;
const PAGE_SIZE = 100;

export class CheckIndex {
  readonly checks = new Map<string, CheckSummary>();
  readonly pending = new Map<string, PendingChange>();
  statuses: Map<string, CheckStatusSummary> | undefined;
  groups: Map<number, GroupInfo> | undefined;
  /** Why the group names could not be loaded (retried at each refresh). */
  groupsError: string | undefined;
  /** The server's count of checks, from a page's content-range. */
  total: number | null = null;
  complete = false;
  updatedAt: number | undefined;
  stale: StaleNote | undefined;
  /** The first load failed (nothing to show yet). */
  error: unknown;
  newlyFailing = new Set<string>();
  readonly budget: LoadBudget;
  readonly clock: Clock;
  /** The rows screens draw, made again only for what changed. */
  readonly rows: CheckRows = new CheckRows(this);
  version = 0;

  private readonly listeners = new Set<() => void>();
  private readonly statusListeners = new Set<(change: CheckStatusChange) => void>();
  private started = false;
  /** The first page of failing checks answered (or failed): the top rows are whole. */
  private failingAnswered = false;
  private refreshTimer: unknown;
  private notifyTimer: unknown;
  private readonly controller = new AbortController();
  private refreshing: Promise<void> | undefined;
  private refreshAgain: Promise<void> | undefined;
  private readonly searcher: CheckSearch;

  constructor(
    private readonly client: VigilClient,
    readonly settings: TriageSettings = DEFAULT_TRIAGE_SETTINGS,
    clock: Clock = systemClock,
  ) {
    this.clock = clock;
    const rate = settings.rateLimit ?? DEFAULT_RATE_LIMIT;
    this.budget = new LoadBudget({
      limit: rate.limit,
      windowMs: rate.windowMs,
      share: settings.share ?? 0.25,
      now: () => clock.now(),
    });
    this.searcher = new CheckSearch(
      client,
      (items) => {
        this.merge(items);
        this.changed();
      },
      clock,
    );
    if (settings.bell) ringOnFailing(this, settings.ring ?? (() => process.stdout.write('\u0007')));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  /**
   * Called after each refresh that changed a status: the checks that turned failing and those
   * that recovered. The bell listens here; so can change tracking and desktop notifications.
   */
  onCheckStatusChange(listener: (change: CheckStatusChange) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  get search(): SearchState {
    return this.searcher.state;
  }

  changed(): void {
    if (this.notifyTimer !== undefined) this.clock.clearTimer(this.notifyTimer);
    this.notifyTimer = undefined;
    this.version++;
    for (const l of this.listeners) l();
  }

  /** A change from the background: redrawn with the next ones, at most every FILL_NOTIFY_MS. */
  changedLater(): void {
    if (this.notifyTimer !== undefined) return;
    this.notifyTimer = this.clock.setTimer(() => this.changed(), FILL_NOTIFY_MS, false);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /**
   * Start (at most once): the first requests (statuses, failing, degraded, group names), the
   * background pages after them, and the refresh timer, which runs whatever screen is shown.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    const statuses = this.loadStatuses();
    const alerting = Promise.all([this.loadFiltered('failing'), this.loadFiltered('degraded')]);
    void this.loadGroups();
    // The background pages wait for the first answers: they must not slow them down.
    void Promise.allSettled([statuses, alerting]).then(() => loadEveryPage(this.client, this, PAGE_SIZE));
    this.scheduleRefresh();
  }

  /**
   * The Checks screen is shown: data older than the refresh interval is asked for again at once
   * (a refresh may have failed, or been held back while the budget was spent).
   */
  shown(): void {
    this.start();
    const every = this.settings.refreshMs;
    if (every === null || this.updatedAt === undefined) return;
    if (this.clock.now() - this.updatedAt >= every) void this.refresh();
  }

  close(): void {
    this.controller.abort();
    this.searcher.cancel();
    for (const t of [this.refreshTimer, this.notifyTimer]) if (t !== undefined) this.clock.clearTimer(t);
    this.refreshTimer = undefined;
  }

  private scheduleRefresh(): void {
    const every = this.settings.refreshMs;
    if (every === null || this.signal.aborted) return;
    this.refreshTimer = this.clock.setTimer(
      () => {
        void this.refresh().finally(() => this.scheduleRefresh());
      },
      every,
      false,
    );
  }

  private async loadStatuses(): Promise<void> {
    try {
      this.acceptStatuses(await this.client.listCheckStatusSummaries({ signal: this.signal }), false);
      this.error = undefined;
    } catch (e) {
      if (isAbort(e)) return;
      this.error = e;
    }
    this.changed();
  }

  private acceptStatuses(list: CheckStatusSummary[], compare: boolean): void {
    const before = this.statuses;
    const next = new Map<string, CheckStatusSummary>();
    // A status that says what it said before stays the same object: its row is kept (CheckRows),
    // so a refresh remakes only the rows of checks whose status moved.
    for (const s of list) {
      const old = before?.get(s.checkId);
      next.set(s.checkId, old !== undefined && sameStatus(old, s) ? old : s);
    }
    const change = compare && before ? statusChange(before, next, this.clock.now()) : undefined;
    this.statuses = next;
    this.newlyFailing = new Set(change?.turnedFailing ?? []);
    this.updatedAt = this.clock.now();
    this.stale = undefined;
    if (change && (change.turnedFailing.length > 0 || change.recovered.length > 0))
      for (const l of this.statusListeners) l(change);
  }

  merge(items: readonly CheckSummary[]): void {
    for (const c of items) this.checks.set(c.id, c);
  }

  private async loadFiltered(status: 'failing' | 'degraded'): Promise<void> {
    try {
      const page = await this.client.listCheckSummaries({ status, limit: PAGE_SIZE }, { signal: this.signal });
      this.merge(page.items);
    } catch (e) {
      if (isAbort(e)) return;
      // The statuses still say which checks fail; the background pages bring their details.
    }
    if (status === 'failing') this.failingAnswered = true;
    this.changed();
  }

  private async loadGroups(): Promise<void> {
    try {
      this.groups = await loadGroupInfo(this.client, this.signal);
      this.groupsError = undefined;
    } catch (e) {
      if (isAbort(e)) return;
      // Rows say the group is not known (grp?) until a refresh brings the names.
      this.groupsError = e instanceof ApiError ? `HTTP ${e.status}` : errorLine(e).replace(/\.$/, '');
    }
    this.changed();
  }

  /**
   * The first screen can draw rows: the statuses are in (every check's status and name: rows
   * sorted failing first) and the first page of failing checks answered or failed (the top rows
   * whole). The group names need not be in: rows say grp? until they are (groupsLoading).
   */
  firstAnswersIn(): boolean {
    return this.statuses !== undefined && this.failingAnswered;
  }

  /** The group names are asked for and have not answered yet. */
  groupsLoading(): boolean {
    return this.groups === undefined && this.groupsError === undefined;
  }

  /** Ask for every status again (and the group names if they failed); rings with --bell. */
  refresh(): Promise<void> {
    if (this.refreshing) {
      // Asked again while one runs (`r` once the server is back): the answer on its way may
      // predate the ask, so one more runs after it (however many asks came meanwhile).
      this.refreshAgain ??= this.refreshing.then(() => {
        this.refreshAgain = undefined;
        return this.refresh();
      });
      return this.refreshAgain;
    }
    this.refreshing = this.refreshOnce().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refreshOnce(): Promise<void> {
    if (this.signal.aborted) return;
    try {
      if (this.client.rateLimitRemaining() < 2)
        throw new Error('the rate limit is used up; the next refresh tries again');
      const groups = this.groups === undefined ? this.loadGroups() : undefined;
      const list = await this.client.listCheckStatusSummaries({ signal: this.signal });
      this.acceptStatuses(list, true);
      await groups;
      // Until every page is in, the failing checks' details come from the filter.
      if (!this.complete && [...this.newlyFailing].some((id) => !this.checks.has(id)))
        await this.loadFiltered('failing');
    } catch (e) {
      if (isAbort(e)) return;
      this.stale = { at: this.clock.now(), reason: errorLine(e) };
    }
    this.changed();
  }

  /** The `/` text: until every check is in, the server's name search brings the matches' details. */
  setSearch(text: string): void {
    this.searcher.set(text, this.complete);
  }

  /** A check loaded on its own (a write needs its state now): kept with the others. */
  accept(check: CheckSummary): void {
    this.checks.set(check.id, { ...this.checks.get(check.id), ...check });
    this.changed();
  }

  /** A check the server just returned (a pause or a resume) replaces its old copy. */
  replace(check: Pick<CheckSummary, 'id' | 'activated' | 'muted' | 'name'>): void {
    const known = this.checks.get(check.id);
    if (!known) return;
    this.checks.set(check.id, { ...known, activated: check.activated, muted: check.muted, name: check.name });
    this.changed();
  }

  setPending(id: string, change: PendingChange | undefined): void {
    if (change) this.pending.set(id, change);
    else this.pending.delete(id);
    this.changed();
  }

  /** A check as it is to be shown: what the server said, with a pause not yet answered over it. */
  current(id: string): CheckSummary | undefined {
    const known = this.checks.get(id);
    const p = this.pending.get(id);
    return known && p ? { ...known, activated: p.activated } : known;
  }

  /** How many checks there are: the server's count, else the statuses' (every check has one). */
  count(): number {
    return Math.max(this.total ?? 0, this.statuses?.size ?? 0, this.checks.size);
  }
}

// Every check of the account, kept fresh, for triage. The first answers come from a few requests
// whatever the number of checks: /v1/check-statuses (every check's status and name in one
// answer) and the failing and degraded checks (`status=` filters). The remaining pages load in
// the background within a quarter of the rate-limit window (LoadBudget), filling in as they
// arrive. Statuses are asked for again every `refreshMs`; a failed refresh keeps the last data
// and says it is stale. No React here: runTui starts the first requests before Ink loads.
import { DEFAULT_RATE_LIMIT, isAbort, type VigilClient } from '../../../client/index.js';
import type { CheckStatusSummary, CheckSummary } from '../../../client/schemas/index.js';
import { errorLine } from '../../components/errorText.js';
import { LoadBudget } from './loadBudget.js';
import { failing, loadGroupInfo, type GroupInfo } from './groupInfo.js';
import { DEFAULT_TRIAGE_SETTINGS, type SearchState, type StaleNote, type TriageSettings } from './triageSettings.js';

export type { SearchState, StaleNote, TriageSettings } from './triageSettings.js';

export type { GroupInfo } from './groupInfo.js';
export { groupAlertCounts } from './groupInfo.js';

const PAGE_SIZE = 100;
const CONCURRENCY = 2;
/** Redraws while pages arrive in the background: at most this often. */
const FILL_NOTIFY_MS = 200;
const SEARCH_DEBOUNCE_MS = 120;

export class CheckIndex {
  readonly checks = new Map<string, CheckSummary>();
  statuses: Map<string, CheckStatusSummary> | undefined;
  groups: Map<number, GroupInfo> | undefined;
  /** The server's count of checks, from a page's content-range. */
  total: number | null = null;
  complete = false;
  updatedAt: number | undefined;
  stale: StaleNote | undefined;
  /** The first load failed (nothing to show yet). */
  error: unknown;
  newlyFailing = new Set<string>();
  search: SearchState = { text: '', total: null, loading: false };
  readonly budget: LoadBudget;
  version = 0;

  private readonly listeners = new Set<() => void>();
  private users = 0;
  private started = false;
  private refreshTimer: NodeJS.Timeout | undefined;
  private notifyTimer: NodeJS.Timeout | undefined;
  private searchTimer: NodeJS.Timeout | undefined;
  private searchController: AbortController | undefined;
  private readonly controller = new AbortController();
  private refreshing = false;

  constructor(
    private readonly client: VigilClient,
    readonly settings: TriageSettings = DEFAULT_TRIAGE_SETTINGS,
  ) {
    const rate = settings.rateLimit ?? DEFAULT_RATE_LIMIT;
    this.budget = new LoadBudget({ limit: rate.limit, windowMs: rate.windowMs, share: settings.share ?? 0.25 });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  private changed(): void {
    if (this.notifyTimer) {
      clearTimeout(this.notifyTimer);
      this.notifyTimer = undefined;
    }
    this.version++;
    for (const l of this.listeners) l();
  }

  /** A change from the background: redrawn with the next ones, at most every FILL_NOTIFY_MS. */
  private changedLater(): void {
    if (this.notifyTimer) return;
    this.notifyTimer = setTimeout(() => this.changed(), FILL_NOTIFY_MS);
    this.notifyTimer.unref?.();
  }

  private get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Start the first requests (at most once): statuses, failing, degraded, group names. */
  prefetch(): void {
    if (this.started) return;
    this.started = true;
    const statuses = this.loadStatuses();
    const alerting = Promise.all([this.loadFiltered('failing'), this.loadFiltered('degraded')]);
    void this.loadGroups();
    // The background pages wait for the first answers: they must not slow them down.
    void Promise.allSettled([statuses, alerting]).then(() => this.loadRemainingPages());
  }

  /** A screen shows the index: start it, and refresh while someone looks. Returns the release. */
  use(): () => void {
    this.prefetch();
    this.users++;
    if (this.users === 1 && this.settings.refreshMs !== null) {
      this.refreshTimer = setInterval(() => void this.refresh(), this.settings.refreshMs);
      this.refreshTimer.unref?.();
    }
    return () => {
      this.users--;
      if (this.users === 0 && this.refreshTimer) {
        clearInterval(this.refreshTimer);
        this.refreshTimer = undefined;
      }
    };
  }

  close(): void {
    this.controller.abort();
    this.searchController?.abort();
    for (const t of [this.refreshTimer, this.notifyTimer, this.searchTimer]) if (t) clearTimeout(t);
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
    for (const s of list) next.set(s.checkId, s);
    const turned = new Set<string>();
    if (compare && before) {
      for (const [id, s] of next) {
        const was = before.get(id);
        if (failing(s) && was !== undefined && !failing(was)) turned.add(id);
      }
    }
    this.statuses = next;
    this.newlyFailing = turned;
    this.updatedAt = Date.now();
    this.stale = undefined;
    if (turned.size > 0 && this.settings.bell) (this.settings.ring ?? ringBell)(turned.size);
  }

  private merge(items: readonly CheckSummary[]): void {
    for (const c of items) this.checks.set(c.id, c);
  }

  private async loadFiltered(status: 'failing' | 'degraded'): Promise<void> {
    try {
      const page = await this.client.listCheckSummaries({ status, limit: PAGE_SIZE }, { signal: this.signal });
      this.merge(page.items);
      this.changed();
    } catch {
      // The statuses still say which checks fail; the background pages bring their details.
    }
  }

  private async loadGroups(): Promise<void> {
    try {
      this.groups = await loadGroupInfo(this.client, this.signal);
      this.changed();
    } catch {
      // Rows show the group's ID until a refresh brings the names.
    }
  }

  private async waitForBudget(): Promise<void> {
    for (let wait = this.budget.waitMs(); wait > 0 && !this.signal.aborted; wait = this.budget.waitMs())
      await pause(wait);
  }

  /** One page of GET /v1/checks within the budget; false when it failed. */
  private async loadPage(page: number): Promise<boolean> {
    await this.waitForBudget();
    if (this.signal.aborted) return false;
    this.budget.take();
    try {
      const result = await this.client.listCheckSummaries({ page, limit: PAGE_SIZE }, { signal: this.signal });
      this.merge(result.items);
      if (result.range) this.total = result.range.total;
      else if (result.items.length < PAGE_SIZE) this.total = (page - 1) * PAGE_SIZE + result.items.length;
      this.changedLater();
      return true;
    } catch {
      return false;
    }
  }

  /** Every page of GET /v1/checks: the first says how many there are, then CONCURRENCY at a time. */
  private async loadRemainingPages(): Promise<void> {
    let tries = 0;
    while (!(await this.loadPage(1))) {
      if (this.signal.aborted || ++tries >= 3) return;
      await pause(2000 * tries);
    }
    const last = Math.max(1, Math.ceil((this.total ?? 0) / PAGE_SIZE));
    const failed: number[] = [];
    let next = 2;
    const worker = async (): Promise<void> => {
      while (next <= last && !this.signal.aborted) {
        const page = next++;
        if (!(await this.loadPage(page))) failed.push(page);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // A page that failed is asked for once more, after the others.
    for (const page of failed.splice(0)) if (!this.signal.aborted && !(await this.loadPage(page))) failed.push(page);
    if (this.signal.aborted) return;
    this.complete = failed.length === 0;
    this.changed();
  }

  /** Ask for every status again; a check that turns failing is marked new (and rings with --bell). */
  async refresh(): Promise<void> {
    if (this.refreshing || this.signal.aborted) return;
    this.refreshing = true;
    try {
      if (this.client.rateLimitRemaining() < 2)
        throw new Error('the rate limit is used up; the next refresh tries again');
      const list = await this.client.listCheckStatusSummaries({ signal: this.signal });
      this.acceptStatuses(list, true);
      // Until every page is in, the failing checks' details come from the filter.
      if (!this.complete && [...this.newlyFailing].some((id) => !this.checks.has(id)))
        await this.loadFiltered('failing');
    } catch (e) {
      if (isAbort(e)) return;
      this.stale = { at: Date.now(), reason: errorLine(e) };
    } finally {
      this.refreshing = false;
    }
    this.changed();
  }

  /** The `/` text: until every check is in, the server's name search brings the matches' details. */
  setSearch(text: string): void {
    if (this.searchTimer) clearTimeout(this.searchTimer);
    this.searchController?.abort();
    const trimmed = text.trim();
    this.search = { text: trimmed, total: null, loading: false };
    if (trimmed === '' || this.complete) return;
    this.search.loading = true;
    this.searchTimer = setTimeout(() => void this.runSearch(trimmed), SEARCH_DEBOUNCE_MS);
    this.searchTimer.unref?.();
  }

  private async runSearch(text: string): Promise<void> {
    const controller = new AbortController();
    this.searchController = controller;
    try {
      const page = await this.client.listCheckSummaries(
        { search: text, limit: PAGE_SIZE },
        { signal: controller.signal },
      );
      if (controller.signal.aborted || this.search.text !== text) return;
      this.merge(page.items);
      this.search = { text, total: page.range?.total ?? page.items.length, loading: false };
    } catch {
      if (controller.signal.aborted) return;
      this.search = { text, total: null, loading: false };
    }
    this.changed();
  }

  /** A check the server just returned (a pause or a resume) replaces its old copy. */
  replace(check: CheckSummary): void {
    if (!this.checks.has(check.id)) return;
    this.checks.set(check.id, {
      ...(this.checks.get(check.id) as CheckSummary),
      activated: check.activated,
      muted: check.muted,
      name: check.name,
    });
    this.changed();
  }

  /** How many checks there are: the server's count, else the statuses' (every check has one). */
  count(): number {
    return Math.max(this.total ?? 0, this.statuses?.size ?? 0, this.checks.size);
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref?.());
}

function ringBell(): void {
  process.stdout.write('\u0007');
}

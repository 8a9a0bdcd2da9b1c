// The last runs of checks (GET /v2/check-results), for the Checks list's "since" column and the
// check detail: one loader, so the endpoint's own budget (5 requests per 10 s) is spent in one
// place, in order of need, and the wait is known to the second. The check a screen opened goes
// first; then the list's failing and degraded rows on screen, in the order the list gives them.
// Rows that leave the screen leave the queue: nothing is asked for a row nobody sees. What is
// loaded goes into the screens' cache under the check detail's key, so opening a row whose runs
// the list just loaded asks for nothing.
//
// The budget is counted here as the client's limiter counts it (a request holds a slot while in
// flight; its 10 s start when it finishes; the client's own release comes first, so this count is
// never below the limiter's): a request leaves only when the limiter will let it through at once,
// so no request waits unseen in the client and the screens can say how long the next one waits.
import type { CheckResult } from '../../client/schemas/index.js';
import type { CursorPage, VigilClient } from '../../client/index.js';
import { isAbort, RateLimitedError } from '../../client/errors.js';
import { CHECK_RESULTS_BUDGET } from '../../client/endpoint-limits.js';
import { systemClock, type Clock } from '../../client/clock.js';
import { STRIP_RUNS, runOutcome } from '../../format/check-history.js';

/** Where loaded runs are kept: the screens' cache (state/cache.ts), seen through what this uses. */
export interface RunsCache {
  get<T>(key: string): { data: T; loadedAt: number } | undefined;
  set<T>(key: string, data: T, now?: number): void;
}

/** A failing or degraded row of the list that wants its runs, as the list now shows it. */
export interface HistoryWant {
  id: string;
  /** Its status now: runs whose newest result says otherwise are older than the status. */
  state: 'failed' | 'degraded';
}

export type RowHistory =
  | { kind: 'loaded'; runs: readonly CheckResult[]; loadedAt: number }
  /** Not asked for yet: waiting its turn (or for the budget). */
  | { kind: 'queued' }
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown };

export interface CheckHistoryOptions {
  /** The cache key of a check's runs (queryKeys.checkResults). */
  key: (id: string) => string;
  clock?: Clock;
  budget?: { limit: number; windowMs: number };
  /** Runs the detail shows without asking again. */
  openedMaxAgeMs?: number;
  /** Runs a list row shows without asking again (longer: a screen of rows would spend the budget). */
  listMaxAgeMs?: number;
  /** Before asking again for runs whose newest result disagrees with the status, or after an error. */
  retryAfterMs?: number;
}

type Client = Pick<VigilClient, 'listCheckResults'>;

export class CheckHistory {
  readonly budget: { limit: number; windowMs: number };
  private readonly clock: Clock;
  private readonly o: Required<Omit<CheckHistoryOptions, 'clock' | 'budget'>>;
  private wanted: readonly HistoryWant[] = [];
  /** Checks a screen shows on their own (the detail, a run), newest first. */
  private readonly opened: string[] = [];
  private readonly forced = new Set<string>();
  private readonly inFlight = new Map<string, AbortController>();
  private readonly errors = new Map<string, { error: unknown; at: number }>();
  /** Finish times of requests still inside the window, oldest first. */
  private finished: number[] = [];
  private pausedUntil = 0;
  private timer: unknown = null;
  private timerAt = Infinity;
  private version = 0;
  private readonly listeners = new Set<() => void>();
  private closed = false;
  private telling = false;

  constructor(
    private readonly client: Client,
    private readonly cache: RunsCache,
    o: CheckHistoryOptions,
  ) {
    this.clock = o.clock ?? systemClock;
    this.budget = o.budget ?? { limit: CHECK_RESULTS_BUDGET.limit, windowMs: CHECK_RESULTS_BUDGET.windowMs };
    this.o = {
      key: o.key,
      openedMaxAgeMs: o.openedMaxAgeMs ?? 60_000,
      listMaxAgeMs: o.listMaxAgeMs ?? 5 * 60_000,
      retryAfterMs: o.retryAfterMs ?? 30_000,
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  /** The list's rows on screen that want runs, most wanted first; rows not in it leave the queue. */
  show(wants: readonly HistoryWant[]): void {
    const same = wants.length === this.wanted.length && wants.every((w, i) => sameWant(w, this.wanted[i]));
    if (same) return;
    this.wanted = wants;
    this.changed();
    this.pump();
  }

  /** A screen shows this check on its own: its runs go first (fresh ones are not asked again). */
  open(id: string): () => void {
    this.opened.unshift(id);
    this.pump();
    return () => {
      const at = this.opened.indexOf(id);
      if (at >= 0) this.opened.splice(at, 1);
    };
  }

  /** Ask again for a check's runs whatever their age (the detail's reload). */
  reload(id: string): void {
    this.forced.add(id);
    this.errors.delete(id);
    this.changed();
    this.pump();
  }

  /** What is known of a check's runs: loaded, on their way, waiting, failed; undefined: not wanted. */
  get(id: string): RowHistory | undefined {
    if (this.inFlight.has(id) && !this.forced.has(id)) return { kind: 'loading' };
    const error = this.errors.get(id);
    if (error) return { kind: 'error', error: error.error };
    const cached = this.cache.get<CursorPage<CheckResult>>(this.o.key(id));
    if (cached) return { kind: 'loaded', runs: cached.data.items, loadedAt: cached.loadedAt };
    if (this.inFlight.has(id)) return { kind: 'loading' };
    return this.isWanted(id) ? { kind: 'queued' } : undefined;
  }

  /**
   * Milliseconds until the next request may leave, while one waits for the budget (0: none waits,
   * or every slot is on its way and the wait starts when they are answered).
   */
  waitMs(): number {
    const now = this.clock.now();
    const { id, opened } = this.next(now);
    if (id === undefined) return 0;
    const at = this.freeAt(now, opened);
    return at === Infinity ? 0 : Math.max(0, at - now);
  }

  close(): void {
    this.closed = true;
    this.cancelTimer();
    for (const controller of this.inFlight.values()) controller.abort();
    this.listeners.clear();
  }

  private isWanted(id: string): boolean {
    return this.opened.includes(id) || this.wanted.some((w) => w.id === id);
  }

  /**
   * The next check to ask for now, or undefined; `later`: when the first one not due yet will be;
   * `opened`: a screen shows it on its own (it may take the window's last slot).
   */
  private next(now: number): { id: string | undefined; later: number; opened: boolean } {
    let later = Infinity;
    const wants: [string, number, HistoryWant['state'] | undefined][] = [
      ...this.opened.map((id): [string, number, undefined] => [id, this.o.openedMaxAgeMs, undefined]),
      ...this.wanted.map((w): [string, number, HistoryWant['state']] => [w.id, this.o.listMaxAgeMs, w.state]),
    ];
    for (const [i, [id, maxAgeMs, state]] of wants.entries()) {
      const at = this.dueAt(id, maxAgeMs, state);
      if (at <= now) return { id, later, opened: i < this.opened.length };
      later = Math.min(later, at);
    }
    return { id: undefined, later, opened: false };
  }

  /** When a check's runs are to be asked for (Infinity: in flight). */
  private dueAt(id: string, maxAgeMs: number, state?: HistoryWant['state']): number {
    if (this.inFlight.has(id)) return Infinity;
    if (this.forced.has(id)) return -Infinity;
    const error = this.errors.get(id);
    if (error) return error.at + this.o.retryAfterMs;
    const cached = this.cache.get<CursorPage<CheckResult>>(this.o.key(id));
    if (!cached) return -Infinity;
    // Loaded before the check changed state (the status is newer): asked again, not too often.
    const newest = cached.data.items[0];
    const disagrees = state !== undefined && (newest === undefined || runOutcome(newest) !== state);
    return cached.loadedAt + (disagrees ? Math.min(maxAgeMs, this.o.retryAfterMs) : maxAgeMs);
  }

  /**
   * When a slot is free: now, the end of a 429 pause, or when the oldest finished request leaves
   * the window. The list leaves the window's last slot to a check a screen opens (`opened`), so
   * opening one never waits behind a screen of rows.
   */
  private freeAt(now: number, opened: boolean): number {
    this.finished = this.finished.filter((t) => t > now - this.budget.windowMs);
    const limit = opened || this.budget.limit === 1 ? this.budget.limit : this.budget.limit - 1;
    const used = this.inFlight.size + this.finished.length;
    const slotAt =
      used < limit
        ? now
        : this.inFlight.size >= limit
          ? Infinity
          : (this.finished[used - limit] as number) + this.budget.windowMs;
    return Math.max(slotAt, this.pausedUntil);
  }

  private pump(): void {
    if (this.closed) return;
    const now = this.clock.now();
    for (;;) {
      const { id, later, opened } = this.next(now);
      if (id === undefined) {
        this.schedule(later, now);
        return;
      }
      const at = this.freeAt(now, opened);
      if (at > now) {
        this.schedule(at, now);
        return;
      }
      this.send(id, now);
    }
  }

  private send(id: string, now: number): void {
    const controller = new AbortController();
    this.inFlight.set(id, controller);
    this.forced.delete(id);
    this.changed();
    this.client
      .listCheckResults(id, { limit: STRIP_RUNS }, { signal: controller.signal })
      .then(
        (page) => {
          this.errors.delete(id);
          this.cache.set(this.o.key(id), page, this.clock.now());
        },
        (error: unknown) => {
          if (isAbort(error)) return;
          this.errors.set(id, { error, at: this.clock.now() });
          if (error instanceof RateLimitedError && error.retryAfterMs)
            this.pausedUntil = Math.max(this.pausedUntil, now + error.retryAfterMs);
        },
      )
      .finally(() => {
        this.inFlight.delete(id);
        this.finished.push(this.clock.now());
        this.changed();
        this.pump();
      });
  }

  /** Wake up when the next slot is free (only while something waits for one). */
  private schedule(at: number, now: number): void {
    if (at === this.timerAt) return;
    this.cancelTimer();
    if (at === Infinity) return;
    this.timerAt = at;
    this.timer = this.clock.setTimer(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        this.pump();
      },
      Math.max(0, at - now),
      false,
    );
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }

  /** Screens hear of changes once per turn: a burst of answers redraws the list once. */
  private changed(): void {
    this.version++;
    if (this.telling) return;
    this.telling = true;
    queueMicrotask(() => {
      this.telling = false;
      for (const listener of this.listeners) listener();
    });
  }
}

const sameWant = (a: HistoryWant, b: HistoryWant | undefined) =>
  b !== undefined && a.id === b.id && a.state === b.state;
